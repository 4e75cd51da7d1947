import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TConversationItem } from '@gatling/shared/api/conversations';
import { ZEditResponseAnswer } from '@gatling/shared/api/replies';
import { CONVERSATIONS_LIST_KEY } from '../api/get-conversations';

/**
 * A follow-up's text follows its quick edits. The replies screen's QuickEdits rewrites a reply on
 * the server (POST /edit/response, /edit/restore) and updates the review stack's cache; the inbox
 * takes the same answer (the reply's id, its new text and writer) from the mutation cache, so the
 * card shows the new text at once, as a review card does.
 */
export function useFollowUpRewrites(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const answer = ZEditResponseAnswer.safeParse(event.action.data);
        if (!answer.success) return;
        const { reply_id, suggested_response, drafted_by } = answer.data;
        queryClient.setQueryData<TConversationItem[]>(CONVERSATIONS_LIST_KEY, (list) =>
          list?.map((item) =>
            item.follow_up?.reply_id === reply_id
              ? { ...item, follow_up: { ...item.follow_up, suggested_response, drafted_by } }
              : item,
          ),
        );
      }),
    [queryClient],
  );
}
