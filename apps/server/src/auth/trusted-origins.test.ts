import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allowConsoleError } from '#test/console-error';
import { createTestApp, type TTestApp, uniqueEmail } from '#test/harness';
import type { Mailer, TEmail } from '../integrations/email/mailer';

// A production deployment at https://replies.example.com: reset and magic links may lead only there
// (and to TRUSTED_ORIGINS), never to a local address an attacker runs on the user's machine.
const sent: TEmail[] = [];
const mailer: Mailer = { kind: 'smtp', send: async (m) => void sent.push(m) };

let prod: TTestApp;
beforeAll(async () => {
  prod = await createTestApp(
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://replies.example.com',
      TRUSTED_ORIGINS: 'https://www.replies.example.com',
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
      BILLING: 'off',
      // Production needs an SMTP server; the mailer below stands for it.
      SMTP_URL: 'smtp://mail.example.com:587',
    },
    { mailer },
  );
});
afterAll(async () => {
  await prod?.close();
});

const requestReset = (email: string, redirectTo: string) =>
  prod.post(
    '/api/identity/request-password-reset',
    { email, redirectTo },
    { origin: 'https://replies.example.com' },
  );

describe('trusted origins in production', () => {
  test('a reset link to localhost or 127.0.0.1 is refused and nothing is sent', async () => {
    allowConsoleError(); // the auth library logs the refused redirect
    const email = uniqueEmail('prod');
    const signUp = await prod.post(
      '/api/identity/sign-up/email',
      { email, password: 'a long enough passphrase', name: 'prod', callbackURL: '/auth' },
      { origin: 'https://replies.example.com' },
    );
    expect(signUp.status).toBe(200);
    for (const redirectTo of ['http://127.0.0.1:5555/steal', 'http://localhost:3000/auth']) {
      const res = await requestReset(email, redirectTo);
      expect(res.status, redirectTo).toBeGreaterThanOrEqual(400);
      expect(res.status, redirectTo).toBeLessThan(500);
    }
    expect(sent.filter((m) => m.to === email && /reset/i.test(m.subject))).toEqual([]);
    // The same account may reset through the product's own address.
    expect((await requestReset(email, 'https://replies.example.com/auth')).status).toBe(200);
    expect(sent.filter((m) => m.to === email && /reset/i.test(m.subject))).toHaveLength(1);
  });

  test('PUBLIC_URL and the configured extra origin are trusted', async () => {
    for (const redirectTo of ['https://replies.example.com/auth', 'https://www.replies.example.com/auth']) {
      expect((await requestReset(uniqueEmail('prod'), redirectTo)).status, redirectTo).toBe(200);
    }
  });

  test('outside production, local addresses stay trusted for development', async () => {
    const dev = await createTestApp({}, { shareDatabaseOf: prod, mailer });
    const res = await dev.post(
      '/api/identity/request-password-reset',
      { email: uniqueEmail('dev'), redirectTo: 'http://127.0.0.1:5555/auth' },
      { origin: 'http://localhost:3000' },
    );
    expect(res.status).toBe(200);
    await dev.close();
  });
});
