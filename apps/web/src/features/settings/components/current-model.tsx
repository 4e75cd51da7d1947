import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { TDraftingModel, TModelSettings } from '@gatling/shared/api/model-settings';
import { DRAFTING_PROVIDER_LABELS } from '@gatling/shared/api/model-providers';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { useResetModelSettings } from '../api/reset-model-settings';
import { SETTINGS_COPY } from '../texts';

const COPY = SETTINGS_COPY.model;

/** "OpenAI · gpt-4.1-mini", or the offline drafter's name alone. */
export const describeModel = (m: Pick<TDraftingModel, 'provider' | 'model'>) =>
  m.model ? `${DRAFTING_PROVIDER_LABELS[m.provider]} · ${m.model}` : DRAFTING_PROVIDER_LABELS[m.provider];

/** Who drafts now: the instance's model, or the user's own with the way back to the instance's. */
export function CurrentModel({ settings }: { settings: TModelSettings }) {
  const [confirming, setConfirming] = useState(false);
  const reset = useResetModelSettings({
    onSuccess: () => toast({ title: COPY.resetDone, variant: 'success' }),
    onError: (error) =>
      toast({
        title: COPY.resetFailed,
        description: serverDetail(error) ?? undefined,
        variant: 'destructive',
      }),
  });
  const { drafting, instance } = settings;
  const own = drafting.source === 'own';
  const instanceModel = describeModel(instance);

  return (
    <div className="rounded-md border border-border bg-surface-2/50 p-3.5 sm:p-4">
      <p className="text-xs font-medium tracking-wide text-muted uppercase">{COPY.current}</p>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant={own ? 'accent' : 'neutral'}>{own ? COPY.ownModel : COPY.instanceDefault}</Badge>
        <span className="font-medium break-all" data-testid="drafting-now">
          {describeModel(drafting)}
        </span>
      </p>
      {own ? (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            {COPY.instanceDefault}: <span className="break-all text-foreground">{instanceModel}</span>
          </p>
          <Button
            variant="outline"
            size="sm"
            className="h-10 w-full sm:h-8 sm:w-auto"
            disabled={reset.isPending}
            onClick={() => setConfirming(true)}
          >
            <RotateCcw aria-hidden="true" />
            {COPY.useDefault}
          </Button>
        </div>
      ) : (
        <p className="mt-1.5 text-sm text-muted">
          {drafting.provider === 'offline' ? COPY.offline : COPY.instanceHelp}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={COPY.resetTitle}
        description={COPY.resetBody}
        confirmLabel={COPY.resetConfirm}
        destructive
        onConfirm={() => reset.mutate()}
      />
    </div>
  );
}
