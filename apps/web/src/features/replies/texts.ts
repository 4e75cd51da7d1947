import { conversationKindLabel } from '@gatling/shared/api/conversation-kinds';
import { keywordLabel } from './lib/labels';
import { OUTBOX_COPY } from './outbox-texts';

/**
 * Wording of /replies of its own, with what the outbox says on every screen (./outbox-texts). The
 * product's texts (docs/product/errors.md) come from TEXT.replies in @gatling/shared/spec.
 */
export const REPLIES_COPY = {
  ...OUTBOX_COPY,
  stackLabel: 'Replies to review',
  loading: 'Loading replies…',
  loadFailed: 'Could not load your replies',
  retry: 'Try again',
  yourReply: 'Your reply',
  source: {
    keyword: (value: string) => `Keyword: ${keywordLabel(value)}`,
    core_user: (value: string) => `Core user @${value.replace(/^@/, '')}`,
    conversation: (value: string) => conversationKindLabel(value),
  },
  matchedRule: (rule: string) => `Rule: ${rule}`,
  /** The card's quiet line under its header: the score and how the source's replies have done. */
  picked: {
    label: 'Why this post:',
    /**
     * Whose words the reason is: the qualifier's one line, written by the model (or by the demo
     * writer, "Demo writer" wherever a writer is named), quoted and attributed so it is not read
     * as the product's own.
     */
    reasonBy: { model: "the model's reason", demo: "the demo writer's reason" },
    score: (score: number) => `Score ${score}`,
    record: (r: { published: number; engaged: number; author_replies: number }) =>
      [
        `${r.published} ${r.published === 1 ? 'reply' : 'replies'} sent`,
        r.engaged === 0 ? 'none engaged' : `${r.engaged} engaged`,
        ...(r.author_replies > 0 ? [`${r.author_replies} answered`] : []),
      ].join(', '),
    rate: (rate: number) => `${(rate * 100).toFixed(1)}% engagement rate`,
    separator: ' · ',
  },
  /** A draft of the built-in demo writer (no model drafts for the user): said on its card. */
  demoDraft: {
    label: 'Demo draft',
    link: 'Connect a model for drafts in your voice',
  },
  /** A language model's draft: its card names the model that wrote it. */
  modelDraft: (model: string) => `Drafted by ${model}`,
  /** Under a draft that repeats a link of the post it answers (a post can ask for that). */
  postLinks: (links: string[]) =>
    `${links.length === 1 ? 'Link' : 'Links'} taken from the post: ${links.join(', ')}`,
  intentHint: "You'll finish this one on X: sending opens a prefilled reply there.",
  /** The bubble is a preview: what it would look like sent, saying it is not (decision 0077). */
  bubble: {
    label: 'Preview of your reply, not sent yet',
    badge: 'Draft',
    notSent: 'Not sent yet',
    shownAt: (time: string) => `shown at ${time}`,
  },
  keyHints: {
    label: 'Keyboard shortcuts:',
    ignore: { key: '←', label: 'Ignore' },
    edit: { key: '↑', label: 'Edit' },
    send: { key: '→', label: 'Send' },
    cancel: 'Esc',
  },
  swipe: { send: 'Send', ignore: 'Ignore', edit: 'Edit' },
  quickEdits: {
    label: 'Quick edits',
    more: 'More',
    moreLabel: 'More rewrites',
    busy: 'Rewriting…',
    /** Stops the rewrite that is running: the draft stays as it was. */
    cancel: 'Cancel',
    /** The edit form's own rewrite, stopped: named apart from the form's Cancel, which closes it. */
    stop: 'Stop rewriting',
    undo: 'Undo quick edit',
    undoFailed: 'Could not undo the quick edit',
  },
  menu: {
    label: 'More actions',
    copyLink: 'Copy link',
    open: (network: string) => `Open post on ${network}`,
    feedback: 'Feedback on this post',
  },
  undoText: {
    send: 'Reply sent',
    ignore: 'Reply ignored',
    'edit-submit': 'Edited reply sent',
  },
  skipToCard: 'Skip to review card',
  /** The rule learned from an edit, shown for the user to keep, change or remove. */
  learnedRule: {
    created: 'New rule from your edit',
    duplicate: 'You already have a rule for these posts',
    duplicateBody: 'It was kept as it is. Your edit suggests this instead:',
    appliesTo: 'Applies to',
    reply: 'Reply',
    more: (n: number) => `${n} more`,
    keep: 'Keep',
    edit: 'Edit',
    remove: 'Remove',
    useThis: 'Use this wording',
    keepMine: 'Keep mine',
    formLabel: 'Edit the rule',
    triggerLabel: 'Applies to',
    responseLabel: 'How to reply',
    save: 'Save',
    cancel: 'Cancel',
  },
  edit: {
    title: 'Edit reply',
    label: 'Your reply',
    count: (n: number, max: number) => `${n}/${max}`,
    countLabel: (n: number, max: number) => `${n} of ${max} characters`,
    tooLong: (platform: string, max: number) => `${platform} allows ${max} characters`,
    rewrite: 'Rewrite',
    rewriteLabel: 'Rewrite the text',
    ruleHint: 'Learn a rule from this edit for posts like this one.',
    submit: 'Submit',
    cancel: 'Cancel',
  },
  complaint: {
    title: 'Feedback on this post',
    description:
      'Tell us why this post or its draft missed the mark; it shapes which posts you are shown next.',
    label: 'Your feedback',
    placeholder: 'e.g. Not my audience, this is a giveaway account.',
    existing: 'You sent feedback on this post before; sending again replaces it.',
    submit: 'Send feedback',
    sent: 'Thanks, your feedback was saved',
    cancel: 'Cancel',
  },
  empty: {
    body: 'New drafts appear here when monitoring finds posts from your keywords and core users.',
  },
} as const;
