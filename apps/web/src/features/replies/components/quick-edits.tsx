import { Sparkles } from 'lucide-react';
import { QUICK_EDITS, TEXT, type TEditType } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { PressToLoad } from '@/components/ui/press-to-load';
import { useEditResponse } from '../api/edit-response';
import { toastRewriteFailure } from '../lib/plan-limit';
import { REPLIES_COPY } from '../texts';
import { MoreEditsButton } from './card-menu-buttons';
import { loadCardMenus, MoreEditsMenu } from './lazy-card-menus';

/**
 * The card's quick edits (spec §2): 'Too stuffy' and 'Punchier', and a further menu; each rewrites
 * the draft on the server and the card shows the new text.
 */
export function QuickEdits({ interactionId }: { interactionId: string }) {
  const edit = useEditResponse({ onError: toastRewriteFailure(TEXT.replies.editFailed) });
  const busy = edit.isPending;
  const run = (edit_type: TEditType) => edit.mutate({ reply_id: interactionId, edit_type });
  return (
    <div
      role="group"
      aria-label={REPLIES_COPY.quickEdits.label}
      aria-busy={busy}
      className="flex flex-wrap items-center gap-1.5"
    >
      <Sparkles className="mr-0.5 size-3.5 text-accent" aria-hidden="true" />
      {QUICK_EDITS.map(({ label, edit_type }) => (
        <Button
          key={label}
          type="button"
          variant="outline"
          size="sm"
          className="rounded-full"
          disabled={busy}
          onClick={() => run(edit_type)}
        >
          {label}
        </Button>
      ))}
      <PressToLoad
        preload={loadCardMenus}
        trigger={(props) => <MoreEditsButton disabled={busy} {...props} />}
      >
        <MoreEditsMenu busy={busy} onPick={run} />
      </PressToLoad>
      {busy && (
        <span role="status" className="ml-1 text-xs text-muted">
          {REPLIES_COPY.quickEdits.busy}
        </span>
      )}
    </div>
  );
}
