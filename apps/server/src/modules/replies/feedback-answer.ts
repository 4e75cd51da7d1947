import type { TFeedbackAnswer } from '@gatling/shared/api/replies';
import type { TReplyRow } from './reply-row';

/** What approve, reject and edit-submit answer: the reply's state after the call. */
export function toFeedbackAnswer(row: TReplyRow): TFeedbackAnswer {
  if (row.status !== 'scheduled' && row.status !== 'rejected') {
    throw new Error(`a reviewed reply is ${row.status}`);
  }
  return {
    reply_id: row.id,
    status: row.status,
    scheduled_at: row.status === 'scheduled' ? (row.scheduledAt?.toISOString() ?? null) : null,
    delivery: row.delivery,
    dry_send: row.drySend,
  };
}
