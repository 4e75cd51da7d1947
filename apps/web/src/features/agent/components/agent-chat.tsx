import { useEffect, useState } from 'react';
import { PanelLeft, SquarePen } from 'lucide-react';
import { AGENT_INPUT_MAX } from '@gatling/shared/api/agent-content';
import { TEXT } from '@gatling/shared/spec';
import { ChatInput } from '@/components/chat-input';
import { Button } from '@/components/ui/button';
import { onDemand, useOnDemand } from '@/components/on-demand';
import { toast } from '@/components/ui/toast';
import { useChatSessions } from '../api/get-chat-sessions';
import { useAgentChat } from '../hooks/use-agent-chat';
import { useMediaQuery } from '@/lib/use-media-query';
import { sessionTitle } from '../lib/session-labels';
import { AGENT_COPY as COPY } from '../texts';
import { ChatHistory } from './chat-history';
import { MessageList } from './message-list';

/** The phone's history sheet loads when first opened: the chat is drawn without it. */
const historySheet = onDemand(() => import('./history-sheet'));

/** From this width the history is a sidebar; below it, a sheet from the left edge. */
const SIDEBAR_QUERY = '(min-width: 1024px)';

/**
 * /chat (docs/product/screens.md#chat): the history (sidebar on desktop, side sheet on a phone), the
 * conversation and the input. The screen fills the space between the header and the bottom navigation.
 * `onKeywordsChanged` runs after `/keywords add` or `remove` changed them (the app refreshes the keyword list
 * shown elsewhere).
 */
export function AgentChat({ onKeywordsChanged }: { onKeywordsChanged?: () => void } = {}) {
  const chat = useAgentChat(onKeywordsChanged ? { onKeywordsChanged } : {});
  const sessions = useChatSessions();
  const sidebar = useMediaQuery(SIDEBAR_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheet = useOnDemand(historySheet, sheetOpen);

  useEffect(() => {
    if (sessions.isError) toast({ title: TEXT.chat.historyFailed, variant: 'destructive' });
  }, [sessions.isError]);

  const current = chat.selectedId ? sessions.data?.find((s) => s.id === chat.selectedId) : null;
  const title = chat.selectedId && !current && sessions.isPending ? '' : sessionTitle(current);

  const history = (close: () => void) => (
    <ChatHistory
      selectedId={chat.selectedId}
      onSelect={(id) => {
        chat.select(id);
        close();
      }}
      onNewChat={() => {
        chat.newChat();
        close();
      }}
      onDeleted={chat.onDeleted}
    />
  );

  return (
    <div className="mx-auto flex h-[calc(100dvh-var(--header-h)-var(--bottom-nav-h)-env(safe-area-inset-bottom)-1rem)] w-full max-w-6xl border-border lg:h-dvh lg:border-x">
      {sidebar && (
        <aside
          aria-labelledby="chat-history-title"
          className="flex w-72 shrink-0 flex-col border-r border-border"
        >
          <h2 id="chat-history-title" className="px-4 pt-4 text-sm font-semibold">
            {COPY.history}
          </h2>
          {history(() => {})}
        </aside>
      )}
      <section aria-labelledby="chat-title" className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-border px-2 py-2 sm:px-4">
          {!sidebar && (
            <>
              <Button
                variant="ghost"
                size="icon"
                aria-label={COPY.openHistory}
                aria-haspopup="dialog"
                aria-expanded={sheetOpen}
                onClick={() => setSheetOpen(true)}
              >
                <PanelLeft aria-hidden="true" />
              </Button>
              {sheet && (
                <sheet.HistorySheet open={sheetOpen} onOpenChange={setSheetOpen}>
                  {history(() => setSheetOpen(false))}
                </sheet.HistorySheet>
              )}
            </>
          )}
          <div className="min-w-0 flex-1">
            <h1 id="chat-title" className="text-base font-semibold tracking-tight">
              {TEXT.chat.title}
            </h1>
            <p className="truncate text-xs text-muted" aria-live="polite">
              {title}
            </p>
          </div>
          {!sidebar && (
            <Button variant="ghost" size="icon" aria-label={TEXT.chat.newChat} onClick={chat.newChat}>
              <SquarePen aria-hidden="true" />
            </Button>
          )}
        </div>
        <MessageList
          items={chat.items}
          loading={chat.phase === 'loading'}
          loadFailed={chat.loadFailed}
          error={chat.error}
          isNew={chat.selectedId === null}
          onRetryLoad={chat.retryLoad}
          onSuggest={(text) => void chat.send(text)}
          onRetry={chat.retry}
          busy={chat.busy}
        />
        <div className="border-t border-border">
          <ChatInput
            className="mx-auto max-w-3xl border-t-0 px-3 sm:px-6"
            onSend={chat.send}
            disabled={chat.busy || chat.loadFailed}
            placeholder={COPY.placeholder}
            maxLength={AGENT_INPUT_MAX}
            onStop={chat.answering ? chat.stop : undefined}
          />
        </div>
      </section>
    </div>
  );
}
