import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { publishEvent } from '../../events/publish-event';
import { draftGuarded } from '../../drafting/tasks/draft-guarded';
import {
  DRAFT_BATCH_MAX,
  itemInput,
  type TDraftBatchInput,
  type TDraftBatchOutput,
} from '../../drafting/tasks/draft-replies';
import { draftReplyTask } from '../../drafting/tasks/draft-reply';
import { isDeclined } from '../../integrations/llm/errors';
import type { TBusinessBrief, TRuleBrief, TStyleBrief } from '../../drafting/types';
import type { TJobContext } from '../../context';
import type { TAccess } from './read-sources';
import { toPostBrief } from '../../drafting/post-brief';
import { toOriginalMessage } from './post-snapshot';
import type { TQualified } from './qualify-candidates';

export type TDraftContext = {
  runId: string;
  userId: string;
  access: TAccess;
  voice: TStyleBrief;
  rules: TRuleBrief[];
  business: TBusinessBrief | null;
  /** Drafts a new one must not repeat (recent-drafts.ts), newest first; grows as this run drafts. */
  recent: { own: string[]; instance: string[] };
};

/**
 * Writes drafts for the chosen posts, best first, DRAFT_BATCH_MAX posts per model call (the voice
 * is sent once for them), and adds each batch to the review stack at once (so a later failure keeps
 * what was drafted), announcing every draft to the user's live updates in the same commit. A post
 * is drafted for once per user: the unique index turns a second insert (a retried run, two sources)
 * into nothing. A post the drafter declines is skipped, with its reason in the log; any other model
 * failure ends the run.
 */
export async function draftReplies(
  ctx: Pick<TJobContext, 'db' | 'llm' | 'logger'>,
  draft: TDraftContext,
  chosen: TQualified[],
  onDraft: (done: number, total: number, created: number) => Promise<void>,
): Promise<number> {
  const { access, userId } = draft;
  const account = { userId: access.credentials.userId, username: access.credentials.username };
  let created = 0;
  let done = 0;
  for (let from = 0; from < chosen.length; from += DRAFT_BATCH_MAX) {
    const batch = chosen.slice(from, from + DRAFT_BATCH_MAX);
    const drafts = await draftBatch(ctx, draft, {
      items: batch.map((item) => ({
        post: toPostBrief(toOriginalMessage(item.post)),
        // The quoted post travels with the post itself; replies (whose parents would go here) are not drafted for.
        thread: [],
        matched_rule: draft.rules.find((r) => r.trigger_prompt === item.matchedRule) ?? null,
      })),
      voice: draft.voice,
      rules: draft.rules,
      business: draft.business,
      username: access.credentials.username,
      recent_drafts: draft.recent.own,
      instance_drafts: draft.recent.instance,
    });
    const written = batch.flatMap((item, i) => {
      const answer = drafts[i];
      if (answer?.text) {
        draft.recent.own = [answer.text, ...draft.recent.own];
        return [{ item, text: answer.text }];
      }
      ctx.logger.info(
        { user_id: userId, post_id: item.post.id, reason: answer?.skip_reason ?? null },
        'no draft for this post',
      );
      return [];
    });
    if (written.length > 0) created += await insertDrafts(ctx.db, draft, account, written);
    done += batch.length;
    await onDraft(done, chosen.length, created);
  }
  return created;
}

/**
 * One batch's drafts. A model that declines the whole batch (one post it will not touch can make it
 * refuse them all) is asked again post by post, so only that post is skipped.
 */
async function draftBatch(
  ctx: Pick<TJobContext, 'llm'>,
  draft: TDraftContext,
  input: TDraftBatchInput,
): Promise<TDraftBatchOutput['drafts']> {
  const { userId } = draft;
  try {
    return (await draftGuarded(ctx.llm, input, { userId })).output.drafts;
  } catch (err) {
    if (!isDeclined(err)) throw err;
    if (input.items.length === 1)
      return [{ id: input.items[0]!.post.id, text: null, skip_reason: err.message }];
  }
  const drafts: TDraftBatchOutput['drafts'] = [];
  for (const item of input.items) {
    try {
      const { text } = await ctx.llm.run(draftReplyTask, itemInput(input, item), { userId });
      drafts.push({ id: item.post.id, text, skip_reason: null });
    } catch (err) {
      if (!isDeclined(err)) throw err;
      drafts.push({ id: item.post.id, text: null, skip_reason: err.message });
    }
  }
  return drafts;
}

/** The batch's drafts as pending replies, each announced, in one transaction: how many are new. */
async function insertDrafts(
  db: TDb,
  draft: TDraftContext,
  account: { userId: string; username: string },
  written: { item: TQualified; text: string }[],
): Promise<number> {
  const { access, userId } = draft;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    const rows = await tx
      .insert(replies)
      .values(
        written.map(({ item, text }, i) => ({
          // Best first in the stack (oldest first): one statement's rows would share now().
          createdAt: sql`clock_timestamp() + ${i} * interval '1 microsecond'`,
          userId,
          platform: 'twitter' as const,
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
