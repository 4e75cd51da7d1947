import { and, eq } from 'drizzle-orm';
import { coreUsers } from '../../db/schema/core-users';
import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import type { TCoreUserPlatform } from './core-user-row';
import { usernameFromText, usernameKey } from './usernames';

/**
 * POST /core-users/remove (docs/product/api.md#core-users): 404 when the name (any case) is not in the user's
 * list.
 */
export async function removeCoreUser(
  db: TDb,
  userId: string,
  input: { username: string; platform: TCoreUserPlatform },
): Promise<{ removed_username: string }> {
  const name = usernameFromText(input.username) ?? '';
  const [removed] = await db
    .delete(coreUsers)
    .where(
      and(
        eq(coreUsers.userId, userId),
        eq(coreUsers.platform, input.platform),
        eq(coreUsers.usernameKey, usernameKey(name)),
      ),
    )
    .returning({ username: coreUsers.username });
  if (!removed) throw new AppError('NOT_FOUND', `@${name} is not one of your core users`);
  return { removed_username: removed.username };
}
