import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { sessions } from '../db/schema/auth';
import { preparedSql, type TDb, type TPreparedSql } from '../db/client';
import type { TSessionUser } from '../context';
import { hashSessionToken } from './hashed-session-tokens';

/** A session found valid: its token (as the client holds it), who it is for, its times (ms). */
export type TVerifiedSession = {
  token: string;
  tokenHash: string;
  user: TSessionUser;
  expiresAt: number;
  createdAt: number;
};

type TRow = {
  expires_at: string | Date;
  created_at: string | Date;
  user_id: string;
  email: string;
  image: string | null;
};

/** What another part reads with the session, in the same statement: a join on `u` (the user) and its columns. */
export type TReadBeside = { join: SQL; columns: SQL };

/**
 * The session of a stored token and its user, in one prepared statement; with `beside`, what it
 * names is read in it too (its row's other columns come back in `read`).
 */
export function sessionStatementWith(
  name: string,
  beside?: TReadBeside,
): (db: TDb) => TPreparedSql<TRow & Record<string, unknown>> {
  return preparedSql<TRow & Record<string, unknown>>(
    sql`select s.expires_at, s.created_at, u.id as user_id, u.email, u.image${beside ? sql`, ${beside.columns}` : sql``}
        from sessions s join users u on u.id = s.user_id ${beside?.join ?? sql``}
        where s.token = ${sql.placeholder('tokenHash')}`,
    name,
  );
}

const sessionByToken = sessionStatementWith('gatling_session_by_token');

/** `token.signature`, the signature the auth library's signed cookies carry (HMAC-SHA256, base64). */
export function signatureOf(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64');
}

/** The token of a `token.signature` value when the signature is right; null otherwise. */
export function verifiedToken(signed: string, secret: string): string | null {
  const at = signed.lastIndexOf('.');
  if (at < 1) return null;
  const token = signed.slice(0, at);
  const given = Buffer.from(signed.slice(at + 1));
  const expected = Buffer.from(signatureOf(token, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The value of cookie `name` in a Cookie header, URL-decoded; null when absent or malformed. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Verifies a signed session token as the auth library does (the signature under the auth secret,
 * then the stored session by the hash of its token, not expired), in one prepared statement: the
 * library's getSession cost 0.8 ms of CPU a call (its endpoint context, two signature checks
 * through WebCrypto, a query built anew), which 500 people opening the app at once queued behind
 * (decision 0094). Sign-in, sign-out and every other session change stay the library's.
 */
export async function verifySession(
  db: TDb,
  signed: string | null,
  secret: string,
  now = Date.now(),
  statement: (db: TDb) => TPreparedSql<TRow & Record<string, unknown>> = sessionByToken,
): Promise<(TVerifiedSession & { read: Record<string, unknown> }) | null> {
  const token = signed === null ? null : verifiedToken(signed, secret);
  if (!token) return null;
  const tokenHash = hashSessionToken(token);
  const [row] = await statement(db)({ tokenHash });
  if (!row) return null;
  const expiresAt = new Date(row.expires_at).getTime();
  if (expiresAt <= now) {
    // An ended session is cleared away when it is next presented, as the library did.
    await db
      .delete(sessions)
      .where(eq(sessions.token, tokenHash))
      .catch(() => undefined); // ended either way: a failed clean-up is the next one's to do
    return null;
  }
  return {
    token,
    tokenHash,
    user: { id: row.user_id, email: row.email, image: row.image },
    expiresAt,
    createdAt: new Date(row.created_at).getTime(),
    read: row,
  };
}
