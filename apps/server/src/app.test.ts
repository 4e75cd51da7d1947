import { beforeAll, describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, expectErrorBody, TEST_TOKEN_KEY, uniqueEmail, useTestApp } from '#test/harness';

const t = useTestApp();
let session: TSession;
beforeAll(async () => {
  session = await t.signUpAndConfirm(uniqueEmail('platform'));
});

type TOpenApi = {
  openapi: string;
  info: { title: string; version: string };
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        responses: Record<
          string,
          {
            content?: Record<
              string,
              { schema: { properties?: Record<string, unknown>; required?: string[] } }
            >;
          }
        >;
      }
    >
  >;
};

describe('errors', () => {
  test('an unknown API route is a 404 JSON error', async () => {
    expect(
      await expectErrorBody(await t.request('/api/no-such-thing', { headers: bearer(session) }), 404),
    ).toMatchObject({ code: 'NOT_FOUND', detail: 'No such API route' });
    expect(
      (
        await expectErrorBody(
          await t.request('/api/onboarding/nope', { method: 'DELETE', headers: bearer(session) }),
          404,
        )
      ).code,
    ).toBe('NOT_FOUND');
  });

  test('an unknown API route without a session is a 404 too', async () => {
    expect((await expectErrorBody(await t.request('/api/no-such-thing'), 404)).code).toBe('NOT_FOUND');
  });

  test('every documented route that needs a session refuses a request without one', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const guarded = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security)
        .map(([method]) => ({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, 'x') })),
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const { method, path } of guarded) {
      const res = await t.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  test('an unknown page outside the API is a 404 JSON error when no web build is served', async () => {
    expect((await expectErrorBody(await t.request('/no-such-page'), 404)).code).toBe('NOT_FOUND');
  });
});

describe('platform', () => {
  test('/healthz checks the database', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: t.database.kind });
    expect(t.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  test('every kind of answer carries a request id, and error bodies repeat it', async () => {
    const answers = await Promise.all([
      t.request('/healthz'),
      t.request('/api/session'),
      t.request('/api/onboarding/status'),
      t.post('/api/identity/sign-in/email', { email: 'x@example.com' }),
      t.request('/api/identity/verify-email?token=bogus&callbackURL=%2Fauth'),
      t.request('/api/openapi.json'),
    ]);
    const ids = answers.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const unauthorized = (await answers[2]!.json()) as { request_id?: string };
    expect(unauthorized.request_id).toBe(ids[2]);
  });

  test('a request id from the caller (e.g. a proxy) is kept', async () => {
    const res = await t.request('/healthz', { headers: { 'x-request-id': 'proxy-abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('proxy-abc-123');
  });

  test('security headers are set on API, identity and redirect answers', async () => {
    for (const res of [
      await t.request('/api/session'),
      await t.post('/api/identity/sign-in/email', { email: 'x@example.com' }),
      await t.request('/api/identity/magic-link/verify?token=bogus&callbackURL=%2Fauth'),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
    }
  });

  test('/api/public-config tells the browser what it may know, and no secret', async () => {
    const res = await t.request('/api/public-config');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      product_name: 'Gatling',
      price_monthly_usd: 19,
      trial_days: 7,
      waitlist_url: 'https://forms.gle/gatling-waitlist',
      google_sign_in: false,
      team_email_domain: null,
      dev_outbox: true,
      // No X API keys in tests: connections go to the sandbox network.
      twitter_sandbox: true,
      // No BLUESKY_SERVICE_URL either: Bluesky is the sandbox network's (decision 0067).
      bluesky_sandbox: true,
      // No Stripe keys in tests: checkout is the app's own test-mode page.
      billing_test_mode: true,
      billing_off: false,
      llm_offline: true,
      llm_provider: 'offline',
      llm_model: null,
      // Outside production the dev outbox stands in for SMS and the sandbox for X and Bluesky.
      phone_sign_in: true,
      twitter_configured: true,
      demo_mode: false,
      stand_ins: ['email', 'sms', 'twitter', 'bluesky'],
    });
    expect(JSON.stringify(body)).not.toContain(t.config.AUTH_SECRET ?? 'never');
  });
});

describe('API documentation', () => {
  test('/api/openapi.json is an OpenAPI 3 document with the onboarding routes and their schemas', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as TOpenApi;
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toEqual({ title: 'Gatling', version: expect.any(String) });
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });

    const status = doc.paths['/api/onboarding/status']?.get;
    expect(status?.security).toEqual([{ bearer: [] }]);
    const statusSchema = status?.responses['200']?.content?.['application/json']?.schema;
    expect(Object.keys(statusSchema?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'onboarding_completed',
        'is_approved',
        'waitlist_status',
        'username',
        'email',
        'avatar_url',
      ]),
    );
    expect(statusSchema?.required).toContain('onboarding_completed');
    expect(status?.responses['401']?.content?.['application/json']?.schema.properties).toHaveProperty(
      'detail',
    );

    const complete = doc.paths['/api/onboarding/complete']?.post;
    expect(complete?.security).toEqual([{ bearer: [] }]);
    expect(complete?.responses['200']?.content?.['application/json']?.schema.properties).toHaveProperty(
      'onboarding_completed',
    );

    // Public routes are marked as such.
    expect(doc.paths['/api/session']?.get?.security).toBeUndefined();
    expect(doc.paths['/api/identity/sign-in/email']?.post).toBeDefined();
    for (const methods of Object.values(doc.paths)) {
      for (const op of Object.values(methods)) expect(Object.keys(op.responses).length).toBeGreaterThan(0);
    }
  });

  test('/api/docs is an HTML page listing the routes', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('/api/onboarding/status');
    expect(html).toContain('/api/onboarding/complete');
  });
});

describe('dev outbox', () => {
  test('/dev/outbox is an HTML page listing the messages, with their content escaped', async () => {
    const res = await t.requestFrom('127.0.0.1', '/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Dev outbox');
    expect(html).toContain(session.user.email);
    expect(html).toContain('Confirm your Gatling account');
    expect(html).toContain('/api/identity/verify-email?token=');
    expect(html).not.toMatch(/<script/i);
  });

  test('/dev/outbox.json lists messages newest first', async () => {
    const messages = await t.outbox();
    expect(messages.length).toBeGreaterThan(0);
    const times = messages.map((m) => Date.parse(m.sent_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  // Its messages hold sign-in and reset links: read from elsewhere, any account could be taken over
  // (request a reset for an address, read the link, set a password) on an instance serving others.
  test('answers only requests made on the server machine, whatever HOST it listens on', async () => {
    for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await t.requestFrom(local, '/dev/outbox.json')).status, local).toBe(200);
    }
    const refused: [string, RequestInit?][] = [
      ['192.168.1.20'],
      ['10.0.0.7'],
      ['::ffff:192.168.1.20'],
      ['fe80::1'],
      // A reverse proxy on the same machine connects from loopback on every visitor's behalf.
      ['127.0.0.1', { headers: { 'X-Forwarded-For': '203.0.113.9' } }],
      ['127.0.0.1', { headers: { forwarded: 'for=203.0.113.9' } }],
      ['127.0.0.1', { headers: { 'x-real-ip': '203.0.113.9' } }],
    ];
    for (const [address, init] of refused) {
      for (const path of ['/dev/outbox', '/dev/outbox.json']) {
        const res = await t.requestFrom(address, path, init);
        const body = await expectErrorBody(res, 403);
        expect(body.detail).toContain('only on the computer the server runs on');
        expect(JSON.stringify(body)).not.toContain(session.user.email);
      }
    }
    // No socket at all (origin unknown): refused too.
    await expectErrorBody(await t.request('/dev/outbox.json'), 403);
  });
});

describe('in production', () => {
  const prod = useTestApp(
    {
      NODE_ENV: 'production',
      TOKEN_ENCRYPTION_KEY: TEST_TOKEN_KEY,
      BILLING: 'off',
      SMTP_URL: 'smtp://mail.example.com:587',
    },
    { shareDatabaseOf: t },
  );

  test('the outbox routes are absent and the browser is told so', async () => {
    expect(prod.config.NODE_ENV).toBe('production');
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      const res = await prod.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Dev outbox');
    }
    expect(
      ((await (await prod.request('/api/public-config')).json()) as { dev_outbox: boolean }).dev_outbox,
    ).toBe(false);
  });
});

describe('a demo server (production with DEMO_MODE=true)', () => {
  const demo = useTestApp(
    { NODE_ENV: 'production', TOKEN_ENCRYPTION_KEY: TEST_TOKEN_KEY, BILLING: 'off', DEMO_MODE: 'true' },
    { shareDatabaseOf: t },
  );

  test('starts without SMTP_URL: e-mail lands in the dev outbox, still readable only on this machine', async () => {
    expect(demo.config.NODE_ENV).toBe('production');
    expect((await demo.requestFrom('127.0.0.1', '/dev/outbox.json')).status).toBe(200);
    await expectErrorBody(await demo.requestFrom('203.0.113.9', '/dev/outbox.json'), 403);
  });

  test('tells the browser it is a demo and what it simulates, so every page can say so', async () => {
    expect(await (await demo.request('/api/public-config')).json()).toMatchObject({
      demo_mode: true,
      stand_ins: ['email', 'sms', 'twitter', 'bluesky'],
      dev_outbox: true,
      phone_sign_in: true,
      twitter_configured: true,
      twitter_sandbox: true,
    });
  });
});
