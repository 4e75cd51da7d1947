import { describe, expect, test } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { TJobContext } from '../../context';
import { platformConnections } from '../../db/schema/connections';
import { conversationCursors, conversationItems } from '../../db/schema/conversations';
import { profiles } from '../../db/schema/profiles';
import { replies } from '../../db/schema/replies';
import { RateLimitedError, ReconnectNeededError } from '../../integrations/platform/errors';
import type { TPlatformRegistry } from '../../integrations/platform/registry';
import type { PlatformProvider, TCredentials, TInboxPage } from '../../integrations/platform/types';
import { useTestApp } from '#test/harness';
import { monitoringKit } from '#test/kits/monitoring';
import { testPost } from '#test/kits/platform-posts';
import { FIRST_READ_MAX_AGE_MS, INBOX_PAGE_MAX, READ_INTERVAL_MS } from './limits';
import { holdNetwork, networkHeldUntil } from '../connections/network-holds';
import { readInboxes } from './read-inbox';

const t = useTestApp();
const kit = monitoringKit(t);

type TRead = (options: { cursor: string | null; max: number }) => Promise<TInboxPage>;
/** Each connected identity's inbox, as this file scripts it; any other account's is empty. */
const inboxes = new Map<string, TRead>();
const calls: { account: string; cursor: string | null; max: number }[] = [];

/**
 * The app's services with the sandbox's X reading an inbox the test scripts: the real provider
 * (its kind, its reply rule) with readInbox answered here; Bluesky reads none.
 */
function jobContext(): TJobContext {
  const real = t.services.platforms;
  const readInbox = async (credentials: TCredentials, options: { cursor: string | null; max: number }) => {
    calls.push({ account: credentials.userId, ...options });
    const read = inboxes.get(credentials.userId);
    return read ? read(options) : { entries: [], cursor: options.cursor };
  };
  const x = Object.assign(Object.create(real.get('twitter')) as PlatformProvider, { readInbox });
  const bluesky = Object.assign(Object.create(real.get('bluesky')) as PlatformProvider, {
    readInbox: undefined,
  });
  const platforms = {
    get: (id: string) => (id === 'twitter' ? x : bluesky),
    list: () => [x, bluesky],
  } as unknown as TPlatformRegistry;
  return { ...t.services, platforms };
}

/** A user who finished onboarding, with a sandbox X account (only theirs are read, as monitoring's). */
async function connected(label: string, onboarded = true) {
  const { session, handle, identityId } = await kit.connectedUser(label);
  await t.database.db
    .update(profiles)
    .set({ onboardingCompleted: onboarded })
    .where(eq(profiles.userId, session.user.id));
  const me = { id: identityId, username: handle, name: label, avatar_url: null };
  return { userId: session.user.id, identityId, me };
}

const PERSON = { id: '8700', username: 'rhea_codes', name: 'Rhea', avatar_url: null };
/** A mention of `handle` written `minutes` before `now`. */
const mention = (id: string, handle: string, now: Date, minutes: number) => ({
  kind: 'mention' as const,
  post: testPost(id, {
    author: PERSON,
    text: `@${handle} which database would you pick for a small analytics product?`,
    created_at: new Date(now.getTime() - minutes * 60_000).toISOString(),
    mentions: [handle.toLowerCase()],
  }),
});

const cursorOf = async (userId: string) =>
  (
    await t.database.db
      .select()
      .from(conversationCursors)
      .where(and(eq(conversationCursors.userId, userId), eq(conversationCursors.platform, 'twitter')))
  )[0];
const itemsOf = (userId: string) =>
  t.database.db
    .select()
    .from(conversationItems)
    .where(eq(conversationItems.userId, userId))
    .orderBy(asc(conversationItems.postId));
const callsFor = (account: string) => calls.filter((c) => c.account === account);
const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
const SANDBOX_INTERVAL = READ_INTERVAL_MS.sandbox.twitter;

describe('the conversations-read job', () => {
  test('a first read takes in the last days only, stores the cursor, drafts; the next read starts at the cursor', async () => {
    const { userId, identityId, me } = await connected('lea');
    const now = new Date();
    const old = FIRST_READ_MAX_AGE_MS / 60_000 + 60;
    inboxes.set(identityId, async ({ cursor }) =>
      cursor === null
        ? {
            entries: [mention('9601', me.username, now, old), mention('9602', me.username, now, 30)],
            cursor: 'c1',
          }
        : { entries: [mention('9603', me.username, now, old)], cursor: 'c2' },
    );
    const ctx = jobContext();

    expect(await readInboxes(ctx, now)).toBeGreaterThanOrEqual(1);
    expect(callsFor(identityId)).toEqual([{ account: identityId, cursor: null, max: INBOX_PAGE_MAX }]);
    expect(await cursorOf(userId)).toMatchObject({
      cursor: 'c1',
      readAt: now,
      leaseUntil: null,
      lastError: null,
    });
    // The post older than a first read takes in is left out; the recent one is drafted for at once.
    expect((await itemsOf(userId)).map((i) => [i.postId, i.status])).toEqual([['9602', 'drafted']]);
    const followUps = await t.database.db.select().from(replies).where(eq(replies.userId, userId));
    expect(followUps.map((r) => [r.postId, r.sourceKind, r.status])).toEqual([
      ['9602', 'conversation', 'pending'],
    ]);

    // Not due again before the network's interval.
    await readInboxes(ctx, later(now, SANDBOX_INTERVAL - 1_000));
    expect(callsFor(identityId)).toHaveLength(1);

    // The next read goes on from the cursor, and takes in whatever came after it, however old.
    const next = later(now, SANDBOX_INTERVAL);
    await readInboxes(ctx, next);
    expect(callsFor(identityId).map((c) => c.cursor)).toEqual([null, 'c1']);
    expect(await cursorOf(userId)).toMatchObject({ cursor: 'c2', readAt: next });
    expect((await itemsOf(userId)).map((i) => i.postId)).toEqual(['9602', '9603']);
  });

  test('an account being read is not claimed by a second worker', async () => {
    const { userId, identityId, me } = await connected('max');
    const now = new Date();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const reading = new Promise<void>((resolve) => (entered = resolve));
    inboxes.set(identityId, async () => {
      entered();
      await gate;
      return { entries: [mention('9701', me.username, now, 5)], cursor: 'm1' };
    });

    const first = readInboxes(jobContext(), now);
    await reading;
    // The other worker's batch finds the account held.
    await readInboxes(jobContext(), now);
    expect(callsFor(identityId)).toHaveLength(1);
    release();
    await first;
    expect(await cursorOf(userId)).toMatchObject({ cursor: 'm1', leaseUntil: null });
    expect((await itemsOf(userId)).map((i) => i.postId)).toEqual(['9701']);
  });

  test('a rate limit holds the account until it lifts', async () => {
    const { userId, identityId } = await connected('ned');
    const now = new Date();
    const resetAt = later(now, 10 * 60_000);
    inboxes.set(identityId, async () => {
      throw new RateLimitedError('Too many requests', resetAt);
    });
    const ctx = jobContext();

    await readInboxes(ctx, now);
    expect(await cursorOf(userId)).toMatchObject({
      leaseUntil: resetAt,
      lastError: 'Too many requests',
      readAt: null,
    });
    // The network's budget for the account is spent for every read of it, monitoring's too.
    expect(await networkHeldUntil(t.database.db, userId, 'twitter', later(now, 60_000))).toEqual(resetAt);
    // Past the network's interval, still within the limit: not read.
    await readInboxes(ctx, later(now, 5 * 60_000));
    expect(callsFor(identityId)).toHaveLength(1);

    inboxes.set(identityId, async () => ({ entries: [], cursor: 'n1' }));
    await readInboxes(ctx, later(resetAt, 1_000));
    expect(callsFor(identityId)).toHaveLength(2);
    expect(await cursorOf(userId)).toMatchObject({ cursor: 'n1', leaseUntil: null, lastError: null });
  });

  test('a rate limit another read met (monitoring) holds the inbox read until its reset', async () => {
    const { userId, identityId } = await connected('nia');
    const now = new Date();
    const resetAt = later(now, 7 * 60_000);
    await holdNetwork(t.database.db, userId, 'twitter', resetAt);
    const ctx = jobContext();

    await readInboxes(ctx, now);
    await readInboxes(ctx, later(now, 5 * 60_000));
    expect(callsFor(identityId)).toHaveLength(0);
    await readInboxes(ctx, later(resetAt, 1_000));
    expect(callsFor(identityId)).toHaveLength(1);
  });

  test('a revoked access marks the connection for reconnecting; another failure is tried again at the next interval', async () => {
    const revoked = await connected('ola');
    const failing = await connected('pia');
    inboxes.set(revoked.identityId, async () => {
      throw new ReconnectNeededError('token revoked');
    });
    inboxes.set(failing.identityId, async () => {
      throw new Error('socket hang up');
    });
    const ctx = jobContext();
    const now = new Date();

    await readInboxes(ctx, now);
    const [connection] = await t.database.db
      .select()
      .from(platformConnections)
      .where(eq(platformConnections.userId, revoked.userId));
    expect(connection?.status).toBe('reconnect_needed');
    expect(await cursorOf(failing.userId)).toMatchObject({
      lastError: 'socket hang up',
      leaseUntil: later(now, SANDBOX_INTERVAL),
      cursor: null,
    });

    await readInboxes(ctx, later(now, SANDBOX_INTERVAL - 1_000));
    expect(callsFor(failing.identityId)).toHaveLength(1);
    inboxes.set(failing.identityId, async () => ({ entries: [], cursor: 'p1' }));
    await readInboxes(ctx, later(now, SANDBOX_INTERVAL + 1_000));
    expect(callsFor(failing.identityId)).toHaveLength(2);
    expect(await cursorOf(failing.userId)).toMatchObject({ cursor: 'p1', lastError: null });
    // The revoked account is not read again until the user reconnects it.
    expect(callsFor(revoked.identityId)).toHaveLength(1);
  });

  test('a network whose provider reads no inbox is never claimed', async () => {
    const { userId } = await connected('quin');
    const real = t.services.platforms;
    const none = (id: 'twitter' | 'bluesky') =>
      Object.assign(Object.create(real.get(id)) as PlatformProvider, { readInbox: undefined });
    const platforms = {
      get: none,
      list: () => [none('twitter'), none('bluesky')],
    } as unknown as TPlatformRegistry;
    expect(await readInboxes({ ...t.services, platforms }, new Date())).toBe(0);
    expect(await cursorOf(userId)).toBeUndefined();
  });

  test('a user who has not finished onboarding is not read; CONVERSATIONS_READ_SECONDS sets the interval', async () => {
    const midway = await connected('rosa', false);
    const done = await connected('saul');
    const now = new Date();
    const ctx = { ...jobContext(), config: { ...t.services.config, CONVERSATIONS_READ_SECONDS: 5 } };

    await readInboxes(ctx, now);
    expect(callsFor(midway.identityId)).toHaveLength(0);
    expect(callsFor(done.identityId)).toHaveLength(1);
    // Five seconds later the account is due again (the sandbox's own interval is a minute).
    await readInboxes(ctx, later(now, 5_000));
    expect(callsFor(done.identityId)).toHaveLength(2);
    expect(callsFor(midway.identityId)).toHaveLength(0);
  });
});
