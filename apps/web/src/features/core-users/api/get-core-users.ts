import { listCoreUsersRoute } from '@gatling/shared/api/core-users-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCoreUser } from '@gatling/shared/api/core-users';
import { CORE_USERS_CACHE } from '@gatling/shared/spec';
import { callApi } from '@/lib/api-client';

export const CORE_USERS_KEY = ['core-users'] as const;
/** Adding and importing: while either is under way, both buttons wait (docs/product/validation.md). */
export const CORE_USERS_WRITE_KEY = ['core-users', 'write'] as const;

/** GET /core-users. */
export async function getCoreUsers(): Promise<TCoreUser[]> {
  const answer = await callApi(listCoreUsersRoute);
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
