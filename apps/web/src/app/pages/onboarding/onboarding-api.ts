import { analyzeProfileRoute } from '@gatling/shared/api/style-routes';
import { completeOnboardingRoute } from '@gatling/shared/api/onboarding-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnalyzeAnswer } from '@gatling/shared/api/style';
import { STYLE_KEY } from '@/features/style/api/get-style';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';

/** GET /build_user_profile/twitter/analyze: the style learned from the user's own posts. */
export function analyzeProfile(): Promise<TAnalyzeAnswer> {
  return callApi(analyzeProfileRoute);
}

/**
 * Leaving step 1 runs the profile analysis (docs/product/states.md Onboarding); every cached style is refreshed
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
  return callApi(completeOnboardingRoute);
}
