import { useQueryClient } from '@tanstack/react-query';
import { TEXT } from '@gatling/shared/spec';
import { AgentChat } from '@/features/agent/components/agent-chat';
import { KEYWORD_STATUS_KEY } from '@/features/audience/api/get-keyword-status';
import { useDocumentTitle } from './screen-page';

/**
 * /chat: the chat with the AI agent, filling the app frame (it brings its own heading). Keywords
 * changed there with `/keywords add|remove` are read again for Target Audience's list.
 */
export function ChatRoute() {
  useDocumentTitle(TEXT.chat.title);
  const queryClient = useQueryClient();
  return (
    <AgentChat
      onKeywordsChanged={() => void queryClient.invalidateQueries({ queryKey: KEYWORD_STATUS_KEY })}
    />
  );
}
