import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAgentMemory } from '@gatling/shared/api/agent';
import { CHAT_CACHE } from '@gatling/shared/spec';
import { apiRequest } from '@/lib/api-client';

export const AGENT_MEMORY_KEY = ['agent', 'memory'] as const;

/** GET /agent/memory: what the assistant knows of the user's setup (/memory and /keywords). */
export function getAgentMemory() {
  return apiRequest('/agent/memory', ZAgentMemory);
}

/** Spec §9: keywords are fresh 60 s. */
export const agentMemoryQuery = () =>
  queryOptions({ queryKey: AGENT_MEMORY_KEY, queryFn: getAgentMemory, staleTime: CHAT_CACHE.staleTimeMs });

export function useAgentMemory() {
  return useQuery(agentMemoryQuery());
}
