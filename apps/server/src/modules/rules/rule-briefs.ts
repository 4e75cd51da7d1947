import type { TDb } from '../../db/client';
import type { TRuleBrief } from '../../drafting/types';
import { listRules } from './list-rules';

/** The user's reply rules as drafting and the agent read them. */
export async function ruleBriefs(db: TDb, userId: string): Promise<TRuleBrief[]> {
  return (await listRules(db, userId)).map((r) => ({
    trigger_prompt: r.trigger_prompt,
    semantic_response: r.semantic_response,
  }));
}
