import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAnalyzeAnswer, type TAnalyzeAnswer } from '@gatling/shared/api/style';
import { ZOnboardingComplete } from '@gatling/shared/api/onboarding';
import { STYLE_KEY } from '@/features/style/api/get-style';
import { apiRequest } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';

/** GET /build_user_profile/twitter/analyze: the style learned from the user's own posts. */
export function analyzeProfile(): Promise<TAnalyzeAnswer> {
  return apiRequest('/build_user_profile/twitter/analyze', ZAnalyzeAnswer);
}

/**
 * Leaving step 1 runs the profile analysis (spec §4 Onboarding); every cached style is refreshed
 * before `onDone`.
 */
export function useAnalyzeProfile(
  onDone: () => void,
  { onSuccess, onError }: TMutationHandlers<TAnalyzeAnswer, void> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeProfile,
    onSuccess: async (answer, variables) => {
      onSuccess?.(answer, variables);
      await queryClient.invalidateQueries({ queryKey: STYLE_KEY });
      onDone();
    },
    onError,
  });
}

/** POST /onboarding/complete. */
export function completeOnboarding() {
  return apiRequest('/onboarding/complete', ZOnboardingComplete, { method: 'POST' });
}
