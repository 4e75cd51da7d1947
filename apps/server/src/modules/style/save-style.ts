import type { TStyleAnswer, TStyleInput } from '@gatling/shared/api/style';
import type { TDb } from '../../db/client';
import { userStyles } from '../../db/schema/style';
import { countExamples, toStyleAnswer } from './style-row';

/**
 * Keeps the style the user typed (source 'user'). The measured features and sample posts stay:
 * drafting still learns from how the user actually writes.
 */
export async function saveStyle(db: TDb, userId: string, input: TStyleInput): Promise<TStyleAnswer> {
  const now = new Date();
  const [row] = await db
    .insert(userStyles)
    .values({ userId, stylePrompt: input.style_prompt, source: 'user', updatedAt: now })
    .onConflictDoUpdate({
      target: userStyles.userId,
      set: { stylePrompt: input.style_prompt, source: 'user', updatedAt: now },
    })
    .returning();
  return toStyleAnswer(row, await countExamples(db, userId));
}
