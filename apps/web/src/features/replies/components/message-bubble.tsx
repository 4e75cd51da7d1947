import { CheckCheck, Heart } from 'lucide-react';
import { clockTime } from '@/lib/format';
import { REPLIES_COPY } from '../texts';

/**
 * The draft as a sent message (docs/product/screens.md#replies): a bubble with a reaction badge and a read
 * tick showing the current time as HH:mm.
 */
export function MessageBubble({ text }: { text: string }) {
  const time = clockTime(new Date());
  return (
    <figure className="flex flex-col items-end">
      <div className="relative max-w-[92%] rounded-2xl rounded-br-md bg-accent px-3.5 py-2.5 text-[0.95rem] leading-relaxed text-accent-foreground shadow-sm">
        <p data-testid="suggested-response" className="whitespace-pre-wrap break-words">
          {text}
        </p>
        <span
          role="img"
          aria-label={REPLIES_COPY.reaction}
          className="absolute -bottom-2.5 -left-2 flex size-6 items-center justify-center rounded-full border border-border bg-surface shadow-sm"
        >
          <Heart className="size-3.5 fill-ignore text-ignore" aria-hidden="true" />
        </span>
      </div>
      <figcaption className="mt-1.5 flex items-center gap-1 text-xs text-muted">
        <time className="tabular" aria-label={REPLIES_COPY.readAt(time)}>
          {time}
        </time>
        <CheckCheck className="size-3.5 text-accent" aria-hidden="true" />
      </figcaption>
    </figure>
  );
}
