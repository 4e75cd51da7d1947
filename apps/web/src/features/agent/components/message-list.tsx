import { useEffect, useLayoutEffect, useRef } from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { OfflineDraftingNotice } from '@/components/offline-drafting-notice';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { chatErrorText, type TChatError } from '../lib/chat-error';
import type { TChatItem } from '../lib/chat-items';
import { AGENT_COPY as COPY } from '../texts';
import { AssistantMessage } from './assistant-message';
import { AssistantRow, ClearedNote, HelpCard, UnknownCommand, UserRow } from './command-cards';
import { MemoryCard } from './memory-cards';
import { SuggestionChips } from './suggestion-chips';
import { UnsentNote } from './unsent-note';

type TProps = {
  items: TChatItem[];
  loading: boolean;
  loadFailed: boolean;
  error: TChatError | null;
  /** A new chat, not yet started: the suggestions show when it is empty. */
  isNew: boolean;
  onRetryLoad: () => void;
  onSuggest: (text: string) => void;
  /** Sends the message the server did not keep again; `busy` while a turn is under way. */
  onRetry: () => void;
  busy: boolean;
};

/** How close to the bottom (px) still counts as reading the newest message. */
const STICK_PX = 64;

function Item({ item, onRetry, busy }: { item: TChatItem } & Pick<TProps, 'onRetry' | 'busy'>) {
  switch (item.kind) {
    case 'message':
      return item.role === 'user' ? (
        <UserRow
          after={item.unsent && <UnsentNote retryAt={item.unsent.retryAt} busy={busy} onRetry={onRetry} />}
        >
          {item.content}
        </UserRow>
      ) : (
        <AssistantRow>
          <AssistantMessage content={item.content} streaming={item.streaming} />
        </AssistantRow>
      );
    case 'command':
      return <UserRow command>{item.text}</UserRow>;
    case 'help':
      return (
        <AssistantRow>
          <HelpCard />
        </AssistantRow>
      );
    case 'memory':
      return (
        <AssistantRow>
          <MemoryCard view="memory" />
        </AssistantRow>
      );
    case 'keywords':
      return (
        <AssistantRow>
          <MemoryCard view="keywords" notice={item.notice} />
        </AssistantRow>
      );
    case 'unknown':
      return (
        <AssistantRow>
          <UnknownCommand command={item.command} />
        </AssistantRow>
      );
    case 'cleared':
      return <ClearedNote />;
  }
}

/**
 * The conversation, newest at the bottom. It follows new content while the reader is at the
 * bottom, stays put when they scrolled up, and jumps down again when they send something.
 */
export function MessageList({
  items,
  loading,
  loadFailed,
  error,
  isNew,
  onRetryLoad,
  onSuggest,
  onRetry,
  busy,
}: TProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const sentCount = items.filter(
    (i) => i.kind === 'command' || (i.kind === 'message' && i.role === 'user'),
  ).length;
  const lastSent = useRef(sentCount);
  const lastItem = items.at(-1);
  const tail = lastItem?.kind === 'message' ? lastItem.content.length : 0;
  // An empty chat reads from the top (notice, suggestions); a conversation from its newest end.
  const follow = useRef(false);
  follow.current = items.length > 0;

  const toBottom = () => {
    const el = scroller.current;
    if (el && stick.current && follow.current) el.scrollTop = el.scrollHeight;
  };

  useLayoutEffect(() => {
    if (sentCount > lastSent.current) stick.current = true;
    lastSent.current = sentCount;
    toBottom();
  }, [sentCount, items.length, tail, error, loading]);

  // Content that grows by itself (a card that loaded) or a field that grows keeps the end in view.
  useEffect(() => {
    const observer = new ResizeObserver(toBottom);
    if (scroller.current) observer.observe(scroller.current);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (el) stick.current = el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_PX;
  };

  const failure = error ? chatErrorText(error) : null;
  return (
    // A scroll box must be reachable by keyboard to be scrolled without a pointer.
    <div
      ref={scroller}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label={COPY.conversation}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
    >
      <div ref={content} className="mx-auto w-full max-w-3xl px-4 py-5 sm:px-6">
        {loading ? (
          <div role="status" aria-busy="true" aria-label={COPY.loadingConversation} className="space-y-4">
            <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
            <Skeleton className="h-16 w-4/5 rounded-2xl" />
            <Skeleton className="ml-auto h-10 w-2/5 rounded-2xl" />
          </div>
        ) : loadFailed ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-sm">
            <p className="text-muted">{TEXT.chat.sessionFailed}</p>
            <Button variant="outline" size="sm" onClick={onRetryLoad}>
              <RotateCw aria-hidden="true" />
              {COPY.retry}
            </Button>
          </div>
        ) : (
          <>
            <OfflineDraftingNotice className="mb-5" />
            {isNew && items.length === 0 && <SuggestionChips onPick={onSuggest} />}
            <div role="log" aria-label={COPY.conversation} aria-live="polite">
              <ol className="space-y-5">
                {items.map((item) => (
                  <Item key={item.id} item={item} onRetry={onRetry} busy={busy} />
                ))}
              </ol>
            </div>
            {failure && (
              <div
                role="alert"
                className="mt-5 flex items-start gap-2 rounded-md border border-destructive/40 bg-ignore-soft/50 px-3 py-2 text-sm"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                <div>
                  <p className="font-medium">{failure.title}</p>
                  {failure.detail && <p className="mt-0.5 text-muted">{failure.detail}</p>}
                </div>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
