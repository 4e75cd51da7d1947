import type { TBusinessBrief } from '../../drafting/types';
import { BROAD_BUSINESS_STEMS } from '../../drafting/edit-rules/edit-diff-business';
import { contentStems } from '../../drafting/text/text';

/** Words too broad to say a post is about the business's problem. */
const BROAD = new Set<string>([...BROAD_BUSINESS_STEMS, 'simpl', 'easy', 'better', 'solution']);

/**
 * One honest sentence about the user's business, only when the post is clearly about its problem
 * space: it names a competitor, or shares at least two specific words with the business summaries.
 */
export function businessSentence(post: string, business: TBusinessBrief | null): string | null {
  if (!business) return null;
  const lower = post.toLowerCase();
  const rival = business.competitors.find(
    (c) =>
      c.competitor_name.trim().length > 1 &&
      new RegExp(`\\b${c.competitor_name.trim().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\b`, 'iu').test(
        lower,
      ),
  );
  const summary = business.one_line_summary.trim().replace(/[.!]+$/u, '');
  if (rival && rival.counter_positioning.trim()) {
    return `Compared with ${rival.competitor_name.trim()}: ${rival.counter_positioning.trim().replace(/[.!]+$/u, '')}.`;
  }
  const postStems = contentStems(post);
  const businessStems = contentStems(`${business.one_line_summary} ${business.one_paragraph_summary}`);
  const shared = [...businessStems].filter((s) => postStems.has(s) && !BROAD.has(s));
  if (!summary || (shared.length < 2 && !rival)) return null;
  return `Full disclosure, I work on this: ${summary}.`;
}
