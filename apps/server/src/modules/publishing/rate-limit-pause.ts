import { and, eq, lt, sql } from 'drizzle-orm';
import type { TJobContext } from '../../context';
import { replies } from '../../db/schema/replies';
import { RateLimitedError } from '../../integrations/platform/errors';
import type { PlatformProvider, TPlatformId } from '../../integrations/platform/types';
import type { TBatchAccess } from '../connections/open-platform-access';
import { claimOf, settleClaim, type TReplyRow } from './claim';
import type { TPublishOutcome } from './publish-reply';
import { rateLimitedDetail } from './publish-messages';
import { retryPatch } from './publish-patches';

/** The time the user's replies on a network wait for, once that network answered a rate limit. */
export type TPauses = {
  /** The batch's access, whose providers note every rate limit they answer for an account. */
  access: TBatchAccess;
  /** Until when the user's account on `platform` is paused at `now`; null when it is not. */
  until: (userId: string, platform: TPlatformId, now: Date) => Date | null;
};

/**
 * Puts back, waiting for `resetAt`, the user's other replies on `platform` that would come due
 * before it: they would only meet the same limit, each spending a call on it. Replies on the
 * user's other networks are not touched.
 */
async function holdQueued(ctx: TJobContext, userId: string, platform: TPlatformId, resetAt: Date, now: Date) {
  await ctx.db
    .update(replies)
    .set({ retryAt: resetAt, lastError: rateLimitedDetail(platform), updatedAt: now })
    .where(
      and(
        eq(replies.userId, userId),
        eq(replies.platform, platform),
        eq(replies.status, 'scheduled'),
        lt(sql`greatest(${replies.scheduledAt}, ${replies.retryAt})`, resetAt),
      ),
    );
}

/**
 * A rate limit is the account's on one network (X's per-user posting window, Bluesky's per-account
 * limits), so it pauses that user's publishing on that network, until the reset the platform gave:
 * the row that met it is retried then (publish-decision.ts: the attempt is given back), the batch's
 * later rows of that user and network are put back without a call (holdPaused), and the queued ones
 * wait too (holdQueued). The user's replies on their other network go on as usual.
 */
export function pausingAccess(ctx: TJobContext, inner: TBatchAccess, clock: () => Date): TPauses {
  const paused = new Map<string, Date>();
  const key = (userId: string, platform: TPlatformId) => `${userId} ${platform}`;
  const noted = async (userId: string, platform: TPlatformId, err: RateLimitedError) => {
    const k = key(userId, platform);
    const before = paused.get(k);
    if (!before || before < err.resetAt) paused.set(k, err.resetAt);
    await holdQueued(ctx, userId, platform, err.resetAt, clock()).catch((holdErr: unknown) =>
      ctx.logger.warn(
        { err: holdErr, user_id: userId, platform },
        'holding queued replies for a rate limit failed',
      ),
    );
  };
  const watched = (provider: PlatformProvider, userId: string, platform: TPlatformId): PlatformProvider =>
    new Proxy(provider, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (!(result instanceof Promise)) return result;
          return result.catch(async (err: unknown) => {
            if (err instanceof RateLimitedError) await noted(userId, platform, err);
            throw err;
          });
        };
      },
    });
  return {
    access: {
      get: async (userId, platform) => {
        const opened = await inner.get(userId, platform);
        return opened.ok ? { ...opened, provider: watched(opened.provider, userId, platform) } : opened;
      },
      revoked: inner.revoked,
    },
    until: (userId, platform, now) => {
      const at = paused.get(key(userId, platform));
      return at && at > now ? at : null;
    },
  };
}

/** Whether publishing the row calls the platform (a dry send and an intent delivery do not). */
export const callsPlatform = (row: TReplyRow) => !row.drySend && row.delivery === 'api';

/** A claimed row of a paused account: back to scheduled until `until`, its attempt given back. */
export async function holdPaused(
  ctx: TJobContext,
  row: TReplyRow,
  until: Date,
  now: Date,
): Promise<TPublishOutcome> {
  const patch = retryPatch({
    kind: 'retry',
    at: until,
    refund: true,
    detail: rateLimitedDetail(row.platform),
  });
  return (await settleClaim(ctx.db, claimOf(row), patch, now)) ? 'scheduled' : 'lost';
}
