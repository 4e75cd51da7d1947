import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { bearer, pathOf, uniqueEmail, useTestApp } from '#test/harness';
import { accounts, sessions, verifications } from '../db/schema/auth';
import { createTokenCipher } from '../lib/token-cipher';
import { TEST_TOKEN_KEY } from '#test/harness';
import { hashSessionToken } from './hashed-session-tokens';

const t = useTestApp();

/** The token inside the signed bearer form `token.signature`. */
const rawTokenOf = (accessToken: string) => decodeURIComponent(accessToken).split('.')[0]!;
const status = async (token: string) =>
  (await t.request('/api/onboarding/status', { headers: bearer(token) })).status;

describe('tokens at rest', () => {
  test('a session is stored by the hash of its token; the token alone is not a bearer', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('at-rest'));
    const raw = rawTokenOf(session.access_token);
    expect(raw.length).toBeGreaterThan(20);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, session.user.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token)).not.toContain(raw);
    expect(rows.map((r) => r.token)).toContain(hashSessionToken(raw));

    expect(await status(session.access_token)).toBe(200);
    // Read from a copy of the database, neither the token nor its hash signs anyone in.
    expect(await status(raw)).toBe(401);
    expect(await status(hashSessionToken(raw))).toBe(401);
    // Nor does a signature made up without the server's secret.
    expect(await status(`${raw}.${Buffer.from('forged').toString('base64')}`)).toBe(401);
  });

  test("a password-reset link's token is not in the database", async () => {
    const email = uniqueEmail('reset-at-rest');
    await t.signUpAndConfirm(email);
    const res = await t.post('/api/identity/request-password-reset', {
      email,
      redirectTo: 'http://localhost:3000/auth?type=recovery',
    });
    expect(res.status).toBe(200);
    const link = (await t.lastMessageTo(email)).links[0]!;
    const token = new URL(link).pathname.split('/').at(-1)!;
    expect(token.length).toBeGreaterThan(10);
    const stored = JSON.stringify(await t.database.db.select().from(verifications));
    expect(stored).not.toContain(token);
    // And the link still works.
    const follow = await t.request(pathOf(link));
    expect(follow.status).toBe(302);
    expect(new URL(follow.headers.get('location') ?? '').searchParams.get('token')).toBe(token);
  });

  test("a sign-in provider's tokens (Google's) are sealed with the token key; the library reads them back", async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('google-at-rest'));
    const ctx = await t.auth.$context;
    await ctx.internalAdapter.createAccount({
      userId: session.user.id,
      providerId: 'google',
      accountId: 'google-sub-1',
      accessToken: 'ya29.a-google-access-token',
      refreshToken: '1//a-google-refresh-token',
      idToken: 'eyJhbGciOi.eyJzdWIiOi.signature',
    });
    const stored = await t.database.db.select().from(accounts).where(eq(accounts.accountId, 'google-sub-1'));
    const text = JSON.stringify(stored);
    for (const secret of ['ya29.a-google', '1//a-google', 'eyJhbGciOi']) expect(text).not.toContain(secret);
    const cipher = createTokenCipher(TEST_TOKEN_KEY);
    expect(cipher.decrypt(stored[0]!.refreshToken!)).toBe('1//a-google-refresh-token');
    // The library still sees the tokens as they came, and an update is sealed too.
    const found = (await ctx.internalAdapter.findAccounts(session.user.id)).find(
      (a) => a.providerId === 'google',
    );
    expect(found?.accessToken).toBe('ya29.a-google-access-token');
    await ctx.internalAdapter.updateAccount(found!.id, { accessToken: 'ya29.refreshed' });
    const [after] = await t.database.db.select().from(accounts).where(eq(accounts.id, found!.id));
    expect(after!.accessToken).not.toContain('ya29');
    expect(cipher.decrypt(after!.accessToken!)).toBe('ya29.refreshed');
  });
});
