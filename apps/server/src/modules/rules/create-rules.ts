import { and, eq, inArray } from 'drizzle-orm';
import { RULES_MAX, type TQualificationRule } from '@gatling/shared/api/rules';
import type { TDb } from '../../db/client';
import { qualificationRules } from '../../db/schema/rules';
import { AppError } from '../../errors';
import {
  duplicateDetail,
  FULL_DETAIL,
  isUniqueViolation,
  quoted,
  requireAddressableTrigger,
  ruleStats,
  toRule,
} from './rule-row';

export type TNewRule = { trigger_prompt: string; semantic_response: string | null };

/**
 * POST /qualification-rules (docs/product/api.md#qualification-rules): creates every rule of the list or
 * none. A trigger prompt that repeats within the list or matches an existing rule is a 409 naming it; so is a
 * full list.
 */
export async function createRules(db: TDb, userId: string, rules: TNewRule[]): Promise<TQualificationRule[]> {
  const seen = new Set<string>();
  for (const rule of rules) {
    requireAddressableTrigger(rule.trigger_prompt);
    if (seen.has(rule.trigger_prompt)) {
      throw new AppError(
        'CONFLICT',
        `The trigger prompt ${quoted(rule.trigger_prompt)} is in the list twice`,
      );
    }
    seen.add(rule.trigger_prompt);
  }
  const [clash] = await db
    .select({ trigger: qualificationRules.triggerPrompt })
    .from(qualificationRules)
    .where(and(eq(qualificationRules.userId, userId), inArray(qualificationRules.triggerPrompt, [...seen])))
    .limit(1);
  if (clash) throw new AppError('CONFLICT', duplicateDetail(clash.trigger));
  const stats = await ruleStats(db, userId);
  if (stats.count + rules.length > RULES_MAX) throw new AppError('CONFLICT', FULL_DETAIL);

  const start = stats.nextAt.getTime();
  try {
    // One statement: all rows or none. A millisecond apart, so the list keeps the order sent.
    const rows = await db
      .insert(qualificationRules)
      .values(
        rules.map((r, i) => ({
          userId,
          triggerPrompt: r.trigger_prompt,
          semanticResponse: r.semantic_response,
          origin: 'user' as const,
          createdAt: new Date(start + i),
          updatedAt: new Date(start + i),
        })),
      )
      .returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(toRule);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw new AppError('CONFLICT', 'One of these trigger prompts was just added: reload the rules', {
      cause: err,
    });
  }
}
