import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { platformOauthRequests } from '../../db/schema/connections';
import { sandboxOauthRequests } from '../../db/schema/sandbox';
import { BadInputError } from '../../integrations/platform/errors';
import { randomToken } from './ids';

/**
 * The sandbox side of OAuth 1.0a's three legs: a request token (step 1), its authorization on the
 * authorize page with a verifier (step 2), and the one-time exchange for an access token (step 3).
 */
export const REQUEST_TTL_MS = 30 * 60_000;

export type TOauthRequest = typeof sandboxOauthRequests.$inferSelect;

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function createRequestToken(
  db: TDb,
  callbackUrl: string,
  now: Date,
): Promise<{ requestToken: string; requestSecret: string }> {
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    throw new BadInputError(`The callback URL "${callbackUrl}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BadInputError('The callback URL must use http or https');
  const row = {
    requestToken: randomToken(24),
    requestSecret: randomToken(30),
    callbackUrl: url.toString(),
    createdAt: now,
  };
  await db.insert(sandboxOauthRequests).values(row);
  return { requestToken: row.requestToken, requestSecret: row.requestSecret };
}

/** A request the authorize page may still act on, or the reason it may not. */
export async function openRequest(
  db: TDb,
  token: string,
  now: Date,
): Promise<TOauthRequest | { problem: string; status: 400 | 404 | 409 }> {
  const [row] = token
    ? await db.select().from(sandboxOauthRequests).where(eq(sandboxOauthRequests.requestToken, token))
    : [];
  if (!row)
    return {
      problem: 'This authorization request is unknown. Start connecting again from the app.',
      status: 404,
    };
  if (row.usedAt || row.verifier)
    return {
      problem: 'This authorization request was already used. Start connecting again from the app.',
      status: 409,
    };
  if (now.getTime() - row.createdAt.getTime() > REQUEST_TTL_MS) {
    return {
      problem: 'This authorization request has expired. Start connecting again from the app.',
      status: 400,
    };
  }
  return row;
}

/** The product user who started this connection, when the product recorded it (for ownership). */
export async function requestingUserId(db: TDb, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: platformOauthRequests.userId })
    .from(platformOauthRequests)
    .where(eq(platformOauthRequests.requestToken, token));
  return row?.userId ?? null;
}

/** Step 2: records the identity and a verifier; false when another tab got there first. */
export async function authorizeRequest(db: TDb, token: string, identityId: string): Promise<string | null> {
  const verifier = randomToken(16);
  const done = await db
    .update(sandboxOauthRequests)
    .set({ authorizedIdentityId: identityId, verifier })
    .where(
      and(
        eq(sandboxOauthRequests.requestToken, token),
        isNull(sandboxOauthRequests.verifier),
        isNull(sandboxOauthRequests.usedAt),
      ),
    )
    .returning({ token: sandboxOauthRequests.requestToken });
  return done.length > 0 ? verifier : null;
}

/** Cancel on the authorize page: the request can never be completed. */
export async function denyRequest(db: TDb, token: string, now: Date): Promise<void> {
  await db
    .update(sandboxOauthRequests)
    .set({ usedAt: now })
    .where(eq(sandboxOauthRequests.requestToken, token));
}

/** Step 3: checks secret, verifier, age and single use; the authorized identity's id. */
export async function exchangeRequest(
  db: TDb,
  input: { requestToken: string; requestSecret: string; verifier: string },
  now: Date,
): Promise<string> {
  const refused = (why: string) => new BadInputError(`The sandbox refused the authorization: ${why}`);
  const [row] = input.requestToken
    ? await db
        .select()
        .from(sandboxOauthRequests)
        .where(eq(sandboxOauthRequests.requestToken, input.requestToken))
    : [];
  if (!row || !same(row.requestSecret, input.requestSecret)) throw refused('unknown request token');
  if (!row.verifier || !row.authorizedIdentityId || !same(row.verifier, input.verifier))
    throw refused('wrong verifier');
  if (now.getTime() - row.createdAt.getTime() > REQUEST_TTL_MS) throw refused('the request token expired');
  const claimed = await db
    .update(sandboxOauthRequests)
    .set({ usedAt: now })
    .where(and(eq(sandboxOauthRequests.requestToken, row.requestToken), isNull(sandboxOauthRequests.usedAt)))
    .returning({ token: sandboxOauthRequests.requestToken });
  if (claimed.length === 0) throw refused('the request token was already used');
  return row.authorizedIdentityId;
}
