import { and, count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { replies } from '../../db/schema/replies';
import { sandboxPosts } from '../../db/schema/sandbox';
import { openPublishingApp, type TPublishingApp } from '#test/kits/publishing';
import { untilWorkers, workerProcesses } from '#test/kits/worker-process';

// Real worker processes (`npm run worker`) on PostgreSQL: one is killed in the middle of publishing
// a batch, another finishes it, and every reply goes out exactly once. Worker processes need
// PostgreSQL (the embedded database is single-process), so this runs on the PostgreSQL leg.
const POSTGRES = process.env.DATABASE_URL?.trim();
const USERS = 4;
const REPLIES_EACH = 10;

describe.skipIf(!POSTGRES)('a worker killed during a publishing batch', () => {
  let app: TPublishingApp;
  const workers = workerProcesses(() => app);
  afterAll(async () => {
    workers.killAll();
    await app?.close();
  });

  const startWorker = workers.start;

  test('a second worker finishes the batch and every reply is posted exactly once', async () => {
    app = await openPublishingApp();
    const rows: { id: string; postId: string; identityId: string }[] = [];
    for (let u = 0; u < USERS; u += 1) {
      const user = await app.connectUser();
      for (let r = 0; r < REPLIES_EACH; r += 1) {
        const target = await app.postMentioning(user.identity.username);
        const row = await app.schedule(user.userId, target);
        rows.push({ id: row.id, postId: target.postId, identityId: user.identity.id });
      }
    }
    const ids = rows.map((r) => r.id);
    const postedReplies = async (to = rows) => {
      const [row] = await app.db
        .select({ n: count() })
        .from(sandboxPosts)
        .where(
          inArray(
            sandboxPosts.inReplyToPostId,
            to.map((r) => r.postId),
          ),
        );
      return row?.n ?? 0;
    };

    // The first user's first reply hangs on the platform (its post's row is locked), so the worker
    // is surely in the middle of the batch when it dies: the other users' replies are out, that
    // user's are not, one of them in flight.
    const holder = new pg.Client({ connectionString: app.t.config.DATABASE_URL });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from sandbox_posts where id = $1 for update', [rows[0]!.postId]);
    const first = startWorker();
    const others = rows.filter((r) => r.identityId !== rows[0]!.identityId);
    await untilWorkers(
      async () => (await postedReplies(others)) === others.length,
      "the other users' replies are out",
    );
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    await holder.query('rollback');
    await holder.end();
    // The held reply may still land once the lock goes (the platform took it; the worker never
    // heard back): the second worker must find it rather than post it again.
    expect(await postedReplies()).toBeLessThan(rows.length);

    // The dead worker's leases run out, as they would after PUBLISH_LEASE_MS.
    await app.db
      .update(replies)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(and(inArray(replies.id, ids), eq(replies.status, 'publishing')));

    startWorker();
    await untilWorkers(async () => {
      const done = await app.db
        .select({ n: count() })
        .from(replies)
        .where(and(inArray(replies.id, ids), eq(replies.status, 'published')));
      return (done[0]?.n ?? 0) === rows.length;
    }, 'the second worker has published every reply');

    for (const row of rows) {
      const posted = await app.repliesTo(row.postId, row.identityId);
      expect(posted, `reply ${row.id}`).toHaveLength(1);
      expect((await app.rowOf(row.id)).publishedPostId).toBe(posted[0]?.id);
    }
    expect(await postedReplies()).toBe(rows.length);
  });
});
