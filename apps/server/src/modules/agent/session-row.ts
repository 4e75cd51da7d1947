import { and, eq, sql } from 'drizzle-orm';
import type { TChatMessage, TChatSession } from '@gatling/shared/api/agent';
import type { TDb } from '../../db/client';
import { agentMessages, agentSessions } from '../../db/schema/agent';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';

export type TSessionRow = typeof agentSessions.$inferSelect;
export type TMessageRow = typeof agentMessages.$inferSelect;

export const AGENT_DETAIL = {
  sessionNotFound: 'This chat session does not exist or was deleted.',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment and try again.',
} as const;

export function toChatSession(row: TSessionRow): TChatSession {
  return { id: row.id, title: row.title, updated_at: row.updatedAt.toISOString() };
}

export function toChatMessage(row: TMessageRow): TChatMessage {
  return { role: row.role, content: row.content, created_at: row.createdAt.toISOString() };
}

export const sessionNotFound = () => new AppError('NOT_FOUND', AGENT_DETAIL.sessionNotFound);

/** A session id that cannot exist (not a UUID) is answered like an unknown one, without a query. */
export function requireSessionId(sessionId: string): void {
  if (!isUuid(sessionId)) throw sessionNotFound();
}

/** One of the user's sessions; another user's, an unknown or a malformed id is a 404. */
export async function findOwnSession(db: TDb, userId: string, sessionId: string): Promise<TSessionRow> {
  requireSessionId(sessionId);
  const [row] = await db
    .select()
    .from(agentSessions)
    .where(and(eq(agentSessions.id, sessionId), eq(agentSessions.userId, userId)));
  if (!row) throw sessionNotFound();
  return row;
}

/**
 * Appends a message and marks the session as just used, so the session list puts it first. The
 * database clock stamps both: the messages of a session sort by it. A session deleted meanwhile is
 * a 404 (the update goes first, so a concurrent delete either waits for it or wins before it).
 * Answers the message's id.
 */
export async function appendMessage(
  db: TDb,
  session: Pick<TSessionRow, 'id' | 'userId'>,
  role: TMessageRow['role'],
  content: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const touched = await tx
      .update(agentSessions)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(agentSessions.id, session.id), eq(agentSessions.userId, session.userId)))
      .returning({ id: agentSessions.id });
    if (touched.length === 0) throw sessionNotFound();
    const [row] = await tx
      .insert(agentMessages)
      .values({ sessionId: session.id, userId: session.userId, role, content })
      .returning({ id: agentMessages.id });
    if (!row) throw new Error('the chat message was not stored');
    return row.id;
  });
}
