import { desc, eq } from 'drizzle-orm';
import type { TChatSession } from '@gatling/shared/api/agent';
import type { TDb } from '../../db/client';
import { agentSessions } from '../../db/schema/agent';
import { toChatSession } from './session-row';

/** The side sheet lists this many; older sessions stay stored and reachable by id. */
export const SESSIONS_LISTED = 100;

/** GET /agent/session_ids/ (docs/product/api.md#agent): the user's sessions, most recently updated first. */
export async function listSessions(db: TDb, userId: string): Promise<TChatSession[]> {
  const rows = await db
    .select()
    .from(agentSessions)
    .where(eq(agentSessions.userId, userId))
    .orderBy(desc(agentSessions.updatedAt), desc(agentSessions.createdAt), desc(agentSessions.id))
    .limit(SESSIONS_LISTED);
  return rows.map(toChatSession);
}
