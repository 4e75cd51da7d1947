import type { RefObject } from 'react';
import { SEMANTIC_RESPONSE_MAX, TRIGGER_PROMPT_MAX } from '@gatling/shared/api/text-limits';
import { Input, Label } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { TRuleDraft } from '../lib/changed-fields';
import { RULES_COPY as COPY } from '../texts';

type TProps = {
  id: string;
  draft: TRuleDraft;
  onChange: (draft: TRuleDraft) => void;
  /** The trigger's validation message, shown under it. */
  error: string | null;
  triggerRef?: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
};

/** The two fields of a rule: the trigger prompt (required) and the semantic response (optional). */
export function RuleFields({ id, draft, onChange, error, triggerRef, disabled }: TProps) {
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-trigger`}>{COPY.trigger.label}</Label>
        <Input
          ref={triggerRef}
          id={`${id}-trigger`}
          value={draft.trigger_prompt}
          onChange={(e) => onChange({ ...draft, trigger_prompt: e.target.value })}
          maxLength={TRIGGER_PROMPT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-trigger-hint${error ? ` ${id}-trigger-error` : ''}`}
          autoComplete="off"
          disabled={disabled}
        />
        <p id={`${id}-trigger-hint`} className="text-xs text-muted">
          {COPY.trigger.hint}
        </p>
        {error && (
          <p id={`${id}-trigger-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-semantic`}>
          {COPY.semantic.label} <span className="font-normal text-muted">({COPY.semantic.optional})</span>
        </Label>
        <Textarea
          id={`${id}-semantic`}
          value={draft.semantic_response}
          onChange={(e) => onChange({ ...draft, semantic_response: e.target.value })}
          maxLength={SEMANTIC_RESPONSE_MAX}
          rows={3}
          aria-describedby={`${id}-semantic-hint`}
          disabled={disabled}
        />
        <p id={`${id}-semantic-hint`} className="text-xs text-muted">
          {COPY.semantic.hint}
        </p>
      </div>
    </div>
  );
}
