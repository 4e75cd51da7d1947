/**
 * What the decision outbox says once a decision is sent, wherever the user is by then: it runs on
 * every signed-in screen, so its words load there, apart from the review screen's (./texts).
 */
export const OUTBOX_COPY = {
  /** Which reply a confirmation is about: the post's author and the reply's first words. */
  about: (handle: string, excerpt: string) => `Reply to @${handle.replace(/^@/, '')}: "${excerpt}"`,
  backInStack: 'It is back in your stack.',
  alreadySent: 'Already sent',
  alreadySentBody: 'That reply went out before the undo, so it stays as it is.',
  alreadyDecided: 'Already done',
  offlineQueued: "You're offline. It will be sent when you're back online.",
  willRetry: 'It will be tried again shortly.',
  ruleAdded: (rule: string) => `Rule added: ${rule}`,
  ruleDuplicate: (rule: string) => `Rule already saved: ${rule}`,
  ruleFull: 'Rule not saved: you have the most rules allowed',
  ruleNone: (reason: string) => `No rule learned. ${reason}`,
  dryRun: 'Dry-send mode: nothing is posted',
} as const;
