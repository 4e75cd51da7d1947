import { useEffect, useRef, useState } from 'react';
import { Sparkles, Undo2 } from 'lucide-react';
import { QUICK_EDITS, TEXT, type TEditType } from '@gatling/shared/spec';
import type { TDraftedBy, TEditResponseAnswer } from '@gatling/shared/api/replies';
import { Button } from '@/components/ui/button';
import { PressToLoad } from '@/components/ui/press-to-load';
import { ApiError, serverDetail } from '@/lib/api-error';
import { isCancelled, useEditResponse, useRestoreResponse } from '../api/edit-response';
import { toastRewriteFailure } from '../lib/plan-limit';
import { REPLIES_COPY } from '../texts';
import { MoreEditsButton } from './card-menu-buttons';
import { loadCardMenus, MoreEditsMenu } from './lazy-card-menus';

/**
 * The card's quick edits (docs/product/screens.md#replies): 'Too stuffy' and 'Punchier', and a further menu;
 * each rewrites the draft on the server and the card shows the new text. Undo puts back the text from before
 * each quick edit, one at a time. When an edit cannot change the reply, the server says why (a 422 with its
 * reason) and the reason shows here instead of a failure. While a rewrite runs, Cancel stops it (the request
 * and, on the server, the model call): nothing changes, and focus goes back to the control that started it.
 */
export function QuickEdits({
  replyId,
  text,
  draftedBy,
  onRewritten,
}: {
  replyId: string;
  text: string;
  /** The writer of `text`: an undo puts it back with the text, so the card's label follows. */
  draftedBy: TDraftedBy;
  /**
   * After a rewrite or its undo, with the server's answer: where the card's text lives outside the
   * review stack (the inbox's follow-ups), its owner keeps it in step. The review stack's own cache
   * is updated either way.
   */
  onRewritten?: (answer: TEditResponseAnswer) => void;
}) {
  // The texts before each quick edit of this card and their writers, latest last.
  const [earlier, setEarlier] = useState<{ text: string; kind: TDraftedBy['kind'] }[]>([]);
  const [reason, setReason] = useState<string | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // The edit last started: its control gets the focus back when the rewrite ends.
  const used = useRef<TEditType | null>(null);
  const failed = toastRewriteFailure(TEXT.replies.editFailed);
  const edit = useEditResponse({
    ...(onRewritten ? { onSuccess: onRewritten } : {}),
    onError: (error) => {
      if (isCancelled(error)) return;
      const why = cannotReason(error);
      if (why) setReason(why);
      else failed(error);
    },
  });
  const restore = useRestoreResponse({
    ...(onRewritten ? { onSuccess: onRewritten } : {}),
    onError: toastRewriteFailure(REPLIES_COPY.quickEdits.undoFailed),
  });
  const busy = edit.isPending || restore.isPending;
  const rewriting = edit.isPending;
  const wasRewriting = useRef(false);
  useEffect(() => {
    // The control pressed is disabled while the rewrite runs: Cancel holds the focus meanwhile,
    // and hands it back to that control once the rewrite ended (unless the user moved it).
    if (rewriting) cancelButton.current?.focus();
    else if (wasRewriting.current && focusLost() && group.current && used.current)
      controlOf(group.current, used.current)?.focus();
    wasRewriting.current = rewriting;
  }, [rewriting]);
  const run = (edit_type: TEditType) => {
    used.current = edit_type;
    setReason(null);
    edit.mutate(
      { reply_id: replyId, edit_type },
      { onSuccess: () => setEarlier((list) => [...list, { text, kind: draftedBy.kind }]) },
    );
  };
  const undo = () => {
    const previous = earlier.at(-1);
    if (previous === undefined) return;
    setReason(null);
    restore.mutate(
      { reply_id: replyId, text: previous.text, drafted_by: { kind: previous.kind } },
      { onSuccess: () => setEarlier((list) => list.slice(0, -1)) },
    );
  };
  return (
    <div className="space-y-2">
      <div
        ref={group}
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
            data-edit-type={edit_type}
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
          <MoreEditsMenu trigger={<MoreEditsButton />} busy={busy} onPick={run} />
        </PressToLoad>
        {earlier.length > 0 && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="rounded-full"
            disabled={busy}
            onClick={undo}
          >
            <Undo2 className="size-3.5" aria-hidden="true" />
            {REPLIES_COPY.quickEdits.undo}
          </Button>
        )}
        {busy && (
          <span role="status" className="ml-1 text-xs text-muted">
            {REPLIES_COPY.quickEdits.busy}
          </span>
        )}
        {rewriting && (
          <Button ref={cancelButton} type="button" variant="ghost" size="sm" onClick={edit.cancel}>
            {REPLIES_COPY.quickEdits.cancel}
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-muted empty:hidden">
        {reason}
      </p>
    </div>
  );
}

/** Nothing has the focus any more (the Cancel button that had it is gone). */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/** The control of an edit: its own button, or the further menu's button for the edits in that menu. */
function controlOf(group: HTMLElement, edit: TEditType): HTMLElement | null {
  return (
    group.querySelector<HTMLElement>(`[data-edit-type="${edit}"]`) ??
    group.querySelector<HTMLElement>(`[aria-label="${REPLIES_COPY.quickEdits.moreLabel}"]`)
  );
}

/** The reason the server gives when a quick edit cannot change the reply (its 422), else null. */
function cannotReason(error: Error): string | null {
  return error instanceof ApiError && error.status === 422 ? serverDetail(error) : null;
}
