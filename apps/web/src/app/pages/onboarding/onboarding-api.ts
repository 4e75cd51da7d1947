import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAnalyzeAnswer, type TAnalyzeAnswer } from '@gatling/shared/api/style';
import { ZOnboardingComplete } from '@gatling/shared/api/onboarding';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { STYLE_KEY } from '@/features/style/api/get-style';
import { apiRequest } from '@/lib/api-client';

/** GET /build_user_profile/twitter/analyze: the style learned from the user's own posts. */
export function analyzeProfile(): Promise<TAnalyzeAnswer> {
  return apiRequest('/build_user_profile/twitter/analyze', ZAnalyzeAnswer);
}

/**
 * Leaving step 1 runs the profile analysis (spec §4 Onboarding) with the §8 texts: an info toast
 * when no posts were found, 'Profile Analysis Complete' otherwise. Every cached style is refreshed.
 */
export function useAnalyzeProfile(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeProfile,
    onSuccess: async (answer) => {
      if (answer.meta.tweets_analyzed === 0) toast({ title: TEXT.style.noTweets });
      else toast({ title: TEXT.style.analysisComplete, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: STYLE_KEY });
      onDone();
    },
    onError: () => toast({ title: TEXT.style.analyzeFailed, variant: 'destructive' }),
  });
}

/** POST /onboarding/complete. */
export function completeOnboarding() {
  return apiRequest('/onboarding/complete', ZOnboardingComplete, { method: 'POST' });
}
