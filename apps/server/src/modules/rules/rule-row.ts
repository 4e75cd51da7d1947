import { and, asc, count, eq, max } from 'drizzle-orm';
import { RULES_MAX, type TQualificationRule } from '@gatling/shared/api/rules';
import type { TDb } from '../../db/client';
import { qualificationRules } from '../../db/schema/rules';
import { AppError } from '../../errors';

export type TRuleRow = typeof qualificationRules.$inferSelect;

export function toRule(row: TRuleRow): TQualificationRule {
  return {
    trigger_prompt: row.triggerPrompt,
    semantic_response: row.semanticResponse,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A trigger prompt as details quote it: long ones shortened. */
export function quoted(trigger: string): string {
  return `"${trigger.length > 80 ? `${trigger.slice(0, 79)}…` : trigger}"`;
}

export const duplicateDetail = (trigger: string) =>
  `A rule with the trigger prompt ${quoted(trigger)} already exists`;
export const notFoundDetail = (trigger: string) => `No rule has the trigger prompt ${quoted(trigger)}`;
export const FULL_DETAIL = `You already have ${RULES_MAX} rules, the most one account keeps: delete some first`;

/**
 * The trigger prompt is the rule's address (/qualification-rules/<encoded trigger>). A path
 * segment that is exactly "." or ".." (even percent-encoded) is removed by every URL parser, so
 * such a rule could never be changed or deleted: those two are refused.
 */
export function requireAddressableTrigger(trigger: string): void {
  if (trigger === '.' || trigger === '..') {
    throw new AppError('VALIDATION_FAILED', 'A trigger prompt cannot be only "." or ".."');
  }
}

export async function findRule(db: TDb, userId: string, trigger: string): Promise<TRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(qualificationRules)
    .where(and(eq(qualificationRules.userId, userId), eq(qualificationRules.triggerPrompt, trigger)));
  return row;
}

export function selectRules(db: TDb, userId: string) {
  return db
    .select()
    .from(qualificationRules)
    .where(eq(qualificationRules.userId, userId))
    .orderBy(asc(qualificationRules.createdAt), asc(qualificationRules.id))
    .limit(RULES_MAX);
}

/** How many rules the user has, and the time after their newest one (rules list oldest first). */
export async function ruleStats(db: TDb, userId: string): Promise<{ count: number; nextAt: Date }> {
  const [row] = await db
    .select({ n: count(), newest: max(qualificationRules.createdAt) })
    .from(qualificationRules)
    .where(eq(qualificationRules.userId, userId));
  const now = Date.now();
  const newest = row?.newest ? new Date(row.newest).getTime() : 0;
  return { count: row?.n ?? 0, nextAt: new Date(Math.max(now, newest + 1)) };
}

/** Postgres' unique_violation, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
