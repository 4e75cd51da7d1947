import { count, desc, eq } from 'drizzle-orm';
import type { TStyleAnswer, TStyleFeatures } from '@gatling/shared/api/style';
import type { TDb } from '../../db/client';
import { styleExamples, userStyles } from '../../db/schema/style';
import { computeStyleFeatures } from '../../lib/text/style-features';

export type TStyleRow = typeof userStyles.$inferSelect;

/** Approved edits kept per user as examples of the voice (the newest). */
export const EXAMPLES_KEPT = 50;
/** An approved edit is the freshest evidence of the voice: it counts this many times a post. */
export const FINAL_WEIGHT = 2;

export async function findStyle(db: TDb, userId: string): Promise<TStyleRow | undefined> {
  const [row] = await db.select().from(userStyles).where(eq(userStyles.userId, userId));
  return row;
}

export async function countExamples(db: TDb, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(styleExamples).where(eq(styleExamples.userId, userId));
  return row?.n ?? 0;
}

/** What the user sent instead of a draft, newest first. */
export async function finalsOf(db: TDb, userId: string, limit = EXAMPLES_KEPT): Promise<string[]> {
  const rows = await db
    .select({ final: styleExamples.final })
    .from(styleExamples)
    .where(eq(styleExamples.userId, userId))
    .orderBy(desc(styleExamples.createdAt), desc(styleExamples.id))
    .limit(limit);
  return rows.map((r) => r.final);
}

/** The voice's features over the user's own posts and their approved edits (weighted), or null. */
export function voiceFeatures(samples: string[], finals: string[]): TStyleFeatures | null {
  if (samples.length === 0 && finals.length === 0) return null;
  return computeStyleFeatures(
    [...finals, ...samples],
    [...finals.map(() => FINAL_WEIGHT), ...samples.map(() => 1)],
  );
}

export function toStyleAnswer(row: TStyleRow | undefined, examplesLearned: number): TStyleAnswer {
  return {
    style_prompt: row?.stylePrompt ?? null,
    source: row?.source ?? null,
    features: row?.features ?? null,
    examples_learned: examplesLearned,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
