import { removeCoreUserRoute } from '@gatling/shared/api/core-users-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCoreUser, TCoreUserRemoveAnswer } from '@gatling/shared/api/core-users';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { CORE_USERS_KEY } from './get-core-users';

/** POST /core-users/remove. */
export function removeCoreUser(user: Pick<TCoreUser, 'username' | 'platform'>) {
  return callApi(removeCoreUserRoute, { body: { username: user.username, platform: user.platform } });
}

export function useRemoveCoreUser({
  onSuccess,
  onError,
}: TMutationHandlers<TCoreUserRemoveAnswer, TCoreUser> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: TCoreUser) => removeCoreUser(user),
    onSuccess: async (answer, user) => {
      onSuccess?.(answer, user);
      queryClient.setQueryData<TCoreUser[]>(CORE_USERS_KEY, (list) => list?.filter((u) => u.id !== user.id));
      await queryClient.invalidateQueries({ queryKey: CORE_USERS_KEY });
    },
    onError,
  });
}
