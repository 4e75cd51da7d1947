import { useId, useState } from 'react';
import { ListChecks, LoaderCircle } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useDeleteLearnedRule } from '../api/delete-learned-rule';
import { useUpdateLearnedRule } from '../api/update-learned-rule';
import { settleLearnedRule, type TLearnedRule } from '../lib/learned-rules';
import { REPLIES_COPY } from '../texts';
import { LearnedRuleForm } from './learned-rule-form';

const COPY = REPLIES_COPY.learnedRule;

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: serverDetail(error) ?? undefined, variant: 'destructive' });

type TProps = { rule: TLearnedRule; more: number; className?: string };

/**
 * A rule learned from an edit, in words: which posts it applies to and how to reply. Keep leaves
 * it saved; Edit changes its text in place (PATCH); Remove deletes it. For a rule the user had
 * already, the edit's wording is offered instead of theirs. None of it touches the reply itself.
 */
export function LearnedRuleCard({ rule, more, className }: TProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const update = useUpdateLearnedRule();
  const remove = useDeleteLearnedRule();
  const busy = update.isPending || remove.isPending;
  const duplicate = rule.status === 'duplicate';
  const done = () => settleLearnedRule(rule.id);

  const onRemove = () =>
    remove.mutate(rule.trigger_prompt, {
      onSuccess: () => {
        toast({ title: TEXT.rules.deleted, variant: 'success' });
        done();
      },
      onError: failed(TEXT.rules.deleteFailed),
    });
  const onUseThis = () =>
    update.mutate(
      { trigger: rule.trigger_prompt, patch: { semantic_response: rule.semantic_response } },
      {
        onSuccess: () => {
          toast({ title: TEXT.rules.updated, variant: 'success' });
          done();
        },
        onError: failed(TEXT.rules.updateFailed),
      },
    );

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="learned-rule"
      className={cn('rounded-lg border border-accent/30 bg-surface px-4 py-3 shadow-card sm:px-5', className)}
    >
      <div className="flex items-center gap-2">
        <ListChecks className="size-4 shrink-0 text-accent" aria-hidden="true" />
        <h2 id={`${id}-title`} className="text-sm font-semibold">
          {duplicate ? COPY.duplicate : COPY.created}
        </h2>
        {more > 0 && <span className="ml-auto text-xs text-muted tabular">{COPY.more(more)}</span>}
      </div>
      {editing ? (
        <LearnedRuleForm rule={rule} onCancel={() => setEditing(false)} onSaved={done} />
      ) : (
        <>
          {duplicate && <p className="mt-1 text-sm text-muted">{COPY.duplicateBody}</p>}
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-muted">{COPY.appliesTo}</dt>
            <dd className="font-medium break-words">{rule.trigger_prompt}</dd>
            <dt className="text-muted">{COPY.reply}</dt>
            <dd className="break-words">{rule.semantic_response}</dd>
          </dl>
          {!duplicate && rule.description && <p className="mt-2 text-xs text-muted">{rule.description}</p>}
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            {duplicate ? (
              <>
                <Button variant="outline" size="sm" onClick={done} disabled={busy}>
                  {COPY.keepMine}
                </Button>
                <Button size="sm" onClick={onUseThis} disabled={busy} aria-busy={update.isPending}>
                  {update.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                  {COPY.useThis}
                </Button>
              </>
            ) : (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-muted hover:text-destructive"
                  onClick={onRemove}
                  disabled={busy}
                  aria-busy={remove.isPending}
                >
                  {remove.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                  {COPY.remove}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setEditing(true)} disabled={busy}>
                  {COPY.edit}
                </Button>
                <Button size="sm" onClick={done} disabled={busy}>
                  {COPY.keep}
                </Button>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
