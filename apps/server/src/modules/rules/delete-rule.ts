import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { qualificationRules } from '../../db/schema/rules';
import { AppError } from '../../errors';
import { notFoundDetail } from './rule-row';

/**
 * DELETE /qualification-rules/{trigger} (docs/product/api.md#qualification-rules): 404 when the user has no
 * rule with it.
 */
export async function deleteRule(
  db: TDb,
  userId: string,
  trigger: string,
): Promise<{ deleted_trigger_prompt: string }> {
  const [deleted] = await db
    .delete(qualificationRules)
    .where(and(eq(qualificationRules.userId, userId), eq(qualificationRules.triggerPrompt, trigger)))
    .returning({ trigger: qualificationRules.triggerPrompt });
  if (!deleted) throw new AppError('NOT_FOUND', notFoundDetail(trigger));
  return { deleted_trigger_prompt: deleted.trigger };
}
