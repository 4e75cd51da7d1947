import { useMutation } from '@tanstack/react-query';
import { ZCheckFinishedAnswer } from '@gatling/shared/api/scheduled';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /scheduled/check-finished: the user finished their replies on X; the server looks for them
 * now. The list updates from the live events when one is found.
 */
export async function checkFinished(): Promise<number> {
  const answer = await apiRequest('/scheduled/check-finished', ZCheckFinishedAnswer, { method: 'POST' });
  return answer.checking;
}

export function useCheckFinished() {
  return useMutation({ mutationFn: checkFinished });
}
