import type { TTokenCipher } from '../lib/token-cipher';
import { interceptAdapterCalls, type TAdapter } from './adapter-calls';

/**
 * Tokens a sign-in provider (Google) hands over are sealed at rest like every other token the
 * product keeps (lib/token-cipher.ts, TOKEN_ENCRYPTION_KEY, re-sealed by `npm run rotate-token-key`):
 * the auth library stores them on its account rows through its database adapter; this wraps the
 * adapter so they are sealed on the way in and opened on the way out, and the library never sees
 * the difference.
 */
const MODEL = 'account';
export const SEALED_ACCOUNT_FIELDS = ['accessToken', 'refreshToken', 'idToken'] as const;
const SEALED = /^v1\.[\w-]+\.[\w-]+\.[\w-]*$/;

type TArgs = { model: string; data?: Record<string, unknown>; update?: Record<string, unknown> };

function sealFields(record: Record<string, unknown> | undefined, cipher: TTokenCipher) {
  if (!record) return record;
  const out = { ...record };
  for (const field of SEALED_ACCOUNT_FIELDS) {
    const value = out[field];
    if (typeof value === 'string' && value !== '' && !SEALED.test(value)) out[field] = cipher.encrypt(value);
  }
  return out;
}

function openRow(row: unknown, cipher: TTokenCipher): unknown {
  if (typeof row !== 'object' || row === null) return row;
  const out = { ...(row as Record<string, unknown>) };
  for (const field of SEALED_ACCOUNT_FIELDS) {
    const value = out[field];
    if (typeof value === 'string' && SEALED.test(value)) out[field] = cipher.decrypt(value);
  }
  return out;
}

const openResult = (result: unknown, cipher: TTokenCipher) =>
  Array.isArray(result) ? result.map((row) => openRow(row, cipher)) : openRow(result, cipher);

export function withSealedAccountTokens<A extends TAdapter>(adapter: A, cipher: TTokenCipher): A {
  return interceptAdapterCalls<A, TArgs>(adapter, ({ args, call }) => {
    if (args.model !== MODEL) return call(args);
    const out = call({
      ...args,
      ...(args.data ? { data: sealFields(args.data, cipher) } : {}),
      ...(args.update ? { update: sealFields(args.update, cipher) } : {}),
    });
    return out instanceof Promise ? out.then((r: unknown) => openResult(r, cipher)) : openResult(out, cipher);
  });
}
