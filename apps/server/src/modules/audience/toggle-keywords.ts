import { and, eq, inArray } from 'drizzle-orm';
import type { TKeywordStatus, TKeywordToggleInput } from '@gatling/shared/api/audience';
import type { TDb } from '../../db/client';
import { monitorKeywords } from '../../db/schema/audience';
import { AppError } from '../../errors';
import { getKeywordStatus } from './keyword-status';

const SHOWN = 3;

function notYours(missing: string[]): string {
  const named = missing
    .slice(0, SHOWN)
    .map((k) => `"${k}"`)
    .join(', ');
  const more = missing.length > SHOWN ? ` and ${missing.length - SHOWN} more` : '';
  return missing.length === 1
    ? `${named} is not one of your keywords`
    : `${named}${more} are not among your keywords`;
}

/**
 * Switches monitoring keywords on or off, all or none: a keyword that is not one of the user's
 * fails the whole request and nothing changes. When a keyword is listed twice, the last wins.
 */
export async function toggleKeywords(
  db: TDb,
  userId: string,
  input: TKeywordToggleInput,
): Promise<TKeywordStatus> {
  const wanted = new Map(input.keywords.map((k) => [k.keyword, k.active]));
  const keywords = [...wanted.keys()];
  await db.transaction(async (tx) => {
    const mine = await tx
      .select({ keyword: monitorKeywords.keyword })
      .from(monitorKeywords)
      .where(and(eq(monitorKeywords.userId, userId), inArray(monitorKeywords.keyword, keywords)))
      .for('update');
    const known = new Set(mine.map((r) => r.keyword));
    const missing = keywords.filter((k) => !known.has(k));
    if (missing.length > 0) throw new AppError('NOT_FOUND', notYours(missing));
    const now = new Date();
    for (const active of [true, false]) {
      const these = keywords.filter((k) => wanted.get(k) === active);
      if (these.length === 0) continue;
      await tx
        .update(monitorKeywords)
        .set({ active, updatedAt: now })
        .where(and(eq(monitorKeywords.userId, userId), inArray(monitorKeywords.keyword, these)));
    }
  });
  return getKeywordStatus(db, userId);
}
