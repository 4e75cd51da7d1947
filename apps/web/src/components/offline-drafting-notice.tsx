import { useId } from 'react';
import { Unplug } from 'lucide-react';
import { cn } from '@/lib/cn';
import { publicConfig } from '@/lib/public-config';

export const OFFLINE_DRAFTING_COPY = {
  title: 'Drafting is offline',
  body: 'No language model is connected, so replies are built from your own posts. For model-written drafts, set these on the server:',
  settings: ['LLM_PROVIDER', 'LLM_MODEL', 'LLM_API_KEY'],
} as const;

/**
 * Says plainly that the deployment runs without a language model (public config llm_offline), so
 * nobody mistakes the offline drafter's output for a model's. Renders nothing when a model is set.
 */
export function OfflineDraftingNotice({ className }: { className?: string }) {
  const id = useId();
  if (!publicConfig().llm_offline) return null;
  return (
    <div
      role="note"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className={cn(
        'flex items-start gap-3 rounded-md border border-border bg-surface-2/60 px-3.5 py-3 text-sm',
        className,
      )}
    >
      <Unplug aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
      <div className="min-w-0">
        <p id={`${id}-title`} className="font-medium">
          {OFFLINE_DRAFTING_COPY.title}
        </p>
        <p id={`${id}-body`} className="mt-0.5 text-muted">
          {OFFLINE_DRAFTING_COPY.body}{' '}
          {OFFLINE_DRAFTING_COPY.settings.map((name, i) => (
            <span key={name}>
              <code className="rounded-sm bg-surface px-1 py-px font-mono text-[0.8em] text-foreground">
                {name}
              </code>
              {i < OFFLINE_DRAFTING_COPY.settings.length - 1 ? ', ' : '.'}
            </span>
          ))}
        </p>
      </div>
    </div>
  );
}
