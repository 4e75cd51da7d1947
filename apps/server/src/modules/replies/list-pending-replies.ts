import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TPendingReply, TSourceRecord } from '@gatling/shared/api/replies';
import { perDatabase, type TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { recordOf, sourceRecords, type TSourceRecords } from '../monitoring/source-record';
import type { TReplyRow } from './reply-row';
import { toDraftedBy } from '../model-settings/drafted-by';

/** Most cards one load of the review stack carries; the rest follow as the stack empties. */
export const PENDING_LIST_MAX = 100;

/** The source's record as the card shows it (null while none of its replies was read). */
function toRecord(
  records: TSourceRecords,
  row: Pick<TReplyRow, 'sourceKind' | 'sourceValue'>,
): TSourceRecord | null {
  const record = recordOf(records, { kind: row.sourceKind, value: row.sourceValue });
  return (
    record && {
      published: record.published,
      engaged: record.engaged,
      author_replies: record.authorReplies,
      engagement_rate: record.engagementRate,
    }
  );
}

/** The columns a card is made of: the list reads these and nothing else. */
const CARD_COLUMNS = {
  id: replies.id,
  suggestedResponse: replies.suggestedResponse,
  platform: replies.platform,
  post: replies.post,
  delivery: replies.delivery,
  sourceKind: replies.sourceKind,
  sourceValue: replies.sourceValue,
  matchedRule: replies.matchedRule,
  createdAt: replies.createdAt,
  score: replies.score,
  reason: replies.reason,
  draftedBy: replies.draftedBy,
};
type TCardRow = Pick<TReplyRow, keyof typeof CARD_COLUMNS>;

/** One card; `records` are the user's source records (none known: every record null). */
export function toPendingReply(row: TCardRow, records: TSourceRecords = new Map()): TPendingReply {
  return {
    id: row.id,
    suggested_response: row.suggestedResponse,
    platform: row.platform,
    original_message: row.post,
    delivery: row.delivery,
    source: { kind: row.sourceKind, value: row.sourceValue },
    matched_rule: row.matchedRule,
    created_at: row.createdAt.toISOString(),
    picked: { score: row.score, reason: row.reason, record: toRecord(records, row) },
    drafted_by: toDraftedBy(row.draftedBy),
  };
}

/** The stack's cards, oldest first, built once for each database (the read after every decision). */
function pendingList(db: TDb, onePlatform: boolean) {
  return db
    .select(CARD_COLUMNS)
    .from(replies)
    .where(
      and(
        eq(replies.userId, sql.placeholder('userId')),
        eq(replies.status, 'pending'),
        // Follow-ups are reviewed in the conversations inbox (decision 0083).
        isNull(replies.conversationItemId),
        onePlatform ? eq(replies.platform, sql.placeholder('platform')) : undefined,
      ),
    )
    .orderBy(asc(replies.createdAt), asc(replies.id))
    .limit(PENDING_LIST_MAX);
}
const pendingStatement = perDatabase((db) => pendingList(db, false).prepare('gatling_pending_list'));
const pendingOnPlatformStatement = perDatabase((db) =>
  pendingList(db, true).prepare('gatling_pending_list_platform'),
);

/**
 * The review stack (GET /interactions/pending): the user's pending drafts, oldest first, each with
 * why it was picked. The source records are computed now (no column keeps them at drafting time),
 * in one grouped query for all the user's sources, beside the list's. With `platform`, one network's
 * drafts only.
 */
export async function listPendingReplies(
  db: TDb,
  userId: string,
  now = new Date(),
  platform?: TPlatform,
): Promise<TPendingReply[]> {
  const [rows, records] = await Promise.all([
    platform
      ? pendingOnPlatformStatement(db).execute({ userId, platform })
      : pendingStatement(db).execute({ userId }),
    sourceRecords(db, userId, now),
  ]);
  return rows.map((row) => toPendingReply(row, records));
}
