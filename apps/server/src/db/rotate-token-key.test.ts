import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestDatabase, type TTestDatabase } from '#test/test-database';
import { accounts, users } from './schema/auth';
import { platformConnections, platformOauthRequests } from './schema/connections';
import { userModelSettings } from './schema/model-settings';
import { rotateTokenKey } from './rotate-token-key';
import { createTokenCipher } from '../lib/token-cipher';
import { TokenKeyMismatchError, verifyTokenKey } from './token-key-check';

const newKey = () => randomBytes(32).toString('base64url');
let t: TTestDatabase;
beforeAll(async () => {
  t = await openTestDatabase(process.env.DATABASE_URL?.trim() || undefined);
});
afterAll(async () => {
  await t?.drop();
});

describe('rotating the token encryption key', () => {
  test('re-seals every stored token and model key with the new key, all at once, and records it', async () => {
    const db = t.database.db;
    const oldKey = newKey();
    const old = createTokenCipher(oldKey);
    await verifyTokenKey(db, oldKey);
    await db.insert(users).values({ id: 'u-rot', name: 'r', email: 'rot@example.com', emailVerified: true });
    await db.insert(platformConnections).values({
      userId: 'u-rot',
      platform: 'twitter',
      providerKind: 'sandbox',
      externalUserId: '1',
      username: 'rot',
      displayName: 'Rot',
      accessTokenSealed: old.encrypt('the-token'),
      accessSecretSealed: old.encrypt('the-secret'),
    });
    await db.insert(platformOauthRequests).values({
      requestToken: 'req-1',
      userId: 'u-rot',
      platform: 'twitter',
      requestSecretSealed: old.encrypt('request-secret'),
    });
    await db.insert(userModelSettings).values({
      userId: 'u-rot',
      provider: 'openai',
      model: 'gpt-4.1-mini',
      apiKeySealed: old.encrypt('sk-model-key'),
    });

    // Google's tokens on the sign-in account: one sealed, one kept in plain text before sealing.
    await db.insert(accounts).values([
      {
        id: 'acc-sealed',
        userId: 'u-rot',
        accountId: 'g-1',
        providerId: 'google',
        accessToken: old.encrypt('ya29.google-access'),
        idToken: old.encrypt('eyJ.id.token'),
      },
      {
        id: 'acc-plain',
        userId: 'u-rot',
        accountId: 'g-2',
        providerId: 'google',
        refreshToken: '1//plain-refresh',
      },
    ]);

    // A wrong current key stops before anything is written.
    const before = JSON.stringify(await db.select().from(platformConnections));
    await expect(rotateTokenKey(db, newKey(), newKey())).rejects.toBeInstanceOf(TokenKeyMismatchError);
    expect(JSON.stringify(await db.select().from(platformConnections))).toBe(before);

    const next = newKey();
    expect(await rotateTokenKey(db, oldKey, next)).toBe(5);
    const cipher = createTokenCipher(next);
    const [connection] = await db.select().from(platformConnections);
    expect(cipher.decrypt(connection!.accessTokenSealed)).toBe('the-token');
    expect(cipher.decrypt(connection!.accessSecretSealed)).toBe('the-secret');
    const [request] = await db.select().from(platformOauthRequests);
    expect(cipher.decrypt(request!.requestSecretSealed)).toBe('request-secret');
    const [model] = await db.select().from(userModelSettings);
    expect(cipher.decrypt(model!.apiKeySealed!)).toBe('sk-model-key');
    const google = Object.fromEntries((await db.select().from(accounts)).map((a) => [a.id, a]));
    expect(cipher.decrypt(google['acc-sealed']!.accessToken!)).toBe('ya29.google-access');
    expect(cipher.decrypt(google['acc-sealed']!.idToken!)).toBe('eyJ.id.token');
    expect(google['acc-sealed']!.refreshToken).toBeNull();
    expect(cipher.decrypt(google['acc-plain']!.refreshToken!)).toBe('1//plain-refresh');
    await verifyTokenKey(db, next);
    await expect(verifyTokenKey(db, oldKey)).rejects.toBeInstanceOf(TokenKeyMismatchError);
  });
});
