import { and, eq } from 'drizzle-orm';
import { KEYWORD_MAX, type TKeywordChangeAnswer } from '@gatling/shared/api/audience';
import { keywordWithWords, keywordWordsProblem } from '@gatling/shared/keywords';
import type { TDb } from '../../db/client';
import { monitorKeywords } from '../../db/schema/audience';
import { AppError } from '../../errors';
import { getKeywordStatus } from './keyword-status';
import { findKeyword, lockedKeywords, wordsProblemError } from './keyword-rows';

/**
 * POST /keyword/update: new words for one of the user's keywords. It stays on or off where it
 * was, and keeps its language and other filters; only its words change. Words another keyword
 * already has are a 409.
 */
export async function updateKeyword(
  db: TDb,
  userId: string,
  input: { keyword: string; words: string },
): Promise<TKeywordChangeAnswer> {
  const keyword = await db.transaction(async (tx) => {
    const rows = await lockedKeywords(tx, userId);
    const row = findKeyword(rows, input.keyword);
    const problem = keywordWordsProblem(
      input.words,
      rows.map((r) => r.keyword),
      row.keyword,
    );
    if (problem) throw wordsProblemError(problem);
    const next = keywordWithWords(row.keyword, input.words);
    if (next === row.keyword) return next;
    if (next.length > KEYWORD_MAX) throw new AppError('VALIDATION_FAILED', 'This keyword is too long');
    await tx
      .update(monitorKeywords)
      .set({ keyword: next, updatedAt: new Date() })
      .where(and(eq(monitorKeywords.userId, userId), eq(monitorKeywords.keyword, row.keyword)));
    return next;
  });
  return { keyword, status: await getKeywordStatus(db, userId) };
}
