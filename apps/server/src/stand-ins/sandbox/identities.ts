import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import { composeBio } from './compose';
import { PERSONA_COUNT, USERNAME_PATTERN } from './generate-accounts';
import { accountId } from './ids';
import { answerablePosts, identityHistory } from './identity-history';
import { avatarDataUri } from './media';
import { hash32, int, pick, pickSome, rngFor } from './prng';
import type { TAccountRow } from './post-view';
import { generateWritingHabits } from './writing-habits';
import { PLACES } from './vocab/people';
import { TOPIC_KEYS } from './vocab/topics';

/** Identities: accounts someone signs in as on the authorize page (picked or newly created). */

const DAY_MS = 86_400_000;
export const NAME_MAX = 50;

export type TIdentityProblem = { status: 409 | 422; message: string };

/** X's rules for a new account's username and display name; null when fine. */
export function checkNewIdentity(username: string, name: string): TIdentityProblem | null {
  if (!USERNAME_PATTERN.test(username)) {
    return {
      status: 422,
      message: 'A username has 1 to 15 characters: letters, digits and underscores only.',
    };
  }
  if (!name.trim() || Array.from(name.trim()).length > NAME_MAX) {
    return { status: 422, message: `A display name has 1 to ${NAME_MAX} characters.` };
  }
  return null;
}

export async function findByUsername(db: TDb, username: string): Promise<TAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxAccounts)
    .where(sql`lower(${sandboxAccounts.username}) = ${username.trim().replace(/^@/, '').toLowerCase()}`);
  return row;
}

/** Anyone may pick an unclaimed identity; a claimed one only its owner (or anyone, owner unknown). */
export function canPick(identity: TAccountRow, ownerUserId: string | null): boolean {
  return !identity.claimedAt || !identity.ownerUserId || identity.ownerUserId === ownerUserId;
}

/** The user's own identities first, then suggested ones nobody claimed yet. */
export async function suggestIdentities(db: TDb, ownerUserId: string | null): Promise<TAccountRow[]> {
  const mine = await db
    .select()
    .from(sandboxAccounts)
    .where(
      and(
        isNotNull(sandboxAccounts.claimedAt),
        ownerUserId
          ? or(eq(sandboxAccounts.ownerUserId, ownerUserId), isNull(sandboxAccounts.ownerUserId))
          : isNull(sandboxAccounts.ownerUserId),
      ),
    )
    .orderBy(desc(sandboxAccounts.claimedAt))
    .limit(6);
  const fresh = await db
    .select()
    .from(sandboxAccounts)
    .where(and(isNull(sandboxAccounts.claimedAt), lt(sandboxAccounts.seq, PERSONA_COUNT)))
    .orderBy(asc(sandboxAccounts.seq))
    .limit(4);
  return [...mine, ...fresh];
}

/**
 * Marks an identity as signed in and owned by `ownerUserId`, in one conditional statement: false
 * when another user owns it (even if they claimed it a moment ago, in a racing tab). The first
 * claim stops the simulation posting for the identity.
 */
export async function claimIdentity(
  db: TDb,
  identityId: string,
  ownerUserId: string | null,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(sandboxAccounts)
    .set({
      claimedAt: sql`coalesce(${sandboxAccounts.claimedAt}, ${now.toISOString()}::timestamptz)`,
      ownerUserId: sql`coalesce(${sandboxAccounts.ownerUserId}, ${ownerUserId})`,
    })
    .where(
      and(
        eq(sandboxAccounts.id, identityId),
        ownerUserId === null
          ? isNull(sandboxAccounts.ownerUserId)
          : or(isNull(sandboxAccounts.ownerUserId), eq(sandboxAccounts.ownerUserId, ownerUserId)),
      ),
    )
    .returning({ id: sandboxAccounts.id });
  return claimed.length === 1;
}

/**
 * A new identity with a post history in its own voice, both derived from the seed and the
 * username, so style analysis has material. Null when the username is taken (any case).
 */
export async function createIdentity(
  db: TDb,
  input: { seed: string; username: string; name: string; ownerUserId: string | null; now: Date },
): Promise<TAccountRow | null> {
  if (await findByUsername(db, input.username)) return null;
  const key = input.username.toLowerCase();
  const rng = rngFor(input.seed, 'identity', key);
  const voice = generateWritingHabits(rng, 'en');
  const topics = pickSome(rng, TOPIC_KEYS, 2);
  const nowMs = input.now.getTime();
  const name = input.name.trim();
  const [identity] = await db
    .insert(sandboxAccounts)
    .values({
      id: accountId(nowMs, (1 << 21) | randomInt(0, 1 << 21)),
      seq: null,
      username: input.username,
      name,
      bio: composeBio(rng, { voice, lang: 'en', topics }, pick(rng, PLACES)),
      avatarUrl: avatarDataUri(name, hash32(`${input.seed}:${key}`)),
      followers: int(rng, 20, 900),
      following: int(rng, 50, 600),
      lang: 'en',
      topics,
      voice,
      postsPerDay: 0,
      createdAt: new Date(nowMs - int(rng, 200, 3000) * DAY_MS),
      ownerUserId: input.ownerUserId,
      claimedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!identity) return null;
  const parents = await answerablePosts(db, identity, nowMs);
  const history = identityHistory(input.seed, identity, nowMs, parents);
  if (history.length > 0) await db.insert(sandboxPosts).values(history).onConflictDoNothing();
  const parentIds = new Set(parents.map((p) => p.id));
  const others = history.flatMap((p) =>
    p.inReplyToPostId && parentIds.has(p.inReplyToPostId) ? [p.inReplyToPostId] : [],
  );
  // Replies that exist count on the posts they answer, as the network's own replies do.
  if (others.length > 0) {
    await db
      .update(sandboxPosts)
      .set({ replyCount: sql`${sandboxPosts.replyCount} + 1` })
      .where(inArray(sandboxPosts.id, others));
  }
  return identity;
}
