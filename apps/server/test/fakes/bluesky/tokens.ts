import crypto from 'node:crypto';

const SECRET = 'fake-bluesky-jwt-secret';

export type TClaims = { scope: string; sub: string; aud: string; iat: number; exp: number; jti: string };

/** An HS256 JWT shaped as the PDS issues them (access: typ at+jwt; refresh: typ refresh+jwt). */
export function signJwt(typ: 'at+jwt' | 'refresh+jwt', claims: TClaims): string {
  const header = Buffer.from(JSON.stringify({ typ, alg: 'HS256' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = crypto.createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The claims of a token this fake signed, or null for anything else. */
export function verifyJwt(token: string, typ: 'at+jwt' | 'refresh+jwt'): TClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = crypto.createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
  if (expected !== signature) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { typ?: string };
    if (head.typ !== typ) return null;
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TClaims;
  } catch {
    return null;
  }
}
