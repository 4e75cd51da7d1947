import { useId, useRef, useState } from 'react';
import type { z } from 'zod';
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

  /** The parsed input; on a failed parse, nothing, with the first issue shown and the trigger focused. */
  const accept = <T>(parsed: z.ZodSafeParseResult<T>): T | undefined => {
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      triggerRef.current?.focus();
      return undefined;
    }
    setError(null);
    return parsed.data;
  };

  const onChange = (next: TRuleDraft) => {
    setDraft(next);
    if (error && next.trigger_prompt.trim() !== '') setError(null);
  };

  return { draft, setDraft, triggerRef, accept, fields: { id, draft, onChange, error, triggerRef } };
}
