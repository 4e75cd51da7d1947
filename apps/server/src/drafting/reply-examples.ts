import type { TPostBrief, TReplyExample } from './types';

/**
 * The user's replies to posts most like `post`, best first, at most `k`: what the model is shown as
 * "how they answered something like this". Ties keep the pool's order (newest first).
 */
export function closestExamples(pool: TReplyExample[], post: TPostBrief, k: number): TReplyExample[] {
  void post;
  return pool.slice(0, k);
}
