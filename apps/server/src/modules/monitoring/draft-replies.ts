import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { publishEvent } from '../../events/publish-event';
import { draftGuarded } from '../../drafting/tasks/draft-guarded';
import {
  DRAFT_BATCH_MAX,
  type TDraftBatchInput,
  type TDraftBatchOutput,
} from '../../drafting/tasks/draft-replies';
import type { TSkippedPost } from '@gatling/shared/api/monitoring';
import { isContextOverflow, isDeclined } from '../../integrations/llm/errors';
import type { TBusinessBrief, TRuleBrief, TStyleBrief } from '../../drafting/types';
import type { TJobContext } from '../../context';
import type { TAccess } from './read-sources';
import { toPostBrief } from '../../drafting/post-brief';
import { toOriginalMessage } from './post-snapshot';
import type { TQualified } from './qualify-candidates';
import { draftedBy } from '../model-settings/drafted-by';
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
 * voice and the platform's rules are sent once for them), and adds each batch to the review stack at once (so a later failure keeps
 * what was drafted), announcing every draft to the user's live updates in the same commit. A post
 * is drafted for once per user: the unique index turns a second insert (a retried run, two sources)
 * into nothing. A post the drafter skips or declines, or that does not fit the model, gets no draft:
 * it is passed to `onDraft` with its reason, for the run to list; any other model failure ends the run.
 */
export async function draftReplies(
  ctx: Pick<TJobContext, 'db' | 'llm' | 'logger'>,
  draft: TDraftContext,
  chosen: TQualified[],
  onDraft: (done: number, total: number, created: number, skipped: TSkippedPost[]) => Promise<void>,
): Promise<number> {
  const { userId } = draft;
  let created = 0;
  let done = 0;
  const skipped: TSkippedPost[] = [];
  for (const batch of platformBatches(chosen)) {
    const access = accessFor(draft, batch[0]!.platform);
    const drafts = await draftBatch(ctx, draft, {
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
    });
    const written = batch.flatMap((item, i) => {
      const answer = drafts[i];
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
  return created;
}

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

/** Why a post got no draft when the model gave no reason of its own; the user reads these on the run. */
export const SKIP_REASON = {
  none: 'The model gave no reply for this post.',
  declined: 'The model declined to reply to this post.',
  tooLong: 'The post is longer than the model can read at once.',
} as const;

/**
 * One batch's drafts, in the batch's order. Every draft goes through the voice guard (draftGuarded),
 * however it was asked for. A batch longer than the model's context is split in halves and asked
 * again, down to single posts; a single post that still does not fit is skipped. A model that
 * declines the whole batch (one post it will not touch can make it refuse them all) is asked again
 * post by post, so only that post is skipped.
 */
async function draftBatch(
  ctx: Pick<TJobContext, 'llm' | 'logger'>,
  draft: TDraftContext,
  input: TDraftBatchInput,
): Promise<TDraftBatchOutput['drafts']> {
  const { userId } = draft;
  const single = input.items.length === 1 ? input.items[0] : undefined;
  let parts: TDraftBatchInput['items'][];
  try {
    return (await draftGuarded(ctx.llm, input, { userId })).output.drafts;
  } catch (err) {
    if (isContextOverflow(err)) {
      if (single) return [{ id: single.post.id, text: null, skip_reason: SKIP_REASON.tooLong }];
      const half = Math.ceil(input.items.length / 2);
      ctx.logger.info(
        { user_id: userId, posts: input.items.length },
        'the batch does not fit the model context; drafting it in halves',
      );
      parts = [input.items.slice(0, half), input.items.slice(half)];
    } else if (isDeclined(err)) {
      if (single) return [{ id: single.post.id, text: null, skip_reason: SKIP_REASON.declined }];
      parts = input.items.map((item) => [item]);
    } else {
      throw err;
    }
  }
  const drafts: TDraftBatchOutput['drafts'] = [];
  for (const items of parts) {
    // What the earlier parts drafted counts as recent: the later ones must not echo it.
    const earlier = drafts.flatMap((d) => (d.text ? [d.text] : []));
    const recent = [...earlier, ...(input.recent_drafts ?? [])];
    drafts.push(...(await draftBatch(ctx, draft, { ...input, items, recent_drafts: recent })));
  }
  return drafts;
}

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
