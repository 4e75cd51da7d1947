import { and, desc, eq } from 'drizzle-orm';
import { splitAgentContent } from '@gatling/shared/api/agent';
import type { TModuleDeps } from '../../context';
import type { TDb } from '../../db/client';
import { agentMessages, agentSessions } from '../../db/schema/agent';
import { buildAgentSystemPrompt } from '../../drafting/tasks/agent-chat';
import type { TChatInput, TStreamMessage } from '../../integrations/llm/types';
import { getAgentContext } from './get-agent-context';
import { appendMessage, findOwnSession, type TSessionRow } from './session-row';
import { sessionTitle } from './session-title';

/** The model sees the last 20 exchanges of the session; older ones stay stored and shown. */
export const HISTORY_MESSAGES = 40;

export type TAgentTurn = {
  session: TSessionRow;
  /** The session was opened by this turn (a new chat). */
  opened: boolean;
  /** The stored user message of this turn. */
  messageId: string;
  /** What the model is asked: the system prompt, the recent conversation and the new message. */
  chat: TChatInput;
};

/**
 * The first half of POST /agent/: finds the session (or opens one titled by the message) and stores
 * the user's message before any model is called, so a client that leaves while the answer streams
 * finds both on its return. A turn the model never started to answer is taken back (discardTurn).
 */
export async function beginAgentTurn(
  ctx: Pick<TModuleDeps, 'db' | 'config'>,
  userId: string,
  input: { user_input: string; session_id?: string | null | undefined },
): Promise<TAgentTurn> {
  const { db } = ctx;
  const existing = input.session_id ? await findOwnSession(db, userId, input.session_id) : null;
  const [history, context] = await Promise.all([
    existing ? recentHistory(db, existing) : Promise.resolve([]),
    getAgentContext(db, userId),
  ]);
  // A new session never exists without its first message.
  const { session, messageId } = await db.transaction(async (tx) => {
    const row = existing ?? (await createSession(tx, userId, sessionTitle(input.user_input)));
    return { session: row, messageId: await appendMessage(tx, row, 'user', input.user_input) };
  });
  const messages: TStreamMessage[] = [...history, { role: 'user', content: input.user_input }];
  return {
    session,
    opened: existing === null,
    messageId,
    chat: {
      name: 'agent-chat',
      system: buildAgentSystemPrompt(context, { productName: ctx.config.PRODUCT_NAME }),
      messages,
      context,
    },
  };
}

/**
 * Takes back a turn the model failed (or the client stopped) before any of its answer arrived: the
 * user's message goes, and with it the session when the turn opened it. The saved history then has
 * no question without an answer; the client offers the message again.
 */
export async function discardTurn(db: TDb, turn: TAgentTurn): Promise<void> {
  const { session } = turn;
  if (turn.opened) {
    await db
      .delete(agentSessions)
      .where(and(eq(agentSessions.id, session.id), eq(agentSessions.userId, session.userId)));
    return;
  }
  await db
    .delete(agentMessages)
    .where(and(eq(agentMessages.id, turn.messageId), eq(agentMessages.userId, session.userId)));
}

async function createSession(db: TDb, userId: string, title: string): Promise<TSessionRow> {
  const [row] = await db.insert(agentSessions).values({ userId, title }).returning();
  if (!row) throw new Error('the chat session was not created');
  return row;
}

/**
 * The session's recent messages as the model reads them, oldest first: answers without their
 * reasoning and markers; nothing empty; starting with a user message, as providers expect.
 */
async function recentHistory(db: TDb, session: TSessionRow): Promise<TStreamMessage[]> {
  const rows = await db
    .select({ role: agentMessages.role, content: agentMessages.content })
    .from(agentMessages)
    .where(and(eq(agentMessages.sessionId, session.id), eq(agentMessages.userId, session.userId)))
    .orderBy(desc(agentMessages.createdAt), desc(agentMessages.id))
    .limit(HISTORY_MESSAGES);
  const messages = rows
    .reverse()
    .map((r) => ({
      role: r.role,
      content: r.role === 'assistant' ? splitAgentContent(r.content).answer : r.content,
    }))
    .filter((m) => m.content.trim() !== '');
  const start = messages.findIndex((m) => m.role === 'user');
  return start === -1 ? [] : messages.slice(start);
}
