import { llmError, looksLikeRefusal } from '../../integrations/llm/errors';
import type { TLengthRule } from '../../integrations/platform/types';
import type { TPostBrief, TReplyPlatform, TStyleBrief } from '../types';
import { ownHabits } from '../voice-guard/own-habits';
import { applyVoiceGuard } from '../voice-guard/voice-guard';

/**
 * The last step of every text that will be posted (drafts and rewrites, the model's and the
 * offline ones): a refusal fails clearly instead of being posted, the voice guard removes wrappers
 * and clichés and enforces the length, and an empty result fails.
 */
export function finishReplyText(
  raw: string,
  options: {
    task: 'draft-reply' | 'rewrite';
    /** What the user wrote: a stock phrase they habitually write themselves is kept (own-habits.ts). */
    voice: Pick<TStyleBrief, 'own_posts' | 'replies' | 'features'>;
    authorUsername?: string | undefined;
    /** The platform's reply length (its provider's replyLength); X's when absent. */
    length?: TLengthRule | undefined;
  },
): string {
  let text = raw.trim();
  // X adds the reply's @mention itself, where it would appear twice; a Bluesky reply is attached
  // to the post already, so a leading mention of its author only takes room there.
  if (options.authorUsername) {
    const mention = new RegExp(`^@${escapeRegExp(options.authorUsername)}\\b[\\s,:]*`, 'i');
    text = text.replace(mention, '').trim();
  }
  if (looksLikeRefusal(text.replace(/^["“'‘*]+/u, ''))) throw llmError('refused', options.task);
  const guarded = applyVoiceGuard(text, {
    ownPosts: options.voice.own_posts,
    habits: ownHabits(options.voice),
    ...(options.length ? { length: options.length } : {}),
  });
  const result = guarded.text.trim();
  if (result === '') throw llmError('empty', options.task);
  if (looksLikeRefusal(result)) throw llmError('refused', options.task);
  return result;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The postProcess of a task that answers a reply's text (a draft, a rewrite): finishReplyText
 * with what the task's input knows of the voice, the post's author and the platform.
 */
export const finishReplyOutput =
  (task: 'draft-reply' | 'rewrite') =>
  (
    output: { text: string },
    input: { voice: TStyleBrief; post: TPostBrief | null; platform?: TReplyPlatform | undefined },
  ) => ({
    text: finishReplyText(output.text, {
      task,
      voice: input.voice,
      authorUsername: input.post?.author.username,
      length: input.platform?.length,
    }),
  });
