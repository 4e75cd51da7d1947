import type { TSkippedPost } from '@gatling/shared/api/monitoring';

/**
 * A run's skipped posts, carried to /replies as navigation state: onboarding's first run ends with a
 * redirect there, and the list it skipped is shown above the drafts as after "Check for new posts"
 * (or under that button, when the run drafted nothing). No API keeps it: the run's status holds it,
 * and the redirect hands it on.
 */
type TSkippedState = { skipped: readonly TSkippedPost[] };

export const skippedState = (skipped: readonly TSkippedPost[]): TSkippedState => ({ skipped });

/** The skipped posts a navigation handed on, or none (any other state, or none at all). */
export function skippedFromState(state: unknown): readonly TSkippedPost[] {
  if (typeof state !== 'object' || state === null || !('skipped' in state)) return [];
  return Array.isArray(state.skipped) ? (state.skipped as TSkippedPost[]) : [];
}
