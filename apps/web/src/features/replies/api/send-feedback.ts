import { approveReplyRoute, rejectReplyRoute } from '@gatling/shared/api/replies-routes';
import type { TFeedbackApproveInput, TFeedbackRejectInput } from '@gatling/shared/api/replies';
import { callApi } from '@/lib/api-client';

/** POST /feedback/approve: schedules the reply (human_edits: the user's text instead of the draft). */
export function approveReply(input: TFeedbackApproveInput) {
  return callApi(approveReplyRoute, { body: input });
}

/** POST /feedback/reject. */
export function rejectReply(input: TFeedbackRejectInput) {
  return callApi(rejectReplyRoute, { body: input });
}
