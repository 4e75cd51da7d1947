import { useEffect } from 'react';
import { OfflineDraftingNotice } from '@/components/offline-drafting-notice';
import { useAudienceChat } from '../hooks/use-audience-chat';
import { AUDIENCE_COPY as COPY } from '../texts';
import { AudienceChatCard } from './audience-chat-card';
import { KeywordChecklist } from './keyword-checklist';
import { UnderstandingProgress } from './understanding-progress';

type TProps = {
  /** Whether the audience definition is complete, once the history is known and after each turn. */
  onCompleteChange?: (complete: boolean) => void;
};

/**
 * Onboarding step 4, Monitor Rules: the audience chat, 'Audience Understanding' with its 60%
 * marker, and once the audience is defined the input closes and 'Keywords for Monitoring' appears.
 */
export function AudienceChatStep({ onCompleteChange }: TProps) {
  const chat = useAudienceChat();

  useEffect(() => {
    if (!chat.loading) onCompleteChange?.(chat.complete);
  }, [chat.loading, chat.complete, onCompleteChange]);

  return (
    <div className="space-y-5">
      <UnderstandingProgress value={chat.clarity} />
      <AudienceChatCard
        chat={chat}
        placeholder={chat.complete ? COPY.placeholderComplete : COPY.placeholder}
        closed={chat.complete}
      />
      {chat.complete && <KeywordChecklist />}
      <OfflineDraftingNotice linkToSettings={false} />
    </div>
  );
}
