import { createHash } from 'node:crypto';
import { interceptAdapterCalls, type TAdapter } from './adapter-calls';

/**
 * Session tokens are kept only as SHA-256 hashes: a copy of the database (a backup, a replica, a
 * leak) holds no token that signs anyone in. The auth library reads and writes sessions through its
 * database adapter by their token; this wraps the adapter so every token it writes or looks up is
 * hashed on the way in, and a row found by its token carries the token it was asked for on the way
 * out (the library then signs it into the cookie, never the hash).
 */
const MODEL = 'session';
const FIELD = 'token';
const HASHED = /^[0-9a-f]{64}$/;

/** The stored form of a token. A stored form passed back (e.g. from a session list) is kept as is. */
export function hashSessionToken(token: string): string {
  return HASHED.test(token) ? token : createHash('sha256').update(token).digest('hex');
}

/**
 * The signed token (`token.signature`) an `Authorization: Bearer …` header carries, read as the
 * auth library's bearer plugin reads it: any case of the scheme, URL-encoded or not. Null when the
 * header carries none, or an unsigned token (which signs no one in). The signature is not checked
 * here (verify-session.ts does).
 */
export function signedTokenOfBearer(header: string | undefined): string | null {
  if (!header || header.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const value = header.slice(7).trim();
  if (!value.includes('.')) return null;
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The stored form of the session token an `Authorization: Bearer …` header carries; null when the
 * header carries none. It does not verify the signature: use it on a header already verified.
 */
export function tokenHashOfBearer(header: string): string | null {
  const signed = signedTokenOfBearer(header);
  const token = signed?.slice(0, signed.lastIndexOf('.')) ?? '';
  return token === '' ? null : hashSessionToken(token);
}

type TWhere = { field: string; value: unknown };
type TArgs = {
  model: string;
  where?: TWhere[];
  data?: Record<string, unknown>;
  update?: Record<string, unknown>;
};

const hashValue = (value: unknown) =>
  typeof value === 'string'
    ? hashSessionToken(value)
    : Array.isArray(value)
      ? value.map((v) => (typeof v === 'string' ? hashSessionToken(v) : v))
      : value;

function hashArgs(args: TArgs): { args: TArgs; asked: string | null } {
  let asked: string | null = null;
  const where = args.where?.map((w) => {
    if (w.field !== FIELD) return w;
    if (typeof w.value === 'string') asked = w.value;
    return { ...w, value: hashValue(w.value) };
  });
  const hashField = (record?: Record<string, unknown>) =>
    record && FIELD in record ? { ...record, [FIELD]: hashValue(record[FIELD]) } : record;
  if (typeof args.data?.[FIELD] === 'string') asked = args.data[FIELD] as string;
  return {
    args: {
      ...args,
      ...(where ? { where } : {}),
      ...(args.data ? { data: hashField(args.data) } : {}),
      ...(args.update ? { update: hashField(args.update) } : {}),
    },
    asked,
  };
}

/** Puts the token the caller knows back on a row it found or made. */
function restore(result: unknown, asked: string | null): unknown {
  if (!asked || typeof result !== 'object' || result === null || !(FIELD in result)) return result;
  return { ...result, [FIELD]: asked };
}

/** Sessions that stop being valid: one (by its stored token), a user's, or any (by id). */
export type TSessionRevocation = { tokenHash: string } | { userId: string } | { all: true };

const REVOKING = new Set(['delete', 'deleteMany']);

/** What a delete of sessions (or of a user) takes away, from its where clause. */
function revocationOf(args: TArgs): TSessionRevocation {
  const on = (field: string) => args.where?.find((w) => w.field === field && typeof w.value === 'string');
  if (args.model === 'user') {
    const id = on('id');
    return id ? { userId: id.value as string } : { all: true };
  }
  const token = on(FIELD);
  if (token && !args.where?.some((w) => w.field === FIELD && w !== token)) {
    return { tokenHash: hashSessionToken(token.value as string) };
  }
  const user = on('userId');
  return user ? { userId: user.value as string } : { all: true };
}

/**
 * `revoked` hears of every session the library deletes (sign-out, revoking, a password change, an
 * account deleted), after the delete, so caches of sessions can forget them.
 */
export function withHashedSessionTokens<A extends TAdapter>(
  adapter: A,
  revoked?: (what: TSessionRevocation) => void | Promise<void>,
): A {
  return interceptAdapterCalls<A, TArgs>(adapter, ({ method, args, call }) => {
    if (revoked && typeof method === 'string' && REVOKING.has(method)) {
      if (args.model === MODEL || args.model === 'user') {
        const what = revocationOf(args);
        const out = args.model === MODEL ? call(hashArgs(args).args) : call(args);
        return Promise.resolve(out).then(async (r: unknown) => {
          await revoked(what);
          return r;
        });
      }
    }
    if (args.model !== MODEL) return call(args);
    const { args: hashed, asked } = hashArgs(args);
    const out = call(hashed);
    return out instanceof Promise ? out.then((r: unknown) => restore(r, asked)) : restore(out, asked);
  });
}
