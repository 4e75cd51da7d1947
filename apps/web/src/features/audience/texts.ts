import { CHAT_INPUT_COPY } from '@/components/chat-input';

/**
 * Wording of the audience chat of its own. The product's texts come from TEXT.audience;
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
    introEditable:
      'Posts matching the checked keywords are monitored for replies. Add the words your audience uses, or change the ones here.',
    addLabel: 'Add a keyword',
    addPlaceholder: 'e.g. pricing page',
    add: 'Add keyword',
    added: (words: string) => `Added “${words}” to your keywords`,
    edit: (words: string) => `Edit “${words}”`,
    editLabel: (words: string) => `New words for “${words}”`,
    save: 'Save',
    cancel: 'Cancel',
    updated: (words: string) => `Changed to “${words}”`,
    remove: (words: string) => `Remove “${words}”`,
    confirmTitle: 'Remove this keyword?',
    confirmBody: (words: string) =>
      `Posts with “${words}” will no longer be looked for. You can add it again at any time.`,
    confirmAction: 'Remove',
    removed: (words: string) => `Removed “${words}” from your keywords`,
  },
  refine: {
    open: 'Refine with the agent',
    intro: 'Tell the agent more about your audience: new keywords it finds are added to the list below.',
    placeholder: 'Tell the agent more about your audience…',
  },
} as const;
