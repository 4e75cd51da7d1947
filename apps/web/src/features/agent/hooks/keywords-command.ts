import type { Dispatch, SetStateAction } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { keywordInWords } from '@gatling/shared/keywords';
import { TEXT } from '@gatling/shared/spec';
import { serverDetail } from '@/lib/api-error';
import { changeKeyword } from '../api/change-keyword';
import { AGENT_MEMORY_KEY } from '../api/get-agent-memory';
import { nextItemId, type TChatItem, type TKeywordsNotice } from '../lib/chat-items';
import { keywordsRequest } from '../lib/slash-command';
import { settleNotice } from '../lib/turn-items';
import { AGENT_COPY as COPY } from '../texts';

type TKeywordsCommand = {
  /** What follows `/keywords`. */
  args: string;
  /** The command as typed, shown above its card. */
  echo: TChatItem;
  setItems: Dispatch<SetStateAction<TChatItem[]>>;
  queryClient: QueryClient;
  onKeywordsChanged?: (() => void) | undefined;
};

const failureText = (error: unknown) =>
  serverDetail(error) ?? TEXT.audience.errorPrefix(error instanceof Error ? error.message : String(error));

/**
 * `/keywords`: the list in a card, or a change to it (add, remove) said in the card while it is
 * made, then what it came to; words it does not understand get the usage.
 */
export function runKeywordsCommand({
  args,
  echo,
  setItems,
  queryClient,
  onKeywordsChanged,
}: TKeywordsCommand) {
  void queryClient.invalidateQueries({ queryKey: AGENT_MEMORY_KEY });
  const request = keywordsRequest(args);
  const id = nextItemId();
  if (request === null || request.verb === 'usage') {
    const notice: TKeywordsNotice | undefined =
      request === null ? undefined : { state: 'failed', text: COPY.keywordsUsage };
    setItems((list) => [...list, echo, { kind: 'keywords', id, ...(notice ? { notice } : {}) }]);
    return;
  }
  const words = keywordInWords(request.words).words;
  const pending = request.verb === 'add' ? COPY.keywordsAdding(words) : COPY.keywordsRemoving(words);
  const settle = (notice: TKeywordsNotice) => setItems((list) => settleNotice(list, id, notice));
  setItems((list) => [...list, echo, { kind: 'keywords', id, notice: { state: 'pending', text: pending } }]);
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
    (error: unknown) => settle({ state: 'failed', text: failureText(error) }),
  );
}
