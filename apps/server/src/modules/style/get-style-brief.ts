import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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
  const [style, examples, approved] = await Promise.all([
    findStyle(db, userId),
    db
      .select({ draft: styleExamples.draft, final: styleExamples.final, post: styleExamples.context })
      .from(styleExamples)
      .where(eq(styleExamples.userId, userId))
      .orderBy(desc(styleExamples.createdAt), desc(styleExamples.id))
      .limit(STYLE_EXAMPLES),
    approvedReplies(db, userId),
  ]);
  // The product's replies first: they are the newest, and the corrected ones show what to avoid.
  const seen = new Set(approved.map((r) => sameReply(r.reply)));
  const fromPlatform: TReplyExample[] = [];
  for (const pair of style?.sampleReplies ?? []) {
    if (seen.has(sameReply(pair.reply))) continue;
    seen.add(sameReply(pair.reply));
    fromPlatform.push({ post: pair.post, reply: pair.reply, draft: null });
  }
  // Their posts are what they said unprompted: a timeline's replies (stored among the samples,
  // which measure the voice) are already examples with the post they answer, and shown again as
  // "posts" they would crowd out the opinions and facts only original posts carry.
  const ownPosts = (style?.samplePosts ?? []).filter((text) => !seen.has(sameReply(text)));
  return {
    style_prompt: style?.stylePrompt ?? DEFAULT_STYLE_PROMPT,
    features: style?.features ?? null,
    examples,
    own_posts: ownPosts.slice(0, STYLE_OWN_POSTS),
    replies: [...approved, ...fromPlatform].slice(0, STYLE_REPLIES),
  };
}

/**
 * Replies the user approved, whatever has become of them since: an approved text is theirs (their
 * edits included) whether it went out, waits its turn or failed to post. One they took back
 * (cancelled) or ignored (rejected) is not; a pending draft was written for them, not by them.
 */
const APPROVED = ['scheduled', 'publishing', 'awaiting_intent', 'published', 'failed'] as const;

/** The replies the user approved through the product, newest first, with the draft they corrected. */
async function approvedReplies(db: TDb, userId: string): Promise<TReplyExample[]> {
  const rows = await db
    .select({ post: replies.post, finalText: replies.finalText, originalDraft: replies.originalDraft })
    .from(replies)
    .where(
      and(eq(replies.userId, userId), inArray(replies.status, [...APPROVED]), isNotNull(replies.finalText)),
    )
    .orderBy(
      desc(sql`coalesce(${replies.publishedAt}, ${replies.reviewedAt}, ${replies.createdAt})`),
      desc(replies.id),
    )
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
