import { hasEmoji } from '../../lib/text/emoji';

/**
 * Emoji, hashtags and dashes: a model sprinkles them, a person either does or does not. Each is
 * kept only when the user's own posts show it.
 */

const HASHTAG = /(?<![\p{L}\p{N}_&#])[#＃](?=[\p{L}\p{N}_]*\p{L})([\p{L}\p{N}_]+)/gu;
const TRAILING_HASHTAGS = /(?:\s*(?<![\p{L}\p{N}_&#])[#＃](?=[\p{L}\p{N}_]*\p{L})[\p{L}\p{N}_]+)+\s*$/u;
/** An em dash anywhere, or a spaced double hyphen or en dash used as one ("3–5" is a range, kept). */
const DASH = /[ \t]*(?:—|(?<=\s)(?:--|–)(?=\s))[ \t]*/gu;

/** One text at a time (the patterns above are global, and a global pattern's test() keeps state). */
const HAS_HASHTAG = new RegExp(HASHTAG.source, 'u');
const HAS_DASH = new RegExp(DASH.source, 'u');

export const hasHashtag = (text: string) => HAS_HASHTAG.test(text);
export const hasDash = (text: string) => HAS_DASH.test(text);

export const usesEmoji = (ownPosts: string[]) => ownPosts.some(hasEmoji);
export const usesHashtags = (ownPosts: string[]) => ownPosts.some(hasHashtag);
export const usesDashes = (ownPosts: string[]) => ownPosts.some(hasDash);

/** Trailing hashtags go; one inside a sentence keeps its word ("#pricing matters" → "pricing matters"). */
export function stripHashtags(text: string): string {
  return text.replace(TRAILING_HASHTAGS, '').replace(HASHTAG, '$1');
}

/** A dash between clauses becomes a comma. */
export function replaceDashes(text: string): string {
  return text.replace(DASH, ', ');
}
