import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRulesAnswer, type TQualificationRule } from '@gatling/shared/api/rules';
import { apiRequest } from '@/lib/api-client';

export const RULES_KEY = ['qualification-rules'] as const;

/** GET /qualification-rules. */
export async function getRules(): Promise<TQualificationRule[]> {
  const answer = await apiRequest('/qualification-rules', ZRulesAnswer);
  return answer.rules;
}

export const rulesQuery = () => queryOptions({ queryKey: RULES_KEY, queryFn: getRules });

export function useRules() {
  return useQuery(rulesQuery());
}
