import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { styleExamples } from '../../db/schema/style';
import type { TStyleBrief } from '../../drafting/types';
import { DEFAULT_STYLE_PROMPT } from './default-style';
import { findStyle } from './style-row';

/** How many approved edits and own posts a draft is shown (newest first); enough to imitate. */
export const STYLE_EXAMPLES = 10;
export const STYLE_OWN_POSTS = 30;

/** Everything drafting knows of how the user writes; the default style when none is stored. */
export async function getStyleBrief(db: TDb, userId: string): Promise<TStyleBrief> {
  const [style, examples] = await Promise.all([
    findStyle(db, userId),
    db
      .select({ draft: styleExamples.draft, final: styleExamples.final })
      .from(styleExamples)
      .where(eq(styleExamples.userId, userId))
      .orderBy(desc(styleExamples.createdAt), desc(styleExamples.id))
      .limit(STYLE_EXAMPLES),
  ]);
  return {
    style_prompt: style?.stylePrompt ?? DEFAULT_STYLE_PROMPT,
    features: style?.features ?? null,
    examples,
    own_posts: (style?.samplePosts ?? []).slice(0, STYLE_OWN_POSTS),
    replies: [],
  };
}
