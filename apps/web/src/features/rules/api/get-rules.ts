import { listRulesRoute } from '@gatling/shared/api/rules-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TQualificationRule } from '@gatling/shared/api/rules';
import { callApi } from '@/lib/api-client';

export const RULES_KEY = ['qualification-rules'] as const;

/** GET /qualification-rules. */
export async function getRules(): Promise<TQualificationRule[]> {
  const answer = await callApi(listRulesRoute);
  return answer.rules;
}

export const rulesQuery = () => queryOptions({ queryKey: RULES_KEY, queryFn: getRules });

export function useRules() {
  return useQuery(rulesQuery());
}
