import { getAgentMemoryRoute } from '@gatling/shared/api/agent-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_CACHE } from '@gatling/shared/spec';
import { callApi } from '@/lib/api-client';

export const AGENT_MEMORY_KEY = ['agent', 'memory'] as const;

/** GET /agent/memory: what the assistant knows of the user's setup (/memory and /keywords). */
export function getAgentMemory() {
  return callApi(getAgentMemoryRoute);
}

/** docs/product/limits.md: keywords are fresh 60 s. */
export const agentMemoryQuery = () =>
  queryOptions({ queryKey: AGENT_MEMORY_KEY, queryFn: getAgentMemory, staleTime: CHAT_CACHE.staleTimeMs });

export function useAgentMemory() {
  return useQuery(agentMemoryQuery());
}
