import { asc, eq } from 'drizzle-orm';
import type { TKeywordStatus } from '@gatling/shared/api/audience';
import type { TDb } from '../../db/client';
import { monitorKeywords } from '../../db/schema/audience';

/** The user's monitoring keywords, split by whether they are searched, oldest first. */
export async function getKeywordStatus(db: TDb, userId: string): Promise<TKeywordStatus> {
  const rows = await db
    .select({ keyword: monitorKeywords.keyword, active: monitorKeywords.active })
    .from(monitorKeywords)
    .where(eq(monitorKeywords.userId, userId))
    .orderBy(asc(monitorKeywords.createdAt), asc(monitorKeywords.keyword));
  return {
    active_keywords: rows.filter((r) => r.active).map((r) => r.keyword),
    inactive_keywords: rows.filter((r) => !r.active).map((r) => r.keyword),
  };
}
