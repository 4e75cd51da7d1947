import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { TPasswordHashing } from '../src/auth/auth';

/** Marks a hash made here; any other is checked as the auth library checks its own. */
const PREFIX = 'test-scrypt:';
const KEY_LENGTH = 64;
/**
 * scrypt at a small cost: the library's (N=16384, r=16) spends tens of milliseconds of CPU on
 * every sign-up and sign-in, hundreds of times in the suite, and proves nothing more in a test.
 */
const COST = { N: 1024, r: 1, p: 1 };

const derive = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/** Password hashing for test apps: salted scrypt as in production, only cheaper. */
export const testPasswordHashing: TPasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  verify: async ({ hash, password }) => {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt = '', key = ''] = hash.slice(PREFIX.length).split(':');
    const expected = Buffer.from(key, 'hex');
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
