import { asc, eq } from 'drizzle-orm';
import { KEYWORDS_MAX } from '@gatling/shared/api/audience';
import { keywordInWords, KEYWORD_PROBLEMS, normaliseKeywordWords } from '@gatling/shared/keywords';
import type { TDb } from '../../db/client';
import { monitorKeywords } from '../../db/schema/audience';
import { users } from '../../db/schema/auth';
import { AppError } from '../../errors';

export type TKeywordRow = typeof monitorKeywords.$inferSelect;

export const FULL_DETAIL = `You already have ${KEYWORDS_MAX} keywords, the most one account keeps: remove some first`;

/**
 * The user's keywords, oldest first, with the user's row locked for the transaction: one change
 * at a time per user, so two windows adding the same words cannot both pass the duplicate check.
 */
export async function lockedKeywords(tx: TDb, userId: string): Promise<TKeywordRow[]> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return tx
    .select()
    .from(monitorKeywords)
    .where(eq(monitorKeywords.userId, userId))
    .orderBy(asc(monitorKeywords.createdAt), asc(monitorKeywords.keyword));
}

/** The 4xx a problem from keywordWordsProblem is: a duplicate conflicts, the rest are invalid. */
export function wordsProblemError(problem: string): AppError {
  const invalid = problem === KEYWORD_PROBLEMS.empty || problem === KEYWORD_PROBLEMS.tooLong;
  return new AppError(invalid ? 'VALIDATION_FAILED' : 'CONFLICT', problem);
}

/**
 * The keyword `ref` names: the stored query itself (what the screen sends), or its words in any
 * case (what a person types in the chat). 404 when none, 409 when several keywords read the same.
 */
export function findKeyword(rows: TKeywordRow[], ref: string): TKeywordRow {
  const exact = rows.find((r) => r.keyword === ref);
  if (exact) return exact;
  const words = normaliseKeywordWords(keywordInWords(ref).words).toLowerCase();
  const matches = rows.filter((r) => keywordInWords(r.keyword).words.toLowerCase() === words);
  const shown = keywordInWords(ref).words;
  if (matches.length === 0) throw new AppError('NOT_FOUND', `“${shown}” is not one of your keywords`);
  if (matches.length > 1) {
    throw new AppError(
      'CONFLICT',
      `${matches.length} of your keywords read “${shown}”: change the one you mean on Target Audience`,
    );
  }
  return matches[0]!;
}
