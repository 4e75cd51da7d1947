import { desc, eq, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';

/** How many recent drafts a new draft is kept from repeating: the user's own, and other accounts'. */
export const RECENT_OWN_DRAFTS = 60;
export const RECENT_INSTANCE_DRAFTS = 60;

/**
 * What a new draft is kept from repeating (decision 0035): the user's recent drafts, newest first,
 * which the model sees too; and other accounts' recent drafts on this server, never sent to a model,
 * against which the voice guard refuses only a long stretch word for word and the offline drafter
 * picks other wording while it has some left. Another account's drafts never cost this one a
 * draft. Drafts as written, before the user's edits. A quick edit's rewrite is held to the same
 * (modules/replies/guarded-rewrite.ts).
 */
export async function recentDrafts(db: TDb, userId: string): Promise<{ own: string[]; instance: string[] }> {
  const [own, instance] = await Promise.all([
    db
      .select({ text: replies.originalDraft })
      .from(replies)
      .where(eq(replies.userId, userId))
      .orderBy(desc(replies.createdAt))
      .limit(RECENT_OWN_DRAFTS),
    db
      .select({ text: replies.originalDraft })
      .from(replies)
      .where(ne(replies.userId, userId))
      .orderBy(desc(replies.createdAt))
      .limit(RECENT_INSTANCE_DRAFTS),
  ]);
  return { own: own.map((r) => r.text), instance: instance.map((r) => r.text) };
}
