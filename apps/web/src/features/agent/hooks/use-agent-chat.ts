import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TChatSession } from '@gatling/shared/api/agent';
import { keywordInWords } from '@gatling/shared/keywords';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { useChatTurn, type TChatTurnOptions, type TSendResult } from '@/lib/chat/use-chat-turn';
import { changeKeyword } from '../api/change-keyword';
import { AGENT_MEMORY_KEY } from '../api/get-agent-memory';
import { chatSessionQuery } from '../api/get-chat-session';
import { CHAT_SESSIONS_KEY } from '../api/get-chat-sessions';
import { sendAgentMessage } from '../api/send-agent-message';
import { nextItemId, toItems, type TChatItem, type TKeywordsNotice } from '../lib/chat-items';
import { toChatError, type TChatError } from '../lib/chat-error';
import { keywordsRequest, parseSlashCommand, type TParsedCommand } from '../lib/slash-command';
import { AGENT_COPY as COPY } from '../texts';

/** The query parameter naming the open session, so a reload or a shared link reopens it. */
export const SESSION_PARAM = 'session';

export type TChatPhase = 'idle' | 'loading' | 'sending' | 'streaming';

const CONNECTION: TChatTurnOptions<TChatError> = {
  offlineError: { kind: 'connection' },
  isConnectionError: (error) => error.kind === 'connection',
};

/**
 * Spec §4 Chat: idle or streaming. The open session lives in the URL; its messages load when it
 * changes. A new message (or leaving the session) aborts the one in flight, silently. After the
 * first message of a new chat, the session named by x-session-id is selected and the list reloads.
 */
export function useAgentChat({ onKeywordsChanged }: { onKeywordsChanged?: () => void } = {}) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(SESSION_PARAM);
  /** The session the items on screen belong to; null for a chat not started yet. */
  const viewing = useRef<string | null>(null);
  // Aborting the answer in flight ends its send silently, without touching the phase.
  const { error, setError, run, abort: abortInFlight } = useChatTurn(CONNECTION);
  const [items, setItems] = useState<TChatItem[]>([]);
  const [phase, setPhase] = useState<TChatPhase>('idle');
  const [loadFailed, setLoadFailed] = useState(false);

  const setSessionParam = useCallback(
    (id: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set(SESSION_PARAM, id);
          else next.delete(SESSION_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const load = useCallback(
    async (id: string) => {
      abortInFlight();
      viewing.current = id;
      setItems([]);
      setError(null);
      setLoadFailed(false);
      setPhase('loading');
      try {
        const detail = await queryClient.fetchQuery(chatSessionQuery(id));
        if (viewing.current === id) setItems(toItems(detail.messages));
      } catch {
        if (viewing.current !== id) return;
        setLoadFailed(true);
        toast({ title: TEXT.chat.sessionFailed, variant: 'destructive' });
      } finally {
        if (viewing.current === id) setPhase('idle');
      }
    },
    [abortInFlight, queryClient, setError],
  );

  const showNewChat = useCallback(() => {
    abortInFlight();
    viewing.current = null;
    setItems([]);
    setError(null);
    setLoadFailed(false);
    setPhase('idle');
  }, [abortInFlight, setError]);

  // The URL names the session: open it when it changes (a pick, back/forward, a reload).
  useEffect(() => {
    if (selectedId === viewing.current) return;
    if (selectedId) void load(selectedId);
    else showNewChat();
  }, [selectedId, load, showNewChat]);

  const select = useCallback((id: string) => setSessionParam(id), [setSessionParam]);

  const newChat = useCallback(() => {
    showNewChat();
    setSessionParam(null);
  }, [setSessionParam, showNewChat]);

  const runCommand = useCallback(
    (parsed: TParsedCommand, text: string) => {
      setError(null);
      const echo: TChatItem = { kind: 'command', id: nextItemId(), text };
      if (parsed.kind === 'unknown') {
        setItems((list) => [...list, echo, { kind: 'unknown', id: nextItemId(), command: parsed.command }]);
        return;
      }
      switch (parsed.command) {
        case '/clear':
          setItems(viewing.current ? [{ kind: 'cleared', id: nextItemId() }] : []);
          return;
        case '/reset':
          if (viewing.current) void load(viewing.current);
          else setItems([]);
          return;
        case '/memory':
          // Fresh figures for the new card (and any earlier one); the card shows its own loading.
          void queryClient.invalidateQueries({ queryKey: AGENT_MEMORY_KEY });
          setItems((list) => [...list, echo, { kind: 'memory', id: nextItemId() }]);
          return;
        case '/keywords': {
          void queryClient.invalidateQueries({ queryKey: AGENT_MEMORY_KEY });
          const request = keywordsRequest(parsed.args);
          const id = nextItemId();
          if (request === null || request.verb === 'usage') {
            const notice: TKeywordsNotice | undefined =
              request === null ? undefined : { state: 'failed', text: COPY.keywordsUsage };
            setItems((list) => [...list, echo, { kind: 'keywords', id, ...(notice ? { notice } : {}) }]);
            return;
          }
          const words = keywordInWords(request.words).words;
          const pending = request.verb === 'add' ? COPY.keywordsAdding(words) : COPY.keywordsRemoving(words);
          const settle = (notice: TKeywordsNotice) =>
            setItems((list) => list.map((item) => (item.id === id ? { ...item, notice } : item)));
          setItems((list) => [
            ...list,
            echo,
            { kind: 'keywords', id, notice: { state: 'pending', text: pending } },
          ]);
          changeKeyword(request).then(
            (answer) => {
              const changed = keywordInWords(answer.keyword).words;
              settle({
                state: 'done',
                text: request.verb === 'add' ? COPY.keywordsAdded(changed) : COPY.keywordsRemoved(changed),
              });
              void queryClient.invalidateQueries({ queryKey: AGENT_MEMORY_KEY });
              onKeywordsChanged?.();
            },
            (error: unknown) =>
              settle({
                state: 'failed',
                text:
                  serverDetail(error) ??
                  TEXT.audience.errorPrefix(error instanceof Error ? error.message : String(error)),
              }),
          );
          return;
        }
        case '/help':
          setItems((list) => [...list, echo, { kind: 'help', id: nextItemId() }]);
      }
    },
    [load, queryClient, setError, onKeywordsChanged],
  );

  /** Spec §4: after a turn the list is reloaded; a new chat without x-session-id selects the first item. */
  const afterTurn = useCallback(
    async (startedIn: string | null, named: boolean, answered: boolean) => {
      await queryClient.invalidateQueries({ queryKey: CHAT_SESSIONS_KEY });
      if (startedIn !== null || named || !answered || viewing.current !== null) return;
      const first = queryClient.getQueryData<TChatSession[]>(CHAT_SESSIONS_KEY)?.[0];
      if (first) setSessionParam(first.id);
    },
    [queryClient, setSessionParam],
  );

  const send = useCallback(
    async (text: string): Promise<TSendResult> => {
      const userInput = text.trim();
      if (!userInput) return 'failed';
      const parsed = parseSlashCommand(userInput);
      if (parsed) {
        runCommand(parsed, userInput);
        return 'sent';
      }
      const startedIn = viewing.current;
      const replyId = nextItemId();
      const patchReply = (patch: { content?: string; streaming?: boolean }) =>
        setItems((list) =>
          list.flatMap((item) => {
            if (item.id !== replyId || item.kind !== 'message') return [item];
            const next = { ...item, ...patch };
            // An answer that never started leaves no empty bubble behind.
            return next.streaming === false && next.content === '' ? [] : [next];
          }),
        );
      setItems((list) => [
        ...list.filter((item) => item.kind !== 'cleared'),
        { kind: 'message', id: nextItemId(), role: 'user', content: userInput },
        { kind: 'message', id: replyId, role: 'assistant', content: '', streaming: true },
      ]);
      setPhase('sending');
      let named = false;
      let answered = false;
      return run({
        request: (signal) =>
          sendAgentMessage(
            { user_input: userInput, session_id: startedIn },
            {
              signal,
              onSession: (id) => {
                if (signal.aborted) return;
                setPhase('streaming');
                if (startedIn !== null || !id || viewing.current !== null) return;
                // The new chat is now this session: keep what is on screen, name it in the URL.
                named = true;
                viewing.current = id;
                setSessionParam(id);
              },
              onText: (content) => patchReply({ content }),
            },
          ),
        answered: () => {
          answered = true;
        },
        // The message stays in the conversation: the server keeps it even when the answer fails.
        failed: (err) => ({ error: toChatError(err), result: 'sent' }),
        settled: (current) => {
          patchReply({ streaming: false });
          if (current) setPhase('idle');
          void afterTurn(startedIn, named, answered);
        },
      });
    },
    [afterTurn, run, runCommand, setSessionParam],
  );

  const stop = useCallback(() => {
    abortInFlight();
    setPhase('idle');
  }, [abortInFlight]);

  const retryLoad = useCallback(() => {
    if (viewing.current) void load(viewing.current);
  }, [load]);

  /** A deleted session that is open gives way to a new chat. */
  const onDeleted = useCallback(
    (id: string) => {
      if (viewing.current === id) newChat();
    },
    [newChat],
  );

  return {
    selectedId,
    items,
    phase,
    busy: phase !== 'idle',
    answering: phase === 'sending' || phase === 'streaming',
    error,
    loadFailed,
    send,
    stop,
    select,
    newChat,
    retryLoad,
    onDeleted,
  };
}
