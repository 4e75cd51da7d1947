import type { TApiRoute } from './contract';
import type { ZOnboardingComplete, ZOnboardingStatus } from './onboarding';

/**
 * The routes of onboarding as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const getOnboardingStatusRoute = {
  method: 'get',
  path: '/onboarding/status',
  types: {} as { answer: typeof ZOnboardingStatus },
} as const satisfies TApiRoute;

export const completeOnboardingRoute = {
  method: 'post',
  path: '/onboarding/complete',
  types: {} as { answer: typeof ZOnboardingComplete },
} as const satisfies TApiRoute;
