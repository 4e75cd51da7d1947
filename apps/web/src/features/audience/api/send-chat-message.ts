import { ZChatReply, type TChatInput } from '@gatling/shared/api/audience';
import { apiRequest } from '@/lib/api-client';

/** POST /chat/: one turn of the audience interview; `signal` aborts it. */
export function sendChatMessage(input: TChatInput, signal?: AbortSignal) {
  return apiRequest('/chat/', ZChatReply, { method: 'POST', body: input, signal });
}
