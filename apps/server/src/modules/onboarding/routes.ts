import { Hono } from 'hono';
import { ZOnboardingComplete, ZOnboardingStatus } from '@gatling/shared/api/onboarding';
import type { TAppEnv, TModuleDeps } from '../../context';
import { completeOnboarding } from './complete-onboarding';
import { getOnboardingStatus } from './get-onboarding-status';

export function createOnboardingRoutes({ db, registry }: TModuleDeps) {
  const app = new Hono<TAppEnv>();

  app.get('/status', async (c) =>
    c.json(ZOnboardingStatus.parse(await getOnboardingStatus(db, c.get('user')))),
  );
  registry.add({
    method: 'get',
    path: '/api/onboarding/status',
    tag: 'onboarding',
    summary: 'Whether the user finished onboarding; creates the profile row when missing',
    responses: { 200: { description: 'Onboarding status', schema: ZOnboardingStatus } },
  });

  app.post('/complete', async (c) => {
    await completeOnboarding(db, c.get('user'));
    return c.json(ZOnboardingComplete.parse({ onboarding_completed: true }));
  });
  registry.add({
    method: 'post',
    path: '/api/onboarding/complete',
    tag: 'onboarding',
    summary: 'Mark onboarding as completed (idempotent)',
    responses: { 200: { description: 'Completed', schema: ZOnboardingComplete } },
  });

  return app;
}
