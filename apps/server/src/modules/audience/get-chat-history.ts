import type { TChatHistoryItem } from '@gatling/shared/api/audience';
import type { TDb } from '../../db/client';
import { listTurns, toHistoryItem } from './chat-turns';

/** The audience interview so far, oldest turn first. */
export async function getChatHistory(db: TDb, userId: string): Promise<TChatHistoryItem[]> {
  return (await listTurns(db, userId)).map(toHistoryItem);
}
