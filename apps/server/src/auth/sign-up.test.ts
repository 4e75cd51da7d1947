import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZSessionAnswer } from '@gatling/shared/api/session';
import { LIMITS } from '@gatling/shared/spec';
import { outboxMessages } from '../db/schema/dev-outbox';
import { profiles } from '../db/schema/profiles';
import { users } from '../db/schema/auth';
import { allowConsoleError } from '#test/console-error';
import {
  bearer,
  cookiesOf,
  expectErrorBody,
  pathOf,
  TEST_PASSWORD,
  uniqueEmail,
  useTestApp,
} from '#test/harness';

const t = useTestApp();

const signUp = (email: string, password = TEST_PASSWORD, extra: Record<string, unknown> = {}) =>
  t.post('/api/identity/sign-up/email', {
    email,
    password,
    name: email.split('@')[0],
    callbackURL: '/auth',
    ...extra,
  });
const messagesTo = async (to: string) => (await t.outbox()).filter((m) => m.to === to);
const userRows = (email: string) => t.database.db.select().from(users).where(eq(users.email, email));
const sessionWith = async (headers: Record<string, string>) =>
  ZSessionAnswer.parse(await (await t.request('/api/session', { headers })).json()).session;

describe('sign-up with e-mail and password', () => {
  test('sends a confirmation e-mail and starts no session', async () => {
    const email = uniqueEmail('signup');
    const res = await signUp(email);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token: unknown }).token).toBeNull();
    expect(res.headers.get('set-auth-token')).toBeNull();
    expect(cookiesOf(res)).toBe('');

    const messages = await messagesTo(email);
    expect(messages).toHaveLength(1);
    const [m] = messages;
    expect(m).toMatchObject({ channel: 'email', to: email, subject: 'Confirm your Gatling account' });
    expect(m?.links).toHaveLength(1);
    expect(m?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/api\/identity\/verify-email\?token=[\w.-]+&callbackURL=%2Fauth$/,
    );
    expect(m?.text).toContain(m?.links[0]);
    expect(Math.abs(Date.parse(m?.sent_at ?? '') - Date.now())).toBeLessThan(5 * 60_000);

    const [row] = await userRows(email);
    expect(row?.emailVerified).toBe(false);
  });

  test('sign-in before confirming is refused with a JSON error, and the link is sent again', async () => {
    const email = uniqueEmail('early');
    await signUp(email);
    const { res, token, cookie } = await t.signIn(email, TEST_PASSWORD);
    const body = await expectErrorBody(res, 403);
    expect(body).toEqual({ detail: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' });
    expect(token).toBeNull();
    expect(cookie).toBe('');
    expect(await messagesTo(email)).toHaveLength(2);
  });

  test('the confirmation link signs in: redirect to /auth with a session cookie', async () => {
    const email = uniqueEmail('confirm');
    await signUp(email);
    const [link] = (await t.lastMessageTo(email)).links;
    const res = await t.request(pathOf(link!));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth');
    const cookie = cookiesOf(res);
    expect(cookie).toMatch(/session_token=/);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);

    const session = await sessionWith({ cookie });
    expect(session?.user.email).toBe(email);
    const [row] = await userRows(email);
    expect(row?.emailVerified).toBe(true);
  });

  test('a bogus confirmation link lands on /auth with the expired-link error', async () => {
    const res = await t.request('/api/identity/verify-email?token=not-a-token&callbackURL=%2Fauth');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(
      /^\/auth#error=access_denied&error_code=otp_expired&error_description=/,
    );
    expect(cookiesOf(res)).toBe('');
  });

  test('sign-in after confirming answers a token and the session has the product shape', async () => {
    const email = uniqueEmail('confirmed');
    const fromHarness = await t.signUpAndConfirm(email);
    expect(fromHarness.user.email).toBe(email);

    const { res, token, cookie } = await t.signIn(email, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(token).toBeTruthy();
    const byBearer = await sessionWith(bearer(token!));
    const byCookie = await sessionWith({ cookie });
    for (const session of [byBearer, byCookie]) {
      expect(session).not.toBeNull();
      // The session (docs/product/data.md#session), and who drafts for the user (Settings › Drafting model).
      expect(Object.keys(session!).sort()).toEqual([
        'access_token',
        'drafting_model',
        'expires_at',
        'token_type',
        'user',
      ]);
      expect(session!.drafting_model).toEqual({ source: 'instance', provider: 'offline', model: null });
      expect(session!.token_type).toBe('bearer');
      expect(session!.user).toEqual({ id: fromHarness.user.id, email, user_metadata: { avatar_url: null } });
      // Unix seconds, about 30 days ahead (not milliseconds).
      const days = (session!.expires_at - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(29);
      expect(days).toBeLessThanOrEqual(30.01);
    }
    expect(byBearer!.access_token).toBe(byCookie!.access_token);
    // The access token the session answers is itself a working bearer token.
    expect((await t.request('/api/onboarding/status', { headers: bearer(byBearer!) })).status).toBe(200);
  });

  test('GET /api/session without credentials answers {session: null}, uncached', async () => {
    const res = await t.request('/api/session');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ session: null });
    expect(await sessionWith(bearer('bogus-token'))).toBeNull();
    expect(await sessionWith({ cookie: 'better-auth.session_token=bogus' })).toBeNull();
  });
});

describe('password length', () => {
  test('a too-short password is refused with the minimum the server enforces', async () => {
    const body = await expectErrorBody(
      await signUp(uniqueEmail('short'), 'a'.repeat(LIMITS.passwordMin - 1)),
      400,
    );
    expect(body).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      detail: 'Password too short: use at least 8 characters',
    });
    expect((await signUp(uniqueEmail('long-enough'), 'a'.repeat(LIMITS.passwordMin))).status).toBe(200);
  });
});

describe('refused sign-ups leave nothing behind', () => {
  const cases: [string, (email: string) => Promise<Response>, number, string][] = [
    ['malformed e-mail', () => signUp('not-an-email'), 400, 'VALIDATION_ERROR'],
    ['password too short', (email) => signUp(email, 'short1'), 400, 'PASSWORD_TOO_SHORT'],
    ['password too long', (email) => signUp(email, 'p'.repeat(129)), 400, 'PASSWORD_TOO_LONG'],
    [
      'missing password',
      (email) => t.post('/api/identity/sign-up/email', { email, name: 'x' }),
      400,
      'VALIDATION_ERROR',
    ],
    [
      'wrong field types',
      (email) => t.post('/api/identity/sign-up/email', { email, password: 12345678, name: 'x' }),
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a confirmation link pointing elsewhere',
      (email) => signUp(email, TEST_PASSWORD, { callbackURL: 'https://evil.example/' }),
      403,
      'INVALID_CALLBACK_URL',
    ],
  ];
  test.each(cases)('%s', async (_label, send, status, code) => {
    allowConsoleError(); // the auth library logs refused callback URLs as errors
    const email = uniqueEmail('refused');
    const body = await expectErrorBody(await send(email), status);
    expect(body.code).toBe(code);
    expect(await userRows(email)).toHaveLength(0);
    expect(
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, email)),
    ).toHaveLength(0);
  });
});

describe('signing up with an address that already has an account', () => {
  test('answers like a new sign-up, changes nothing, and tells the owner by e-mail', async () => {
    const email = uniqueEmail('taken');
    const owner = await t.signUpAndConfirm(email);
    const before = (await messagesTo(email)).length;

    const res = await signUp(email, 'another password 123');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: unknown; user: { email: string; id: string } };
    expect(body.token).toBeNull();
    expect(body.user.email).toBe(email);
    expect(body.user.id).not.toBe(owner.user.id);

    const rows = await userRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(owner.user.id);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(1);

    const messages = await messagesTo(email);
    expect(messages).toHaveLength(before + 1);
    expect(messages[0]?.subject).toBe('You already have a Gatling account');
    expect(messages[0]?.links).toEqual(['http://localhost:3000/auth']);

    expect((await t.signIn(email, 'another password 123')).res.status).toBe(401);
    expect((await t.signIn(email, TEST_PASSWORD)).res.status).toBe(200);
  });

  test('the address is compared without case', async () => {
    const email = uniqueEmail('case');
    await t.signUpAndConfirm(email);
    expect((await signUp(email.toUpperCase())).status).toBe(200);
    expect(await userRows(email)).toHaveLength(1);
    expect((await t.signIn(email.toUpperCase(), TEST_PASSWORD)).res.status).toBe(200);
  });
});

describe('sign-in errors', () => {
  test('a wrong password and an unknown address get the same 401', async () => {
    const email = uniqueEmail('wrongpw');
    await t.signUpAndConfirm(email);
    const wrong = await expectErrorBody((await t.signIn(email, 'not the password')).res, 401);
    const unknown = await expectErrorBody(
      (await t.signIn(uniqueEmail('nobody'), 'not the password')).res,
      401,
    );
    expect(wrong).toEqual({ detail: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(unknown).toEqual(wrong);
  });

  test('a malformed address is a 400', async () => {
    const body = await expectErrorBody((await t.signIn('nope', TEST_PASSWORD)).res, 400);
    expect(body.detail).toMatch(/email/i);
  });
});
