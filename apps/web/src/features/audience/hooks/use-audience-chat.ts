import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUDIENCE_GREETING } from '@gatling/shared/api/audience-greeting';
import type { TChatHistoryItem, TChatMessage, TChatReply } from '@gatling/shared/api/audience';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import {
  browserOffline,
  useChatTurn,
  type TChatTurnOptions,
  type TSendResult,
} from '@/lib/chat/use-chat-turn';
import { CHAT_HISTORY_KEY, useChatHistory } from '../api/get-chat-history';
import { KEYWORD_STATUS_KEY } from '../api/get-keyword-status';
import { sendChatMessage } from '../api/send-chat-message';

const CONNECTION: TChatTurnOptions<string> = {
  offlineError: TEXT.audience.connectionError,
  isConnectionError: (error) => error === TEXT.audience.connectionError,
};

/** The turn the server just answered, in the shape GET /chat/history/ lists it. */
function toHistoryItem(userInput: string, reply: TChatReply): TChatHistoryItem {
  return {
    information_clarity: reply.chat_state.information_clarity,
    initial_audience_understanding_complete: reply.initial_audience_understanding_complete,
    chat_state: reply.chat_state,
    instruction: userInput,
    response_message: reply.message,
    created_at: new Date().toISOString(),
  };
}

function toMessages(items: readonly TChatHistoryItem[]): TChatMessage[] {
  return [
    { role: 'assistant', content: AUDIENCE_GREETING },
    ...items.flatMap((item): TChatMessage[] => [
      { role: 'user', content: item.instruction },
      { role: 'assistant', content: item.response_message },
    ]),
  ];
}

/**
 * The audience chat (docs/product/states.md#audience-chat). The history loads first; the conversation is the
 * greeting followed by its turns, and each answered turn is appended to the cached history, so leaving the
 * step and coming back shows it. A new message aborts one still in flight; an aborted request is silent.
 * `refine` continues the same conversation after onboarding (Target Audience), where the agent may add
 * keywords with any answer.
 */
export function useAudienceChat({ refine = false }: { refine?: boolean } = {}) {
  const queryClient = useQueryClient();
  const history = useChatHistory();
  const [pending, setPending] = useState<string | null>(null);
  const { error, run } = useChatTurn(CONNECTION);

  const items = history.data ?? [];
  const last = items.at(-1);
  const loading = history.isPending;
  const complete = last?.initial_audience_understanding_complete ?? false;
  const clarity = last?.information_clarity ?? 0;

  useEffect(() => {
    if (history.isError) toast({ title: TEXT.audience.loadPreviousFailed, variant: 'destructive' });
  }, [history.isError]);

  const send = useCallback(
    async (text: string): Promise<TSendResult> => {
      const userInput = text.trim();
      if (!userInput) return 'failed';
      setPending(userInput);
      const before = queryClient.getQueryData<TChatHistoryItem[]>(CHAT_HISTORY_KEY) ?? [];
      return run({
        request: (signal) =>
          sendChatMessage({ user_input: userInput, chat_state: before.at(-1)?.chat_state ?? null }, signal, {
            refine,
          }),
        answered: (reply) => {
          queryClient.setQueryData<TChatHistoryItem[]>(CHAT_HISTORY_KEY, (items = []) => [
            ...items,
            toHistoryItem(userInput, reply),
          ]);
          if (refine || reply.initial_audience_understanding_complete)
            void queryClient.invalidateQueries({ queryKey: KEYWORD_STATUS_KEY });
        },
        failed: (err) => ({
          error: browserOffline()
            ? TEXT.audience.connectionError
            : TEXT.audience.errorPrefix(err instanceof Error ? err.message : TEXT.audience.sendFailed),
          result: 'failed',
        }),
        settled: (current) => {
          if (current) setPending(null);
        },
      });
    },
    [queryClient, run, refine],
  );

  return {
    messages: toMessages(items),
    /** The user's message waiting for its answer. */
    pending,
    error,
    loading,
    sending: pending !== null,
    complete,
    clarity,
    send,
  };
}
