import { llmError, looksLikeRefusal } from '../../integrations/llm/errors';
import { X_MAX_WEIGHTED_LENGTH } from '../../integrations/platform/post-length';
import { applyVoiceGuard } from '../voice-guard/voice-guard';

/**
 * The last step of every text that will be posted (drafts and rewrites, the model's and the
 * offline ones): a refusal fails clearly instead of being posted, the voice guard removes wrappers
 * and clichés and enforces the length, and an empty result fails.
 */
export function finishReplyText(
  raw: string,
  options: { task: 'draft-reply' | 'rewrite'; ownPosts: string[]; authorUsername?: string | undefined },
): string {
  let text = raw.trim();
  // X adds the reply's @mention itself; a leading one would appear twice.
  if (options.authorUsername) {
    const mention = new RegExp(`^@${escapeRegExp(options.authorUsername)}\\b[\\s,:]*`, 'i');
    text = text.replace(mention, '').trim();
  }
  if (looksLikeRefusal(text.replace(/^["“'‘*]+/u, ''))) throw llmError('refused', options.task);
  const guarded = applyVoiceGuard(text, {
    ownPosts: options.ownPosts,
    maxWeightedLength: X_MAX_WEIGHTED_LENGTH,
  });
  const result = guarded.text.trim();
  if (result === '') throw llmError('empty', options.task);
  if (looksLikeRefusal(result)) throw llmError('refused', options.task);
  return result;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
