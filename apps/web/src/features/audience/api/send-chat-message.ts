import { ZChatReply, type TChatInput } from '@gatling/shared/api/audience';
import { apiRequest } from '@/lib/api-client';

/**
 * One turn of the audience conversation; `signal` aborts it. POST /chat/ is onboarding's interview,
 * closed once the audience is defined; POST /chat/refine continues it later, from Target Audience.
 */
export function sendChatMessage(input: TChatInput, signal?: AbortSignal, { refine = false } = {}) {
  return apiRequest(refine ? '/chat/refine' : '/chat/', ZChatReply, { method: 'POST', body: input, signal });
}
