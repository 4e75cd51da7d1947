import {
  ZFeedbackAnswer,
  type TFeedbackApproveInput,
  type TFeedbackRejectInput,
} from '@gatling/shared/api/replies';
import { apiRequest } from '@/lib/api-client';

/** POST /feedback/approve: schedules the reply (human_edits: the user's text instead of the draft). */
export function approveReply(input: TFeedbackApproveInput) {
  return apiRequest('/feedback/approve', ZFeedbackAnswer, { method: 'POST', body: input });
}

/** POST /feedback/reject. */
export function rejectReply(input: TFeedbackRejectInput) {
  return apiRequest('/feedback/reject', ZFeedbackAnswer, { method: 'POST', body: input });
}
