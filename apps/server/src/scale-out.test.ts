import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { replies } from './db/schema/replies';
import { apiProcesses, type TApiProcess } from '#test/kits/api-process';
import { openEventStream } from '#test/kits/events';
import { insertReply, testOriginalMessage } from '#test/kits/replies';
import { openPublishingApp, type TPublishingApp } from '#test/kits/publishing';
import { untilWorkers, workerProcesses } from '#test/kits/worker-process';
import { bearer } from '#test/harness';

// The deployment of README "Running for many users" in miniature: two API processes (WORKER=off)
// and two worker processes (`npm run worker`) on one fresh PostgreSQL database. Worker processes
// need PostgreSQL (the embedded database is single-process), so this runs on the PostgreSQL leg.
const POSTGRES = process.env.DATABASE_URL?.trim();
const SCHEDULED_EACH = 9;

describe.skipIf(!POSTGRES)('two API processes and two workers on one PostgreSQL', () => {
  let app: TPublishingApp;
  const apis = apiProcesses(() => app.t);
  const workers = workerProcesses(() => app);
  afterAll(async () => {
    apis.killAll();
    workers.killAll();
    await app?.close();
  });

  test('every reply is posted once, and events and stack changes reach another process', async () => {
    app = await openPublishingApp();
    const env = { PUBLISH_MIN_GAP_SECONDS: '0', PUBLISH_DELAY_SECONDS: '0' };
    const starting = Promise.all([apis.start(env), apis.start(env)]);
    const users = [await app.connectUser(), await app.connectUser()];
    const [one, two] = (await starting) as [TApiProcess, TApiProcess];
    for (const api of [one, two]) {
      const res = await api.request('/readyz');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready' });
    }

    // Per user: approved replies due now, and one draft approved through API process 2 below.
    const rows: { id: string; userId: string; postId: string; identityId: string }[] = [];
    const drafts: string[] = [];
    for (const user of users) {
      for (let i = 0; i < SCHEDULED_EACH; i += 1) {
        const target = await app.postMentioning(user.identity.username);
        const row = await app.schedule(user.userId, target);
        rows.push({ id: row.id, userId: user.userId, postId: target.postId, identityId: user.identity.id });
      }
      const target = await app.postMentioning(user.identity.username);
      const draft = await insertReply(app.db, user.userId, {
        postId: target.postId,
        post: testOriginalMessage({ id: target.postId }),
        postAuthorId: target.authorId,
        delivery: 'api',
      });
      drafts.push(draft.id);
      rows.push({ id: draft.id, userId: user.userId, postId: target.postId, identityId: user.identity.id });
    }
    const first = users[0]!;
    const ownIds = rows.filter((r) => r.userId === first.userId).map((r) => r.id);

    // The first user's live updates, open on API process 1.
    const stream = await openEventStream(one, first.session);

    // The first user's review stack, read (and kept in memory) on API process 1.
    const pendingOnOne = async () =>
      (
        (await (
          await one.request('/api/interactions/pending', { headers: bearer(first.session) })
        ).json()) as {
          interactions: { id: string }[];
        }
      ).interactions.map((i) => i.id);
    expect(await pendingOnOne()).toEqual([drafts[0]]);

    // An approval on API process 2 reaches the stream on process 1 (NOTIFY between API processes).
    for (const [u, user] of users.entries()) {
      const res = await two.post('/api/feedback/approve', { reply_id: drafts[u] }, bearer(user.session));
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const scheduled = await stream.next('reply.scheduled');
    expect(scheduled.reply_id).toBe(drafts[0]);
    // ...and process 1 forgot the stack it kept: the approved draft is gone from it.
    await untilWorkers(
      async () => (await pendingOnOne()).length === 0,
      'process 1 no longer lists the approved draft',
    );

    // Two workers share the batch: each reply is claimed by one of them.
    workers.start();
    workers.start();
    const ids = rows.map((r) => r.id);
    await untilWorkers(async () => {
      const statuses = await app.db
        .select({ status: replies.status })
        .from(replies)
        .where(inArray(replies.id, ids));
      return statuses.length === ids.length && statuses.every((r) => r.status === 'published');
    }, 'both workers have published every reply');

    for (const row of rows) {
      const posted = await app.repliesTo(row.postId, row.identityId);
      expect(posted, `reply ${row.id}`).toHaveLength(1);
      expect((await app.rowOf(row.id)).publishedPostId).toBe(posted[0]?.id);
    }
    // The workers' publications reach the stream on API process 1, each once.
    await stream.until(
      (events) => events.filter((e) => e.type === 'reply.published').length >= ownIds.length,
      'every reply.published of the first user',
    );
    const published = stream.ofType('reply.published').map((e) => e.reply_id);
    expect([...published].sort()).toEqual([...ownIds].sort());
    await stream.close();

    // SIGTERM: each API process drains and exits cleanly.
    expect(await two.stop()).toBe(0);
    expect(await one.stop()).toBe(0);
  });
});
