import type { TEditSubmitAnswer, TFeedbackAnswer } from '@gatling/shared/api/replies';
import { EDIT_SUBMIT_EDIT_TYPE } from '@gatling/shared/spec';
import { ApiError } from '@/lib/api-error';
import { approveReply, rejectReply } from '../api/send-feedback';
import { submitEdit } from '../api/submit-edit';
import type { TDecision } from './outbox';

/**
 * What the server made of a decision:
 * - done: it took it (`answer`, and the edit call's answer or error for an edit-submit);
 * - already: it had it already, or the reply is gone (409, 404): delivered, never sent again;
 * - refused: it will not take it (402 plan limit, 422 too long, …): the card goes back;
 * - retry: no answer, or a failure on its side (0, 5xx, 408, 429, 401): kept and tried again,
 *   `approved` when only the edit call is left.
 */
export type TSendOutcome =
  | { kind: 'done'; answer: TFeedbackAnswer | null; edit: TEditSubmitAnswer | null; editError: unknown }
  | { kind: 'already'; error: ApiError }
  | { kind: 'refused'; error: unknown }
  | { kind: 'retry'; error: unknown; approved: boolean };

const RETRY_STATUSES = new Set([0, 401, 408, 425, 429]);

export function shouldRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return RETRY_STATUSES.has(error.status) || error.status >= 500;
}

const isAlready = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 409 || error.status === 404);

export type TFeedbackApi = {
  approve: typeof approveReply;
  reject: typeof rejectReply;
  submit: typeof submitEdit;
};

const LIVE_API: TFeedbackApi = { approve: approveReply, reject: rejectReply, submit: submitEdit };

/**
 * Makes the calls of one decision (docs/product/states.md#reply-card: reject, or approve then the edit call).
 */
export async function sendDecision(decision: TDecision, api: TFeedbackApi = LIVE_API): Promise<TSendOutcome> {
  const { reply_id } = decision;
  let answer: TFeedbackAnswer | null = null;
  if (!decision.approved) {
    try {
      answer =
        decision.action === 'reject'
          ? await api.reject({ reply_id, human_edits: null })
          : await api.approve({ reply_id, human_edits: decision.human_edits, dry_send: decision.dry_send });
    } catch (error) {
      if (isAlready(error)) {
        // An edit whose approval went out before a reload: the edit call is still owed.
        if (!decision.edit || error.status === 404) return { kind: 'already', error };
      } else if (shouldRetry(error)) return { kind: 'retry', error, approved: false };
      else return { kind: 'refused', error };
    }
  }
  if (!decision.edit) return { kind: 'done', answer, edit: null, editError: null };
  try {
    const edit = await api.submit({
      reply_id,
      original_text: decision.edit.original_text,
      edited_text: decision.edit.edited_text,
      edit_type: EDIT_SUBMIT_EDIT_TYPE,
      save_as_rule: decision.edit.save_as_rule,
      dry_send: decision.dry_send,
    });
    return { kind: 'done', answer: answer ?? edit, edit, editError: null };
  } catch (error) {
    // No answer: try again. An answer that refuses (even a 5xx) is final: the reply itself is
    // scheduled and only learning from the edit failed, as the toast says.
    if (error instanceof ApiError ? RETRY_STATUSES.has(error.status) : true)
      return { kind: 'retry', error, approved: true };
    return { kind: 'done', answer, edit: null, editError: error };
  }
}
