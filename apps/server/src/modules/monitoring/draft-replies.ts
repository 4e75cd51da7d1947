import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { publishEvent } from '../../events/publish-event';
import { LlmError } from '../../integrations/llm/errors';
import { draftReplyTask } from '../../drafting/tasks/draft-reply';
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
};

/**
 * Writes a draft for each chosen post, best first, and adds it to the review stack at once (so a
 * later failure keeps what was drafted), announcing it to the user's live updates in the same commit. A post is drafted for once per user: the unique index
 * turns a second insert (a retried run, two sources) into nothing. A model that declines one post
 * or answers it with nothing skips that post; any other model failure ends the run.
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
  for (const [index, item] of chosen.entries()) {
    let text: string;
    try {
      const answer = await ctx.llm.run(
        draftReplyTask,
        {
          post: toPostBrief(toOriginalMessage(item.post)),
          // The quoted post travels with the post itself; replies (whose parents would go here) are not drafted for.
          thread: [],
          voice: draft.voice,
          rules: draft.rules,
          matched_rule: draft.rules.find((r) => r.trigger_prompt === item.matchedRule) ?? null,
          business: draft.business,
          username: access.credentials.username,
        },
        { userId },
      );
      text = answer.text;
    } catch (err) {
      if (!(err instanceof LlmError) || (err.kind !== 'refused' && err.kind !== 'empty')) throw err;
      ctx.logger.info({ user_id: userId, post_id: item.post.id, kind: err.kind }, 'no draft for this post');
      await onDraft(index + 1, chosen.length, created);
      continue;
    }
    const inserted = await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as TDb;
      const rows = await tx
        .insert(replies)
        .values({
          userId,
          platform: 'twitter',
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
          status: 'pending',
          delivery: access.provider.replyDelivery(item.post, account),
        })
        .onConflictDoNothing()
        .returning({ id: replies.id });
      for (const row of rows) await publishEvent(tx, userId, { type: 'draft.created', reply_id: row.id });
      return rows;
    });
    created += inserted.length;
    await onDraft(index + 1, chosen.length, created);
  }
  return created;
}
