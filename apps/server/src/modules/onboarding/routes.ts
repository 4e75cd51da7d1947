import { completeOnboardingContract, getOnboardingStatusContract } from '@gatling/shared/api/contracts';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes } from '../../http/api-routes';
import { completeOnboarding } from './complete-onboarding';
import { getOnboardingStatus } from './get-onboarding-status';

export function createOnboardingRoutes({ db, registry, config }: TModuleDeps) {
  const routes = defineRoutes<TAppEnv>(registry, { base: '/api/onboarding', tag: 'onboarding', config });

  routes.serve(
    getOnboardingStatusContract,
    {
      summary: 'Whether the user finished onboarding; creates the profile row when missing',
      responses: { 200: { description: 'Onboarding status' } },
    },
    (c) => getOnboardingStatus(db, c.get('user')),
  );

  routes.serve(
    completeOnboardingContract,
    {
      summary: 'Mark onboarding as completed (idempotent)',
      responses: { 200: { description: 'Completed' } },
    },
    async (c) => {
      await completeOnboarding(db, c.get('user'));
      return { onboarding_completed: true as const };
    },
  );

  return routes;
}
