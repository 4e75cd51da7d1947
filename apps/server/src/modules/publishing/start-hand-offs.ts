import { and, eq, sql } from 'drizzle-orm';
import type { THandOffs } from '@gatling/shared/api/hand-offs';
import { replies } from '../../db/schema/replies';
import { publishEvent } from '../../event-log/publish-event';
import { listHandOffs, type THandOffDeps } from './list-hand-offs';
import { awaitingIntentPatch } from './publish-patches';

/**
 * POST /scheduled/hand-offs/start: the user sits down to finish their hand-offs. Each ready one still
 * before its slot waits for the user now (awaiting_intent, as publishing would make it at the slot),
 * so check-posted finds it on the user's return and the background check looks for it too. The
 * write holds only while the row is still scheduled: a worker that claimed it first makes it
 * awaiting_intent itself, and a second start moves (and announces) nothing again. Answers the
 * ready list, every one of them now awaiting_intent.
 */
export async function startHandOffs(deps: THandOffDeps, userId: string, now: Date): Promise<THandOffs> {
  const undoOver = new Date(now.getTime() - deps.config.PUBLISH_DELAY_SECONDS * 1000);
  await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(replies)
      .set({ ...awaitingIntentPatch(now), updatedAt: now })
      .where(
        and(
          eq(replies.userId, userId),
          eq(replies.status, 'scheduled'),
          eq(replies.delivery, 'intent'),
          eq(replies.drySend, false),
          sql`coalesce(${replies.reviewedAt}, ${replies.createdAt}) <= ${undoOver.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: replies.id });
    // Every open page of the user shows them as the user's turn.
    for (const { id } of moved)
      await publishEvent(tx, userId, { type: 'reply.awaiting_intent', reply_id: id });
  });
  return listHandOffs(deps, userId, now);
}
