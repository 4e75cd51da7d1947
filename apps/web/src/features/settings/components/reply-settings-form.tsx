import { useId, useState, type FormEvent } from 'react';
import { LIMITS, TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { isValidUndoTimeout, readLocalSettings, writeLocalSettings } from '@/lib/local-settings';
import { SETTINGS_COPY as COPY } from '../texts';

/** docs/product/screens.md#settings: the undo timeout (integer 1–60 s), dry-send mode and Save Settings. */
export function ReplySettingsForm() {
  const [initial] = useState(readLocalSettings);
  const [undoTimeout, setUndoTimeout] = useState(String(initial.undoTimeout));
  const [drySendMode, setDrySendMode] = useState(initial.drySendMode);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const value = undoTimeout.trim() === '' ? NaN : Number(undoTimeout);
    if (!isValidUndoTimeout(value)) {
      setError(TEXT.settings.invalidUndoTimeout);
      return;
    }
    setError(null);
    writeLocalSettings({ undoTimeout: value, drySendMode });
    toast({ title: TEXT.settings.saved, variant: 'success' });
  };

  return (
    <form onSubmit={save} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-undo`}>{COPY.undoTimeout.label}</Label>
        <div className="flex items-center gap-2">
          <Input
            id={`${id}-undo`}
            type="number"
            inputMode="numeric"
            min={LIMITS.undoTimeoutMin}
            max={LIMITS.undoTimeoutMax}
            step={1}
            value={undoTimeout}
            onChange={(e) => setUndoTimeout(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-undo-help${error ? ` ${id}-undo-error` : ''}`}
            className="tabular w-24"
          />
          <span className="text-sm text-muted">{COPY.undoTimeout.unit}</span>
        </div>
        <p id={`${id}-undo-help`} className="text-xs text-muted">
          {COPY.undoTimeout.help}
        </p>
        {error && (
          <p id={`${id}-undo-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>

      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-dry`}
          checked={drySendMode}
          onCheckedChange={(checked) => setDrySendMode(checked === true)}
          aria-describedby={`${id}-dry-help`}
          className="mt-0.5"
        />
        <div className="space-y-0.5">
          <Label htmlFor={`${id}-dry`} className="cursor-pointer">
            {COPY.drySend.label}
          </Label>
          <p id={`${id}-dry-help`} className="text-xs text-muted">
            {COPY.drySend.help}
          </p>
        </div>
      </div>

      <Button type="submit" className="w-full sm:w-auto">
        {TEXT.settings.saveSettings}
      </Button>
    </form>
  );
}
