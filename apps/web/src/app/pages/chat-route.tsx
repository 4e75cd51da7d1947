import { TEXT } from '@gatling/shared/spec';
import { AgentChat } from '@/features/agent/components/agent-chat';
import { useDocumentTitle } from './screen-page';

/** /chat: the chat with the AI agent, filling the app frame (it brings its own heading). */
export function ChatRoute() {
  useDocumentTitle(TEXT.chat.title);
  return <AgentChat />;
}
