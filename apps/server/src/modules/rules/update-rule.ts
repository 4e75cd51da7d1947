import { and, eq } from 'drizzle-orm';
import type { TQualificationRule } from '@gatling/shared/api/rules';
import type { TDb } from '../../db/client';
import { qualificationRules } from '../../db/schema/rules';
import { AppError } from '../../errors';
import {
  duplicateDetail,
  findRule,
  isUniqueViolation,
  notFoundDetail,
  requireAddressableTrigger,
  toRule,
} from './rule-row';

export type TRulePatch = {
  trigger_prompt?: string | undefined;
  semantic_response?: string | null | undefined;
};

/**
 * PATCH /qualification-rules/{trigger} (docs/product/api.md#qualification-rules): changes only the fields
 * sent. Renaming onto another rule's trigger prompt is a 409; an empty semantic response clears it.
 */
export async function updateRule(
  db: TDb,
  userId: string,
  trigger: string,
  patch: TRulePatch,
): Promise<TQualificationRule> {
  const rule = await findRule(db, userId, trigger);
  if (!rule) throw new AppError('NOT_FOUND', notFoundDetail(trigger));
  const set: Partial<typeof qualificationRules.$inferInsert> = { updatedAt: new Date() };
  const rename = patch.trigger_prompt;
  if (rename !== undefined && rename !== rule.triggerPrompt) {
    requireAddressableTrigger(rename);
    if (await findRule(db, userId, rename)) throw new AppError('CONFLICT', duplicateDetail(rename));
    set.triggerPrompt = rename;
  }
  if (patch.semantic_response !== undefined) set.semanticResponse = patch.semantic_response || null;
  try {
    const [row] = await db
      .update(qualificationRules)
      .set(set)
      .where(and(eq(qualificationRules.id, rule.id), eq(qualificationRules.userId, userId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', notFoundDetail(trigger));
    return toRule(row);
  } catch (err) {
    if (!isUniqueViolation(err) || rename === undefined) throw err;
    throw new AppError('CONFLICT', duplicateDetail(rename), { cause: err });
  }
}
