import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { TRulePatchInput } from '@gatling/shared/api/rules';
import { SEMANTIC_RESPONSE_MAX, TRIGGER_PROMPT_MAX } from '@gatling/shared/api/text-limits';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { useUpdateLearnedRule } from '../api/update-learned-rule';
import type { TLearnedRule } from '../lib/learned-rules';
import { REPLIES_COPY } from '../texts';

const COPY = REPLIES_COPY.learnedRule;

type TProps = { rule: TLearnedRule; onCancel: () => void; onSaved: () => void };

/**
 * The learned rule's two texts, changed in place: Save sends only what changed
 * (docs/product/validation.md#qualification-rules: a rule update sends only changed fields); nothing changed
 * is the same as keeping it. Escape cancels.
 */
export function LearnedRuleForm({ rule, onCancel, onSaved }: TProps) {
  const id = useId();
  const [trigger, setTrigger] = useState(rule.trigger_prompt);
  const [response, setResponse] = useState(rule.semantic_response);
  const [error, setError] = useState<string | null>(null);
  const triggerRef = useRef<HTMLInputElement>(null);
  const update = useUpdateLearnedRule();

  useEffect(() => triggerRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!trigger.trim()) {
      setError(TEXT.rules.triggerRequired);
      triggerRef.current?.focus();
      return;
    }
    const patch: TRulePatchInput = {};
    if (trigger.trim() !== rule.trigger_prompt) patch.trigger_prompt = trigger.trim();
    if (response.trim() !== rule.semantic_response) patch.semantic_response = response.trim();
    if (Object.keys(patch).length === 0) return onSaved();
    update.mutate(
      { trigger: rule.trigger_prompt, patch },
      {
        onSuccess: () => {
          toast({ title: TEXT.rules.updated, variant: 'success' });
          onSaved();
        },
        onError: (e) =>
          toast({
            title: TEXT.rules.updateFailed,
            description: serverDetail(e) ?? undefined,
            variant: 'destructive',
          }),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || update.isPending) return;
    // The card's edit form cancels on Escape too, unless the key was already used here.
    event.preventDefault();
    onCancel();
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={COPY.formLabel}
      className="mt-3 space-y-3"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-trigger`}>{COPY.triggerLabel}</Label>
        <Input
          ref={triggerRef}
          id={`${id}-trigger`}
          value={trigger}
          onChange={(e) => {
            setTrigger(e.target.value);
            setError(null);
          }}
          maxLength={TRIGGER_PROMPT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          disabled={update.isPending}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-response`}>{COPY.responseLabel}</Label>
        <Textarea
          id={`${id}-response`}
          value={response}
          onChange={(e) => setResponse(e.target.value)}
          maxLength={SEMANTIC_RESPONSE_MAX}
          rows={3}
          disabled={update.isPending}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={update.isPending}>
          {COPY.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {COPY.save}
        </Button>
      </div>
    </form>
  );
}
