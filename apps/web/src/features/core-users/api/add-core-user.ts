import { addCoreUserRoute } from '@gatling/shared/api/core-users-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCoreUser, TCoreUserAddAnswer } from '@gatling/shared/api/core-users';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { networkOfName, normaliseUsername } from '../lib/normalise-username';
import { CORE_USERS_KEY, CORE_USERS_WRITE_KEY } from './get-core-users';

/** POST /core-users/add, on the network the name belongs to (a Bluesky handle has a dot). */
export function addCoreUser(username: string) {
  return callApi(addCoreUserRoute, { body: { username, platform: networkOfName(username) } });
}

/** Adds one user (already normalised, see normaliseUsername) and puts it in the list at once. */
export function useAddCoreUser({ onSuccess, onError }: TMutationHandlers<TCoreUserAddAnswer, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CORE_USERS_WRITE_KEY,
    mutationFn: (username: string) => addCoreUser(normaliseUsername(username)),
    onSuccess: async (answer, username) => {
      onSuccess?.(answer, username);
      const { added_user } = answer;
      queryClient.setQueryData<TCoreUser[]>(CORE_USERS_KEY, (list) =>
        list && !list.some((u) => u.id === added_user.id) ? [...list, added_user] : list,
      );
      await queryClient.invalidateQueries({ queryKey: CORE_USERS_KEY });
    },
    onError,
  });
}
