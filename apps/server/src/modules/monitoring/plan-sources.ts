import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { coreUsers } from '../../db/schema/core-users';
import { monitorCursors } from '../../db/schema/monitoring';
import { CORE_USERS_PER_RUN, KEYWORDS_PER_RUN } from './monitor-limits';

/** Where a post was found: shown on the card as why it was picked. */
export type TSourceRef = { kind: 'keyword' | 'core_user'; value: string };

/** One read of a run: a keyword's search or a core user's timeline, from where the last one stopped. */
export type TSource = TSourceRef & {
  /** monitor_cursors.source_key: 'keyword:<query>' or 'user:<platform user id>'. */
  key: string;
  sinceId: string | null;
  /** The core user's platform id (timelines are read by id). */
  externalId: string | null;
};

/**
 * The sources of the next run: the user's core users on X and active keywords, each list bounded
 * and least recently checked first (never checked before all), so long lists are covered over runs.
 * Core users come first: they are the people the user chose by name.
 */
export async function planSources(db: TDb, userId: string, keywords: string[]): Promise<TSource[]> {
  const userKey = sql<string>`'user:' || ${coreUsers.externalUserId}`;
  const [people, keywordCursors] = await Promise.all([
    db
      .select({
        username: coreUsers.username,
        externalId: coreUsers.externalUserId,
        sinceId: monitorCursors.sinceId,
      })
      .from(coreUsers)
      .leftJoin(
        monitorCursors,
        and(eq(monitorCursors.userId, coreUsers.userId), eq(monitorCursors.sourceKey, userKey)),
      )
      .where(
        and(
          eq(coreUsers.userId, userId),
          eq(coreUsers.platform, 'twitter'),
          isNotNull(coreUsers.externalUserId),
        ),
      )
      .orderBy(sql`${monitorCursors.checkedAt} asc nulls first`, asc(coreUsers.createdAt), asc(coreUsers.id))
      .limit(CORE_USERS_PER_RUN),
    db
      .select()
      .from(monitorCursors)
      .where(and(eq(monitorCursors.userId, userId), sql`${monitorCursors.sourceKey} like 'keyword:%'`)),
  ]);

  const cursors = new Map(keywordCursors.map((c) => [c.sourceKey, c]));
  const checked = (key: string) => cursors.get(key)?.checkedAt.getTime() ?? Number.NEGATIVE_INFINITY;
  const searches: TSource[] = keywords
    .map((keyword) => ({ keyword, key: `keyword:${keyword}` }))
    // Stable: keywords checked at the same time keep their own order.
    .sort((a, b) => checked(a.key) - checked(b.key))
    .slice(0, KEYWORDS_PER_RUN)
    .map(({ keyword, key }) => ({
      kind: 'keyword',
      value: keyword,
      key,
      sinceId: cursors.get(key)?.sinceId ?? null,
      externalId: null,
    }));
  const timelines: TSource[] = people.map((p) => ({
    kind: 'core_user',
    value: p.username,
    key: `user:${p.externalId ?? ''}`,
    sinceId: p.sinceId,
    externalId: p.externalId,
  }));
  return [...timelines, ...searches];
}
