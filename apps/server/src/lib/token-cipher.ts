import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets kept at rest (OAuth tokens). Output: "v1.<iv>.<tag>.<ciphertext>", all
 * base64url; a 12-byte random IV per message; the tag authenticates the ciphertext.
 */
export type TTokenCipher = { encrypt: (plain: string) => string; decrypt: (sealed: string) => string };

export function parseKey(key: string): Buffer {
  const buf = /^[0-9a-fA-F]{64}$/.test(key) ? Buffer.from(key, 'hex') : Buffer.from(key, 'base64url');
  if (buf.length !== 32) throw new Error('the token encryption key must be 32 bytes');
  return buf;
}

export function createTokenCipher(key: string): TTokenCipher {
  const k = parseKey(key);
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', k, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
