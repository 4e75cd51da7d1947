import { useSyncExternalStore } from 'react';
import type { TEditSubmitAnswer, TInferredRule } from '@gatling/shared/api/replies';

/**
 * Rules learned from edits ("Save as Qualification Rule") that wait for the user to see them: the
 * edit went out from the outbox, maybe while they were on the next card or another screen, and
 * the rule is already saved. /replies shows the oldest until they keep, change or remove it.
 * Kept in memory only: after a reload the rule is still on Reply Rules, nothing of the edit is lost.
 */
export type TLearnedRule = TInferredRule & {
  /** The reply whose edit taught it. */
  id: string;
  /** Saved (created), or the user had a rule for these posts already (duplicate, left as it was). */
  status: 'created' | 'duplicate';
};

let rules: readonly TLearnedRule[] = [];
const listeners = new Set<() => void>();

function set(next: readonly TLearnedRule[]): void {
  rules = next;
  for (const listener of [...listeners]) listener();
}

/** Keeps the rule an edit's answer names, unless one for the same posts is already waiting. */
export function noteLearnedRule(replyId: string, answer: TEditSubmitAnswer): void {
  const rule = answer.inferred_rule;
  const status = answer.rule_status;
  if (!rule || (status !== 'created' && status !== 'duplicate')) return;
  if (rules.some((r) => r.id === replyId || r.trigger_prompt === rule.trigger_prompt)) return;
  set([...rules, { ...rule, id: replyId, status }]);
}

/** The user kept, changed or removed it. */
export function settleLearnedRule(id: string): void {
  set(rules.filter((r) => r.id !== id));
}

/** Signed out: another user's rules are not theirs to confirm. */
export function forgetLearnedRules(): void {
  if (rules.length > 0) set([]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useLearnedRules(): readonly TLearnedRule[] {
  return useSyncExternalStore(subscribe, () => rules);
}
