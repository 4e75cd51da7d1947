import type { TJobDefinition } from './types';

/** Every background job the worker runs. */
export const ALL_JOBS: TJobDefinition[] = [];
