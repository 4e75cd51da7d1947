import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { bearer, pathOf, uniqueEmail, useTestApp } from '#test/harness';
import { sessions, verifications } from '../db/schema/auth';
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
});
