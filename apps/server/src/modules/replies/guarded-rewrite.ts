import type { TEditType } from '@gatling/shared/spec';
import { rewriteTask } from '../../drafting/tasks/rewrite';
import type { TPostBrief, TReplyPlatform, TRewriteInput } from '../../drafting/types';
import { AppError } from '../../errors';
import { stripEmoji } from '../../lib/text/emoji';
import { audienceBrief } from '../audience/audience-brief';
import { businessBrief } from '../business/business-brief';
import { DRAFTED_BY_OFFLINE, draftedBy } from '../model-settings/drafted-by';
import { getStyleBrief } from '../style/get-style-brief';
import type { TReviewContext } from './context';
import { recentDrafts } from '../monitoring/recent-drafts';
import { introducedProblems, refusalMessage, rewriteCheckInput } from './rewrite-checks';

/** The words of a text as a reader sees them change: emoji, punctuation and spacing do not count. */
const visibleWords = (text: string) =>
  stripEmoji(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** Whether an edit changed a reply in a way its reader notices (not only an emoji or a full stop). */
export const visiblyChanged = (before: string, after: string) => visibleWords(before) !== visibleWords(after);

export type TRewriteRequest = {
  text: string;
  edit_type: TEditType;
  post: TPostBrief | null;
  platform?: TReplyPlatform;
  /** The texts of the reply being edited (its first draft, its current text): not "recent drafts" here. */
  ownTexts: string[];
};

export type TRewritten = {
  /** The rewrite (visibly changed or not: the caller decides what an unchanged one means). */
  text: string;
  /** Who wrote it, as replies.drafted_by records it (model-settings/drafted-by.ts). */
  writer: string;
};

/**
 * One quick edit, written from what drafting is given (the voice, the business, the audience, as
 * monitoring loads them) and held to the draft checks (rewrite-checks.ts). A model's answer that
 * did not visibly change the reply, or that the checks send back, is asked again once, shown that
 * answer and what was wrong; a second answer the checks still send back is refused with a 422 that
 * says what the model did, so nothing it made up replaces the user's text. The demo writer is
 * deterministic and only moves the words of the reply and the post: asking it again would repeat
 * itself, so its answer stands as it did before.
 */
export async function guardedRewrite(
  ctx: TReviewContext,
  userId: string,
  request: TRewriteRequest,
): Promise<TRewritten> {
  const [voice, business, audience, recent] = await Promise.all([
    getStyleBrief(ctx.db, userId),
    businessBrief(ctx.db, userId),
    audienceBrief(ctx.db, userId),
    recentDrafts(ctx.db, userId),
  ]);
  const input: TRewriteInput = {
    text: request.text,
    edit_type: request.edit_type,
    voice,
    post: request.post,
    business,
    audience_summary: audience.summary || null,
    ...(request.platform ? { platform: request.platform } : {}),
  };
  const call = { userId };
  const first = (await ctx.llm.run(rewriteTask, input, call)).text;
  // Asked right after the call, as for a run's drafts: it names the writer that answered.
  const writer = await draftedBy(ctx.llm, userId);
  if (writer === DRAFTED_BY_OFFLINE) return { text: first, writer };

  const checks = rewriteCheckInput(input, recent, request.ownTexts);
  const problems = introducedProblems(request.text, first, checks);
  const unchanged = !visiblyChanged(request.text, first);
  if (!unchanged && problems.length === 0) return { text: first, writer };

  const retry: TRewriteInput = unchanged
    ? { ...input, unchanged_answer: first }
    : { ...input, sent_back: { answer: first, problems } };
  const second = (await ctx.llm.run(rewriteTask, retry, call)).text;
  if (visiblyChanged(request.text, second)) {
    const still = introducedProblems(request.text, second, checks);
    if (still.length > 0) throw new AppError('VALIDATION_FAILED', refusalMessage(still, second, checks));
  }
  return { text: second, writer };
}
