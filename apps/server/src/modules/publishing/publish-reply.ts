import type { PlatformProvider, TCredentials } from '../../integrations/platform/types';
import type { TJobContext } from '../../context';
import { markReconnectNeeded } from '../connections/connection-credentials';
import { claimOf, renewClaim, settleClaim, type TClaim, type TReplyPatch, type TReplyRow } from './claim';
import { openPlatformAccess, type TBatchAccess } from '../connections/open-platform-access';
import { decideAfterFailure, retryDelayMs, type TFailurePhase } from './publish-decision';
import { accessDetail, reconnectDetail, retryingDetail, unconfirmedDetail } from './publish-messages';
import { awaitingIntentPatch, failedPatch, publishedPatch, retryPatch } from './publish-patches';
import { replyKeyTime, replyTargetId, replyTargetIds } from './reply-target';

/** What became of one claimed row; 'lost' when another worker took it over meanwhile. */
export type TPublishOutcome = 'published' | 'awaiting_intent' | 'scheduled' | 'failed' | 'lost';

type THeld = {
  ctx: TJobContext;
  row: TReplyRow;
  claim: TClaim;
  clock: () => Date;
  /** The users' access to the platform (read once for a batch). */
  access: TBatchAccess;
  /** Writes the patch while the claim holds; the outcome, or 'lost'. */
  settle: (patch: TReplyPatch, outcome: TPublishOutcome) => Promise<TPublishOutcome>;
};
type TApiAttempt = THeld & { provider: PlatformProvider; credentials: TCredentials; text: string };

/**
 * Publishes one row this worker claimed. A dry send is marked published without the platform; an
 * intent delivery waits for the user on the platform's reply page; an API delivery is posted, but
 * never twice: when an earlier attempt may have posted (publish_attempts > 1: it crashed, or the
 * platform's answer was lost), the provider looks for the account's reply first (findOwnReplies) and
 * a reply found is taken as the publication.
 */
export async function publishClaimedReply(
  ctx: TJobContext,
  row: TReplyRow,
  clock: () => Date,
  claim: TClaim = claimOf(row),
  access: TBatchAccess = oneByOne(ctx),
): Promise<TPublishOutcome> {
  const held: THeld = {
    ctx,
    row,
    claim,
    clock,
    access,
    settle: async (patch, outcome) => ((await settleClaim(ctx.db, claim, patch, clock())) ? outcome : 'lost'),
  };
  if (row.drySend) return held.settle(publishedPatch(null, clock()), 'published');
  if (row.delivery === 'intent') return held.settle(awaitingIntentPatch(clock()), 'awaiting_intent');
  const opened = await access.get(row.userId, row.platform);
  if (!opened.ok) return held.settle(failedPatch(accessDetail(opened.reason, row.platform)), 'failed');

  const attempt: TApiAttempt = { ...held, ...opened, text: row.finalText ?? row.suggestedResponse };
  const { provider, credentials, settle } = attempt;
  let phase: TFailurePhase = 'lookup';
  try {
    if (claim.attempts > 1) {
      const earlier = await findEarlier(attempt);
      if (earlier) return await settle(publishedPatch(earlier, clock()), 'published');
    }
    // Nothing is posted under a lost claim, and a fresh lease covers the write.
    if (!(await renewClaim(ctx.db, claim, clock()))) return 'lost';
    phase = 'post';
    const posted = await provider.postReply(credentials, {
      inReplyToId: replyTargetId(row),
      text: attempt.text,
      key: row.id,
      keyTime: replyKeyTime(row),
    });
    return await settle(publishedPatch(posted, clock()), 'published');
  } catch (err) {
    return settleFailure(attempt, err, phase);
  }
}

/** The reply an earlier attempt (or the user) already posted there, as the platform finds it. */
const findEarlier = async ({ provider, credentials, row, text }: TApiAttempt) => {
  const [found] = await provider.findOwnReplies(credentials, [
    { targetIds: replyTargetIds(row), text, key: row.id, keyTime: replyKeyTime(row) },
  ]);
  return found ?? null;
};

/** Each reply's access read on its own (a reply published outside a batch). */
const oneByOne = (ctx: TJobContext): TBatchAccess => ({
  get: (userId, platform) => openPlatformAccess(ctx, userId, platform),
  revoked: () => undefined,
});

/** The platform refused the user's access: the connection needs reconnecting, here and in the batch. */
async function reconnectNeeded({ ctx, row, access }: TApiAttempt): Promise<void> {
  access.revoked(row.userId, row.platform);
  await markReconnectNeeded(ctx.db, row.userId, row.platform);
}

/** The error's type and words only: a platform client's error can carry the signed request. */
const described = (err: unknown) =>
  err instanceof Error ? { errorType: err.name, error: err.message } : { error: String(err) };

async function settleFailure(
  attempt: TApiAttempt,
  err: unknown,
  phase: TFailurePhase,
): Promise<TPublishOutcome> {
  const { ctx, row, claim, clock, settle } = attempt;
  const decision = decideAfterFailure(err, {
    platform: row.platform,
    phase,
    attempt: claim.attempts,
    maxAttempts: ctx.config.PUBLISH_MAX_ATTEMPTS,
    now: clock(),
  });
  ctx.logger.info(
    {
      reply_id: row.id,
      user_id: row.userId,
      attempt: claim.attempts,
      phase,
      decision: decision.kind,
      ...described(err),
    },
    'publish attempt failed',
  );
  switch (decision.kind) {
    case 'retry':
      return settle(retryPatch(decision), 'scheduled');
    case 'intent':
      return settle(awaitingIntentPatch(clock()), 'awaiting_intent');
    case 'failed':
      return settle(failedPatch(decision.detail), 'failed');
    case 'reconnect':
      await reconnectNeeded(attempt);
      return settle(failedPatch(reconnectDetail(row.platform)), 'failed');
    case 'verify':
      return verify(attempt, decision.otherwise);
  }
}

/**
 * After a post the platform refused as a duplicate, or one whose outcome is unknown on the last
 * attempt: a reply found on the account is the publication. When the look itself fails, the
 * question stays open: retried while attempts are left (the next claim looks first), else failed
 * saying it could not be confirmed.
 */
async function verify(attempt: TApiAttempt, otherwise: string): Promise<TPublishOutcome> {
  const { ctx, row, claim, clock, settle } = attempt;
  try {
    const found = await findEarlier(attempt);
    return found
      ? await settle(publishedPatch(found, clock()), 'published')
      : await settle(failedPatch(otherwise), 'failed');
  } catch (err) {
    const decision = decideAfterFailure(err, {
      platform: row.platform,
      phase: 'lookup',
      attempt: claim.attempts,
      maxAttempts: ctx.config.PUBLISH_MAX_ATTEMPTS,
      now: clock(),
    });
    if (decision.kind === 'reconnect') {
      await reconnectNeeded(attempt);
      return settle(failedPatch(reconnectDetail(row.platform)), 'failed');
    }
    if (claim.attempts >= ctx.config.PUBLISH_MAX_ATTEMPTS) {
      return settle(failedPatch(unconfirmedDetail(claim.attempts, err, row.platform)), 'failed');
    }
    // This claim did try to post: its attempt is not given back, so the next claim looks first.
    const at =
      decision.kind === 'retry' ? decision.at : new Date(clock().getTime() + retryDelayMs(claim.attempts));
    // A rate limit says so (the list tells it apart from an outage); any other failure is retried.
    const detail =
      decision.kind === 'retry' ? decision.detail : retryingDetail(claim.attempts, err, row.platform);
    return settle(retryPatch({ kind: 'retry', at, refund: false, detail }), 'scheduled');
  }
}
