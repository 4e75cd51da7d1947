import type { TJobDefinition } from '../../context';
import { readReplyOutcomes } from './read-outcomes';
import { snapshotAccounts } from './snapshot-accounts';

/**
 * Analytics' background jobs: published replies' figures (read at readingTimes: first after
 * OUTCOME_FIRST_READ_MINUTES, 5 min on the simulated network or 1 h on X, then 24 h and 7 days after
 * publishing) and each connected account's daily followers.
 */
export const ANALYTICS_JOBS: TJobDefinition[] = [
  { name: 'read-outcomes', intervalMs: 5 * 60_000, run: readReplyOutcomes },
  { name: 'snapshot-accounts', intervalMs: 60 * 60_000, run: snapshotAccounts },
];
