import { and, asc, eq } from 'drizzle-orm';
import type { TChatSessionDetail } from '@gatling/shared/api/agent';
import type { TDb } from '../../db/client';
import { agentMessages } from '../../db/schema/agent';
import { findOwnSession, toChatMessage, toChatSession } from './session-row';

/** GET /agent/session/{id} (docs/product/api.md#agent): the session and its messages, oldest first. */
export async function getSession(db: TDb, userId: string, sessionId: string): Promise<TChatSessionDetail> {
  const session = await findOwnSession(db, userId, sessionId);
  const rows = await db
    .select()
    .from(agentMessages)
    .where(and(eq(agentMessages.sessionId, session.id), eq(agentMessages.userId, userId)))
    .orderBy(asc(agentMessages.createdAt), asc(agentMessages.id));
  return { session: toChatSession(session), messages: rows.map(toChatMessage) };
}
