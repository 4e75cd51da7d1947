import { Sparkles } from 'lucide-react';
import { AGENT_COPY as COPY } from '../texts';

/** The empty state of a new chat: what the assistant is for, and a few first messages to pick. */
export function SuggestionChips({ onPick }: { onPick: (text: string) => void }) {
  return (
    <div className="flex flex-col items-center px-2 pt-4 pb-6 text-center sm:pt-[min(10vh,5rem)]">
      <span
        aria-hidden="true"
        className="mb-4 flex size-11 items-center justify-center rounded-2xl bg-accent-soft text-accent"
      >
        <Sparkles className="size-5" />
      </span>
      <h2 className="text-lg font-semibold tracking-tight">{COPY.emptyTitle}</h2>
      <p className="mt-1.5 max-w-md text-sm text-muted">{COPY.emptyBody}</p>
      <ul aria-label={COPY.suggestionsLabel} className="mt-6 grid w-full max-w-lg gap-2 sm:grid-cols-2">
        {COPY.suggestions.map((text) => (
          <li key={text}>
            <button
              type="button"
              onClick={() => onPick(text)}
              className="h-full w-full cursor-pointer rounded-lg border border-border bg-surface px-3.5 py-2.5 text-left text-sm shadow-xs transition-colors hover:border-accent/40 hover:bg-accent-soft/40"
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
