import type { TModuleDeps } from '../../app-types';

/** What the review endpoints work with. */
export type TReviewContext = Pick<TModuleDeps, 'config' | 'db' | 'logger' | 'llm' | 'jobs'>;
