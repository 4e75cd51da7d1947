import { weightedLength, X_MAX_WEIGHTED_LENGTH } from '../../integrations/platform/post-length';

// The platform's own count; drafts are fitted to it here.
export { weightedLength, X_MAX_WEIGHTED_LENGTH };

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

/** The largest index in `ends` whose prefix fits, by binary search (prefix weights only grow). */
function longestFitting(text: string, ends: number[], max: number): number | null {
  let lo = 0;
  let hi = ends.length - 1;
  let best: number | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const end = ends[mid] as number;
    if (weightedLength(text.slice(0, end)) <= max) {
      best = end;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

/**
 * The text cut to at most `max` weighted characters: at the last sentence end when that keeps at
 * least half of `max`, otherwise after the last whole word, never leaving a dangling comma, dash,
 * article or conjunction. Only one word longer than the limit is cut inside (at a code point).
 */
export function fitToLength(text: string, max: number = X_MAX_WEIGHTED_LENGTH): string {
  const trimmed = text.trim();
  if (weightedLength(trimmed) <= max) return trimmed;
  const wordEnds = [...trimmed.matchAll(/\S(?=\s|$)/gu)].map((m) => m.index + m[0].length);
  const wordEnd = longestFitting(trimmed, wordEnds, max);
  if (wordEnd === null) {
    let at = 0;
    const ends = Array.from(trimmed, (point) => (at += point.length));
    const end = longestFitting(trimmed, ends, max);
    return end === null ? '' : clean(trimmed.slice(0, end));
  }
  const sentenceEnds = wordEnds.filter((end) => end <= wordEnd && SENTENCE_END.test(trimmed.slice(0, end)));
  const sentenceEnd = sentenceEnds.at(-1);
  if (sentenceEnd !== undefined && weightedLength(trimmed.slice(0, sentenceEnd)) * 2 >= max) {
    return trimmed.slice(0, sentenceEnd);
  }
  return clean(trimmed.slice(0, wordEnd)) || clean(trimmed.slice(0, sentenceEnd ?? wordEnd));
}
