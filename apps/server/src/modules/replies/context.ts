import type { TModuleDeps } from '../../context';

/** What the review endpoints work with. */
export type TReviewContext = Pick<TModuleDeps, 'config' | 'db' | 'logger' | 'llm' | 'jobs' | 'platforms'>;
