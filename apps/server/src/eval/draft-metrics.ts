import { computeStyleFeatures } from '../lib/text/style-features';
import { contentTokens, stemOf, tokens } from './reading';
import { X_REPLY_LENGTH } from '../drafting/voice-guard/length';
import type { TLengthRule } from '../integrations/platform/types';

/** A draft is postable: not empty and within its platform's length (X's weighted 280 by default). */
export function isValidLength(text: string, rule: TLengthRule = X_REPLY_LENGTH): boolean {
  return text.trim().length > 0 && rule.measure(text) <= rule.max;
}

export type TStyleDistance = {
  length: number;
  casing: number;
  punctuation: number;
  marks: number;
  vocabulary: number;
  /** The mean of the five, 0 (indistinguishable) to 1. */
  total: number;
};

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const gap = (a: number, b: number) => Math.abs(a - b);

/**
 * How far `texts` are from `reference` in measurable style, each part 0..1 over computeStyleFeatures:
 * - length: |ln(median a / median b)| / ln 4 (a four-fold difference is 1), capped at 1;
 * - casing: mean gap of lower-case starts and all-lower-case shares;
 * - punctuation: mean gap of question, exclamation, ellipsis, em dash and final full stop shares;
 * - marks: mean gap of the emoji and hashtag shares;
 * - vocabulary: share of the content words of `texts` the reference never uses.
 * `total` is the plain mean of the five.
 */
export function styleDistance(texts: string[], reference: string[]): TStyleDistance {
  const a = computeStyleFeatures(texts);
  const b = computeStyleFeatures(reference);
  const length = Math.min(
    1,
    Math.abs(Math.log(Math.max(1, a.length.median) / Math.max(1, b.length.median))) / Math.log(4),
  );
  const casing = mean([
    gap(a.casing.lowercase_start, b.casing.lowercase_start),
    gap(a.casing.all_lowercase, b.casing.all_lowercase),
  ]);
  const punctuation = mean(
    (['question', 'exclamation', 'ellipsis', 'em_dash', 'ends_with_period'] as const).map((k) =>
      gap(a.punctuation[k], b.punctuation[k]),
    ),
  );
  const marks = mean([
    gap(a.emoji.posts_with_emoji, b.emoji.posts_with_emoji),
    gap(a.hashtags.posts_with_hashtag, b.hashtags.posts_with_hashtag),
  ]);
  const known = new Set(reference.flatMap((t) => tokens(t)));
  const used = texts.flatMap((t) => contentTokens(t));
  const vocabulary = used.length === 0 ? 0 : used.filter((w) => !known.has(w)).length / used.length;
  const total = mean([length, casing, punctuation, marks, vocabulary]);
  return { length, casing, punctuation, marks, vocabulary, total };
}

/** Words of an instruction that say what to do, not what to say. */
const INSTRUCTION = new Set(
  'ask mention recommend suggest point them they their share link thank invite offer say tell remind explain note reply respond include add use last year took long'
    .split(' ')
    .map(stemOf),
);
const LITERAL =
  /(?:https?:\/\/\S+|\b[\w-]+\.(?:com|io|dev|app|co|ai|org|net)(?:\/[\w/-]*)?|(?<![\w@])@\w{1,15}\b|"[^"]{2,60}")/giu;

/**
 * Does a draft follow a rule's semantic response? Measured, not judged: (1) every link, @handle and
 * quoted phrase of the response appears in the draft as written (case aside), and (2) at least half
 * of the response's content words, minus the instruction's own verbs and pronouns, appear in the
 * draft (compared by stem).
 */
export function followsRule(draft: string, semanticResponse: string): boolean {
  const lower = draft.toLowerCase();
  const literals = (semanticResponse.match(LITERAL) ?? []).map((l) =>
    l
      .replace(/^"|"$/gu, '')
      .replace(/[.,;:]+$/u, '')
      .toLowerCase(),
  );
  if (literals.some((l) => !lower.includes(l))) return false;
  const wanted = [...new Set(contentTokens(semanticResponse).map(stemOf))].filter((w) => !INSTRUCTION.has(w));
  if (wanted.length === 0) return true;
  const have = new Set(tokens(draft).map(stemOf));
  return wanted.filter((w) => have.has(w)).length / wanted.length >= 0.5;
}
