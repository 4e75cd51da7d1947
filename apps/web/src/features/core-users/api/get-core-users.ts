import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCoreUsersAnswer, type TCoreUser } from '@gatling/shared/api/core-users';
import { CORE_USERS_CACHE, TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { serverDetail } from '@/lib/api-error';

export const CORE_USERS_KEY = ['core-users'] as const;
/** Adding and importing: while either is under way, both buttons wait (spec §5). */
export const CORE_USERS_WRITE_KEY = ['core-users', 'write'] as const;

/** GET /core-users. */
export async function getCoreUsers(): Promise<TCoreUser[]> {
  const answer = await apiRequest('/core-users', ZCoreUsersAnswer);
  return answer.core_users;
}

export const coreUsersQuery = () =>
  queryOptions({
    queryKey: CORE_USERS_KEY,
    queryFn: getCoreUsers,
    retry: CORE_USERS_CACHE.retry,
  });

export function useCoreUsers() {
  return useQuery(coreUsersQuery());
}

/** Toasts a failed load (after the spec's one retry) once per failure; used by the list only. */
export function useCoreUsersFailureToast(query: ReturnType<typeof useCoreUsers>): void {
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    toast({ title: serverDetail(error) ?? TEXT.coreUsers.fetchFailed, variant: 'destructive' });
  }, [error, errorUpdatedAt]);
}
