import type { TJobDefinition } from '../../context';
import { publishDueBatch } from './publish-due';
import { reconcileIntents } from './reconcile-intents';

/**
 * Publishing's background jobs. Approving nudges 'publish-due'; its interval bounds how late a
 * reply goes out after its slot. Finished intents are looked for every two minutes.
 */
export const PUBLISH_JOBS: TJobDefinition[] = [
  { name: 'publish-due', intervalMs: 10_000, run: publishDueBatch },
  { name: 'reconcile-intents', intervalMs: 2 * 60_000, run: reconcileIntents },
];
