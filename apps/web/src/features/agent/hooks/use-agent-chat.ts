import { useCallback, useRef } from 'react';
import { useChatTurn, type TChatTurnOptions } from '@/lib/chat/use-chat-turn';
import type { TChatError } from '../lib/chat-error';
import { useAgentSend } from './use-agent-send';
import { useChatView } from './use-chat-view';
import { useSessionParam } from './use-session-param';
import { useSlashCommands } from './use-slash-commands';

const CONNECTION: TChatTurnOptions<TChatError> = {
  offlineError: { kind: 'connection' },
  isConnectionError: (error) => error.kind === 'connection',
};

/**
 * The agent chat (docs/product/states.md, Chat): idle or streaming. The open session lives in the
 * URL; its messages load when it changes. A new message (or leaving the session) aborts the one in
 * flight, silently. After the first message of a new chat, the session named by x-session-id is
 * selected and the list reloads. A message the server did not keep can be sent again (retry).
 */
export function useAgentChat({ onKeywordsChanged }: { onKeywordsChanged?: () => void } = {}) {
  const { selectedId, setSessionParam } = useSessionParam();
  // Aborting the answer in flight ends its send silently, without touching the phase.
  const { error, setError, run, abort: abortInFlight } = useChatTurn(CONNECTION);
  const view = useChatView({ selectedId, abortInFlight, setError });
  const { viewing, setItems, setPhase, load, showNewChat } = view;
  const runCommand = useSlashCommands({ viewing, setItems, setError, load, onKeywordsChanged });
  const stopped = useRef(false);
  const send = useAgentSend({ viewing, setItems, setPhase, run, runCommand, setSessionParam, stopped });

  const select = useCallback((id: string) => setSessionParam(id), [setSessionParam]);

  const newChat = useCallback(() => {
    showNewChat();
    setSessionParam(null);
  }, [setSessionParam, showNewChat]);

  const stop = useCallback(() => {
    stopped.current = true;
    abortInFlight();
    setPhase('idle');
  }, [abortInFlight, setPhase]);

  /** Sends the message the server did not keep again, once its Retry-After has passed. */
  const retry = useCallback(() => {
    const item = view.items.findLast((i) => i.kind === 'message' && i.unsent !== undefined);
    if (item?.kind !== 'message' || (item.unsent?.retryAt ?? 0) > Date.now()) return;
    void send(item.content);
  }, [view.items, send]);

  const retryLoad = useCallback(() => {
    if (viewing.current) void load(viewing.current);
  }, [viewing, load]);

  /** A deleted session that is open gives way to a new chat. */
  const onDeleted = useCallback(
    (id: string) => {
      if (viewing.current === id) newChat();
    },
    [viewing, newChat],
  );

  return {
    selectedId,
    items: view.items,
    phase: view.phase,
    busy: view.phase !== 'idle',
    answering: view.phase === 'sending' || view.phase === 'streaming',
    error,
    loadFailed: view.loadFailed,
    send,
    stop,
    retry,
    select,
    newChat,
    retryLoad,
    onDeleted,
  };
}
