import { useEffect, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { TQualificationRule } from '@gatling/shared/api/rules';
import { checkRulePatch } from '@gatling/shared/api/rule-checks';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useUpdateRule } from '../api/update-rule';
import { useRuleDraft } from '../hooks/use-rule-draft';
import { changedFields, draftOf } from '../lib/changed-fields';
import { failureDescription } from '../lib/failure-description';
import { RULES_COPY as COPY } from '../texts';
import { RuleFields } from './rule-fields';

/** Editing a rule inline: Save sends only the changed fields; nothing changed just closes. */
export function RuleEditForm({ rule, onDone }: { rule: TQualificationRule; onDone: () => void }) {
  const { draft, triggerRef, accept, fields } = useRuleDraft(() => draftOf(rule));
  const update = useUpdateRule({
    onSuccess: () => toast({ title: TEXT.rules.updated, variant: 'success' }),
    onError: (error) =>
      toast({
        title: TEXT.rules.updateFailed,
        description: failureDescription(error),
        variant: 'destructive',
      }),
  });

  useEffect(() => triggerRef.current?.focus(), [triggerRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const patch = changedFields(rule, draft);
    if (!patch) {
      onDone();
      return;
    }
    if (!accept(checkRulePatch(patch))) return;
    update.mutate({ trigger: rule.trigger_prompt, patch }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={COPY.item.edit}>
      <RuleFields {...fields} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          {COPY.item.cancel}
        </Button>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {COPY.item.save}
        </Button>
      </div>
    </form>
  );
}
