import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { CircleAlert, Sparkles } from 'lucide-react';
import type { TChatMessage } from '@gatling/shared/api/audience';
import { TypingDots } from '@/components/typing-dots';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { AUDIENCE_COPY as COPY } from '../texts';

type TProps = {
  messages: TChatMessage[];
  pending: string | null;
  error: string | null;
  loading: boolean;
};

function Bubble({ role, children }: { role: TChatMessage['role']; children: ReactNode }) {
  const mine = role === 'user';
  return (
    <li className={cn('flex items-end gap-2', mine ? 'justify-end' : 'justify-start')}>
      {!mine && (
        <span
          aria-hidden="true"
          className="mb-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent"
        >
          <Sparkles className="size-3.5" />
        </span>
      )}
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap sm:max-w-[75%]',
          mine
            ? 'rounded-br-md bg-accent text-accent-foreground'
            : 'rounded-bl-md bg-surface-2 text-foreground',
        )}
      >
        <span className="sr-only">{mine ? COPY.you : COPY.assistant}: </span>
        {children}
      </div>
    </li>
  );
}

/** The conversation, newest at the bottom and kept in view; announced politely as it grows. */
export function ChatMessages({ messages, pending, error, loading }: TProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, pending, error, loading]);

  return (
    // A scroll box must be reachable by keyboard to be scrolled without a pointer.
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={COPY.conversation}
      className="max-h-[min(28rem,55dvh)] min-h-44 overflow-y-auto overscroll-contain px-3 py-4 sm:px-4"
    >
      {loading ? (
        <div role="status" aria-busy="true" aria-label={COPY.loadingConversation} className="space-y-3">
          <Skeleton className="h-14 w-3/4 rounded-2xl" />
          <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
          <Skeleton className="h-12 w-2/3 rounded-2xl" />
        </div>
      ) : (
        <div role="log" aria-label={COPY.conversation} aria-live="polite">
          <ol className="space-y-3">
            {messages.map((m, i) => (
              <Bubble key={i} role={m.role}>
                {m.content}
              </Bubble>
            ))}
            {pending !== null && (
              <>
                <Bubble role="user">{pending}</Bubble>
                <Bubble role="assistant">
                  <TypingDots label={COPY.typing} />
                </Bubble>
              </>
            )}
            {error && (
              <li
                role="alert"
                className="flex items-start gap-2 rounded-md border border-destructive/40 bg-ignore-soft/50 px-3 py-2 text-sm font-medium"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                <span>{error}</span>
              </li>
            )}
          </ol>
        </div>
      )}
    </div>
  );
}
