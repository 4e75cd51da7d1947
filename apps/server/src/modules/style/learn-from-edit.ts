import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { styleExamples, userStyles } from '../../db/schema/style';
import { EXAMPLES_KEPT, finalsOf, voiceFeatures } from './style-row';

export type TLearnedEdit = { draft: string; final: string; context?: string | null };
export type TLearnResult = { kept: boolean };

const same = (a: string, b: string) => a.replace(/\s+/gu, ' ').trim() === b.replace(/\s+/gu, ' ').trim();

/**
 * Learns from a reply the user approved after editing it: the pair is kept as an example of the
 * voice (the newest EXAMPLES_KEPT per user), and the measured features are recomputed over the
 * user's own posts plus their approved edits, the edits counting most. An edit that changed
 * nothing (or left nothing) teaches nothing and keeps nothing.
 */
export async function learnFromEdit(
  deps: { db: TDb },
  userId: string,
  edit: TLearnedEdit,
): Promise<TLearnResult> {
  const draft = edit.draft.trim();
  const final = edit.final.trim();
  if (!final || same(draft, final)) return { kept: false };

  await deps.db.transaction(async (tx) => {
    await tx.insert(styleExamples).values({ userId, draft, final, context: edit.context?.trim() || null });
    const newest = tx
      .select({ id: styleExamples.id })
      .from(styleExamples)
      .where(eq(styleExamples.userId, userId))
      .orderBy(desc(styleExamples.createdAt), desc(styleExamples.id))
      .limit(EXAMPLES_KEPT);
    await tx
      .delete(styleExamples)
      .where(and(eq(styleExamples.userId, userId), notInArray(styleExamples.id, newest)));

    // Without a style row there is nothing to update yet; analysis folds the edits in when it runs.
    const [style] = await tx
      .select({ samplePosts: userStyles.samplePosts })
      .from(userStyles)
      .where(eq(userStyles.userId, userId))
      .for('update');
    if (!style) return;
    const features = voiceFeatures(style.samplePosts, await finalsOf(tx, userId));
    await tx.update(userStyles).set({ features, updatedAt: new Date() }).where(eq(userStyles.userId, userId));
  });
  return { kept: true };
}
