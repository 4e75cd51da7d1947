import type { TAgentMemory } from '@gatling/shared/api/agent';
import type { TDb } from '../../db/client';
import { getAgentContext } from './get-agent-context';

/** GET /agent/memory (the /memory command): the context the agent's answers are built on. */
export async function getAgentMemory(db: TDb, userId: string): Promise<TAgentMemory> {
  const context = await getAgentContext(db, userId);
  return {
    username: context.username,
    style_prompt: context.style_prompt,
    audience_summary: context.audience_summary,
    core_users: context.core_users,
    keywords: context.keywords,
    rules: context.rules,
    business_summary: context.business?.one_line_summary.trim() || null,
  };
}
