import { CHAT_INPUT_COPY } from '@/components/chat-input';

/**
 * Wording of the audience chat that the spec leaves open. Fixed texts come from TEXT.audience;
 * the assistant's opening message is AUDIENCE_GREETING from the shared contracts.
 */
export const AUDIENCE_COPY = {
  conversation: 'Conversation with the audience assistant',
  loadingConversation: 'Loading the conversation',
  you: 'You',
  assistant: 'Assistant',
  typing: 'The assistant is writing a reply',
  inputLabel: CHAT_INPUT_COPY.label,
  placeholder: 'Describe your audience…',
  placeholderComplete: 'Your audience is defined.',
  send: CHAT_INPUT_COPY.send,
  thresholdMarker: (threshold: number) => `${threshold}% needed`,
  valueText: (value: number, threshold: number) =>
    value >= threshold ? `${value}%, enough to continue` : `${value}% of the ${threshold}% needed`,
  keywords: {
    intro: 'Posts matching the checked keywords are monitored for replies.',
    loading: 'Loading keywords',
    loadFailed: 'Could not load the keywords.',
    retry: 'Retry',
    empty: 'No keywords yet.',
    activeCount: (active: number, total: number) => `${active} of ${total} on`,
  },
} as const;
