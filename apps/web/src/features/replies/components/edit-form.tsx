import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { WandSparkles } from 'lucide-react';
import {
  BLUESKY_MAX_GRAPHEMES,
  graphemeLength,
  PLATFORM_NAMES,
  type TPlatform,
} from '@gatling/shared/api/platform-list';
import { REPLY_TEXT_MAX } from '@gatling/shared/api/text-limits';
import { MORE_EDITS, QUICK_EDITS, TEXT, type TEditType } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useKeepToastsClear } from '@/components/ui/toast-placement';
import { cn } from '@/lib/cn';
import { isOverlayOpen } from '@/lib/keys';
import { usePreviewEdit } from '../api/preview-edit';
import { sentenceCase } from '../lib/labels';
import type { TEditDraft } from '../lib/pending-review';
import { toastRewriteFailure } from '../lib/plan-limit';
import { X_MAX_LENGTH, xLength } from '../lib/x-length';
import { REPLIES_COPY } from '../texts';

const COPY = REPLIES_COPY.edit;

/** One button per edit type, named as the card's quick edits and further menu name them. */
const REWRITES: { label: string; edit_type: TEditType }[] = [
  ...QUICK_EDITS,
  ...MORE_EDITS.filter((m) => !QUICK_EDITS.some((q) => q.edit_type === m.edit_type)),
];

type TEditFormProps = {
  initial: TEditDraft;
  /** The network the reply goes out on: its own length rule (X: weighted, Bluesky: graphemes). */
  platform: TPlatform;
  onSubmit: (draft: TEditDraft) => void;
  onCancel: () => void;
};

/**
 * The edit form (docs/product/screens.md#replies; swipe up or Edit): the draft in a textarea with the
 * network's character count (X's weighted one, or Bluesky's 300 graphemes), optional rewrites previewed in place, 'Save as Qualification Rule', Submit and Cancel (or
 * Esc).
 */
export function EditForm({ initial, platform, onSubmit, onCancel }: TEditFormProps) {
  const id = useId();
  const [text, setText] = useState(initial.text);
  const [saveAsRule, setSaveAsRule] = useState(initial.saveAsRule);
  const preview = usePreviewEdit({ onError: toastRewriteFailure(TEXT.replies.previewFailed) });
  const bluesky = platform === 'bluesky';
  const max = bluesky ? BLUESKY_MAX_GRAPHEMES : X_MAX_LENGTH;
  const length = bluesky ? graphemeLength(text) : xLength(text);
  const tooLong = length > max;
  const blank = text.trim() === '';
  const buttons = useRef<HTMLDivElement>(null);
  // A confirmation of an earlier decision that arrives while editing stays off Cancel and Submit.
  useKeepToastsClear(buttons);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isOverlayOpen()) return;
      event.preventDefault();
      onCancel();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onCancel]);

  const rewrite = (edit_type: TEditType) =>
    preview.mutate({ text, edit_type }, { onSuccess: ({ edited_text }) => setText(edited_text) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || tooLong) return;
    onSubmit({ text: text.trim(), saveAsRule });
  };

  return (
    <form aria-label={COPY.title} onSubmit={submit} className="space-y-3">
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor={`${id}-text`}>{COPY.label}</Label>
          <span
            id={`${id}-count`}
            aria-label={COPY.countLabel(length, max)}
            className={cn('text-xs tabular', tooLong ? 'font-semibold text-destructive' : 'text-muted')}
          >
            {COPY.count(length, max)}
          </span>
        </div>
        <Textarea
          id={`${id}-text`}
          autoFocus
          rows={5}
          value={text}
          maxLength={REPLY_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-count${tooLong ? ` ${id}-long` : ''}`}
          disabled={preview.isPending}
          className="min-h-32 resize-y"
        />
        {tooLong && (
          <p id={`${id}-long`} role="alert" className="text-sm font-medium text-destructive">
            {COPY.tooLong(PLATFORM_NAMES[platform], max)}
          </p>
        )}
      </div>

      <div role="group" aria-label={COPY.rewriteLabel} className="flex flex-wrap items-center gap-1.5">
        <WandSparkles className="mr-0.5 size-3.5 text-accent" aria-hidden="true" />
        {REWRITES.map(({ label, edit_type }) => (
          <Button
            key={edit_type}
            type="button"
            variant="outline"
            size="sm"
            className="rounded-full"
            disabled={preview.isPending || blank}
            onClick={() => rewrite(edit_type)}
          >
            {sentenceCase(label)}
          </Button>
        ))}
        {/* A slow model can be left: the text stays as it was. */}
        {preview.isPending && (
          <Button type="button" variant="ghost" size="sm" onClick={preview.cancel}>
            {REPLIES_COPY.quickEdits.stop}
          </Button>
        )}
      </div>

      <div className="flex items-start gap-2.5">
        {/* The browser's own checkbox: the styled one would bring its library onto the review screen. */}
        <input
          type="checkbox"
          id={`${id}-rule`}
          checked={saveAsRule}
          onChange={(e) => setSaveAsRule(e.target.checked)}
          aria-describedby={`${id}-rule-hint`}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent"
        />
        <div>
          <Label htmlFor={`${id}-rule`} className="cursor-pointer">
            {TEXT.replies.saveAsRule}
          </Label>
          <p id={`${id}-rule-hint`} className="text-xs text-muted">
            {COPY.ruleHint}
          </p>
        </div>
      </div>

      <div ref={buttons} className="flex gap-2 pt-1">
        <Button
          type="button"
          variant="outline"
          className="flex-1"
          onClick={onCancel}
          aria-keyshortcuts="Escape"
        >
          {COPY.cancel}
          <kbd
            aria-hidden="true"
            className="hidden rounded-sm border border-border px-1 font-sans text-[0.7rem] font-semibold text-muted lg:inline"
          >
            {REPLIES_COPY.keyHints.cancel}
          </kbd>
        </Button>
        <Button type="submit" className="flex-1" disabled={blank || tooLong || preview.isPending}>
          {COPY.submit}
        </Button>
      </div>
    </form>
  );
}
