import { describe, expect, test } from 'vitest';
import { expectErrorBody, TEST_PASSWORD, uniqueEmail, useTestApp, type TTestApp } from '#test/harness';
import { authRateRule, identityRatePath } from '../http/rate-limit';

// Every POST under /api/identity is limited (by IP and by the address it names) unless it is named
// as exempt; guesses at one-time codes count per address across codes and endpoints. Before this,
// the limits were a list of known paths: the e-mailed reset code could be guessed 3 times per code,
// with a new code whenever asked, and the right code then set the attacker's password.

const t = useTestApp({ RATE_LIMIT_DISABLED: 'false', TRUST_PROXY: 'true' });

const codeIn = (text: string) => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no six-digit code in: ${text}`);
  return code;
};
const wrongCode = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

/** Each request from an address of its own, as an attacker with many addresses would send them. */
let nextIp = 1;
const fromAnywhere = () => ({ 'x-forwarded-for': `198.51.100.${nextIp % 250}, 100.64.${nextIp++ % 250}.9` });
const post = (app: TTestApp, path: string, body: unknown) =>
  app.post(`/api/identity${path}`, body, fromAnywhere());

describe('which rule counts an identity POST', () => {
  test.each([
    ['/email-otp/request-password-reset', 'send'],
    ['/forget-password/email-otp', 'send'],
    ['/phone-number/request-password-reset', 'send'],
    ['/sign-in/magic-link', 'send'],
    ['/email-otp/reset-password', 'verify'],
    ['/email-otp/check-verification-otp', 'verify'],
    ['/sign-in/email-otp', 'verify'],
    ['/phone-number/reset-password', 'verify'],
    ['/phone-number/verify', 'verify'],
    ['/reset-password', 'verify'],
    ['/verify-password', 'sign-in'],
    // Whatever the library adds later is counted like a guess.
    ['/some-endpoint-a-plugin-adds', 'verify'],
    ['/update-user', 'verify'],
  ])('%s → %s', (path, name) => {
    expect(authRateRule(path)?.name).toBe(name);
  });

  test('only sign-out and reading the session are exempt', () => {
    expect(authRateRule('/sign-out')).toBeNull();
    expect(authRateRule('/get-session')).toBeNull();
    expect(authRateRule('/sign-out/x')).not.toBeNull();
  });

  test('another spelling of a path is the same path', () => {
    for (const spelling of [
      '/Email-OTP/Reset-Password',
      '//email-otp//reset-password/',
      '/email%2Dotp/reset-password',
    ]) {
      expect(identityRatePath(spelling)).toBe('/email-otp/reset-password');
    }
  });
});

describe('account recovery by e-mailed code', () => {
  test('new codes do not buy new guesses: the reset is refused before the right code is tried', async () => {
    const email = uniqueEmail('victim');
    await t.signUpAndConfirm(email);
    let guesses = 0;
    let limited = false;
    // Rounds of (a new code, three wrong guesses), as the attack went: the address's guesses run out.
    for (let round = 0; round < 4 && !limited; round += 1) {
      const ask = await post(t, '/email-otp/request-password-reset', { email });
      expect(ask.status, await ask.clone().text()).toBe(200);
      const code = codeIn((await t.lastMessageTo(email)).text);
      for (let i = 1; i <= 3 && !limited; i += 1) {
        const res = await post(t, '/email-otp/reset-password', {
          email,
          otp: wrongCode(code, i),
          password: 'attacker password 12345',
        });
        guesses += 1;
        limited = res.status === 429;
      }
    }
    expect(limited).toBe(true);
    expect(guesses).toBeLessThanOrEqual(11);
    // The right code, from yet another address, is refused too: the address has no guesses left.
    const code = codeIn((await t.lastMessageTo(email)).text);
    const right = await post(t, '/email-otp/reset-password', {
      email,
      otp: code,
      password: 'attacker password 12345',
    });
    expect((await expectErrorBody(right, 429)).code).toBe('RATE_LIMITED');
    // The owner's password still works: it was never changed.
    expect((await t.signIn(email, TEST_PASSWORD)).res.status).toBe(200);
  });

  test('guesses at one address draw from one budget, whichever endpoint and code they go to', async () => {
    const email = uniqueEmail('spread');
    await t.signUpAndConfirm(email);
    const paths = [
      '/email-otp/check-verification-otp',
      '/email-otp/reset-password',
      '/sign-in/email-otp',
      '/email-otp/verify-email',
      '/Email-OTP/Reset-Password',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      if (i % 3 === 0) await post(t, '/forget-password/email-otp', { email });
      const res = await post(t, paths[i % paths.length]!, {
        email,
        otp: '000000',
        type: 'forget-password',
        password: 'attacker password 12345',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  test('a phone number is limited alike', async () => {
    const phoneNumber = `+1555030${String(Date.now() % 10_000).padStart(4, '0')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await post(t, '/phone-number/reset-password', {
        phoneNumber,
        otp: '000000',
        newPassword: 'attacker password 12345',
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('endpoints nobody listed', () => {
  test('a POST the limits do not name is still limited per IP', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await t.post('/api/identity/a-path-nobody-listed', {}, headers)).status);
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  });
});

describe('behind one trusted proxy', () => {
  test("entries the client writes left of the proxy's own do not make new IPs", async () => {
    const statuses: number[] = [];
    // 35 sign-ins from one client, each with a new made-up entry where a proxy that appends leaves it.
    for (let i = 0; i < 35; i += 1) {
      const res = await t.post(
        '/api/identity/sign-in/email',
        { email: uniqueEmail('rotating'), password: 'wrong password 123' },
        { 'x-forwarded-for': `10.9.${i}.1, 192.0.2.201` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });
});
