import { handOffNavCount, replies } from './hand-off-nav-texts';

/**
 * Wording of the hand-offs: replies finished on X's own reply page, counted in the navigation and
 * finished one after another in "Finish N on X". The spec has no text for them; these follow the
 * scheduled screen's own (texts.ts).
 */
export const HAND_OFF_COPY = {
  navCount: handOffNavCount,
  bar: {
    title: (n: number) => `${replies(n)} to finish on X`,
    body: "X lets the app post only where you were mentioned or quoted. Post these yourself on X's reply page, filled in, one after another.",
    start: (n: number) => `Finish ${n} on X`,
    startFailed: 'Could not start. Try again in a moment.',
  },
  flow: {
    title: 'Finish on X',
    progress: (i: number, n: number) => `${i} of ${n}`,
    progressLabel: 'Replies finished or skipped',
    replyingTo: (username: string) => `Replying to @${username}`,
    yourReply: 'Your reply',
    open: 'Open reply on X',
    openAgain: 'Open it again',
    newTab: '(opens in a new tab)',
    hint: 'Post it on X, then come back to this tab.',
    waiting: 'Post it on X, then come back here: the app looks for it.',
    looking: 'Looking for your reply on X…',
    notFound: 'Your reply is not on X yet. Posted it? Look again, or skip it for now.',
    checkFailed: 'Could not look for your reply on X. Try again in a moment.',
    lookAgain: 'Look again',
    skip: 'Skip',
    sent: (username: string) => `Reply to @${username} sent.`,
    skipped: (username: string) => `Reply to @${username} skipped.`,
    gone: 'It was already sent or removed.',
    close: 'Close',
  },
  caughtUp: 'All caught up on X.',
  summary: {
    title: 'All done',
    sent: (n: number) => `${replies(n)} sent on X`,
    skipped: (n: number) => `${n} skipped: still in Scheduled, ready when you are`,
    gone: (n: number) => `${n} had already been sent or removed`,
    done: 'Done',
  },
} as const;
