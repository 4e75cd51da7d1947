import { asc, desc, eq } from 'drizzle-orm';
import type { TChatHistoryItem, TChatState } from '@gatling/shared/api/audience';
import type { TDb } from '../../db/client';
import { audienceChatTurns } from '../../db/schema/audience';

export type TChatTurnRow = typeof audienceChatTurns.$inferSelect;

/** Before the first answer: nothing known yet. */
export const EMPTY_CHAT_STATE: TChatState = {
  chat_history: [],
  initial_audience_understanding_complete: false,
  information_clarity: 0,
  twitter_queries: { search_queries: [] },
};

/** The user's newest turn: its state is the conversation's authoritative state. */
export async function latestTurn(db: TDb, userId: string): Promise<TChatTurnRow | undefined> {
  const [row] = await db
    .select()
    .from(audienceChatTurns)
    .where(eq(audienceChatTurns.userId, userId))
    .orderBy(desc(audienceChatTurns.createdAt), desc(audienceChatTurns.id))
    .limit(1);
  return row;
}

export async function listTurns(db: TDb, userId: string): Promise<TChatTurnRow[]> {
  return db
    .select()
    .from(audienceChatTurns)
    .where(eq(audienceChatTurns.userId, userId))
    .orderBy(asc(audienceChatTurns.createdAt), asc(audienceChatTurns.id));
}

export function toHistoryItem(row: TChatTurnRow): TChatHistoryItem {
  return {
    information_clarity: row.informationClarity,
    initial_audience_understanding_complete: row.complete,
    chat_state: row.chatState,
    instruction: row.instruction,
    response_message: row.responseMessage,
    created_at: row.createdAt.toISOString(),
  };
}
