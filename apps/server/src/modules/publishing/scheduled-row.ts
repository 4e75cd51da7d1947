import type { TScheduledReply, TScheduledStatus } from '@gatling/shared/api/scheduled';
import type { PlatformProvider } from '../../integrations/platform/types';
import { toDraftedBy } from '../model-settings/drafted-by';
import type { TReplyRow } from './claim';
import { replyTargetId } from './reply-target';

/** The statuses GET /api/scheduled shows: not gone out yet, or failed and kept until deleted. */
export const LISTED_STATUSES = ['scheduled', 'publishing', 'awaiting_intent', 'failed'] as const;
/** What DELETE cancels: everything listed except a row a worker is posting at this moment. */
export const CANCELLABLE_STATUSES = ['scheduled', 'awaiting_intent', 'failed'] as const;

/** The user's own text differs from the model's first draft ('Edited' marker). */
export function isEdited(row: Pick<TReplyRow, 'humanEdits' | 'originalDraft'>): boolean {
  return row.humanEdits !== null && row.humanEdits.trim() !== row.originalDraft.trim();
}

/**
 * A scheduled reply (docs/product/data.md#scheduled-replies), from a row in one of LISTED_STATUSES,
 * with what the list works out across rows: why it waits (held-reasons.ts) and where it goes.
 */
export function toScheduledReply(
  row: TReplyRow,
  provider: PlatformProvider,
  { held, sandbox }: Pick<TScheduledReply, 'held' | 'sandbox'>,
): TScheduledReply {
  const text = row.finalText ?? row.suggestedResponse;
  const post = row.post;
  return {
    id: row.id,
    platform: row.platform,
    scheduled_at: (row.scheduledAt ?? row.reviewedAt ?? row.createdAt).toISOString(),
    pending_text: text,
    original_message: post,
    tweet_type: post.tweet_type,
    original_tweet: post.original_tweet,
    current_tweet: { author: post.author, media: post.media },
    edited_response: isEdited(row),
    drafted_by: toDraftedBy(row.draftedBy),
    status: row.status as TScheduledStatus,
    delivery: row.delivery,
    // A dry send never reaches the platform, so it has no page to finish it on.
    intent_url:
      row.delivery === 'intent' && !row.drySend ? provider.intentUrl(replyTargetId(row), text) : null,
    dry_send: row.drySend,
    last_error: row.lastError,
    held,
    sandbox,
  };
}
