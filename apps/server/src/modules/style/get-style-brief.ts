import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { styleExamples } from '../../db/schema/style';
import type { TReplyExample, TStyleBrief } from '../../drafting/types';
import { DEFAULT_STYLE_PROMPT } from './default-style';
import { findStyle } from './style-row';

/** How many approved edits and own posts a draft is shown (newest first); enough to imitate. */
export const STYLE_EXAMPLES = 10;
export const STYLE_OWN_POSTS = 30;
/** The replies drafting picks its examples from: enough topics to find a close one, newest first. */
export const STYLE_REPLIES = 150;

/** Whitespace is not something a reader sees: a draft sent with only that changed was sent as drafted. */
const visible = (text: string) => text.trim().split(/\s+/u).join(' ');
const sameReply = (text: string) => visible(text).toLowerCase();

/** Everything drafting knows of how the user writes; the default style when none is stored. */
export async function getStyleBrief(db: TDb, userId: string): Promise<TStyleBrief> {
  const [style, examples, published] = await Promise.all([
    findStyle(db, userId),
    db
      .select({ draft: styleExamples.draft, final: styleExamples.final, post: styleExamples.context })
      .from(styleExamples)
      .where(eq(styleExamples.userId, userId))
      .orderBy(desc(styleExamples.createdAt), desc(styleExamples.id))
      .limit(STYLE_EXAMPLES),
    publishedReplies(db, userId),
  ]);
  // The product's replies first: they are the newest, and the corrected ones show what to avoid.
  const seen = new Set(published.map((r) => sameReply(r.reply)));
  const fromPlatform: TReplyExample[] = [];
  for (const pair of style?.sampleReplies ?? []) {
    if (seen.has(sameReply(pair.reply))) continue;
    seen.add(sameReply(pair.reply));
    fromPlatform.push({ post: pair.post, reply: pair.reply, draft: null });
  }
  return {
    style_prompt: style?.stylePrompt ?? DEFAULT_STYLE_PROMPT,
    features: style?.features ?? null,
    examples,
    own_posts: (style?.samplePosts ?? []).slice(0, STYLE_OWN_POSTS),
    replies: [...published, ...fromPlatform].slice(0, STYLE_REPLIES),
  };
}

/** The replies the user sent through the product, newest first, with the draft they corrected. */
async function publishedReplies(db: TDb, userId: string): Promise<TReplyExample[]> {
  const rows = await db
    .select({ post: replies.post, finalText: replies.finalText, originalDraft: replies.originalDraft })
    .from(replies)
    .where(and(eq(replies.userId, userId), eq(replies.status, 'published'), isNotNull(replies.finalText)))
    .orderBy(desc(replies.publishedAt), desc(replies.id))
    .limit(STYLE_REPLIES);
  return rows.flatMap(({ post, finalText, originalDraft }) => {
    if (!finalText?.trim()) return [];
    const reply = finalText.trim();
    return [
      {
        post: { author_username: post.author.username, text: post.text },
        reply,
        draft: visible(originalDraft) === visible(reply) ? null : originalDraft,
      },
    ];
  });
}
