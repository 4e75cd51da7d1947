import { useMutation } from '@tanstack/react-query';
import { checkFinishedRoute } from '@gatling/shared/api/scheduled-routes';
import { callApi } from '@/lib/api-client';

/**
 * POST /scheduled/check-finished: the user finished their replies on X; the server looks for them
 * now. The list updates from the live events when one is found.
 */
export async function checkFinished(): Promise<number> {
  const answer = await callApi(checkFinishedRoute);
  return answer.checking;
}

export function useCheckFinished() {
  return useMutation({ mutationFn: checkFinished });
}
