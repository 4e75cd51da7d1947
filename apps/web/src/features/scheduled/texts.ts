/** "a Bluesky reply", "an X reply" (X is said "ex"). */
const aReply = (network: string) => `${/^(?:[AEIOU]|X$)/.test(network) ? 'an' : 'a'} ${network} reply`;

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
    retry: 'Retry',
    retryLabel: (username: string) => `Retry the reply to @${username}`,
    retried: 'Back in the schedule: it goes out in a moment',
    retryFailed: 'Could not retry this reply',
  },
  /** Why a reply waits past its time: "Waiting: {sentence}." (`when` as lib/held-sentence.ts writes it). */
  held: {
    label: 'Waiting:',
    platform_down: (network: string, when: string) => `${network} is not answering; trying again ${when}`,
    rate_limited: (network: string, when: string) => `rate limited by ${network} until ${when}`,
    retrying: (when: string) => `the last try did not go through; trying again ${when}`,
    daily_cap: (cap: number, network: string, when: string) =>
      `today's ${cap} ${network} replies are sent; goes out ${when}`,
    /** Behind a reply held on `network`: "behind a Bluesky reply over today's limit of 50". */
    behind: {
      platform_down: (network: string) => `behind ${aReply(network)} waiting for ${network} to answer`,
      rate_limited: (network: string) => `behind ${aReply(network)} held by a rate limit`,
      retrying: (network: string) => `behind ${aReply(network)} that will be tried again`,
      daily_cap: (network: string, cap: number) => `behind ${aReply(network)} over today's limit of ${cap}`,
    },
    queued: (behind: string, when: string) => `${behind}; goes out ${when}`,
    today: (time: string) => `at ${time}`,
    tomorrow: (time: string) => `tomorrow at ${time}`,
    onDay: (day: string, time: string) => `on ${day} at ${time}`,
    untilToday: (time: string) => time,
    untilDay: (day: string, time: string) => `${day} at ${time}`,
  },
  sandbox: {
    label: 'Simulated',
    explanation: (network: string) => `sent on the simulated network, not on ${network}`,
    title: (network: string) =>
      `Your ${network} account here is on the sandbox network: this reply is not posted on the real ${network}.`,
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
