import { useCallback, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TChatSession } from '@gatling/shared/api/agent';
import type { TChatTurn, TSendResult } from '@/lib/chat/use-chat-turn';
import { CHAT_SESSIONS_KEY } from '../api/get-chat-sessions';
import { AgentSendError, sendAgentMessage } from '../api/send-agent-message';
import { nextItemId, type TChatItem } from '../lib/chat-items';
import { toChatError, type TChatError } from '../lib/chat-error';
import { parseSlashCommand, type TParsedCommand } from '../lib/slash-command';
import { dropItem, markUnsent, patchReply, startTurn } from '../lib/turn-items';
import type { TChatPhase } from './use-chat-view';

type TAgentSendOptions = {
  /** The session on screen; null for a chat not started yet. */
  viewing: RefObject<string | null>;
  setItems: Dispatch<SetStateAction<TChatItem[]>>;
  setPhase: Dispatch<SetStateAction<TChatPhase>>;
  /** Runs a turn, aborting the one in flight (useChatTurn). */
  run: (turn: TChatTurn<unknown, TChatError>) => Promise<TSendResult>;
  runCommand: (parsed: TParsedCommand, text: string) => void;
  setSessionParam: (id: string | null) => void;
  /** Set when the user stopped the turn in flight (Stop), as opposed to leaving it for another. */
  stopped: RefObject<boolean>;
};

/** When a refused message may be sent again: after the server's Retry-After, if it gave one. */
const retryAtOf = (err: unknown): number | null =>
  err instanceof AgentSendError && err.retryAfterSeconds !== null
    ? Date.now() + err.retryAfterSeconds * 1000
    : null;

/**
 * docs/product/states.md: after a turn the list is reloaded; a new chat without x-session-id
 * selects the first item.
 */
function useAfterTurn({ viewing, setSessionParam }: Pick<TAgentSendOptions, 'viewing' | 'setSessionParam'>) {
  const queryClient = useQueryClient();
  return useCallback(
    async (startedIn: string | null, named: boolean, answered: boolean) => {
      await queryClient.invalidateQueries({ queryKey: CHAT_SESSIONS_KEY });
      if (startedIn !== null || named || !answered || viewing.current !== null) return;
      const first = queryClient.getQueryData<TChatSession[]>(CHAT_SESSIONS_KEY)?.[0];
      if (first) setSessionParam(first.id);
    },
    [queryClient, viewing, setSessionParam],
  );
}

/**
 * Sends a message to the assistant (a slash command runs here instead) and streams its answer into
 * the bubble below it. After the first message of a new chat, the session named by x-session-id is
 * selected; after every turn the session list reloads. A turn that ends before its answer started
 * was not kept by the server: a failed one stays on screen marked to send again (Retry), a stopped
 * one goes back into the field ('failed').
 */
export function useAgentSend({
  viewing,
  setItems,
  setPhase,
  run,
  runCommand,
  setSessionParam,
  stopped,
}: TAgentSendOptions) {
  const afterTurn = useAfterTurn({ viewing, setSessionParam });

  return useCallback(
    async (text: string): Promise<TSendResult> => {
      const userInput = text.trim();
      if (!userInput) return 'failed';
      const parsed = parseSlashCommand(userInput);
      if (parsed) {
        runCommand(parsed, userInput);
        return 'sent';
      }
      const startedIn = viewing.current;
      const userItemId = nextItemId();
      const replyId = nextItemId();
      const patch = (change: { content?: string; streaming?: boolean }) =>
        setItems((list) => patchReply(list, replyId, change));
      setItems((list) => startTurn(list, userInput, userItemId, replyId));
      setPhase('sending');
      stopped.current = false;
      let named = false;
      let answered = false;
      let started = false;
      const result = await run({
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
              onStarted: () => {
                started = true;
              },
              onText: (content) => patch({ content }),
            },
          ),
        answered: () => {
          answered = true;
        },
        failed: (err) => {
          // Refused before the answer started, the message was not kept: it can be sent again.
          if (!started) setItems((list) => markUnsent(list, userItemId, retryAtOf(err)));
          return { error: toChatError(err), result: 'sent' };
        },
        settled: (current) => {
          patch({ streaming: false });
          if (current) setPhase('idle');
          void afterTurn(startedIn, named, answered);
        },
      });
      if (result !== 'aborted' || !stopped.current || started) return result;
      // Stopped before the answer started: the server did not keep it; the text goes back into the field.
      setItems((list) => dropItem(list, userItemId));
      return 'failed';
    },
    [viewing, setItems, setPhase, run, runCommand, setSessionParam, stopped, afterTurn],
  );
}
