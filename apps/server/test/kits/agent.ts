import { expect } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  AGENT_SESSION_HEADER,
  ZAgentMemory,
  ZChatSession,
  ZChatSessionDetail,
  type TAgentMemory,
  type TChatSession,
  type TChatSessionDetail,
} from '@gatling/shared/api/agent';
import type { TSession } from '@gatling/shared/api/session';
import { agentMessages } from '../../src/db/schema/agent';
import { bearer, type TTestApp } from '../harness';

export type TAgentReply = { sessionId: string; text: string };

/** The agent routes through app.request, and what they stored. */
export function agentKit(t: TTestApp) {
  const send = (session: TSession, body: unknown, path = '/api/agent/') =>
    t.post(path, body, bearer(session));

  /** One whole turn: the streamed body read to its end, and the session it belongs to. */
  const say = async (session: TSession, userInput: string, sessionId?: string): Promise<TAgentReply> => {
    const res = await send(session, {
      user_input: userInput,
      ...(sessionId ? { session_id: sessionId } : {}),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const id = res.headers.get(AGENT_SESSION_HEADER);
    expect(id).toBeTruthy();
    if (sessionId) expect(id).toBe(sessionId);
    return { sessionId: id ?? '', text: await res.text() };
  };

  const get = (session: TSession, path: string) => t.request(path, { headers: bearer(session) });

  const sessions = async (session: TSession): Promise<TChatSession[]> => {
    const res = await get(session, '/api/agent/session_ids/');
    expect(res.status, await res.clone().text()).toBe(200);
    return ZChatSession.strict()
      .array()
      .parse(await res.json());
  };

  const detail = async (session: TSession, id: string): Promise<TChatSessionDetail> => {
    const res = await get(session, `/api/agent/session/${id}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return ZChatSessionDetail.strict().parse(await res.json());
  };

  const remove = (session: TSession, id: string) =>
    t.request(`/api/agent/session/${id}`, { method: 'DELETE', headers: bearer(session) });

  const memory = async (session: TSession): Promise<TAgentMemory> => {
    const res = await get(session, '/api/agent/memory');
    expect(res.status, await res.clone().text()).toBe(200);
    return ZAgentMemory.strict().parse(await res.json());
  };

  /** The stored messages of a session, oldest first, as role and content. */
  const stored = async (session: TSession, sessionId: string) =>
    (
      await t.database.db
        .select()
        .from(agentMessages)
        .where(and(eq(agentMessages.sessionId, sessionId), eq(agentMessages.userId, session.user.id)))
        .orderBy(asc(agentMessages.createdAt))
    ).map((m) => ({ role: m.role, content: m.content }));

  return { send, say, get, sessions, detail, remove, memory, stored };
}
