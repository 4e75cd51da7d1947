import { beforeEach, describe, expect, test, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { platformConnections } from '../../db/schema/connections';
import { monitorRuns } from '../../db/schema/monitoring';
import { sandboxRateWindows } from '../../db/schema/sandbox';
import { revokeSandboxAccess } from '../../stand-ins/sandbox/access';
import type { PlatformProvider } from '../../integrations/platform/types';
import type { TPlatformRegistry } from '../../integrations/platform/registry';
import { allowConsoleError } from '#test/console-error';
import { useTestApp } from '#test/harness';
import { holdNetwork, networkHeldUntil } from '../connections/network-holds';
import { executeRun } from './execute-run';
import { MONITOR_DETAIL, readFailureDetails } from './monitor-details';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { runMonitorBatch } from './run-monitor-batch';

const t = useTestApp();
const kit = monitoringKit(t);

/** A connected user whose keyword finds one fresh question, and whose core user posted once. */
async function monitoredUser(label: string) {
  const user = await kit.connectedUser(label);
  const word = uniqueWord();
  await kit.addKeyword(user.session, word);
  const author = await kit.account(`${label}${word}`.slice(0, 15));
  const asked = await kit.post({ authorId: author, text: `does anyone use ${word} daily?`, minutesAgo: 20 });
  const fan = await kit.account(`f${label}${word}`.slice(0, 15));
  await kit.addCoreUser(user.session, `f${label}${word}`.slice(0, 15));
  const posted = await kit.post({
    authorId: fan,
    text: 'Shipped the new billing page this week. Long week, good week.',
    minutesAgo: 10,
  });
  return { ...user, word, asked, posted };
}

/** Fills the identity's X-shaped rate window of an endpoint (this window and the next). */
async function exhaust(identityId: string, endpoint: 'search' | 'user_posts') {
  const windowMs = 15 * 60_000;
  const start = Math.floor(Date.now() / windowMs) * windowMs;
  for (const at of [start, start + windowMs]) {
    await t.database.db
      .insert(sandboxRateWindows)
      .values({ key: identityId, endpoint, windowStart: new Date(at), count: 100_000 });
  }
}

const insertRun = async (session: TSession, values: Partial<typeof monitorRuns.$inferInsert>) => {
  const [row] = await t.database.db
    .insert(monitorRuns)
    .values({ userId: session.user.id, ...values })
    .returning();
  return row!;
};

describe('platform failures', () => {
  test('revoked X access: FAILED with what to do, and the connection asks to reconnect', async () => {
    const { session, identityId } = await monitoredUser('ada');
    expect(await revokeSandboxAccess(t.database.db, identityId)).toBe(true);
    const status = await kit.monitor(session);
    expect(status).toMatchObject({
      status: 'FAILED',
      is_complete: true,
      error_message: MONITOR_DETAIL.reconnect,
    });
    expect(status.finished_at).not.toBeNull();
    const [connection] = await t.database.db
      .select()
      .from(platformConnections)
      .where(eq(platformConnections.userId, session.user.id));
    expect(connection?.status).toBe('reconnect_needed');
    expect(await kit.repliesOf(session)).toEqual([]);
    expect(await kit.cursorsOf(session)).toEqual([]);
  });

  test('every read rate-limited: FAILED saying so', async () => {
    const { session, identityId } = await monitoredUser('ben');
    await exhaust(identityId, 'search');
    await exhaust(identityId, 'user_posts');
    expect(await kit.monitor(session)).toMatchObject({
      status: 'FAILED',
      error_message: 'X is limiting requests right now. Please try again in a few minutes.',
    });
  });

  test('searches rate-limited: the core users are still read and drafted for', async () => {
    const { session, identityId, posted } = await monitoredUser('cy');
    await exhaust(identityId, 'search');
    expect(await kit.monitor(session)).toMatchObject({
      status: 'COMPLETED',
      posts_found: 1,
      drafts_created: 1,
    });
    expect((await kit.repliesOf(session)).map((r) => r.postId)).toEqual([posted]);
    // The keyword was not read: its cursor does not move, so the next run reads it first.
    const keys = (await kit.cursorsOf(session)).map((c) => c.sourceKey);
    expect(keys.some((k) => k.startsWith('user:'))).toBe(true);
    expect(keys.some((k) => k.startsWith('keyword:'))).toBe(false);
  });

  test('a rate limit holds the whole network for the next run, until its reset (one budget per network)', async () => {
    const { session } = await monitoredUser('cal');
    const now = new Date();
    await holdNetwork(t.database.db, session.user.id, 'twitter', new Date(now.getTime() + 10 * 60_000));
    const reads = vi.fn();
    const real = t.services.platforms.get('twitter');
    const watched = Object.assign(Object.create(real) as PlatformProvider, {
      searchKeyword: (...args: Parameters<PlatformProvider['searchKeyword']>) => {
        reads('search');
        return real.searchKeyword(...args);
      },
      getUserPosts: (...args: Parameters<PlatformProvider['getUserPosts']>) => {
        reads('user_posts');
        return real.getUserPosts(...args);
      },
    });
    const platforms = {
      ...t.services.platforms,
      get: (id: string) => (id === 'twitter' ? watched : t.services.platforms.get(id as 'bluesky')),
      list: () => [watched, t.services.platforms.get('bluesky')],
    } as unknown as TPlatformRegistry;
    const runId = await kit.trigger(session);
    while ((await runMonitorBatch({ ...t.services, platforms }, new Date())) > 0);
    expect(reads).not.toHaveBeenCalled();
    expect(await kit.status(session, runId)).toMatchObject({
      status: 'FAILED',
      error_message: 'X is limiting requests right now. Please try again in a few minutes.',
    });

    // A limit met by a read records the hold for every other read of the account on that network.
    const { session: dot, identityId } = await monitoredUser('dot');
    await exhaust(identityId, 'search');
    await kit.monitor(dot);
    expect(await networkHeldUntil(t.database.db, dot.user.id, 'twitter', new Date())).not.toBeNull();
  });

  test('a keyword X refuses is skipped; when nothing else can be read the run fails with why', async () => {
    const { session, asked, posted } = await monitoredUser('dee');
    await kit.addKeyword(session, 'from:');
    expect(await kit.monitor(session)).toMatchObject({ status: 'COMPLETED', drafts_created: 2 });
    expect((await kit.repliesOf(session)).map((r) => r.postId).sort()).toEqual([asked, posted].sort());
    const refused = (await kit.cursorsOf(session)).find((c) => c.sourceKey === 'keyword:from:');
    expect(refused).toMatchObject({ sinceId: null });

    const { session: eve } = await kit.connectedUser('eve');
    await kit.addKeyword(eve, 'from:');
    expect(await kit.monitor(eve)).toMatchObject({
      status: 'FAILED',
      error_message: readFailureDetails({ kind: 'keyword', value: 'from:' }).badInput,
    });
  });
});

describe('a failure that is not the platform', () => {
  test('fails the run with a generic message and logs the error', async () => {
    allowConsoleError();
    const { session } = await monitoredUser('ivy');
    const real = t.services.platforms.get('twitter');
    const broken: PlatformProvider = Object.assign(Object.create(real) as PlatformProvider, {
      searchKeyword: () => Promise.reject(new TypeError('a bug in the reader')),
    });
    const services = {
      ...t.services,
      platforms: { get: (() => broken) as TPlatformRegistry['get'], list: () => [broken] },
    };
    const runId = await kit.trigger(session);
    expect(await runMonitorBatch(services, new Date())).toBe(1);
    expect(await kit.status(session, runId)).toMatchObject({
      status: 'FAILED',
      error_message: MONITOR_DETAIL.unexpected,
    });
    const logged = vi.mocked(console.error).mock.calls.flat().map(String).join('\n');
    expect(logged).toContain('monitor run failed');
    expect(logged).toContain('a bug in the reader');
  });
});

describe('claims and leases', () => {
  // The job claims any user's run: a run another test left open must not be the one claimed here.
  beforeEach(async () => {
    await t.database.db
      .update(monitorRuns)
      .set({ status: 'FAILED', leaseUntil: null })
      .where(inArray(monitorRuns.status, ['QUEUED', 'RUNNING']));
  });

  test('a running run whose lease ran out is taken over and finished; a held one is not', async () => {
    const { session, asked, posted } = await monitoredUser('fay');
    const now = new Date();
    // Created a minute apart, as they would be: the claim takes the older first, and two rows
    // inserted within the same millisecond would leave that order to their random ids.
    const held = await insertRun(session, {
      status: 'RUNNING',
      attempts: 1,
      progress: 40,
      leaseUntil: new Date(now.getTime() + 60_000),
      createdAt: new Date(now.getTime() - 120_000),
    });
    await insertRun(session, { status: 'QUEUED', createdAt: new Date(now.getTime() - 60_000) });
    // Held by a live worker, and the user's queued run waits for it.
    expect(await runMonitorBatch(t.services, now)).toBe(0);

    await t.database.db
      .update(monitorRuns)
      .set({ leaseUntil: new Date(now.getTime() - 1000) })
      .where(eq(monitorRuns.id, held.id));
    expect(await runMonitorBatch(t.services, now)).toBe(1);
    const row = await kit.runRow(session, held.id);
    expect(row).toMatchObject({
      status: 'COMPLETED',
      attempts: 2,
      progress: 100,
      draftsCreated: 2,
      leaseUntil: null,
    });
    expect((await kit.repliesOf(session)).map((r) => r.postId).sort()).toEqual([asked, posted].sort());
    // Then the queued one runs, and finds nothing new.
    expect(await kit.work()).toBe(1);
    expect((await kit.runsOf(session)).map((r) => r.status)).toEqual(['COMPLETED', 'COMPLETED']);
  });

  test('a run abandoned three times fails with a message instead of running again', async () => {
    const { session } = await monitoredUser('gus');
    const run = await insertRun(session, {
      status: 'RUNNING',
      attempts: 3,
      leaseUntil: new Date(Date.now() - 1000),
    });
    expect(await runMonitorBatch(t.services, new Date())).toBe(1);
    expect(await kit.status(session, run.id)).toMatchObject({
      status: 'FAILED',
      is_complete: true,
      error_message: MONITOR_DETAIL.interrupted,
    });
    expect(await kit.repliesOf(session)).toEqual([]);
  });

  test('a worker that lost its claim stops without writing over the run', async () => {
    const { session } = await monitoredUser('hal');
    const run = await insertRun(session, {
      status: 'RUNNING',
      attempts: 2,
      progress: 5,
      leaseUntil: new Date(Date.now() + 60_000),
    });
    // This worker's claim was attempt 1; attempt 2 belongs to another worker now.
    await executeRun(t.services, { ...run, attempts: 1 }, new Date());
    expect(await kit.runRow(session, run.id)).toMatchObject({ status: 'RUNNING', attempts: 2, progress: 5 });
    expect(await kit.repliesOf(session)).toEqual([]);
  });
});
