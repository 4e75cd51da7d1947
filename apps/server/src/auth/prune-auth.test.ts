import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sessions, verifications } from '../db/schema/auth';
import { uniqueEmail, useTestApp } from '#test/harness';
import { AUTH_JOBS } from './auth-jobs';

const t = useTestApp();

describe('the prune-auth job', () => {
  test('drops sessions and verifications past their expiry, and nothing else', async () => {
    const { user } = await t.signUpAndConfirm(uniqueEmail('prune-auth'));
    const db = t.database.db;
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms);
    await db.insert(sessions).values([
      { id: 'ended-session', token: 'ended-token-hash', userId: user.id, expiresAt: at(-60_000) },
      { id: 'live-session', token: 'live-token-hash', userId: user.id, expiresAt: at(60_000) },
    ]);
    await db.insert(verifications).values([
      { id: 'lapsed-code', identifier: 'reset:x', value: 'hash-1', expiresAt: at(-1) },
      { id: 'fresh-code', identifier: 'reset:y', value: 'hash-2', expiresAt: at(15 * 60_000) },
    ]);
    const [job] = AUTH_JOBS;
    expect(job?.name).toBe('prune-auth');
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(verifications);
    // The sign-up left its own verification, unexpired: it stays.
    expect(await job!.run(t.services, new Date(now))).toBe(2);
    expect(await job!.run(t.services, new Date(now))).toBe(0);
    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, ['ended-session', 'live-session']));
    expect(left.map((r) => r.id)).toEqual(['live-session']);
    expect(await db.select().from(verifications).where(eq(verifications.id, 'lapsed-code'))).toEqual([]);
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(verifications);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) - 1);
    // The user's own sign-in session is untouched.
    const theirs = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(theirs.length).toBeGreaterThanOrEqual(2);
  });
});
