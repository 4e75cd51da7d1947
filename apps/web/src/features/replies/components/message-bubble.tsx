import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { clockTime } from '@/lib/format';
import { REPLIES_COPY } from '../texts';

const COPY = REPLIES_COPY.bubble;

/**
 * The draft as it would look sent (docs/product/screens.md#replies): a message bubble with a badge
 * and the time as HH:mm — and, to the eye and to a screen reader, a preview that says it is not sent
 * yet. The specification's heart ("Liked") and read tick said something untrue of a reply nobody
 * has seen (decision 0077): the badge marks a draft, the caption says "Not sent yet" (no tick), and the time
 * is when the card appeared, held still while it is on screen.
 */
export function MessageBubble({ text }: { text: string }) {
  const [time] = useState(() => clockTime(new Date()));
  return (
    <figure aria-label={COPY.label} className="flex flex-col items-end">
      <div className="relative max-w-[92%] rounded-2xl rounded-br-md bg-accent px-3.5 py-2.5 text-[0.95rem] leading-relaxed text-accent-foreground shadow-sm">
        <p data-testid="suggested-response" className="whitespace-pre-wrap break-words">
          {text}
        </p>
        <span
          role="img"
          aria-label={COPY.badge}
          className="absolute -bottom-2.5 -left-2 flex size-6 items-center justify-center rounded-full border border-border bg-surface text-muted shadow-sm"
        >
          <Pencil className="size-3.5" aria-hidden="true" />
        </span>
      </div>
      <figcaption className="mt-1.5 flex items-center gap-1 text-xs text-muted">
        <span>{COPY.notSent}</span>
        <span aria-hidden="true">·</span>
        <time className="tabular" aria-label={COPY.shownAt(time)}>
          {time}
        </time>
      </figcaption>
    </figure>
  );
}
