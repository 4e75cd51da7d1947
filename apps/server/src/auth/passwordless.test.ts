import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZSessionAnswer } from '@gatling/shared/api/session';
import { outboxMessages } from '../db/schema/dev-outbox';
import { profiles } from '../db/schema/profiles';
import { users } from '../db/schema/auth';
import { allowConsoleError } from '#test/console-error';
import { bearer, cookiesOf, expectErrorBody, pathOf, uniqueEmail, useTestApp } from '#test/harness';

const t = useTestApp();

const EXPIRED_LINK = /^\/auth#error=access_denied&error_code=otp_expired&error_description=[^&]+$/;
const sessionWith = async (headers: Record<string, string>) =>
  ZSessionAnswer.parse(await (await t.request('/api/session', { headers })).json()).session;
const codeIn = (text: string) => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no six-digit code in: ${text}`);
  return code;
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('magic link', () => {
  const sendLink = (email: string) =>
    t.post('/api/identity/sign-in/magic-link', { email, callbackURL: '/auth', newUserCallbackURL: '/auth' });

  test('is e-mailed, signs in once and creates the profile; a reused link is refused', async () => {
    const email = uniqueEmail('magic');
    const sent = await sendLink(email);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ status: true });

    const message = await t.lastMessageTo(email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Gatling sign-in link' });
    expect(message.links).toHaveLength(1);
    expect(message.links[0]).toMatch(
      /^http:\/\/localhost:3000\/api\/identity\/magic-link\/verify\?token=\w+&/,
    );
    expect(message.text).toContain(message.links[0]);

    const first = await t.request(pathOf(message.links[0]!));
    expect(first.status).toBe(302);
    expect(new URL(first.headers.get('location') ?? '', 'http://localhost:3000').pathname).toBe('/auth');
    expect(first.headers.get('location')).not.toContain('error');
    const session = await sessionWith({ cookie: cookiesOf(first) });
    expect(session?.user.email).toBe(email);

    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, session!.user.id));
    expect(profile).toMatchObject({
      email,
      username: email,
      onboardingCompleted: false,
      isApproved: true,
      waitlistStatus: 'APPROVED',
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, session!.user.id));
    expect(user?.emailVerified).toBe(true);

    const again = await t.request(pathOf(message.links[0]!));
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toMatch(EXPIRED_LINK);
    expect(cookiesOf(again)).toBe('');
  });

  test('a bogus link lands on /auth with the expired-link error', async () => {
    const res = await t.request('/api/identity/magic-link/verify?token=bogus&callbackURL=%2Fauth');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(EXPIRED_LINK);
    expect(cookiesOf(res)).toBe('');
  });

  test('signs an existing account in as itself', async () => {
    const email = uniqueEmail('magic-existing');
    const existing = await t.signUpAndConfirm(email);
    await sendLink(email);
    const res = await t.request(pathOf((await t.lastMessageTo(email)).links[0]!));
    expect((await sessionWith({ cookie: cookiesOf(res) }))?.user.id).toBe(existing.user.id);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  test('a link that would lead to another site is refused and not sent', async () => {
    allowConsoleError(); // the auth library logs the refused URL
    const email = uniqueEmail('magic-evil');
    const res = await t.post('/api/identity/sign-in/magic-link', {
      email,
      callbackURL: 'https://evil.example/',
    });
    expect((await expectErrorBody(res, 403)).code).toBe('INVALID_CALLBACK_URL');
    expect(
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, email)),
    ).toHaveLength(0);
  });

  test('an empty address is refused', async () => {
    await expectErrorBody(await sendLink(''), 400);
  });
});

describe('one-time code by e-mail', () => {
  const sendCode = (email: string) =>
    t.post('/api/identity/email-otp/send-verification-otp', { email, type: 'sign-in' });

  test('the e-mailed code signs in; a wrong code does not', async () => {
    const email = uniqueEmail('otp');
    const account = await t.signUpAndConfirm(email);
    const sent = await sendCode(email);
    expect(sent.status).toBe(200);
    const message = await t.lastMessageTo(email);
    expect(message.channel).toBe('email');
    expect(message.links).toEqual([]);
    const code = codeIn(message.text);
    expect(message.subject).toContain(code);

    const wrong = await t.post('/api/identity/sign-in/email-otp', { email, otp: wrongCode(code) });
    expect(await expectErrorBody(wrong, 400)).toEqual({ detail: 'Invalid OTP', code: 'INVALID_OTP' });
    expect(wrong.headers.get('set-auth-token')).toBeNull();

    const right = await t.post('/api/identity/sign-in/email-otp', { email, otp: code });
    expect(right.status).toBe(200);
    const token = right.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    expect((await sessionWith(bearer(token!)))?.user.id).toBe(account.user.id);

    // Used once, the code is gone.
    await expectErrorBody(await t.post('/api/identity/sign-in/email-otp', { email, otp: code }));
  });

  test('a code for another address does not work', async () => {
    const email = uniqueEmail('otp-a');
    await sendCode(email);
    const code = codeIn((await t.lastMessageTo(email)).text);
    await expectErrorBody(
      await t.post('/api/identity/sign-in/email-otp', { email: uniqueEmail('otp-b'), otp: code }),
    );
  });

  test('a malformed address or type is a 400', async () => {
    await expectErrorBody(await sendCode('nope'), 400);
    await expectErrorBody(
      await t.post('/api/identity/email-otp/send-verification-otp', { email: uniqueEmail(), type: 'shout' }),
      400,
    );
  });
});

describe('one-time code by SMS', () => {
  let n = 0;
  const phone = () => `+1555010${String(1000 + (n += 1)).slice(-4)}`;
  const sendSms = (phoneNumber: string) => t.post('/api/identity/phone-number/send-otp', { phoneNumber });

  test('lands in the outbox as an SMS and signs in', async () => {
    const number = phone();
    const sent = await sendSms(number);
    expect(sent.status).toBe(200);
    const message = await t.lastMessageTo(number);
    expect(message).toMatchObject({ channel: 'sms', to: number, links: [] });
    const code = codeIn(message.text);

    await expectErrorBody(
      await t.post('/api/identity/phone-number/verify', { phoneNumber: number, code: wrongCode(code) }),
      400,
    );

    const verified = await t.post('/api/identity/phone-number/verify', { phoneNumber: number, code });
    expect(verified.status).toBe(200);
    const session = await sessionWith({ cookie: cookiesOf(verified) });
    expect(session).not.toBeNull();
    const [user] = await t.database.db.select().from(users).where(eq(users.id, session!.user.id));
    expect(user).toMatchObject({ phoneNumber: number, phoneNumberVerified: true });
  });

  test('the same number signs in to the same account next time', async () => {
    const number = phone();
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await sendSms(number);
      const res = await t.post('/api/identity/phone-number/verify', {
        phoneNumber: number,
        code: codeIn((await t.lastMessageTo(number)).text),
      });
      expect(res.status).toBe(200);
      ids.push((await sessionWith({ cookie: cookiesOf(res) }))!.user.id);
    }
    expect(ids[1]).toBe(ids[0]);
  });

  test('the placeholder address of an SMS account cannot be taken by e-mail sign-up or sign-in', async () => {
    const number = phone();
    const placeholder = `${number.slice(1)}@phone.invalid`;
    for (const res of [
      await t.post('/api/identity/sign-up/email', {
        email: placeholder,
        password: 'a fine password',
        name: 'x',
      }),
      await t.post('/api/identity/sign-in/magic-link', { email: placeholder, callbackURL: '/auth' }),
      await t.post('/api/identity/email-otp/send-verification-otp', {
        email: placeholder.toUpperCase(),
        type: 'sign-in',
      }),
    ]) {
      expect(await expectErrorBody(res, 400)).toMatchObject({ detail: 'Invalid email' });
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, placeholder))).toHaveLength(0);

    // So the number can still sign up by SMS.
    await sendSms(number);
    const res = await t.post('/api/identity/phone-number/verify', {
      phoneNumber: number,
      code: codeIn((await t.lastMessageTo(number)).text),
    });
    expect(res.status).toBe(200);
  });

  test.each(['abc', '+1 555 010 9999', '5550109999', '+0123456789'])(
    'a number not in E.164 form (%s) is refused before anything is sent',
    async (bad) => {
      expect(await expectErrorBody(await sendSms(bad), 400)).toEqual({
        detail: 'Invalid phone number',
        code: 'INVALID_PHONE_NUMBER',
      });
      expect(
        await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, bad)),
      ).toHaveLength(0);
    },
  );
});
