import { useLayoutEffect, type FormEvent } from 'react';
import { LoaderCircle, Plus } from 'lucide-react';
import { checkRule } from '@gatling/shared/api/rule-checks';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useAddRule } from '../api/add-rule';
import { useRuleDraft } from '../hooks/use-rule-draft';
import { draftOf } from '../lib/changed-fields';
import { failureDescription } from '../lib/failure-description';
import { RULES_COPY as COPY } from '../texts';
import { RuleFields } from './rule-fields';

/**
 * The add-rule form. A blank trigger (after trimming) says 'Trigger prompt is required' and sends
 * nothing. Tells the page whether it holds unsent text, so Escape does not throw it away.
 */
export function AddRuleForm({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { draft, setDraft, accept, fields } = useRuleDraft(draftOf);
  const add = useAddRule({
    onSuccess: () => toast({ title: TEXT.rules.added, variant: 'success' }),
    onError: (error) =>
      toast({ title: TEXT.rules.addFailed, description: failureDescription(error), variant: 'destructive' }),
  });
  const dirty = draft.trigger_prompt.trim() !== '' || draft.semantic_response.trim() !== '';

  // In the commit that changes it, so a key pressed right after (Escape) meets the page's new state.
  useLayoutEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const input = accept(checkRule(draft));
    if (input) add.mutate(input, { onSuccess: () => setDraft(draftOf()) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <RuleFields {...fields} />
      <Button type="submit" className="w-full sm:w-auto" disabled={add.isPending} aria-busy={add.isPending}>
        {add.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Plus aria-hidden="true" />
        )}
        {COPY.add.submit}
      </Button>
    </form>
  );
}
