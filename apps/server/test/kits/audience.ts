import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ZChatHistoryItem,
  ZChatReply,
  ZChatState,
  ZKeywordChangeAnswer,
  ZKeywordStatus,
  type TChatHistoryItem,
  type TChatReply,
  type TKeywordChangeAnswer,
  type TKeywordStatus,
} from '@gatling/shared/api/audience';
import type { TSession } from '@gatling/shared/api/session';
import { audienceChatTurns, monitorKeywords } from '../../src/db/schema/audience';
import type { TDb } from '../../src/db/client';
import { bearer, type TTestApp } from '../harness';

/** A finished audience interview with `summary`, stored as the chat stores it: who drafting writes for. */
export const storeAudienceSummary = (db: TDb, userId: string, summary: string) =>
  db.insert(audienceChatTurns).values({
    userId,
    instruction: 'who',
    responseMessage: 'ok',
    informationClarity: 80,
    complete: true,
    chatState: {
      chat_history: [],
      initial_audience_understanding_complete: true,
      information_clarity: 80,
      twitter_queries: { search_queries: [] },
    },
    audienceSummary: summary,
  });

/** The audience routes through app.request, and what they stored. */
export function audienceKit(t: TTestApp) {
  const strictReply = ZChatReply.extend({ chat_state: ZChatState.strict() }).strict();
  const chat = (session: TSession, body: unknown, path = '/api/chat/') => t.post(path, body, bearer(session));
  const say = async (session: TSession, userInput: string, path?: string): Promise<TChatReply> => {
    const res = await chat(session, { user_input: userInput, chat_state: null }, path);
    expect(res.status, await res.clone().text()).toBe(200);
    return strictReply.parse(await res.json());
  };
  const history = async (session: TSession, path = '/api/chat/history/'): Promise<TChatHistoryItem[]> => {
    const res = await t.request(path, { headers: bearer(session) });
    expect(res.status, await res.clone().text()).toBe(200);
    return ZChatHistoryItem.strict()
      .array()
      .parse(await res.json());
  };
  const status = async (session: TSession): Promise<TKeywordStatus> => {
    const res = await t.request('/api/keyword/status', { headers: bearer(session) });
    expect(res.status, await res.clone().text()).toBe(200);
    return ZKeywordStatus.strict().parse(await res.json());
  };
  const toggle = (session: TSession, keywords: unknown) =>
    t.post('/api/keyword/toggle', { keywords }, bearer(session));
  /** POST /api/keyword/{add,update,remove} with `body` as sent. */
  const change = (session: TSession, verb: 'add' | 'update' | 'remove', body: unknown) =>
    t.post(`/api/keyword/${verb}`, body, bearer(session));
  /** A change expected to succeed: its answer, checked for shape. */
  const changed = async (res: Response): Promise<TKeywordChangeAnswer> => {
    expect(res.status, await res.clone().text()).toBe(200);
    return ZKeywordChangeAnswer.extend({ status: ZKeywordStatus.strict() })
      .strict()
      .parse(await res.json());
  };
  const turnRows = (session: TSession) =>
    t.database.db.select().from(audienceChatTurns).where(eq(audienceChatTurns.userId, session.user.id));
  const keywordRows = (session: TSession) =>
    t.database.db.select().from(monitorKeywords).where(eq(monitorKeywords.userId, session.user.id));
  return { chat, say, history, status, toggle, change, changed, turnRows, keywordRows };
}

/** A realistic three-answer interview: who, what they struggle with, their words and places. */
export const SAAS_INTERVIEW = [
  'We sell to B2B SaaS founders and heads of growth at seed to Series A startups, usually 5-50 employees.',
  'They struggle to get replies from cold outreach and waste hours on manual prospecting; they want a predictable sales pipeline.',
  'They say things like "cold email", "reply rates" and "outbound is dead", mostly on X and in founder Slack groups.',
] as const;
