import { ZOnboardingComplete, ZOnboardingStatus } from '@gatling/shared/api/onboarding';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes } from '../../http/api-routes';
import { completeOnboarding } from './complete-onboarding';
import { getOnboardingStatus } from './get-onboarding-status';

export function createOnboardingRoutes({ db, registry }: TModuleDeps) {
  const routes = defineRoutes<TAppEnv>(registry, { base: '/api/onboarding', tag: 'onboarding' });

  routes.get(
    {
      path: '/status',
      summary: 'Whether the user finished onboarding; creates the profile row when missing',
      responses: { 200: { description: 'Onboarding status', schema: ZOnboardingStatus } },
    },
    async (c) => c.json(ZOnboardingStatus.parse(await getOnboardingStatus(db, c.get('user')))),
  );

  routes.post(
    {
      path: '/complete',
      summary: 'Mark onboarding as completed (idempotent)',
      responses: { 200: { description: 'Completed', schema: ZOnboardingComplete } },
    },
    async (c) => {
      await completeOnboarding(db, c.get('user'));
      return c.json(ZOnboardingComplete.parse({ onboarding_completed: true }));
    },
  );

  return routes;
}
