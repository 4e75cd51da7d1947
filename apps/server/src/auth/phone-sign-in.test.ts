import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { PHONE_SIGN_IN_OFF_DETAIL, type TPublicConfig } from '@gatling/shared/api/session';
import { outboxMessages } from '../db/schema/dev-outbox';
import { expectErrorBody, TEST_TOKEN_KEY, type TTestApp, useTestApp } from '#test/harness';

// Codes by SMS only where something can deliver them: no SMS provider is implemented, so the dev
// outbox stands in outside production (the quickstart) and on a demo server, and nowhere else.
const PRODUCTION = {
  NODE_ENV: 'production',
  TOKEN_ENCRYPTION_KEY: TEST_TOKEN_KEY,
  BILLING: 'off',
  SMTP_URL: 'smtp://mail.example.com:587',
};
const t = useTestApp();
const prod = useTestApp(PRODUCTION, { shareDatabaseOf: t });
const demo = useTestApp({ ...PRODUCTION, DEMO_MODE: 'true' }, { shareDatabaseOf: t });

let n = 0;
const phone = () => `+1555020${String(1000 + (n += 1)).slice(-4)}`;
const textsTo = (number: string) =>
  t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, number));
const publicConfig = async (app: TTestApp) =>
  (await (await app.request('/api/public-config')).json()) as TPublicConfig;

describe('phone sign-in in production without an SMS provider', () => {
  test('every phone-number endpoint answers 409 saying to use e-mail, and no code is made or sent', async () => {
    const number = phone();
    const password = 'correct horse battery staple';
    for (const [path, body] of [
      ['/api/identity/phone-number/send-otp', { phoneNumber: number }],
      ['/api/identity/phone-number/verify', { phoneNumber: number, code: '123456' }],
      ['/api/identity/phone-number/request-password-reset', { phoneNumber: number }],
      [
        '/api/identity/phone-number/reset-password',
        { phoneNumber: number, otp: '123456', newPassword: password },
      ],
      ['/api/identity/sign-in/phone-number', { phoneNumber: number, password }],
    ] as const) {
      const answer = await expectErrorBody(await prod.post(path, body), 409);
      expect(answer, path).toMatchObject({ detail: PHONE_SIGN_IN_OFF_DETAIL, code: 'CONFLICT' });
    }
    expect(await textsTo(number)).toEqual([]);
    expect(PHONE_SIGN_IN_OFF_DETAIL).toBe(
      'Sign-in with a code by SMS is not available on this server. Use your e-mail address instead.',
    );
  });

  test('the browser is told, so the sign-in screen offers no phone codes', async () => {
    expect(await publicConfig(prod)).toMatchObject({ phone_sign_in: false, demo_mode: false, stand_ins: [] });
  });
});

describe('where the dev outbox may stand in', () => {
  test('the quickstart and a demo server send the code to the dev outbox, and say phone sign-in is on', async () => {
    for (const app of [t, demo]) {
      const number = phone();
      const res = await app.post('/api/identity/phone-number/send-otp', { phoneNumber: number });
      expect(res.status, await res.clone().text()).toBe(200);
      const [text] = await textsTo(number);
      expect(text).toMatchObject({ channel: 'sms', to: number });
      expect(text?.text).toMatch(/Your Gatling code is \d{6}\./);
      expect((await publicConfig(app)).phone_sign_in).toBe(true);
    }
  });
});
