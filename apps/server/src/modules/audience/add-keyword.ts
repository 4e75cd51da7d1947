import { KEYWORD_MAX, KEYWORDS_MAX, type TKeywordChangeAnswer } from '@gatling/shared/api/audience';
import { keywordQuery, keywordWordsProblem } from '@gatling/shared/keywords';
import type { TDb } from '../../db/client';
import { monitorKeywords } from '../../db/schema/audience';
import { AppError } from '../../errors';
import { getKeywordStatus } from './keyword-status';
import { FULL_DETAIL, lockedKeywords, wordsProblemError } from './keyword-rows';

/**
 * POST /keyword/add (Target Audience and the chat's `/keywords add`): words typed by hand become
 * an active keyword, stored as the query monitoring searches with (no retweets, any language). The
 * same words in any case are a 409, as is a full list.
 */
export async function addKeyword(db: TDb, userId: string, words: string): Promise<TKeywordChangeAnswer> {
  const keyword = await db.transaction(async (tx) => {
    const rows = await lockedKeywords(tx, userId);
    const problem = keywordWordsProblem(
      words,
      rows.map((r) => r.keyword),
    );
    if (problem) throw wordsProblemError(problem);
    if (rows.length >= KEYWORDS_MAX) throw new AppError('CONFLICT', FULL_DETAIL);
    const query = keywordQuery(words);
    if (query.length > KEYWORD_MAX) throw new AppError('VALIDATION_FAILED', 'This keyword is too long');
    // After the newest one, so the list keeps the order keywords came in.
    const newest = rows.reduce((t, r) => Math.max(t, r.createdAt.getTime()), 0);
    const at = new Date(Math.max(Date.now(), newest + 1));
    await tx
      .insert(monitorKeywords)
      .values({ userId, keyword: query, active: true, createdAt: at, updatedAt: at });
    return query;
  });
  return { keyword, status: await getKeywordStatus(db, userId) };
}
