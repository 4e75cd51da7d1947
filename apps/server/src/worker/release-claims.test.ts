import { and, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { replies } from '../db/schema/replies';
import { PUBLISH_JOBS } from '../modules/publishing/publish-jobs';
import { publishDue } from '../modules/publishing/publish-due';
import { createLogger } from '../lib/logger';
import { releaseUnstartedClaims } from './release-claims';
import { createWorker } from './worker';
import { usePublishingApp } from '#test/kits/publishing';

const app = usePublishingApp();

describe('a worker stopped during a publishing batch', () => {
  test('finishes the reply it is posting, gives back the others, and holds no lease', async () => {
    // One user's replies: a batch posts them one after another (other users' go side by side).
    const user = await app.connectUser();
    const rows = [];
    for (let i = 0; i < 3; i += 1) {
      const target = await app.postMentioning(user.identity.username);
      const row = await app.schedule(user.userId, target, { scheduledAt: new Date(Date.now() - 60_000 + i) });
      rows.push({ row, target, identity: user.identity });
    }
    const ids = rows.map((r) => r.row.id);

    // The first post of the batch hangs on the platform until the test lets it through.
    let posting: () => void = () => undefined;
    const entered = new Promise<void>((inPost) => {
      app.faults.postReply = (real) =>
        new Promise((resolve, reject) => {
          inPost();
          posting = () => void real().then(resolve, reject);
        });
    });
    const logged: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void logged.push(line) });
    const worker = createWorker({
      ctx: { ...app.ctx, logger },
      jobs: PUBLISH_JOBS.filter((j) => j.name === 'publish-due'),
      release: releaseUnstartedClaims,
    });
    worker.start();
    await entered;
    const stopping = worker.stop({ graceMs: 10_000 });
    // The two replies the batch claimed and had not started are back in the queue at once.
    await expect.poll(async () => (await app.rowOf(ids[2]!)).status).toBe('scheduled');
    app.faults.postReply = null;
    posting();
    expect(await stopping).toBe(true);

    const after = await Promise.all(ids.map((id) => app.rowOf(id)));
    expect(after.map((r) => r.status)).toEqual(['published', 'scheduled', 'scheduled']);
    const held = await app.db
      .select({ id: replies.id })
      .from(replies)
      .where(and(inArray(replies.id, ids), isNotNull(replies.leaseUntil)));
    expect(held).toEqual([]);
    expect(logged.join('\n')).toContain('released claimed work');

    // Another worker takes them at once, and every reply is on the network exactly once.
    const next = await publishDue(app.ctx, new Date());
    expect(next.map((r) => r.outcome)).toEqual(['published', 'published']);
    for (const { row, target, identity } of rows) {
      expect(await app.repliesTo(target.postId, identity.id), row.id).toHaveLength(1);
    }
  });
});
