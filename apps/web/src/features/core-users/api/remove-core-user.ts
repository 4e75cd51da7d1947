import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCoreUserRemoveAnswer, type TCoreUser } from '@gatling/shared/api/core-users';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { serverDetail } from '@/lib/api-error';
import { CORE_USERS_KEY } from './get-core-users';

/** POST /core-users/remove. */
export function removeCoreUser(user: Pick<TCoreUser, 'username' | 'platform'>) {
  return apiRequest('/core-users/remove', ZCoreUserRemoveAnswer, {
    method: 'POST',
    body: { username: user.username, platform: user.platform },
  });
}

export function useRemoveCoreUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: TCoreUser) => removeCoreUser(user),
    onSuccess: async (_answer, user) => {
      toast({ title: TEXT.coreUsers.removed(user.username), variant: 'success' });
      queryClient.setQueryData<TCoreUser[]>(CORE_USERS_KEY, (list) => list?.filter((u) => u.id !== user.id));
      await queryClient.invalidateQueries({ queryKey: CORE_USERS_KEY });
    },
    onError: (error) =>
      toast({ title: serverDetail(error) ?? TEXT.coreUsers.removeFailed, variant: 'destructive' }),
  });
}
