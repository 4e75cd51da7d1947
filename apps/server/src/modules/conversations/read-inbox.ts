import { and, asc, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TJobContext } from '../../context';
import type { TDb } from '../../db/client';
import { platformConnections } from '../../db/schema/connections';
import { conversationCursors } from '../../db/schema/conversations';
import { profiles } from '../../db/schema/profiles';
import { RateLimitedError, ReconnectNeededError } from '../../integrations/platform/errors';
import { isOffered } from '../../integrations/platform/registry';
import type { TInboxEntry, TPlatformId } from '../../integrations/platform/types';
import { markReconnectNeeded } from '../connections/connection-credentials';
import { holdNetwork, networkHeld } from '../connections/network-holds';
import { openPlatformAccess } from '../connections/open-platform-access';
import { draftFollowUps } from './draft-follow-ups';
import { FIRST_READ_MAX_AGE_MS, INBOX_PAGE_MAX, READ_BATCH, READ_LEASE_MS, readIntervalMs } from './limits';
import { takeIn } from './take-in';

/** An account claimed for one read: where its inbox was read up to, and the lease that holds it. */
type TClaim = { userId: string; platform: TPlatformId; cursor: string | null; leaseUntil: Date };

/**
 * One batch of the 'conversations-read' job (decision 0083): claims up to READ_BATCH connected
 * accounts whose read is due (limits.ts: each network's interval since the last read) on a network
 * whose provider reads an inbox, reads one page of each (a first read takes in only the last
 * FIRST_READ_MAX_AGE_MS), takes the entries in, stores the cursor, and drafts the account's
 * follow-ups. Answers how many accounts it claimed: the worker asks again at once while some were.
 */
export async function readInboxes(ctx: TJobContext, now: Date): Promise<number> {
  const due = dueAccounts(ctx, now);
  if (!due) return 0;
  await addCursorRows(ctx.db);
  const claims = await claimDue(ctx.db, due, now);
  for (const claim of claims) await readAccount(ctx, claim, now);
  return claims.length;
}

/**
 * Which accounts are due, as SQL over platform_connections and conversation_cursors: connected, made
 * by the provider the instance runs for that network (sandbox tokens never go to X), one that reads
 * an inbox, and last read at least that network's interval ago (or never). Null when no network
 * here has an inbox to read.
 */
function dueAccounts(ctx: Pick<TJobContext, 'platforms' | 'config'>, now: Date): SQL | null {
  const override = ctx.config.CONVERSATIONS_READ_SECONDS;
  const lanes = ctx.platforms
    .list()
    .filter(isOffered)
    .filter((provider) => typeof provider.readInbox === 'function')
    .map((provider) => {
      const interval = override === undefined ? readIntervalMs(provider.kind, provider.id) : override * 1000;
      const readBefore = new Date(now.getTime() - interval);
      return and(
        eq(platformConnections.platform, provider.id),
        eq(platformConnections.providerKind, provider.kind),
        or(isNull(conversationCursors.readAt), lte(conversationCursors.readAt, readBefore)),
      );
    });
  if (lanes.length === 0) return null;
  // As monitoring: only a user who finished onboarding has follow-ups drafted (and model calls spent).
  const onboarded = sql`exists (select 1 from ${profiles} where ${profiles.userId} = ${platformConnections.userId}
    and ${profiles.onboardingCompleted})`;
  // One budget per network: an account whose network answered a rate limit to any read waits.
  const held = networkHeld(platformConnections.userId, platformConnections.platform, now);
  return and(eq(platformConnections.status, 'connected'), onboarded, sql`not ${held}`, or(...lanes)) as SQL;
}

/** Every connected account gets its cursor row (no cursor: never read) before claims are made on them. */
async function addCursorRows(db: TDb): Promise<void> {
  await db.execute(sql`
    insert into ${conversationCursors} (user_id, platform)
    select c.user_id, c.platform from ${platformConnections} c
    where c.status = 'connected'
      and not exists (select 1 from ${conversationCursors} k where k.user_id = c.user_id and k.platform = c.platform)
    on conflict do nothing`);
}

const free = (now: Date) =>
  or(isNull(conversationCursors.leaseUntil), lt(conversationCursors.leaseUntil, now));

/**
 * Holds the due accounts, longest unread first. Each claim is an UPDATE that sets the lease only
 * where no live lease is held and the read is still due, so of two workers that saw the same
 * account one gets it: the other's update finds the lease (or the fresh read time) and returns
 * nothing. A crashed worker's lease runs out after READ_LEASE_MS.
 */
async function claimDue(db: TDb, due: SQL, now: Date): Promise<TClaim[]> {
  const candidates = await db
    .select({ userId: conversationCursors.userId, platform: conversationCursors.platform })
    .from(conversationCursors)
    .innerJoin(
      platformConnections,
      and(
        eq(platformConnections.userId, conversationCursors.userId),
        eq(platformConnections.platform, conversationCursors.platform),
      ),
    )
    .where(and(free(now), due))
    .orderBy(sql`${conversationCursors.readAt} asc nulls first`, asc(conversationCursors.userId))
    .limit(READ_BATCH);
  const leaseUntil = new Date(now.getTime() + READ_LEASE_MS);
  const claims: TClaim[] = [];
  for (const { userId, platform } of candidates) {
    const [claimed] = await db
      .update(conversationCursors)
      .set({ leaseUntil })
      .where(
        and(
          eq(conversationCursors.userId, userId),
          eq(conversationCursors.platform, platform),
          free(now),
          sql`exists (select 1 from ${platformConnections} where ${platformConnections.userId} = ${userId}
            and ${platformConnections.platform} = ${platform} and ${due})`,
        ),
      )
      .returning({ cursor: conversationCursors.cursor });
    if (claimed) claims.push({ userId, platform, cursor: claimed.cursor, leaseUntil });
  }
  return claims;
}

/** Writes to the claimed account's row, while this claim still holds it (a lease run out is not). */
async function settle(db: TDb, claim: TClaim, changes: Partial<typeof conversationCursors.$inferInsert>) {
  await db
    .update(conversationCursors)
    .set(changes)
    .where(
      and(
        eq(conversationCursors.userId, claim.userId),
        eq(conversationCursors.platform, claim.platform),
        eq(conversationCursors.leaseUntil, claim.leaseUntil),
      ),
    );
}

/**
 * Reads one page of the account's inbox and takes it in. A rate limit holds the account until it
 * lifts; a revoked access marks the connection for reconnecting (as monitoring does); any other
 * failure is kept in last_error and the read tried again after the network's interval.
 */
async function readAccount(ctx: TJobContext, claim: TClaim, now: Date): Promise<void> {
  const { userId, platform } = claim;
  const access = await openPlatformAccess(ctx, userId, platform);
  const provider = access.ok ? access.provider : null;
  if (!access.ok || !provider?.readInbox) {
    // Disconnected or made by another provider since it was claimed: nothing to read.
    await settle(ctx.db, claim, { leaseUntil: null });
    return;
  }
  const { credentials } = access;
  try {
    const page = await provider.readInbox(credentials, { cursor: claim.cursor, max: INBOX_PAGE_MAX });
    const entries = claim.cursor === null ? recentOnly(page.entries, now) : page.entries;
    const account = { userId: credentials.userId, username: credentials.username };
    await takeIn(ctx.db, { userId, platform, account }, entries, now);
    await settle(ctx.db, claim, {
      cursor: page.cursor ?? claim.cursor,
      readAt: now,
      leaseUntil: null,
      lastError: null,
    });
  } catch (err) {
    await readFailed(ctx, claim, err, now);
    return;
  }
  try {
    await draftFollowUps(ctx, userId, { platform, provider, credentials });
  } catch (err) {
    // The items stay 'drafting': the next read drafts them.
    ctx.logger.error({ err, user_id: userId, platform }, 'drafting follow-ups failed');
  }
}

/** A first read takes in only what monitoring would still draft for. */
function recentOnly(entries: TInboxEntry[], now: Date): TInboxEntry[] {
  const since = now.getTime() - FIRST_READ_MAX_AGE_MS;
  return entries.filter((e) => Date.parse(e.post.created_at) >= since);
}

async function readFailed(ctx: TJobContext, claim: TClaim, err: unknown, now: Date): Promise<void> {
  const { userId, platform } = claim;
  const lastError = err instanceof Error ? err.message : String(err);
  if (err instanceof RateLimitedError) {
    ctx.logger.info({ user_id: userId, platform, reset_at: err.resetAt }, 'inbox read rate-limited');
    // The network's budget for this account: monitoring's reads wait for the same reset.
    await holdNetwork(ctx.db, userId, platform, err.resetAt);
    await settle(ctx.db, claim, { leaseUntil: err.resetAt, lastError });
    return;
  }
  if (err instanceof ReconnectNeededError) {
    ctx.logger.info({ user_id: userId, platform }, 'platform access revoked: reconnect needed');
    await markReconnectNeeded(ctx.db, userId, platform);
    await settle(ctx.db, claim, { leaseUntil: null, lastError });
    return;
  }
  ctx.logger.warn({ err, user_id: userId, platform }, 'inbox read failed; tried again at the next interval');
  const kind = ctx.platforms.get(platform).kind;
  const retryMs = kind === 'unconfigured' ? READ_LEASE_MS : readIntervalMs(kind, platform);
  await settle(ctx.db, claim, { leaseUntil: new Date(now.getTime() + retryMs), lastError });
}
