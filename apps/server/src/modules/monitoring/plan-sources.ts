import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { coreUsers } from '../../db/schema/core-users';
import { monitorCursors } from '../../db/schema/monitoring';
import type { TPlatformId } from '../../integrations/platform/types';
import { CORE_USERS_PER_RUN, KEYWORDS_PER_RUN } from './monitor-limits';

/** Where a post was found: shown on the card as why it was picked. */
export type TSourceRef = { kind: 'keyword' | 'core_user'; value: string };

/** One read of a run: a keyword's search or a core user's timeline, from where the last one stopped. */
export type TSource = TSourceRef & {
  /** The network this read goes to. */
  platform: TPlatformId;
  /**
   * monitor_cursors.source_key: 'keyword:<query>' or 'user:<platform user id>' on X (the keys
   * stored before there was a second network), prefixed with the platform on the others
   * ('bluesky:keyword:<query>', 'bluesky:user:<did>').
   */
  key: string;
  sinceId: string | null;
  /** The core user's platform id (timelines are read by id; a DID on Bluesky). */
  externalId: string | null;
};

/** What a platform's cursor keys start with: nothing for X, whose keys predate the prefix. */
export function sourceKeyPrefix(platform: TPlatformId): string {
  return platform === 'twitter' ? '' : `${platform}:`;
}

/**
 * The sources of the next run on each of `platforms` (the user's connected ones): on each, the
 * user's core users of that platform and every active keyword, each list bounded per platform and
 * least recently checked first (never checked before all), so long lists are covered over runs.
 * Core users come first (they are the people the user chose by name), the platforms taking turns
 * within each kind, so one platform's reads cannot use up the run's read budget before the other's.
 */
export async function planSources(
  db: TDb,
  userId: string,
  keywords: string[],
  platforms: readonly TPlatformId[],
): Promise<TSource[]> {
  const plans = await Promise.all(platforms.map((platform) => planPlatform(db, userId, keywords, platform)));
  return [...takeTurns(plans.map((p) => p.timelines)), ...takeTurns(plans.map((p) => p.searches))];
}

async function planPlatform(
  db: TDb,
  userId: string,
  keywords: string[],
  platform: TPlatformId,
): Promise<{ timelines: TSource[]; searches: TSource[] }> {
  const prefix = sourceKeyPrefix(platform);
  const userKey = sql<string>`${`${prefix}user:`} || ${coreUsers.externalUserId}`;
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
          eq(coreUsers.platform, platform),
          isNotNull(coreUsers.externalUserId),
        ),
      )
      .orderBy(sql`${monitorCursors.checkedAt} asc nulls first`, asc(coreUsers.createdAt), asc(coreUsers.id))
      .limit(CORE_USERS_PER_RUN),
    db
      .select()
      .from(monitorCursors)
      .where(
        and(
          eq(monitorCursors.userId, userId),
          sql`starts_with(${monitorCursors.sourceKey}, ${`${prefix}keyword:`})`,
        ),
      ),
  ]);

  const cursors = new Map(keywordCursors.map((c) => [c.sourceKey, c]));
  const checked = (key: string) => cursors.get(key)?.checkedAt.getTime() ?? Number.NEGATIVE_INFINITY;
  const searches: TSource[] = keywords
    .map((keyword) => ({ keyword, key: `${prefix}keyword:${keyword}` }))
    // Stable: keywords checked at the same time keep their own order.
    .sort((a, b) => checked(a.key) - checked(b.key))
    .slice(0, KEYWORDS_PER_RUN)
    .map(({ keyword, key }) => ({
      kind: 'keyword',
      value: keyword,
      platform,
      key,
      sinceId: cursors.get(key)?.sinceId ?? null,
      externalId: null,
    }));
  const timelines: TSource[] = people.map((p) => ({
    kind: 'core_user',
    value: p.username,
    platform,
    key: `${prefix}user:${p.externalId ?? ''}`,
    sinceId: p.sinceId,
    externalId: p.externalId,
  }));
  return { timelines, searches };
}

/** The lists' items taking turns: the first of each, then the second of each, and so on. */
function takeTurns<T>(lists: T[][]): T[] {
  const longest = Math.max(0, ...lists.map((l) => l.length));
  return Array.from({ length: longest }, (_, i) =>
    lists.flatMap((l) => (i < l.length ? [l[i] as T] : [])),
  ).flat();
}
