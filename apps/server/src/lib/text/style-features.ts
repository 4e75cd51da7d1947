import type { TStyleFeatures } from '@gatling/shared/api/style';
import { COMMON_ENGLISH } from './common-english';
import { findEmoji } from './emoji';

/**
 * The one measure of how someone writes (docs/decisions/0052-one-text-toolkit.md): the style
 * analysis stores it, the drafting prompt and the voice guard read it, the offline writer acts on
 * it (its style profile is a view of it) and the evaluation compares drafts with posts by it.
 */

const URL = /(?:\bhttps?:\/\/|\bwww\.)\S+/giu;
const HAS_URL = /(?:\bhttps?:\/\/|\bwww\.)\S/iu;
/** The run of @mentions a reply starts with: addressing, not words the user chose. */
const LEADING_MENTIONS = /^(?:\s*@\w{1,15}\b)+\s*/u;
const MENTION = /(?<![\w@])@\w{1,15}\b/gu;
const HASHTAG = /(?<![\w#&])#[\p{L}\p{N}_]+/gu;
const HAS_HASHTAG = /(?<![\w#&])#[\p{L}\p{N}_]/u;
const WORD = /\p{L}[\p{L}\p{M}\p{N}'’]*(?:-\p{L}[\p{L}\p{M}\p{N}'’]*)*/gu;

export const TOP_EMOJI = 5;
export const SIGNATURE_WORDS = 8;

type TPost = {
  weight: number;
  /** What the user wrote, without links and the leading @mentions of a reply. */
  text: string;
  words: string[];
  emoji: string[];
  hasLink: boolean;
  hasHashtag: boolean;
};

/** The part of a post that is the user's own writing (what every measure looks at). */
export function ownText(raw: string): string {
  return raw.replace(URL, ' ').replace(LEADING_MENTIONS, '').replace(/\s+/gu, ' ').trim();
}

function measure(raw: string, weight: number): TPost {
  const text = ownText(raw);
  const wordsText = text.replace(MENTION, ' ').replace(HASHTAG, ' ');
  const words = (wordsText.match(WORD) ?? []).map((w) => w.replace(/’/gu, "'").replace(/'+$/u, ''));
  return {
    weight,
    text,
    words,
    emoji: findEmoji(text),
    hasLink: HAS_URL.test(raw),
    hasHashtag: HAS_HASHTAG.test(text),
  };
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** The value at 1-based rank `rank` of the weighted, sorted values (each counted `weight` times). */
function atRank(sorted: { value: number; weight: number }[], rank: number): number {
  let seen = 0;
  for (const item of sorted) {
    seen += item.weight;
    if (seen >= rank) return item.value;
  }
  return sorted.at(-1)?.value ?? 0;
}

function distribution(items: { value: number; weight: number }[]) {
  const sorted = [...items].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((n, i) => n + i.weight, 0);
  if (total === 0) return { mean: 0, median: 0, p10: 0, p90: 0 };
  const sum = sorted.reduce((n, i) => n + i.value * i.weight, 0);
  const nearest = (p: number) => atRank(sorted, Math.max(1, Math.ceil(p * total)));
  return {
    mean: round(sum / total, 1),
    median: (atRank(sorted, Math.ceil(total / 2)) + atRank(sorted, Math.floor(total / 2) + 1)) / 2,
    p10: nearest(0.1),
    p90: nearest(0.9),
  };
}

/**
 * Measurable features of how someone writes, over their posts (and approved edits). Pure and
 * deterministic. `weights` (positive integers, one per text, default 1) count a text several times
 * in every per-post measure: fresher evidence weighs more. Shares are 0..1 over the posts.
 */
export function computeStyleFeatures(texts: string[], weights: number[] = []): TStyleFeatures {
  const posts = texts
    .map((raw, i) => measure(raw, Math.max(1, Math.round(weights[i] ?? 1))))
    .filter((p) => p.text.length > 0 || p.hasLink);
  const total = posts.reduce((n, p) => n + p.weight, 0);
  const share = (test: (p: TPost) => boolean) =>
    total === 0 ? 0 : round(posts.reduce((n, p) => n + (test(p) ? p.weight : 0), 0) / total, 3);

  const cased = posts.filter((p) => /\p{Lu}|\p{Ll}/u.test(p.text));
  const casedTotal = cased.reduce((n, p) => n + p.weight, 0);
  const casedShare = (test: (p: TPost) => boolean) =>
    casedTotal === 0 ? 0 : round(cased.reduce((n, p) => n + (test(p) ? p.weight : 0), 0) / casedTotal, 3);
  const firstLetter = (p: TPost) => /[\p{Lu}\p{Ll}]/u.exec(p.text)?.[0] ?? '';

  let longWords = 0;
  let shouting = 0;
  let tokens = 0;
  let letters = 0;
  const types = new Set<string>();
  const wordCounts = new Map<string, { count: number; posts: number }>();
  const emojiCounts = new Map<string, number>();
  for (const p of posts) {
    const inPost = new Set<string>();
    for (const word of p.words) {
      const length = Array.from(word.replace(/['-]/gu, '')).length;
      tokens += p.weight;
      letters += length * p.weight;
      if (length >= 2) {
        longWords += p.weight;
        if (word === word.toUpperCase() && word !== word.toLowerCase()) shouting += p.weight;
      }
      const key = word.toLowerCase();
      types.add(key);
      const entry = wordCounts.get(key) ?? { count: 0, posts: 0 };
      entry.count += p.weight;
      if (!inPost.has(key)) entry.posts += 1;
      inPost.add(key);
      wordCounts.set(key, entry);
    }
    for (const e of p.emoji) emojiCounts.set(e, (emojiCounts.get(e) ?? 0) + p.weight);
  }
  // Distinct words over distinct words written: weights would only repeat the same words.
  const uniqueTokens = posts.reduce((n, p) => n + p.words.length, 0);

  const byCount = <K>(m: Map<K, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k); // stable: ties keep first use

  const signature = [...wordCounts.entries()]
    .filter(([w, e]) => e.posts >= 2 && Array.from(w).length >= 3 && !COMMON_ENGLISH.has(w))
    .sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1))
    .slice(0, SIGNATURE_WORDS)
    .map(([w]) => w);

  return {
    samples: posts.length,
    length: distribution(posts.map((p) => ({ value: Array.from(p.text).length, weight: p.weight }))),
    words_per_post:
      total === 0 ? 0 : round(posts.reduce((n, p) => n + p.words.length * p.weight, 0) / total, 1),
    casing: {
      lowercase_start: casedShare((p) => /\p{Ll}/u.test(firstLetter(p))),
      all_lowercase: casedShare((p) => !/\p{Lu}/u.test(p.text)),
      shouting_words: longWords === 0 ? 0 : round(shouting / longWords, 3),
    },
    punctuation: {
      question: share((p) => p.text.includes('?')),
      exclamation: share((p) => p.text.includes('!')),
      ellipsis: share((p) => /\.\.\.|…/u.test(p.text)),
      em_dash: share((p) => p.text.includes('—')),
      ends_with_period: share((p) => /[^.]\.$|^\.$/u.test(p.text)),
    },
    emoji: {
      posts_with_emoji: share((p) => p.emoji.length > 0),
      top: byCount(emojiCounts).slice(0, TOP_EMOJI),
    },
    hashtags: { posts_with_hashtag: share((p) => p.hasHashtag) },
    links: { posts_with_link: share((p) => p.hasLink) },
    vocabulary: {
      type_token_ratio: uniqueTokens === 0 ? 0 : round(types.size / uniqueTokens, 3),
      signature_words: signature,
      avg_word_length: tokens === 0 ? 0 : round(letters / tokens, 2),
    },
  };
}
