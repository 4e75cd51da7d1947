import { useId, useRef, useState } from 'react';
import type { TRuleCheck } from '@gatling/shared/api/rule-checks';
import type { TRuleDraft } from '../lib/changed-fields';

/**
 * A rule form's state: the draft, and the trigger's validation message, which goes once the trigger
 * holds text again. `fields` are the props of its RuleFields.
 */
export function useRuleDraft(initial: () => TRuleDraft) {
  const id = useId();
  const triggerRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  /** The checked input; on a failed check, nothing, with its message shown and the trigger focused. */
  const accept = <T>(checked: TRuleCheck<T>): T | undefined => {
    if (!checked.ok) {
      setError(checked.message);
      triggerRef.current?.focus();
      return undefined;
    }
    setError(null);
    return checked.value;
  };

  const onChange = (next: TRuleDraft) => {
    setDraft(next);
    if (error && next.trigger_prompt.trim() !== '') setError(null);
  };

  return { draft, setDraft, triggerRef, accept, fields: { id, draft, onChange, error, triggerRef } };
}
