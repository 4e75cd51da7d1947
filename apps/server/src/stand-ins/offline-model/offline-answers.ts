import { isDeclined } from '../../integrations/llm/errors';
import type { TStreamMessage, TTask } from '../../integrations/llm/types';
import { inferRuleByMeasure } from '../../drafting/edit-rules/infer-rule';
import type { TDraftBatchInput, TDraftBatchOutput } from '../../drafting/tasks/draft-replies';
import { itemInput } from '../../drafting/tasks/draft-replies';
import type { TAgentContext } from '../../drafting/types';
import { offlineAgentChat } from './agent-chat';
import { offlineAnalyzeStyle } from './analyze-style';
import { offlineDraftReply } from './draft-reply';
import { offlineInterviewTurn } from './interview';
import { offlineQualifyPosts } from './qualify-posts';
import { offlineRewrite } from './rewrite';

/**
 * The batch, post by post (the single draft declines a post by throwing); each draft joins the
 * recent drafts the next one avoids repeating, as a model sees the batch's earlier replies.
 */
function offlineDraftBatch(input: TDraftBatchInput): TDraftBatchOutput {
  let recent = input.recent_drafts ?? [];
  return {
    drafts: input.items.map((item) => {
      const id = item.post.id;
      try {
        const text = offlineDraftReply({ ...itemInput(input, item), recent_drafts: recent }).text;
        recent = [text, ...recent];
        return { id, text, skip_reason: null };
      } catch (err) {
        if (!isDeclined(err)) throw err;
        return { id, text: null, skip_reason: err.message };
      }
    }),
  };
}

type TTaskName = TTask<unknown, unknown>['name'];

/**
 * What the offline writer answers to each task, by the task's name. A task knows nothing of this
 * writer; a name missing here fails the typecheck, and a name not in the list fails loudly at run.
 */
const ANSWERS: Record<TTaskName, (input: never) => unknown> = {
  'analyze-style': offlineAnalyzeStyle,
  'audience-interview': offlineInterviewTurn,
  'qualify-posts': offlineQualifyPosts,
  'draft-reply': offlineDraftReply,
  'draft-replies': offlineDraftBatch,
  rewrite: offlineRewrite,
  // The rule measured from the edit is drafting's own (a model's broken rule falls back to it too).
  'infer-rule-from-edit': inferRuleByMeasure,
};

/** The offline answer to a task, before the task's post-processing. */
export function offlineAnswer(name: string, input: unknown): unknown {
  const answer = Object.hasOwn(ANSWERS, name) ? ANSWERS[name as TTaskName] : undefined;
  if (!answer) throw new Error(`The offline writer has no answer for the task "${name}".`);
  return answer(input as never);
}

/** The offline answer to a chat turn, by the chat's name, from the context it was given as data. */
export function offlineChatAnswer(name: string, messages: TStreamMessage[], context: unknown): string {
  if (name === 'agent-chat')
    return offlineAgentChat({ messages, context: context as TAgentContext | undefined });
  throw new Error(`The offline writer has no answer for the chat "${name}".`);
}
