import type { TJobDefinition } from '../../context';
import { readInboxes } from './read-inbox';

/**
 * The conversations inbox's job: reading each connected account's inbox when due (limits.ts: every
 * minute on the simulated network, 2 minutes on Bluesky, 15 on X) and drafting its follow-ups. The
 * interval is how often due accounts are looked for, not how often one is read.
 */
export const CONVERSATION_JOBS: TJobDefinition[] = [
  { name: 'conversations-read', intervalMs: 30_000, run: readInboxes },
];
