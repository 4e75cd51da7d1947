import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { THandOff, THandOffs } from '@gatling/shared/api/hand-offs';
import type { TModuleDeps } from '../../context';
import { replies } from '../../db/schema/replies';
import type { TReplyRow } from './claim';
import { replyTargetId } from './reply-target';

export type THandOffDeps = Pick<TModuleDeps, 'db' | 'platforms' | 'config'>;

/** The statuses of a hand-off not yet finished: before its slot, or waiting for the user past it. */
const OPEN_STATUSES = ['scheduled', 'awaiting_intent'] as const;

/**
 * When a hand-off becomes ready to finish: at the end of its undo window, PUBLISH_DELAY_SECONDS after
 * approval (the soonest it could have gone out), so a reply the user may still take back is never
 * offered. It does not wait for the publishing gap: that spaces the app's posts, and here the user posts.
 */
export function readyAt(row: Pick<TReplyRow, 'reviewedAt' | 'createdAt'>, delaySeconds: number): Date {
  return new Date((row.reviewedAt ?? row.createdAt).getTime() + delaySeconds * 1000);
}

/** The user's intent deliveries not finished yet (dry sends never reach the platform), soonest first. */
function openHandOffRows(db: THandOffDeps['db'], userId: string) {
  return db
    .select()
    .from(replies)
    .where(
      and(
        eq(replies.userId, userId),
        eq(replies.delivery, 'intent'),
        eq(replies.drySend, false),
        inArray(replies.status, [...OPEN_STATUSES]),
      ),
    )
    .orderBy(sql`${replies.scheduledAt} asc nulls last`, asc(replies.createdAt), asc(replies.id));
}

/**
 * GET /scheduled/hand-offs: the hand-offs ready to finish now, and when the next one in its undo
 * window becomes ready. One waiting for the user past its slot (awaiting_intent) is always ready.
 */
export async function listHandOffs(deps: THandOffDeps, userId: string, now: Date): Promise<THandOffs> {
  const rows = await openHandOffRows(deps.db, userId);
  const delay = deps.config.PUBLISH_DELAY_SECONDS;
  const ready: THandOff[] = [];
  let next: Date | null = null;
  for (const row of rows) {
    const at = readyAt(row, delay);
    if (row.status === 'awaiting_intent' || at <= now) ready.push(toHandOff(deps, row));
    else if (!next || at < next) next = at;
  }
  return { ready, next_ready_at: next?.toISOString() ?? null };
}

function toHandOff(deps: THandOffDeps, row: TReplyRow): THandOff {
  const text = row.finalText ?? row.suggestedResponse;
  return {
    id: row.id,
    platform: row.platform,
    status: row.status as THandOff['status'],
    scheduled_at: (row.scheduledAt ?? row.reviewedAt ?? row.createdAt).toISOString(),
    text,
    original_message: row.post,
    intent_url: deps.platforms.get(row.platform).intentUrl(replyTargetId(row), text),
  };
}
