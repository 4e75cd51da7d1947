// P8's data, written straight into the scratch database with SQL before the app starts: reviewers
// (users with a profile and a session each, the bearer token signed as the app signs it, as P1 does)
// and each reviewer's stack of pending drafts, in the shape P1 writes its pending rows (status
// 'pending', no final text, never reviewed, not a follow-up), beside a short history of the
// reviewer's own reviewed and published replies (with outcomes, so the cards' source records and the
// publish slot have something to read).
import { randomBytes, randomUUID } from 'node:crypto';
import { hashSessionToken } from '../../apps/server/src/auth/hashed-session-tokens';
import { signedSessionToken } from '../../apps/server/src/auth/session';
import type { TDatabase } from '../../apps/server/src/db/client';
import { sessions } from '../../apps/server/src/db/schema/auth';
import { BENCH_AUTH_SECRET } from './processes';
import { seededReplySql } from './seed-reply-sql';

/** A group of reviewers seeded alike: `count` users named `p8-<label>-<n>`, `cards` drafts each. */
export type TReviewerGroup = { label: string; count: number; cards: number; history: number };

export type TReviewer = { userId: string; bearer: string };

/** The users of a group, as the SQL pattern that matches their ids. */
export const groupPattern = (label: string) => `p8-${label}-%`;

/** Writes the groups' reviewers and drafts; answers each group's reviewers, in order. */
export async function seedReviewers(
  database: TDatabase,
  groups: TReviewerGroup[],
): Promise<Map<string, TReviewer[]>> {
  const { db } = database;
  const out = new Map<string, TReviewer[]>();
  for (const group of groups) {
    const prefix = `p8-${group.label}-`;
    await database.exec(`
      INSERT INTO users (id, name, email, email_verified)
      SELECT '${prefix}' || i, 'reviewer ' || i, '${prefix}' || i || '@example.com', true
      FROM generate_series(1, ${group.count}) AS i`);
    await database.exec(`
      INSERT INTO profiles (user_id, email, username)
      SELECT '${prefix}' || i, '${prefix}' || i || '@example.com', '${prefix}' || i || '@example.com'
      FROM generate_series(1, ${group.count}) AS i`);

    const reviewers: TReviewer[] = [];
    const rows: (typeof sessions.$inferInsert)[] = [];
    for (let i = 1; i <= group.count; i++) {
      const token = randomBytes(24).toString('base64url');
      const userId = `${prefix}${i}`;
      rows.push({
        id: randomUUID(),
        token: hashSessionToken(token),
        userId,
        // A reviewer back for the day: sessions last 30 days and are renewed once a day (auth.ts),
        // so one last renewed two days ago is renewed by its first request, a write on the arrival
        // path. Sessions renewed today instead: the 500 reviewers' read p99 was 50 ms, not 166.
        expiresAt: new Date(Date.now() + 28 * 24 * 60 * 60_000),
      });
      reviewers.push({ userId, bearer: `Bearer ${signedSessionToken(token, BENCH_AUTH_SECRET)}` });
    }
    for (let from = 0; from < rows.length; from += 500) {
      await db.insert(sessions).values(rows.slice(from, from + 500));
    }

    // Per reviewer: `history` reviewed replies (a quarter published in the last 30 days), then the
    // `cards` pending drafts, the oldest first (the stack's order). Post ids are unique per user.
    const perUser = group.history + group.cards;
    await database.exec(`
      INSERT INTO replies (user_id, post_id, post, post_author_id, source_kind, source_value, score,
        reason, suggested_response, original_draft, final_text, status, delivery, created_at,
        reviewed_at, published_at)
      SELECT
        '${prefix}' || u,
        ${seededReplySql('j', { ageOf: `${perUser} - j`, authors: 50, coreUsers: 10, keywords: 4 })},
        CASE WHEN j > ${group.history} THEN NULL
             ELSE 'Lucia or Better Auth, depending on how much you want to own.' END,
        CASE WHEN j > ${group.history} THEN 'pending'
             WHEN j % 4 = 0 THEN 'published' ELSE 'rejected' END,
        'intent',
        now() - make_interval(secs => ${perUser} - j + 60),
        CASE WHEN j > ${group.history} THEN NULL ELSE now() - make_interval(secs => ${perUser} - j) END,
        CASE WHEN j <= ${group.history} AND j % 4 = 0 THEN now() - make_interval(hours => 1 + j % (24 * 29)) END
      FROM generate_series(1, ${group.count}) AS u, generate_series(1, ${perUser}) AS j`);
    out.set(group.label, reviewers);
  }
  await database.exec(`
    INSERT INTO reply_outcomes (reply_id, user_id, likes, replies, reposts, quotes, impressions,
      author_replied, reads, read_at)
    SELECT id, user_id, length(post_id) % 9, length(post_id) % 3, 1, 0, 400, false, 1, now()
    FROM replies WHERE status = 'published' AND user_id LIKE 'p8-%'`);
  await database.exec('ANALYZE');
  return out;
}
