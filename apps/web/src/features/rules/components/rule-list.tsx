import { useState } from 'react';
import { CircleAlert, ListChecks, RotateCw } from 'lucide-react';
import type { TQualificationRule } from '@gatling/shared/api/rules';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useDeleteRule } from '../api/delete-rule';
import { useRules } from '../api/get-rules';
import { failureDescription } from '../lib/failure-description';
import { RULES_COPY as COPY } from '../texts';
import { RuleItem } from './rule-item';

type TProps = {
  /** The trigger of the rule being edited, if any (one at a time). */
  editing: string | null;
  onEditingChange: (trigger: string | null) => void;
};

/** The rules, each collapsible, editable and deletable behind a confirmation; and the list's states. */
export function RuleList({ editing, onEditingChange }: TProps) {
  const query = useRules();
  const remove = useDeleteRule({
    onSuccess: () => toast({ title: TEXT.rules.deleted, variant: 'success' }),
    onError: (error) =>
      toast({
        title: TEXT.rules.deleteFailed,
        description: failureDescription(error),
        variant: 'destructive',
      }),
  });
  const [confirming, setConfirming] = useState<TQualificationRule | null>(null);

  if (query.isPending) {
    return (
      <div className="space-y-3 p-4" aria-busy="true">
        <p className="sr-only" role="status">
          {TEXT.loading}
        </p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-11 w-full" />
        ))}
      </div>
    );
  }

  const rules = query.data;
  // A failed refetch keeps the rules already shown.
  if (!rules) {
    return (
      <div
        role="alert"
        className="m-4 flex flex-col items-start gap-3 rounded-md border border-destructive/30 bg-destructive/10 p-4 text-sm sm:flex-row sm:items-center"
      >
        <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
        <p className="flex-1 font-medium break-words text-destructive">
          {TEXT.rules.loadFailed(query.error.message)}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className={cn(query.isFetching && 'animate-spin')} aria-hidden="true" />
          {COPY.list.retry}
        </Button>
      </div>
    );
  }

  if (rules.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <ListChecks className="size-5 text-muted" aria-hidden="true" />
        <p className="text-sm text-muted">{TEXT.rules.empty}</p>
      </div>
    );
  }

  const deleting = remove.isPending ? remove.variables : undefined;
  return (
    <>
      <ul aria-label={COPY.list.label} className="divide-y divide-border">
        {rules.map((rule) => (
          <RuleItem
            key={rule.trigger_prompt}
            rule={rule}
            editing={editing === rule.trigger_prompt}
            deleting={deleting === rule.trigger_prompt}
            onEdit={() => onEditingChange(rule.trigger_prompt)}
            onEditDone={() => onEditingChange(null)}
            onDelete={() => setConfirming(rule)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={COPY.confirm.title}
        description={TEXT.rules.deleteConfirm}
        confirmLabel={COPY.confirm.action}
        destructive
        onConfirm={() => {
          if (confirming) remove.mutate(confirming.trigger_prompt);
        }}
      />
    </>
  );
}
