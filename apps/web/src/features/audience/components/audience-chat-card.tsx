import { CHAT_INPUT_MAX } from '@gatling/shared/api/text-limits';
import { ChatInput } from '@/components/chat-input';
import { Card } from '@/components/ui/card';
import type { useAudienceChat } from '../hooks/use-audience-chat';
import { ChatMessages } from './chat-messages';

type TProps = {
  chat: ReturnType<typeof useAudienceChat>;
  placeholder: string;
  /** The audience is defined: the input closes (onboarding's chat). */
  closed?: boolean;
};

/** The audience conversation in its card: the turns so far, and the input for the next one. */
export function AudienceChatCard({ chat, placeholder, closed = false }: TProps) {
  return (
    <Card className="overflow-hidden">
      <ChatMessages
        messages={chat.messages}
        pending={chat.pending}
        error={chat.error}
        loading={chat.loading}
      />
      <ChatInput
        onSend={chat.send}
        disabled={chat.loading || chat.sending || closed}
        placeholder={placeholder}
        maxLength={CHAT_INPUT_MAX}
        closed={closed}
      />
    </Card>
  );
}
