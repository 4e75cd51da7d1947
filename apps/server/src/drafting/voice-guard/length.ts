import { weightedLength, X_MAX_WEIGHTED_LENGTH } from '../../integrations/platform/post-length';
import type { TLengthRule } from '../../integrations/platform/types';

// The platform's own count; drafts are fitted to it here.
export { weightedLength, X_MAX_WEIGHTED_LENGTH };

/**
 * X's rule, for texts drafted with no platform named (the offline writer, rewrites of X replies):
 * monitoring and publishing take each platform's rule from its provider (provider.replyLength).
 */
export const X_REPLY_LENGTH: TLengthRule = { max: X_MAX_WEIGHTED_LENGTH, measure: weightedLength };

/** A rule, or a bare number: that many of X's weighted characters. */
export type TLengthLimit = TLengthRule | number;

export function lengthRule(limit: TLengthLimit): TLengthRule {
  return typeof limit === 'number' ? { max: limit, measure: weightedLength } : limit;
}

/** How the guard names the unit of a rule in what it says it changed. */
export function lengthUnit(rule: TLengthRule): string {
  return rule.measure === weightedLength ? 'weighted characters' : 'characters';
}

/** Words that cannot end a text: an article, a preposition or a conjunction waiting for more. */
const DANGLING_WORD =
  /\s+(?:a|an|the|and|or|but|nor|so|to|of|in|on|at|by|for|from|with|as|than|that|which|who|because|if|my|our|your|their|its|his|her|is|are|was|were|be|very|just)$/iu;
const DANGLING_MARKS = /[\s,;:—–\-/&+(["“‘'…]+$/u;
const SENTENCE_END = /[.!?…]["'”’)\]]*$/u;

function clean(prefix: string): string {
  let text = prefix;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(DANGLING_MARKS, '').replace(DANGLING_WORD, '');
  }
  // An opened bracket or quote with no close reads as cut off: drop from it.
  for (const [open, close] of [
    ['(', ')'],
    ['“', '”'],
  ] as const) {
    const at = text.lastIndexOf(open);
    if (at > 0 && text.indexOf(close, at) === -1) text = text.slice(0, at).replace(DANGLING_MARKS, '');
  }
  return text;
}

/** The largest index in `ends` whose prefix fits, by binary search (prefix lengths only grow). */
function longestFitting(text: string, ends: number[], rule: TLengthRule): number | null {
  let lo = 0;
  let hi = ends.length - 1;
  let best: number | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const end = ends[mid] as number;
    if (rule.measure(text.slice(0, end)) <= rule.max) {
      best = end;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

/** Where each user-perceived character ends: a cut never splits an emoji or an accented letter. */
function graphemeEnds(text: string): number[] {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
  return Array.from(segments, (s) => s.index + s.segment.length);
}

/**
 * The text cut to fit `limit` (a platform's rule; a number is X's weighted characters): at the last
 * sentence end when that keeps at least half of the maximum, otherwise after the last whole word,
 * never leaving a dangling comma, dash, article or conjunction. Only one word longer than the limit
 * is cut inside (between two characters as a reader sees them).
 */
export function fitToLength(text: string, limit: TLengthLimit = X_REPLY_LENGTH): string {
  const rule = lengthRule(limit);
  const trimmed = text.trim();
  if (rule.measure(trimmed) <= rule.max) return trimmed;
  const wordEnds = [...trimmed.matchAll(/\S(?=\s|$)/gu)].map((m) => m.index + m[0].length);
  const wordEnd = longestFitting(trimmed, wordEnds, rule);
  if (wordEnd === null) {
    const end = longestFitting(trimmed, graphemeEnds(trimmed), rule);
    return end === null ? '' : clean(trimmed.slice(0, end));
  }
  const sentenceEnds = wordEnds.filter((end) => end <= wordEnd && SENTENCE_END.test(trimmed.slice(0, end)));
  const sentenceEnd = sentenceEnds.at(-1);
  if (sentenceEnd !== undefined && rule.measure(trimmed.slice(0, sentenceEnd)) * 2 >= rule.max) {
    return trimmed.slice(0, sentenceEnd);
  }
  return clean(trimmed.slice(0, wordEnd)) || clean(trimmed.slice(0, sentenceEnd ?? wordEnd));
}
