import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { publishEvent } from '../../event-log/publish-event';
import { draftBatchResilient } from '../../drafting/tasks/draft-batch-resilient';
import { FAILED_BATCHES_IN_A_ROW_MAX, SKIP_REASON } from '../../drafting/tasks/draft-failures';
import { DRAFT_BATCH_MAX } from '../../drafting/tasks/draft-replies';
import type { TSkippedPost } from '@gatling/shared/api/monitoring';
import type { TBusinessBrief, TRuleBrief, TStyleBrief } from '../../drafting/types';
import type { TJobContext } from '../../context';
import type { TAccess } from './read-sources';
import { toPostBrief } from '../../drafting/post-brief';
import { toOriginalMessage } from './post-snapshot';
import type { TQualified } from './qualify-candidates';
import { draftedBy } from '../model-settings/drafted-by';
import { STOP_TEXT } from './run-stop';
import { skippedPost } from './set-aside';

export type TDraftContext = {
  runId: string;
  userId: string;
  /** The run's access to each platform it read: a post is drafted for and stored on its own. */
  accesses: TAccess[];
  voice: TStyleBrief;
  rules: TRuleBrief[];
  business: TBusinessBrief | null;
  /** Who the user wants to reach (the audience interview's summary); empty before it has one. */
  audienceSummary: string;
  /** Drafts a new one must not repeat (recent-drafts.ts), newest first; grows as this run drafts. */
  recent: { own: string[]; instance: string[] };
};

/**
 * Writes drafts for the chosen posts, one platform after the other (the one with the best post
 * first), each platform's best first, DRAFT_BATCH_MAX posts of one platform per model call (the
 * voice and the platform's rules are sent once for them), and adds each batch to the review stack
 * at once (so a later failure keeps what was drafted), announcing every draft to the user's live
 * updates in the same commit. A post is drafted for once per user: the unique index turns a second
 * insert (a retried run, two sources) into nothing. Each batch goes through draftBatchResilient
 * (drafting/tasks/draft-batch-resilient.ts): a post gets a draft or a reason, passed to `onDraft`
 * for the run to list, whatever the model did; only a failure every call would meet (key, model,
 * credit, address) ends the run. Once `signal` is aborted (the user stopped the run) no batch is
 * asked: the one in flight and the rest are listed as not drafted.
 */
export async function draftReplies(
  ctx: Pick<TJobContext, 'db' | 'llm' | 'logger'> & { signal?: AbortSignal },
  draft: TDraftContext,
  chosen: TQualified[],
  onDraft: (done: number, total: number, created: number, skipped: TSkippedPost[]) => Promise<void>,
): Promise<TDrafted> {
  const { userId } = draft;
  let created = 0;
  let done = 0;
  const skipped: TSkippedPost[] = [];
  // Batches in a row lost whole to a busy or failing provider (429, 5xx, timeouts, each already
  // retried by the retry policy). After FAILED_BATCHES_IN_A_ROW_MAX (two) the run stops asking: one
  // lost batch can be a blip, two in a row say the provider is down or throttling, and every
  // further batch would spend its retries and the user's wait for nothing. The run still ends
  // COMPLETED, each post not attempted listed as skipped with why; one batch that comes through
  // resets the count.
  let lostInARow = 0;
  let outage = false;
  const passOver = async (batch: TQualified[], reason: string) => {
    for (const item of batch) skipped.push(skippedPost(item.post, reason));
    done += batch.length;
    await onDraft(done, chosen.length, created, skipped);
  };
  for (const batch of platformBatches(chosen)) {
    if (ctx.signal?.aborted) {
      await passOver(batch, STOP_TEXT.skipped);
      continue;
    }
    if (lostInARow >= FAILED_BATCHES_IN_A_ROW_MAX) {
      outage = true;
      await passOver(batch, SKIP_REASON.notAttempted);
      continue;
    }
    const access = accessFor(draft, batch[0]!.platform);
    const result = await draftBatchResilient(
      { llm: ctx.llm, logger: ctx.logger },
      {
        items: batch.map((item) => ({
          // The snapshot the card keeps has no language; the platform's post does.
          post: { ...toPostBrief(toOriginalMessage(item.post)), lang: item.post.lang },
          pick: { source: item.source.kind, value: item.source.value, reason: item.reason },
          // The quoted post and a reply's parent travel with the post itself; the thread's first post goes here.
          thread: item.post.thread_root
            ? [{ author_username: item.post.thread_root.author.username, text: item.post.thread_root.text }]
            : [],
          matched_rule: draft.rules.find((r) => r.trigger_prompt === item.matchedRule) ?? null,
        })),
        voice: draft.voice,
        rules: draft.rules,
        business: draft.business,
        audience_summary: draft.audienceSummary,
        username: access.credentials.username,
        platform: { id: access.platform, length: access.provider.replyLength },
        recent_drafts: draft.recent.own,
        instance_drafts: draft.recent.instance,
      },
      { userId, signal: ctx.signal },
    ).catch((err: unknown) => {
      // Stopped in the middle of the call: the batch goes unanswered like the ones after it.
      if (ctx.signal?.aborted) return null;
      throw err;
    });
    if (!result) {
      await passOver(batch, STOP_TEXT.skipped);
      continue;
    }
    lostInARow = result.outage ? lostInARow + 1 : 0;
    outage ||= result.drafts.some((d) => d.failure === 'transient');
    const written = batch.flatMap((item, i) => {
      const answer = result.drafts[i];
      if (answer?.text) {
        draft.recent.own = [answer.text, ...draft.recent.own];
        return [{ item, text: answer.text }];
      }
      const reason = answer?.skip_reason?.trim() || SKIP_REASON.none;
      ctx.logger.info({ user_id: userId, post_id: item.post.id, reason }, 'no draft for this post');
      skipped.push(skippedPost(item.post, reason));
      return [];
    });
    if (written.length > 0) {
      const writer = await draftedBy(ctx.llm, userId);
      created += await insertDrafts(ctx.db, draft, access, written, writer);
    }
    done += batch.length;
    await onDraft(done, chosen.length, created, skipped);
  }
  return { created, outage };
}

/**
 * What drafting came to: the drafts added, and whether posts were lost to a busy or failing model
 * (not to the model's choice or the post itself): then the run keeps its sources' cursors, so the
 * next run reads those posts again (the ones drafted now are not drafted twice: handled-post-ids).
 */
export type TDrafted = { created: number; outage: boolean };

/** The chosen posts in model calls: each call one platform's, at most DRAFT_BATCH_MAX, best first. */
function platformBatches(chosen: TQualified[]): TQualified[][] {
  const byPlatform = new Map<TQualified['platform'], TQualified[]>();
  for (const item of chosen) byPlatform.set(item.platform, [...(byPlatform.get(item.platform) ?? []), item]);
  const batches: TQualified[][] = [];
  for (const items of byPlatform.values()) {
    for (let from = 0; from < items.length; from += DRAFT_BATCH_MAX) {
      batches.push(items.slice(from, from + DRAFT_BATCH_MAX));
    }
  }
  return batches;
}

function accessFor(draft: TDraftContext, platform: TQualified['platform']): TAccess {
  const access = draft.accesses.find((a) => a.platform === platform);
  // The run only reads through the accesses it opened, so a post always has its platform's.
  if (!access) throw new Error(`no ${platform} access for a post this run read`);
  return access;
}

/** Why a post got no draft (drafting/tasks/draft-failures.ts); the user reads these on the run. */
export { SKIP_REASON };

/** The batch's drafts as pending replies, each announced, in one transaction: how many are new. */
async function insertDrafts(
  db: TDb,
  draft: TDraftContext,
  access: TAccess,
  written: { item: TQualified; text: string }[],
  /** The writer of these drafts (drafted-by.ts): the card says "Demo draft" from it. */
  writer: string,
): Promise<number> {
  const { userId } = draft;
  const account = { userId: access.credentials.userId, username: access.credentials.username };
  return db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    const rows = await tx
      .insert(replies)
      .values(
        written.map(({ item, text }, i) => ({
          // Best first in the stack (oldest first): one statement's rows would share now().
          createdAt: sql`clock_timestamp() + ${i} * interval '1 microsecond'`,
          userId,
          platform: access.platform,
          monitorRunId: draft.runId,
          postId: item.post.id,
          post: toOriginalMessage(item.post),
          postAuthorId: item.post.author.id,
          sourceKind: item.source.kind,
          sourceValue: item.source.value,
          score: item.score,
          reason: item.reason,
          matchedRule: item.matchedRule,
          suggestedResponse: text,
          originalDraft: text,
          draftedBy: writer,
          status: 'pending' as const,
          delivery: access.provider.replyDelivery(item.post, account),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: replies.id });
    for (const row of rows) await publishEvent(tx, userId, { type: 'draft.created', reply_id: row.id });
    return rows.length;
  });
}
