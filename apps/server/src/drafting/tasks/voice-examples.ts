import { closestExamples } from '../reply-examples';
import { isLowContent } from '../voice-evidence';
import type { TPostBrief, TReplyExample, TStyleBrief } from '../types';
import { correctionLines, featureLines, quote } from './prompt-parts';

/**
 * The user's voice as a drafting prompt shows it: replies they really sent, each with the post it
 * answered (a reply teaches what they choose to say to a post, which their own posts cannot), the
 * drafts they corrected, and a few of their posts. The stable part is the same for every batch of a
 * run, so it sits in the cacheable system prompt; the examples closest to each post go with it.
 */

/** The newest replies shown to every draft: enough to hear them, few enough to stay cheap. */
export const STABLE_PAIRS = 8;
/** Per post, how many of their replies to the most similar posts it carries. */
export const CLOSEST_SHOWN = 3;
const OWN_POSTS_BESIDE_REPLIES = 4;
const OWN_POSTS_ALONE = 12;
const CORRECTIONS_SHOWN = 6;

const exampleKey = (e: TReplyExample) => `${e.post.text}\u0000${e.reply}`;

/** One example: the post, then what they sent (and what was drafted, when they corrected it). */
export function exampleLines(e: TReplyExample, indent = ''): string[] {
  const lines = [`${indent}- Post by ${quote(`@${e.post.author_username}`, 60)}: ${quote(e.post.text, 400)}`];
  if (e.draft !== null) {
    lines.push(
      `${indent}  We drafted: ${quote(e.draft, 300)}`,
      `${indent}  They sent instead: ${quote(e.reply, 300)}`,
    );
  } else lines.push(`${indent}  They replied: ${quote(e.reply, 300)}`);
  return lines;
}

/**
 * The replies that can teach what they say to a post: not empty, not a bare nod ("Hard agree",
 * "Bookmarked.": voice-evidence.ts), newest first. The pool of the examples and of the length draws.
 */
export function teachingReplies(voice: Pick<TStyleBrief, 'replies'>): TReplyExample[] {
  // One array per brief: the examples' search index is kept per pool array (reply-examples.ts).
  let pool = teaching.get(voice.replies);
  if (!pool) {
    pool = voice.replies.filter((r) => r.reply.trim() && !isLowContent(r.reply));
    teaching.set(voice.replies, pool);
  }
  return pool;
}
const teaching = new WeakMap<TReplyExample[], TReplyExample[]>();

/** The examples every draft of the user sees, newest first. */
export const stableExamples = (voice: Pick<TStyleBrief, 'replies'>): TReplyExample[] =>
  teachingReplies(voice).slice(0, STABLE_PAIRS);

/** Everything known of how the user writes, as the drafting system prompt's sections. */
export function draftVoiceSection(voice: TStyleBrief): string {
  const parts: string[] = [];
  if (voice.style_prompt.trim())
    parts.push(`## Their style, as they describe it\n${voice.style_prompt.trim()}`);
  if (voice.features) {
    const lines = featureLines(voice.features, { perDraftShape: true });
    parts.push(`## Measured from their posts\n${lines.map((l) => `- ${l}`).join('\n')}`);
  }
  const stable = stableExamples(voice);
  if (stable.length > 0) {
    parts.push(
      `## How they reply: posts they answered and what they sent, newest first\nLearn from these what they pick up on, how much they say and how they say it. Never reuse their sentences.\n${stable
        .map((e, i) =>
          exampleLines(e)
            .join('\n')
            .replace(/^- /, `${i + 1}. `),
        )
        .join('\n')}`,
    );
  }
  const shown = new Set(stable.map((e) => e.reply));
  const corrections = voice.examples.filter((e) => !shown.has(e.final)).slice(0, CORRECTIONS_SHOWN);
  if (corrections.length > 0) {
    parts.push(
      `## Drafts they corrected before sending (learn what they change)\n${corrections
        .map(correctionLines)
        .join('\n')}`,
    );
  }
  // A post of theirs that is also one of their replies (an older style analysis kept both) is
  // shown once, as the reply, with the post it answered. A post that says nothing of its own ("this
  // is so true.") carries no opinion or fact to learn from (voice-evidence.ts).
  const replied = new Set(voice.replies.map((r) => r.reply.trim()));
  const posts = voice.own_posts
    .filter((p) => p.trim() && !replied.has(p.trim()) && !isLowContent(p))
    .slice(0, stable.length > 0 ? OWN_POSTS_BESIDE_REPLIES : OWN_POSTS_ALONE);
  if (posts.length > 0) {
    parts.push(
      `## ${stable.length > 0 ? 'A few of their own posts' : 'Their own posts'}, newest first (match the voice; do not reuse the content)\n${posts
        .map((p) => `- ${quote(p, 400)}`)
        .join('\n')}`,
    );
  }
  return parts.join('\n\n');
}

/**
 * Their replies to posts like `post`, as lines for that post: one already among the numbered
 * examples of the system prompt is named by its number, any other is shown in full. Empty when no
 * reply of theirs answered a post like it (reply-examples.ts's relevance floor): the numbered
 * examples already show their voice, and a reply on another topic is no guide to this one.
 */
export function closestExampleLines(voice: Pick<TStyleBrief, 'replies'>, post: TPostBrief): string[] {
  const pool = teachingReplies(voice);
  if (pool.length === 0) return [];
  const numbered = new Map(stableExamples(voice).map((e, i) => [exampleKey(e), i + 1]));
  const closest = closestExamples(pool, post, CLOSEST_SHOWN);
  if (closest.length === 0) return [];
  return [
    'How they answered posts like this one:',
    ...closest.flatMap((e) => {
      const n = numbered.get(exampleKey(e));
      return n ? [`  - example ${n} above`] : exampleLines(e, '  ');
    }),
  ];
}
