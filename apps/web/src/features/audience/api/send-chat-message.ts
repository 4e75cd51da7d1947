import { refineChatRoute, sendChatMessageRoute } from '@gatling/shared/api/audience-routes';
import type { TChatInput } from '@gatling/shared/api/audience';
import { callApi } from '@/lib/api-client';

/**
 * One turn of the audience conversation; `signal` aborts it. POST /chat/ is onboarding's interview,
 * closed once the audience is defined; POST /chat/refine continues it later, from Target Audience.
 */
export function sendChatMessage(input: TChatInput, signal?: AbortSignal, { refine = false } = {}) {
  return callApi(refine ? refineChatRoute : sendChatMessageRoute, { body: input, signal });
}
