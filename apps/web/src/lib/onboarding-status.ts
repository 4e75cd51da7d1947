import { getOnboardingStatusRoute } from '@gatling/shared/api/onboarding-routes';
import { TEXT } from '@gatling/shared/spec';
import { callApi } from './api-client';
import { ApiError } from './api-error';

/** GET /onboarding/status; a non-OK answer raises the spec's 'Onboarding status check failed: {status}'. */
export async function fetchOnboardingCompleted(signal?: AbortSignal): Promise<boolean> {
  try {
    const status = await callApi(getOnboardingStatusRoute, signal ? { signal } : {});
    return status.onboarding_completed;
  } catch (err) {
    if (err instanceof ApiError && err.status > 0)
      throw new Error(TEXT.onboarding.statusFailed(err.status), { cause: err });
    throw err;
  }
}
