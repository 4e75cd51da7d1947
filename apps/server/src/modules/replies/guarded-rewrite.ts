import type { TEditType } from '@gatling/shared/spec';
import { rewriteTask } from '../../drafting/tasks/rewrite';
import type { TPostBrief, TReplyPlatform, TRewriteInput } from '../../drafting/types';
import { AppError } from '../../errors';
import { LlmError, llmError } from '../../integrations/llm/errors';
import type { TCallContext } from '../../integrations/llm/types';
import { stripEmoji } from '../../lib/text/emoji';
import { audienceBrief } from '../audience/audience-brief';
import { businessBrief } from '../business/business-brief';
import { DRAFTED_BY_OFFLINE, draftedBy, toDraftedBy } from '../model-settings/drafted-by';
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
  /**
   * What the user can do instead when the model does not make the edit, as the end of a sentence
   * ("use Edit to change it yourself").
   */
  instead: string;
  /** The user's request: when they cancel it, the model call is closed and nothing is returned. */
  signal?: AbortSignal | undefined;
};

/** A model's answer that kept the reply's words, asked again once: the refusal names the model. */
export const modelDidNotEdit = (model: string, instead: string) =>
  `The model “${model}” answered with the same words and did not make the edit. You can ${instead}.`;

/** A model that did not answer within its deadline: what the user can do besides trying again. */
const orYourself = (detail: string, instead: string) => `${detail} You can also ${instead}.`;

export type TRewritten = {
  /** The rewrite: a model's is visibly changed; the demo writer's may not be (the caller says why). */
  text: string;
  /** Who wrote it, as replies.drafted_by records it (model-settings/drafted-by.ts). */
  writer: string;
};

/**
 * One quick edit, written from what drafting is given (the voice, the business, the audience, as
 * monitoring loads them) and held to the draft checks (rewrite-checks.ts). A model's answer that
 * did not visibly change the reply, or that the checks send back, is asked again once, shown that
 * answer and what was wrong. A second answer the checks still send back is refused with a 422 that
 * says what the model did, so nothing it made up replaces the user's text; a second answer with
 * the same words, with a 422 that says the model did not make the edit (not that the reply needs
 * none: a model can miss an edit the reply does need). A person waits for the edit: each call is
 * interactive (one deadline, no timeout retried) and ends when the user's request does. The demo
 * writer is deterministic and only moves the words of the reply and the post: asking it again
 * would repeat itself, so its answer stands as it did before.
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
  const call: TCallContext = { userId, signal: request.signal, interactive: true };
  const ask = async (asked: TRewriteInput) => {
    try {
      return (await ctx.llm.run(rewriteTask, asked, call)).text;
    } catch (err) {
      if (!(err instanceof LlmError) || err.kind !== 'timeout') throw err;
      throw new LlmError('timeout', orYourself(err.detail, request.instead), { cause: err });
    }
  };
  const first = await ask(input);
  // Asked right after the call, as for a run's drafts: it names the writer that answered.
  const writer = await draftedBy(ctx.llm, userId);
  if (writer === DRAFTED_BY_OFFLINE) return unlessCancelled(request, { text: first, writer });

  const checks = rewriteCheckInput(input, recent, request.ownTexts);
  const problems = introducedProblems(request.text, first, checks);
  const unchanged = !visiblyChanged(request.text, first);
  if (!unchanged && problems.length === 0) return unlessCancelled(request, { text: first, writer });

  const retry: TRewriteInput = unchanged
    ? { ...input, unchanged_answer: first }
    : { ...input, sent_back: { answer: first, problems } };
  const second = await ask(retry);
  if (!visiblyChanged(request.text, second)) {
    const model = toDraftedBy(writer).label ?? writer;
    throw new AppError('VALIDATION_FAILED', modelDidNotEdit(model, request.instead));
  }
  const still = introducedProblems(request.text, second, checks);
  if (still.length > 0) throw new AppError('VALIDATION_FAILED', refusalMessage(still, second, checks));
  return unlessCancelled(request, { text: second, writer });
}

/** The rewrite, unless the user cancelled meanwhile: then nothing of it may be saved or shown. */
function unlessCancelled(request: TRewriteRequest, rewritten: TRewritten): TRewritten {
  if (request.signal?.aborted) throw llmError('aborted', 'rewrite');
  return rewritten;
}
