import { pruneEvents } from '../../event-log/read-events';
import type { TJobDefinition } from '../../context';

/** Live updates older than the replay window go once an hour (in batches while there are more). */
export const EVENT_JOBS: TJobDefinition[] = [
  { name: 'prune-events', intervalMs: 60 * 60_000, run: (ctx, now) => pruneEvents(ctx.db, now) },
];
