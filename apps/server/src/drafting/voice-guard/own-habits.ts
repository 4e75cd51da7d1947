import { hasEmoji } from '../../lib/text/emoji';
import { contract, expand } from '../text/contractions';
import type { THabitPhrase, TMarkHabits, TOwnHabits, TStyleBrief } from '../types';
import { CLICHES, type TCliche } from './cliches';
import { hasDash, hasHashtag } from './marks';

/**
 * Which "model habits" are really the user's own: the stock phrases of the cliché list and of the
 * prompt's avoid list they write themselves, and the marks (!, em dashes, emoji, hashtags) they use.
 * A phrase or a mark they habitually write is their voice, not slop: the drafting prompt does not
 * forbid it (prompt-parts.ts antiSlopRules), the voice guard neither sends a draft back nor strips it
 * for it (draft-checks.ts, apply-cliches.ts), and the agent chat writes example replies with it.
 * Phrases they do not write stay forbidden and caught, for everyone.
 *
 * One phrase, one habit: matching ignores case, the kind of apostrophe and contraction ("could not
 * agree more" and "Couldn't agree more" are one habit), and a family groups the spellings a writer
 * moves between ("Strong agree"/"Strongly agree", "leverage"/"leveraging", "Love this"/"I love this").
 */

/** What the user wrote: their posts, the replies they sent, the features measured from their posts. */
export type TTheirWriting = Pick<TStyleBrief, 'features' | 'own_posts'> &
  Partial<Pick<TStyleBrief, 'replies'>>;

/**
 * When a phrase or mark is a habit: in at least 2 of their texts, or in at least 5% of them.
 * One use among many can be an accident (quoting the post, irony, a one-off), so a second, separate
 * text is asked for; with few texts (20 or fewer) one use is already a twentieth of all we know of
 * them, and the little they wrote is the best evidence there is. 5% is also where the measured
 * features stop saying "almost never" (featureLines' exclamation marks).
 */
const HABIT_TEXTS = 2;
const HABIT_SHARE = 0.05;

export function habitual(count: number, total: number): boolean {
  return count >= HABIT_TEXTS || (count > 0 && count >= total * HABIT_SHARE);
}

/** A stock phrase as one habit: lower case, straight apostrophes, contractions spelled out. */
export function phraseKey(phrase: string): string {
  return expand(phrase).toLowerCase().replace(/’/gu, "'").replace(/\s+/gu, ' ').trim();
}

type TStock = {
  /** How the prompt's avoid list names it. */
  shown: string;
  key: string;
  /** A regular-expression source for what counts as writing it, when the key's words are not enough. */
  pattern?: string;
  /** Cliché entries (their phrases) that are the same habit. */
  covers?: string[];
};

/** The openers the prompt's avoid list names, in the words it shows them. */
export const AVOID_OPENERS: readonly TStock[] = [
  {
    shown: 'Great question',
    key: 'great question',
    covers: ['what a great question', 'this is a great question'],
  },
  { shown: 'Love this', key: 'love this', covers: ['i love this', 'love this take'] },
  { shown: 'So true', key: 'so true', covers: ['this is so true'] },
  { shown: 'Absolutely', key: 'absolutely', covers: ['oh absolutely'] },
  { shown: "Couldn't agree more", key: 'could not agree more', covers: ["i couldn't agree more"] },
  { shown: 'Strongly agree', key: 'strongly agree' },
  { shown: 'Spot on', key: 'spot on' },
  // Not a cliché entry: "This." opening a sentence is ordinary; the prompt only warns of the cheer.
  { shown: 'This!', key: 'this!', pattern: 'this(?=\\s*!)' },
];

/** The vocabulary the avoid list names; a word counts in any of its forms. */
export const AVOID_WORDS: readonly TStock[] = [
  {
    shown: 'delve',
    key: 'delve',
    pattern: 'delv(?:e|es|ed|ing)',
    covers: ['delve into', 'delves into', 'delving into'],
  },
  {
    shown: 'leverage',
    key: 'leverage',
    pattern: 'leverag(?:e|es|ed|ing)',
    covers: ['leverages', 'leveraged', 'leveraging'],
  },
  {
    shown: 'game-changer',
    key: 'game-changer',
    pattern: 'game[- ]?chang(?:er|ers|ing)',
    covers: ['game-changing'],
  },
  { shown: 'unlock', key: 'unlock', pattern: 'unlock(?:s|ed|ing)?', covers: ['unlocks', 'unlocking'] },
  { shown: 'elevate', key: 'elevate', pattern: 'elevat(?:e|es|ed|ing)', covers: ['elevates', 'elevating'] },
  { shown: 'empower', key: 'empower', pattern: 'empower(?:s|ed|ing)?', covers: ['empowers', 'empowering'] },
  { shown: 'navigate', key: 'navigate', pattern: 'navigat(?:e|es|ed|ing)' },
  { shown: 'landscape', key: 'landscape', pattern: 'landscapes?' },
  { shown: 'realm', key: 'realm', pattern: 'realms?', covers: ['in the realm of'] },
  { shown: 'robust', key: 'robust' },
  { shown: 'seamless', key: 'seamless', pattern: 'seamless(?:ly)?', covers: ['seamlessly'] },
  { shown: 'crucial', key: 'crucial', pattern: 'crucial(?:ly)?' },
  { shown: 'pivotal', key: 'pivotal' },
  { shown: 'tapestry', key: 'tapestry', pattern: 'tapestr(?:y|ies)' },
  { shown: 'testament', key: 'testament', pattern: 'testaments?', covers: ['a testament to'] },
  {
    shown: 'resonate',
    key: 'resonate',
    pattern: 'resonat(?:e|es|ed|ing)',
    covers: ['this resonates', 'this really resonates'],
  },
  { shown: 'journey (figurative)', key: 'journey', pattern: 'journeys?' },
  { shown: '"in today\'s fast-paced world"', key: "in today's fast-paced world" },
  { shown: '"at the end of the day"', key: 'at the end of the day' },
  { shown: '"it\'s worth noting"', key: 'it is worth noting', covers: ['it is worth noting that'] },
  { shown: '"here\'s the thing"', key: "here's the thing" },
];

/** The family a cliché entry belongs to: the avoid-list item covering it, else its own phrase. */
const COVERED = new Map<string, string>(
  [...AVOID_OPENERS, ...AVOID_WORDS].flatMap((s) => (s.covers ?? []).map((c) => [phraseKey(c), s.key])),
);

export function familyOf(c: Pick<TCliche, 'phrase'>): string {
  const key = phraseKey(c.phrase);
  return COVERED.get(key) ?? key;
}

const WORD = '[\\p{L}\\p{N}_]';
const BEFORE = `(?<!${WORD})`;
const AFTER = `(?!${WORD})`;
/** What may come before an opener at the start of a sentence: @mentions. */
const MENTIONS = '\\s*(?:@[\\w.-]+[\\s,:]+)*';
/** Where sentences start: the text's start, and after a full stop, ! ? … or a line break. */
const SENTENCE_BREAK = /[.!?…]\s+|\n/gu;

/** A literal phrase in every spelling of one habit: contracted or not, any apostrophe, any spacing. */
function literalSource(phrase: string): string {
  const key = phraseKey(phrase);
  const forms = [...new Set([key, contract(key).toLowerCase(), phrase.toLowerCase()])];
  return forms
    .map((f) =>
      f
        .replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
        .replace(/'/gu, "['’]")
        .replace(/ +/gu, '\\s+'),
    )
    .join('|');
}

/** A member's words with their word boundary; a pattern ending on a space has its own built in. */
function coreSource(source: string): string {
  return `(?:${source.replace(/(?<!\[)'/gu, "['’]")})${source.endsWith(' ') ? '' : AFTER}`;
}

type TFamily = { key: string; openers: string[]; anywhere: string[] };

function families(): TFamily[] {
  const byKey = new Map<string, TFamily>();
  const add = (key: string, source: string, opener: boolean) => {
    const family = byKey.get(key) ?? { key, openers: [], anywhere: [] };
    (opener ? family.openers : family.anywhere).push(coreSource(source));
    byKey.set(key, family);
  };
  for (const c of CLICHES) add(familyOf(c), c.pattern ?? literalSource(c.phrase), c.position === 'opener');
  for (const s of AVOID_OPENERS) add(s.key, s.pattern ?? literalSource(s.key), true);
  for (const s of AVOID_WORDS) add(s.key, s.pattern ?? literalSource(s.key), false);
  return [...byKey.values()];
}

/**
 * One family's matchers. An opener counts at the start of a sentence (sticky, tried at each start):
 * "I absolutely hate it" is not opening with "Absolutely". Everything else counts anywhere.
 */
type TMatcher = { key: string; somewhere: RegExp; opener: RegExp | null; anywhere: RegExp | null };

const MATCHERS: TMatcher[] = families().map((f) => ({
  key: f.key,
  // Lower case and no word boundary before: a quick first look (see phraseHabits), not the judge.
  somewhere: new RegExp([...f.openers, ...f.anywhere].join('|'), 'u'),
  opener: f.openers.length ? new RegExp(`${MENTIONS}(?:${f.openers.join('|')})`, 'iuy') : null,
  anywhere: f.anywhere.length ? new RegExp(`${BEFORE}(?:${f.anywhere.join('|')})`, 'iu') : null,
}));

/** Where each sentence of the text starts. */
function sentenceStarts(text: string): number[] {
  return [0, ...[...text.matchAll(SENTENCE_BREAK)].map((m) => m.index + m[0].length)];
}

/** The words of the family in the text (their spelling), or null when the text does not use it. */
function used(m: TMatcher, text: string, starts: number[]): string | null {
  if (m.opener) {
    for (const at of starts) {
      m.opener.lastIndex = at;
      const hit = m.opener.exec(text);
      if (hit) return hit[0].replace(/^\s*(?:@[\w.-]+[\s,:]+)*/u, '').trim();
    }
  }
  return m.anywhere?.exec(text)?.[0].trim() ?? null;
}

/** Their texts, each once: the posts they wrote and the replies they sent. */
function theirTexts(w: TTheirWriting): string[] {
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const t of [...w.own_posts, ...(w.replies ?? []).map((r) => r.reply)]) {
    const same = t.trim().replace(/\s+/gu, ' ').toLowerCase();
    if (same === '' || seen.has(same)) continue;
    seen.add(same);
    texts.push(t);
  }
  return texts;
}

/** The spelling they use most (the newest among equals). */
function commonest(spellings: string[]): string {
  const counts = new Map<string, number>();
  for (const s of spellings) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function phraseHabits(texts: string[]): THabitPhrase[] {
  const starts = texts.map(sentenceStarts);
  // One look at all their writing rules out most families before any text is read alone.
  const all = texts.join('\n').toLowerCase();
  const found: (THabitPhrase & { count: number; newest: number })[] = [];
  for (const m of MATCHERS) {
    if (!m.somewhere.test(all)) continue;
    const uses = texts.flatMap((t, i) => {
      const spelling = used(m, t, starts[i]!);
      return spelling === null ? [] : [{ spelling, i }];
    });
    if (!habitual(uses.length, texts.length)) continue;
    const written = commonest(uses.map((u) => u.spelling));
    found.push({ key: m.key, written, opener: !!m.opener, count: uses.length, newest: uses[0]!.i });
  }
  // Most used first; among equals, the one met first (their posts, then their replies, newest first).
  return found
    .sort((a, b) => b.count - a.count || a.newest - b.newest)
    .map(({ key, written, opener }) => ({ key, written, opener }));
}

function markHabits(texts: string[], f: TTheirWriting['features']): TMarkHabits {
  const inTexts = (has: (t: string) => boolean) => habitual(texts.filter(has).length, texts.length);
  // The features are shares of the posts measured: as a count, they answer the same question.
  const measured = (share: number | undefined) =>
    !!f && share !== undefined && habitual(Math.round(share * f.samples), f.samples);
  return {
    exclamation: inTexts((t) => t.includes('!')) || measured(f?.punctuation.exclamation),
    emDash: inTexts(hasDash) || measured(f?.punctuation.em_dash),
    emoji: inTexts(hasEmoji) || measured(f?.emoji.posts_with_emoji),
    hashtags: inTexts(hasHashtag) || measured(f?.hashtags.posts_with_hashtag),
  };
}

/** The stock phrases and marks the user habitually writes, from their posts, replies and features. */
export function ownHabits(w: TTheirWriting): TOwnHabits {
  // A run asks for each of its drafts (the prompt, the guard, the last tidy) with one voice.
  const known = read.get(w);
  if (known) return known;
  const texts = theirTexts(w);
  const habits = { ...markHabits(texts, w.features), phrases: phraseHabits(texts) };
  read.set(w, habits);
  return habits;
}
const read = new WeakMap<TTheirWriting, TOwnHabits>();

/** The habits of someone of whom nothing is known: none, so every rule holds. */
export const NO_HABITS: TOwnHabits = {
  exclamation: false,
  emDash: false,
  emoji: false,
  hashtags: false,
  phrases: [],
};

/** How they write a stock phrase family, or null when it is not theirs. */
export function theirSpelling(habits: TOwnHabits, key: string): string | null {
  return habits.phrases.find((p) => p.key === key)?.written ?? null;
}
