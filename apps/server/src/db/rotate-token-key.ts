import { eq } from 'drizzle-orm';
import type { TDb } from './client';
import { platformConnections, platformOauthRequests } from './schema/connections';
import { accounts } from './schema/auth';
import { userModelSettings } from './schema/model-settings';
import { createTokenCipher } from '../lib/token-cipher';
import { recordTokenKey, verifyTokenKey } from './token-key-check';

/**
 * Re-seals every stored OAuth token (a sign-in provider's too), request secret and model API key with `newKey`, in one transaction: either
 * all of them move to the new key (and it is recorded as the one in use) or none does. `oldKey` must
 * be the key in use (a wrong one stops before anything is written). Answers how many were re-sealed.
 */
export async function rotateTokenKey(db: TDb, oldKey: string, newKey: string): Promise<number> {
  await verifyTokenKey(db, oldKey);
  const from = createTokenCipher(oldKey);
  const to = createTokenCipher(newKey);
  const reseal = (sealed: string) => to.encrypt(from.decrypt(sealed));
  return db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    let resealed = 0;
    for (const row of await tx.select().from(platformConnections).for('update')) {
      await tx
        .update(platformConnections)
        .set({
          accessTokenSealed: reseal(row.accessTokenSealed),
          accessSecretSealed: reseal(row.accessSecretSealed),
        })
        .where(eq(platformConnections.id, row.id));
      resealed += 1;
    }
    for (const row of await tx.select().from(platformOauthRequests).for('update')) {
      await tx
        .update(platformOauthRequests)
        .set({ requestSecretSealed: reseal(row.requestSecretSealed) })
        .where(eq(platformOauthRequests.requestToken, row.requestToken));
      resealed += 1;
    }
    for (const row of await tx.select().from(userModelSettings).for('update')) {
      if (!row.apiKeySealed) continue;
      await tx
        .update(userModelSettings)
        .set({ apiKeySealed: reseal(row.apiKeySealed) })
        .where(eq(userModelSettings.userId, row.userId));
      resealed += 1;
    }
    // A sign-in provider's tokens (Google), sealed by auth/sealed-account-tokens.ts.
    // One stored before tokens were sealed is sealed now.
    const resealOptional = (stored: string | null) =>
      !stored ? stored : stored.startsWith('v1.') ? reseal(stored) : to.encrypt(stored);
    for (const row of await tx.select().from(accounts).for('update')) {
      if (!row.accessToken && !row.refreshToken && !row.idToken) continue;
      await tx
        .update(accounts)
        .set({
          accessToken: resealOptional(row.accessToken),
          refreshToken: resealOptional(row.refreshToken),
          idToken: resealOptional(row.idToken),
        })
        .where(eq(accounts.id, row.id));
      resealed += 1;
    }
    await recordTokenKey(tx, newKey);
    return resealed;
  });
}
