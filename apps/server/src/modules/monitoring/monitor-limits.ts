/**
 * The bounds of one monitoring run. Reads are billed per post on X and rate-limited per user, so a
 * run reads a bounded slice and the rotation (least recently checked first) covers long lists of
 * keywords and core users over several runs.
 */

/** How long a claimed run is held; renewed at every progress step, taken over once it runs out. */
export const RUN_LEASE_MS = 5 * 60_000;
/** Claims of one run (a worker that died mid-run counts) before it is failed for good. */
export const RUN_MAX_ATTEMPTS = 3;
/** Posts older than this are not drafted for: a late reply reads as spam. */
export const POST_MAX_AGE_MS = 3 * 24 * 60 * 60_000;
/** Keywords searched per run, and posts asked for per search (X allows 10 to 100). */
export const KEYWORDS_PER_RUN = 8;
export const SEARCH_PAGE = 20;
/** Core users whose timelines are read per run, and posts asked for per timeline (X: 5 to 100). */
export const CORE_USERS_PER_RUN = 12;
export const TIMELINE_PAGE = 10;
/** Posts read in one run across every source. */
export const POSTS_READ_MAX = 200;
/** Posts sent to the qualifier in one run (the newest, core users' first). */
export const CANDIDATES_MAX = 100;
/** A manual trigger this soon after a completed run answers that run instead of reading again. */
export const TRIGGER_COOLDOWN_MS = 60_000;
/** Users queued by one batch of the schedule job (the job runs again at once while some are due). */
export const SCHEDULE_BATCH = 50;

/** Progress (0..100) at the start of each stage. */
export const PROGRESS = { claimed: 5, qualifying: 40, drafting: 60, drafted: 95, done: 100 } as const;
