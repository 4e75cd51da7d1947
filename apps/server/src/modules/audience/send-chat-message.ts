import { eq } from 'drizzle-orm';
import {
  CHAT_HISTORY_MAX,
  KEYWORDS_MAX,
  type TChatReply,
  type TChatState,
} from '@gatling/shared/api/audience';
import { keywordIdentity } from '@gatling/shared/keywords';
import { LIMITS } from '@gatling/shared/spec';
import type { TModuleDeps } from '../../context';
import type { TDb } from '../../db/client';
import { audienceChatTurns, monitorKeywords } from '../../db/schema/audience';
import { users } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { understand } from '../../drafting/audience-keywords/interview-areas';
import { audienceQueries } from '../../drafting/audience-keywords/interview-keywords';
import { audienceInterviewTask } from '../../drafting/tasks/audience-interview';
import { userLanguages } from './audience-brief';
import { EMPTY_CHAT_STATE, latestTurn } from './chat-turns';

export const CHAT_DETAIL = {
  complete: 'The audience definition is complete. Your monitoring keywords are ready below.',
  moved: 'Your audience conversation changed in another window. Reload it and try again.',
} as const;

const MESSAGE_MAX = 20_000;

/**
 * One turn of the audience interview. The server's newest turn is the conversation's state (the
 * client's chat_state is only checked for shape). Clarity never goes down; when it reaches the
 * threshold the definition is complete and the search queries become the user's monitoring
 * keywords. Once complete, the interview (onboarding's POST /chat/) takes no more input; refining
 * (`refine`, POST /chat/refine from Target Audience) continues the same conversation, and the
 * queries the agent newly proposes are added as keywords. Keywords are never removed here.
 */
export async function sendChatMessage(
  ctx: Pick<TModuleDeps, 'db' | 'llm'>,
  userId: string,
  userInput: string,
  options: { refine?: boolean } = {},
): Promise<TChatReply> {
  const previous = await latestTurn(ctx.db, userId);
  const state = previous?.chatState ?? EMPTY_CHAT_STATE;
  const wasComplete = state.initial_audience_understanding_complete;
  if (wasComplete && !options.refine) throw new AppError('CONFLICT', CHAT_DETAIL.complete);

  // The queries' words should be in a language the user writes in: posts in others get no draft.
  const languages = await userLanguages(ctx.db, userId);
  const output = await ctx.llm.run(
    audienceInterviewTask,
    {
      chat_history: state.chat_history,
      user_input: userInput,
      information_clarity: state.information_clarity,
      search_queries: state.twitter_queries.search_queries,
      ...(languages.length > 0 ? { languages } : {}),
    },
    { userId },
  );

  const offered = Number.isFinite(output.information_clarity) ? output.information_clarity : 0;
  const clarity = Math.round(Math.max(state.information_clarity, Math.min(100, Math.max(0, offered))));
  const complete = wasComplete || clarity >= LIMITS.audienceUnderstandingThreshold;
  const message = output.message.slice(0, MESSAGE_MAX);
  let queries = output.search_queries;
  if (complete && !wasComplete && queries.length === 0) {
    // The model judged the audience clear but gave nothing to search: the user's own words serve.
    const said = [...state.chat_history.filter((m) => m.role === 'user').map((m) => m.content), userInput];
    queries = audienceQueries(understand(said).answers);
  }
  const next: TChatState = {
    chat_history: [
      ...state.chat_history,
      { role: 'user' as const, content: userInput },
      { role: 'assistant' as const, content: message },
    ].slice(-CHAT_HISTORY_MAX),
    initial_audience_understanding_complete: complete,
    information_clarity: clarity,
    twitter_queries: { search_queries: queries },
  };

  await ctx.db.transaction(async (tx) => {
    // One turn at a time per user: two windows answering at once would fork the conversation.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const current = await latestTurn(tx, userId);
    if (current?.id !== previous?.id) throw new AppError('CONFLICT', CHAT_DETAIL.moved);
    await tx.insert(audienceChatTurns).values({
      userId,
      instruction: userInput,
      responseMessage: message,
      informationClarity: clarity,
      complete,
      chatState: next,
      audienceSummary: output.audience_summary.trim() || null,
    });
    // On completion every query; when refining, those not proposed before (one the user removed stays removed).
    const proposed = new Set(wasComplete ? state.twitter_queries.search_queries : []);
    const fresh = complete ? queries.filter((q) => !proposed.has(q)) : [];
    if (fresh.length > 0) await addProposedKeywords(tx, userId, fresh);
  });

  return { message, chat_state: next, initial_audience_understanding_complete: complete };
}

/**
 * The agent's queries as active keywords, best first: those whose words the user already has (in
 * any case) are left out, and the list stops at KEYWORDS_MAX.
 */
async function addProposedKeywords(tx: TDb, userId: string, queries: string[]) {
  const rows = await tx
    .select({ keyword: monitorKeywords.keyword })
    .from(monitorKeywords)
    .where(eq(monitorKeywords.userId, userId));
  const known = new Set(rows.map((r) => keywordIdentity(r.keyword)));
  const added: string[] = [];
  for (const q of queries) {
    const identity = keywordIdentity(q);
    if (known.has(identity)) continue;
    known.add(identity);
    added.push(q);
  }
  const room = Math.max(0, KEYWORDS_MAX - rows.length);
  if (added.length === 0 || room === 0) return;
  const at = Date.now();
  // Spaced by a millisecond so the list keeps the interviewer's order (best first).
  await tx
    .insert(monitorKeywords)
    .values(
      added
        .slice(0, room)
        .map((keyword, i) => ({ userId, keyword, active: true, createdAt: new Date(at + i) })),
    )
    .onConflictDoNothing();
}
