/**
 * Wording of /scheduled-replies of its own. The product's texts (docs/product/errors.md) come from
 * TEXT.scheduled in @gatling/shared/spec.
 */
export const SCHEDULED_COPY = {
  summary: (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'} waiting to go out`,
  emptyHint: 'Replies you send from Your Replies wait here until they are posted.',
  emptyAction: 'Review replies',
  retry: 'Try again',
  listLabel: (date: string) => `Replies scheduled for ${date}`,
  select: (username: string) => `Select reply to @${username}`,
  deleteOne: (username: string) => `Delete reply to @${username}`,
  yourReply: 'Your reply',
  replyingTo: (username: string) => `Replying to @${username}`,
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  dryRun: 'Dry run',
  dryRunHint: 'Dry-send mode: this reply is marked sent without posting it.',
  publishing: 'Sending now',
  awaitingIntent: {
    badge: 'Your turn',
    title: 'Finish this one on X',
    body: "On X the app can post only where you were mentioned or quoted. This reply opens X's reply page, filled in, for you to send with one tap.",
    action: 'Finish on X',
    looking: 'Looking for your reply on X…',
    sent: 'Reply sent',
    notFound: "Your reply is not on X yet. Sent it? Tell us and we'll keep looking.",
    posted: "I've posted it",
    checking: 'Looking for your reply on X…',
    checkFailed: 'Could not look for your reply on X. Try again in a moment.',
  },
  failed: {
    badge: 'Not sent',
    title: 'This reply could not be posted',
    fallback: 'The platform refused it.',
  },
  alreadyGone: 'It was already sent or removed.',
  someAlreadyGone: (n: number) => `${n} had already been sent or removed.`,
  bar: {
    label: 'Selected replies',
    clear: 'Clear selection',
  },
  confirmAll: {
    title: 'Delete all scheduled replies?',
    description: (n: number) =>
      `${n === 1 ? 'The 1 scheduled reply' : `All ${n} scheduled replies`} will be deleted and never posted. You can undo it for a few seconds after.`,
    action: 'Delete all',
  },
  confirmMany: {
    title: (n: number) => `Delete ${n} ${n === 1 ? 'reply' : 'replies'}?`,
    description: (n: number) =>
      `${n === 1 ? 'It' : 'They'} will not be posted. You can undo it for a few seconds after.`,
    action: 'Delete',
  },
  undo: {
    action: 'Undo',
    restored: (n: number) => `${n === 1 ? 'Reply' : `${n} replies`} back in the schedule`,
    failed: 'Could not undo the delete',
    tooLate: 'They were deleted too long ago to bring back.',
  },
  tabs: { label: 'Replies', scheduled: 'Scheduled', sent: 'Sent' },
  sent: {
    loading: 'Loading sent replies...',
    loadFailed: 'Failed to load sent replies',
    empty: 'No sent replies yet',
    emptyHint: 'Replies appear here once they are posted.',
    listLabel: 'Sent replies',
    itemLabel: (username: string) => `Reply to @${username}`,
    replyTo: (username: string) => `To @${username}`,
    sentAt: (when: string) => `Sent ${when}`,
    how: { app: 'Sent by the app', on_platform: 'Finished on X', dry_send: 'Dry run, not posted' },
    edited: 'Edited',
    view: (platform: string) => `View on ${platform}`,
    newTab: '(opens in a new tab)',
    loadMore: 'Load more',
  },
} as const;
