import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { agentSessions } from '../../db/schema/agent';
import { requireSessionId, sessionNotFound } from './session-row';

/** DELETE /agent/session/{id} (docs/product/api.md#agent): the session and (by cascade) its messages. */
export async function deleteSession(db: TDb, userId: string, sessionId: string): Promise<void> {
  requireSessionId(sessionId);
  const deleted = await db
    .delete(agentSessions)
    .where(and(eq(agentSessions.id, sessionId), eq(agentSessions.userId, userId)))
    .returning({ id: agentSessions.id });
  if (deleted.length === 0) throw sessionNotFound();
}
