import type { TCoreUser } from '@gatling/shared/api/core-users';
import type { TDb } from '../../db/client';
import { selectCoreUsers, toCoreUser } from './core-user-row';

/**
 * GET /core-users (docs/product/api.md#core-users): the user's core users, oldest first (at most
 * CORE_USERS_MAX).
 */
export async function listCoreUsers(db: TDb, userId: string): Promise<TCoreUser[]> {
  return (await selectCoreUsers(db, userId)).map(toCoreUser);
}
