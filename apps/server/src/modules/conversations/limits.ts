import type { TPlatformId } from '../../integrations/platform/types';

/**
 * The bounds of reading the inbox (decision 0083). Each connected account is read when due: the
 * simulated network costs nothing and answers at once, Bluesky's notifications are free but
 * rate-limited per account, and X bills every post of the mentions timeline and allows few reads
 * of it (its per-user limit is counted in 15-minute windows).
 */

/** How often each account is read, by the kind of provider that made its connection and its network. */
export const READ_INTERVAL_MS: Record<'live' | 'sandbox', Record<TPlatformId, number>> = {
  sandbox: { twitter: 60_000, bluesky: 60_000 },
  live: { twitter: 15 * 60_000, bluesky: 2 * 60_000 },
};

/** The read interval of an account whose connection `kind` made on `platform`. */
export const readIntervalMs = (kind: 'live' | 'sandbox', platform: TPlatformId): number =>
  READ_INTERVAL_MS[kind][platform];

/** Entries asked for in one read (X's mentions timeline gives 5 to 100 a page). */
export const INBOX_PAGE_MAX = 50;

/**
 * A first read (no cursor yet) takes in only posts this recent: monitoring drafts for none older
 * (its POST_MAX_AGE_MS, which monitoring keeps to itself; limits.test.ts holds the two equal).
 */
export const FIRST_READ_MAX_AGE_MS = 3 * 24 * 60 * 60_000;

/**
 * How long a claimed account is held by the worker reading it: a read is one page, so a crashed
 * worker's claim runs out soon and the next batch reads the account.
 */
export const READ_LEASE_MS = 2 * 60_000;

/** Accounts claimed by one batch of the read job (it runs again at once while some were due). */
export const READ_BATCH = 10;

/** Model calls that may fail on an item before it is given up as having nothing to add. */
export const DRAFT_ATTEMPTS_MAX = 3;

/** Items of one account drafted after one read: the rest wait for the next read. */
export const FOLLOW_UPS_PER_PASS = 20;
