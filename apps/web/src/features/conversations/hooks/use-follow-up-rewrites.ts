import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TConversationItem } from '@gatling/shared/api/conversations';
import type { TEditResponseAnswer } from '@gatling/shared/api/replies';
import { CONVERSATIONS_LIST_KEY } from '../api/conversations-keys';

/**
 * A follow-up's text follows its quick edits: given to the quick edits as `onRewritten`, it puts
 * the server's answer to a rewrite or its undo (the reply's id, its new text and writer) on the
 * inbox's card at once, as a review card shows its own.
 */
export function useFollowUpRewritten(): (answer: TEditResponseAnswer) => void {
  const queryClient = useQueryClient();
  return useCallback(
    ({ reply_id, suggested_response, drafted_by }: TEditResponseAnswer) =>
      queryClient.setQueryData<TConversationItem[]>(CONVERSATIONS_LIST_KEY, (list) =>
        list?.map((item) =>
          item.follow_up?.reply_id === reply_id
            ? { ...item, follow_up: { ...item.follow_up, suggested_response, drafted_by } }
            : item,
        ),
      ),
    [queryClient],
  );
}
