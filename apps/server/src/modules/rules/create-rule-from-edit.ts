import { ZRuleInput, RULES_MAX, type TQualificationRule, type TRuleInput } from '@gatling/shared/api/rules';
import type { TDb } from '../../db/client';
import { qualificationRules } from '../../db/schema/rules';
import { AppError } from '../../errors';
import { findRule, requireAddressableTrigger, ruleStats, toRule } from './rule-row';

export type TRuleFromEdit =
  | { status: 'created'; rule: TQualificationRule }
  /** A rule with this trigger prompt exists already; it is left as it is. */
  | { status: 'duplicate'; rule: TQualificationRule }
  /** The user has RULES_MAX rules; nothing was saved. */
  | { status: 'full'; rule: null };

/**
 * Saves a rule inferred from an approved edit ("Save as Qualification Rule", origin 'edit').
 * Never overwrites: an existing trigger prompt is reported, not updated. 422 on invalid input.
 */
export async function createRuleFromEdit(db: TDb, userId: string, input: TRuleInput): Promise<TRuleFromEdit> {
  const parsed = ZRuleInput.safeParse(input);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'The rule is not valid');
  }
  const { trigger_prompt, semantic_response } = parsed.data;
  requireAddressableTrigger(trigger_prompt);
  const existing = await findRule(db, userId, trigger_prompt);
  if (existing) return { status: 'duplicate', rule: toRule(existing) };
  const stats = await ruleStats(db, userId);
  if (stats.count >= RULES_MAX) return { status: 'full', rule: null };
  const [row] = await db
    .insert(qualificationRules)
    .values({
      userId,
      triggerPrompt: trigger_prompt,
      semanticResponse: semantic_response,
      origin: 'edit',
      createdAt: stats.nextAt,
      updatedAt: stats.nextAt,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { status: 'created', rule: toRule(row) };
  // Saved meanwhile by another request.
  const raced = await findRule(db, userId, trigger_prompt);
  if (!raced) throw new Error('a rule insert conflicted but no rule has the trigger prompt');
  return { status: 'duplicate', rule: toRule(raced) };
}
