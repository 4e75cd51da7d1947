import { useEffect, useId } from 'react';
import { RotateCw, ServerOff } from 'lucide-react';
import type { TOllamaModel } from '@gatling/shared/api/model-settings';
import { Button } from '@/components/ui/button';
import { QueryLoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useOllamaModels } from '../api/get-ollama-models';
import { SETTINGS_COPY } from '../texts';

const COPY = SETTINGS_COPY.model.ollama;

const gigabytes = (bytes: number) => `${(bytes / 1e9).toFixed(1)} GB`;
const detailsOf = (m: TOllamaModel) =>
  [m.parameter_size, m.family, m.size_bytes === null ? null : gigabytes(m.size_bytes)]
    .filter(Boolean)
    .join(' · ');

/**
 * The models the server's Ollama has pulled, to pick one; or, plainly, that Ollama is not running
 * (or turned off, or has no models), with a way to look again once it is started.
 */
export function OllamaModelPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (model: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const ollama = useOllamaModels(true);
  const running = ollama.data?.status === 'running' ? ollama.data.models : null;
  const first = running?.[0]?.name;

  // Nothing picked yet: the first model, so Save works at once.
  useEffect(() => {
    if (value === '' && first) onChange(first);
  }, [value, first, onChange]);

  if (ollama.isPending) {
    return (
      <div className="space-y-2">
        <p role="status" className="text-sm text-muted">
          {COPY.loading}
        </p>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (ollama.isError) {
    return <QueryLoadFailed query={ollama} title={COPY.loadFailed} retryLabel={COPY.lookAgain} />;
  }
  const lookAgain = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="h-10 w-full sm:h-8 sm:w-auto"
      disabled={ollama.isFetching}
      onClick={() => void ollama.refetch()}
    >
      <RotateCw aria-hidden="true" className={cn(ollama.isFetching && 'animate-spin')} />
      {COPY.lookAgain}
    </Button>
  );
  if (!running || running.length === 0) {
    const [title, help] =
      ollama.data.status === 'disabled'
        ? [COPY.disabled, null]
        : ollama.data.status === 'not_running'
          ? [COPY.notRunning, COPY.notRunningHelp]
          : [COPY.none, COPY.noneHelp];
    return (
      <div
        role="status"
        className="flex flex-col gap-3 rounded-md border border-border bg-surface-2/60 px-3.5 py-3 text-sm sm:flex-row sm:items-center"
      >
        <div className="flex min-w-0 flex-1 gap-2.5">
          <ServerOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <div className="min-w-0">
            <p className="font-medium">{title}</p>
            {help && <p className="mt-0.5 text-muted">{help}</p>}
          </div>
        </div>
        {ollama.data.status !== 'disabled' && lookAgain}
      </div>
    );
  }

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium">{COPY.label}</legend>
      <p id={`${id}-help`} className="text-xs text-muted">
        {COPY.pick}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {running.map((m) => (
          <label
            key={m.name}
            className={cn(
              'flex min-h-14 cursor-pointer items-center gap-3 rounded-md border bg-surface px-3 py-2.5 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === m.name ? 'border-accent bg-accent-soft' : 'border-border hover:bg-surface-2',
            )}
          >
            <input
              type="radio"
              name={`${id}-ollama`}
              value={m.name}
              checked={value === m.name}
              onChange={() => onChange(m.name)}
              className="size-4 shrink-0 accent-accent"
            />
            <span className="min-w-0">
              <span className="block truncate font-mono text-sm">{m.name}</span>
              <span className="block text-xs text-muted">{detailsOf(m)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="pt-1">{lookAgain}</div>
    </fieldset>
  );
}
