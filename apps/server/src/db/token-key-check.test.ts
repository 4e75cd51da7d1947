import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestDatabase, type TTestDatabase } from '#test/test-database';
import { users } from './schema/auth';
import { platformConnections } from './schema/connections';
import { instanceSettings } from './schema/instance';
import { createTokenCipher } from '../lib/token-cipher';
import { TokenKeyMismatchError, verifyTokenKey } from './token-key-check';

const newKey = () => randomBytes(32).toString('base64url');

let first: TTestDatabase;
let upgraded: TTestDatabase;
beforeAll(async () => {
  const adminUrl = process.env.DATABASE_URL?.trim() || undefined;
  [first, upgraded] = await Promise.all([openTestDatabase(adminUrl), openTestDatabase(adminUrl)]);
});
afterAll(async () => {
  await Promise.all([first?.drop(), upgraded?.drop()]);
});

describe('the token encryption key every process must share', () => {
  test('the first process records it; the same key passes again, another stops with what to do', async () => {
    const db = first.database.db;
    const key = newKey();
    await verifyTokenKey(db, key);
    await verifyTokenKey(db, key);
    const [check] = await db.select().from(instanceSettings);
    // A check value, never the key itself.
    expect(check?.value).toBeTruthy();
    expect(check?.value).not.toContain(key);
    const err = await verifyTokenKey(db, newKey()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TokenKeyMismatchError);
    expect((err as Error).message).toMatch(/TOKEN_ENCRYPTION_KEY/);
    expect((err as Error).message).toMatch(/DATA_DIR/);
    expect(await db.select().from(instanceSettings)).toEqual([check]);
  });

  test('a database sealed before the check is verified by opening a stored token', async () => {
    const db = upgraded.database.db;
    const key = newKey();
    await db.insert(users).values({ id: 'u-key', name: 'k', email: 'k@example.com', emailVerified: true });
    const cipher = createTokenCipher(key);
    await db.insert(platformConnections).values({
      userId: 'u-key',
      platform: 'twitter',
      providerKind: 'sandbox',
      externalUserId: '1',
      username: 'k',
      displayName: 'K',
      accessTokenSealed: cipher.encrypt('token'),
      accessSecretSealed: cipher.encrypt('secret'),
    });
    await expect(verifyTokenKey(db, newKey())).rejects.toBeInstanceOf(TokenKeyMismatchError);
    expect(await db.select().from(instanceSettings)).toEqual([]);
    await verifyTokenKey(db, key);
    expect(await db.select().from(instanceSettings)).toHaveLength(1);
  });
});
