import { and, asc, between, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { sandboxAccounts } from '../../../db/schema/sandbox';
import { BadInputError, IdentityTakenError } from '../../../integrations/platform/errors';
import { canPick, claimIdentity } from '../identities';
import type { TAccountRow } from '../post-view';
import { accountIdOfDid, usernameKeyOfHandle } from './bluesky-ids';

/** How many identities the picker offers that nobody has picked yet. */
export const FRESH_CHOICES = 4;
/** How many of the user's own identities it lists first. */
const OWN_CHOICES = 6;

/**
 * The identities a user may sign in as on the Bluesky face: theirs first (newest claim first), then
 * generated accounts nobody has claimed, English-speaking and mid-sized, in the generator's order
 * (the authorize page's personas come first). The pool is the whole network, so every user of a
 * server finds some, unlike the authorize page's handful of personas.
 */
export async function blueskyIdentityChoices(db: TDb, ownerUserId: string): Promise<TAccountRow[]> {
  const mine = await db
    .select()
    .from(sandboxAccounts)
    .where(and(isNotNull(sandboxAccounts.claimedAt), eq(sandboxAccounts.ownerUserId, ownerUserId)))
    .orderBy(desc(sandboxAccounts.claimedAt))
    .limit(OWN_CHOICES);
  const fresh = await db
    .select()
    .from(sandboxAccounts)
    .where(
      and(
        isNull(sandboxAccounts.claimedAt),
        isNotNull(sandboxAccounts.seq),
        eq(sandboxAccounts.lang, 'en'),
        between(sandboxAccounts.followers, 100, 20_000),
      ),
    )
    .orderBy(asc(sandboxAccounts.seq))
    .limit(FRESH_CHOICES);
  return [...mine, ...fresh];
}

/**
 * The accounts DIDs or handles (bare names too, any case) name: those the network has. An empty
 * list when none of them could be one.
 */
export async function findAccounts(db: TDb, names: string[]): Promise<TAccountRow[]> {
  const ids = names.map(accountIdOfDid).filter((id): id is string => id !== null);
  const keys = names.map(usernameKeyOfHandle).filter((key): key is string => key !== null);
  if (ids.length + keys.length === 0) return [];
  return db
    .select()
    .from(sandboxAccounts)
    .where(
      or(
        ids.length > 0 ? inArray(sandboxAccounts.id, ids) : undefined,
        keys.length > 0 ? inArray(sql`lower(${sandboxAccounts.username})`, keys) : undefined,
      ),
    );
}

/** The account a DID or a handle of the Bluesky face names, if the network has it. */
export async function findIdentity(db: TDb, identity: string): Promise<TAccountRow | undefined> {
  const id = accountIdOfDid(identity.trim());
  const key = id ? null : usernameKeyOfHandle(identity);
  if (!id && !key) return undefined;
  const [row] = await db
    .select()
    .from(sandboxAccounts)
    .where(id ? eq(sandboxAccounts.id, id) : sql`lower(${sandboxAccounts.username}) = ${key}`);
  return row;
}

/**
 * Claims the identity for `ownerUserId` (the simulation stops posting for it and starts mentioning
 * it, as on the X face), or refuses: no such account, or another user's.
 */
export async function claimBlueskyIdentity(
  db: TDb,
  identity: string,
  ownerUserId: string,
  now: Date,
): Promise<TAccountRow> {
  const row = await findIdentity(db, identity);
  if (!row) throw new BadInputError('There is no such account on the simulated Bluesky.');
  const taken = () =>
    new IdentityTakenError('That simulated account belongs to another user of this server.');
  if (!canPick(row, ownerUserId)) throw taken();
  if (!(await claimIdentity(db, row.id, ownerUserId, now))) throw taken();
  return row;
}
