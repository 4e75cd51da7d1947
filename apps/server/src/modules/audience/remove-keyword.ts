import { and, eq } from 'drizzle-orm';
import type { TKeywordChangeAnswer } from '@gatling/shared/api/audience';
import type { TDb } from '../../db/client';
import { monitorKeywords } from '../../db/schema/audience';
import { getKeywordStatus } from './keyword-status';
import { findKeyword, lockedKeywords } from './keyword-rows';

/** POST /keyword/remove: one of the user's keywords, named as stored or by its words; 404 otherwise. */
export async function removeKeyword(db: TDb, userId: string, ref: string): Promise<TKeywordChangeAnswer> {
  const keyword = await db.transaction(async (tx) => {
    const row = findKeyword(await lockedKeywords(tx, userId), ref);
    await tx
      .delete(monitorKeywords)
      .where(and(eq(monitorKeywords.userId, userId), eq(monitorKeywords.keyword, row.keyword)));
    return row.keyword;
  });
  return { keyword, status: await getKeywordStatus(db, userId) };
}
