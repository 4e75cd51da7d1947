import { and, asc, desc, isNotNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sandboxAccounts } from '../../db/schema/sandbox';
import type { TAccountRow } from './post-view';

/** LIKE's wildcards (and its escape, the backslash) taken literally: '_' is common in usernames. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The network's generated accounts whose username or display name contains `text` (any case, a
 * leading @ ignored): the exact username first, then usernames starting with it, then names with a
 * word starting with it, then the rest; more followers first within each. Identities people created
 * on the authorize page are theirs, so they are never listed.
 */
export async function suggestAccountRows(db: TDb, text: string, limit: number): Promise<TAccountRow[]> {
  const needle = text.trim().replace(/^@+/, '').trim().toLowerCase();
  if (needle === '' || limit <= 0) return [];
  const inside = `%${likeLiteral(needle)}%`;
  const start = `${likeLiteral(needle)}%`;
  const username = sql`lower(${sandboxAccounts.username})`;
  const name = sql`lower(${sandboxAccounts.name})`;
  const rank = sql`case
    when ${username} = ${needle} then 0
    when ${username} like ${start} then 1
    when ${name} like ${start} or ${name} like ${`% ${start}`} then 2
    else 3 end`;
  return db
    .select()
    .from(sandboxAccounts)
    .where(
      and(isNotNull(sandboxAccounts.seq), or(sql`${username} like ${inside}`, sql`${name} like ${inside}`)),
    )
    .orderBy(rank, desc(sandboxAccounts.followers), asc(sandboxAccounts.seq))
    .limit(limit);
}
