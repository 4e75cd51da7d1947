import type { TStyleBrief } from '../../drafting/types';
import { usesEmoji } from '../../drafting/voice-guard/marks';
import { computeStyleFeatures } from '../../lib/text/style-features';
import { contractionHabit } from '../../drafting/text/contractions';
import { slangHabit } from '../../drafting/text/slang';
import { plainText } from '../../drafting/text/text';

/** How the user writes, as far as the offline drafter can act on it. */
export type TStyleProfile = {
  samples: number;
  length: { median: number; p10: number; p90: number };
  allLowercase: number;
  lowercaseStart: number;
  question: number;
  exclamation: number;
  ellipsis: number;
  endsWithPeriod: number;
  emoji: { allowed: boolean; rate: number; top: string[] };
  contractions: 'contract' | 'expand' | 'either';
  slang: Array<[string, string]>;
  openers: { list: string[]; rate: number };
  /** Short lines the user ends two or more posts with ("Back to work.", "Anyway."), and how often. */
  signOffs: { list: string[]; rate: number };
};

/** Lead-ins that also work at the start of a reply ("PSA:" announces a post; it does not answer one). */
const REPLY_OPENERS = new Set([
  'honestly',
  'ngl',
  'fwiw',
  'tbh',
  'imo',
  'okay so',
  'ok so',
  'look',
  'yeah',
  'hot take',
  'real talk',
  'counterpoint',
  'plot twist',
  'unpopular opinion',
  'same',
  'funny',
  'quick one',
  'quick thought',
  'side note',
  'interesting',
  'agreed',
  'fair',
  'facts',
  'true',
  'yep',
]);
const LEAD_IN = /^(\p{L}[\p{L}'’]*(?: \p{L}[\p{L}'’]*)?)([,:.]?)\s/u;

/** Openers the user starts two or more texts with, and how often they open with one. */
function measureOpeners(texts: string[]): { list: string[]; rate: number } {
  const counts = new Map<string, { count: number; written: string }>();
  let opened = 0;
  for (const text of texts) {
    const m = LEAD_IN.exec(plainText(text));
    const words = m?.[1] ?? '';
    const key = words.toLowerCase();
    const candidate = REPLY_OPENERS.has(key)
      ? key
      : REPLY_OPENERS.has(key.split(' ')[0] ?? '')
        ? key.split(' ')[0]!
        : null;
    if (!m || !candidate) continue;
    const written = `${words.slice(0, candidate.length)}${candidate === key ? m[2] : ''} `;
    const entry = counts.get(candidate) ?? { count: 0, written };
    entry.count += 1;
    counts.set(candidate, entry);
    opened += 1;
  }
  const list = [...counts.values()].filter((e) => e.count >= 2).map((e) => e.written);
  return { list, rate: list.length === 0 || texts.length === 0 ? 0 : Math.min(0.5, opened / texts.length) };
}

/**
 * Sign-offs: a last line of at most four words, no figures and no question, that ends two or more
 * of the user's texts. It says nothing about the post, so it carries no claim; it is how they sign.
 */
function measureSignOffs(texts: string[]): { list: string[]; rate: number } {
  const counts = new Map<string, { count: number; written: string; before: Set<string> }>();
  for (const text of texts) {
    const body = text.replace(/(?:\s+#[\p{L}\p{N}_]+)+\s*$/u, '').trim();
    const last = /(?:^|[.!?…]\s+)([^.!?…]+[.!?…]*)$/u.exec(body)?.[1]?.trim();
    if (!last || last === body) continue;
    const plain = last.replace(/[.!…]+$/u, '');
    const n = plain.split(/\s+/u).length;
    if (n > 4 || /\d|\?|@|#|:/u.test(last) || !/\p{L}/u.test(plain)) continue;
    const key = plain.toLowerCase();
    const entry = counts.get(key) ?? { count: 0, written: plain, before: new Set<string>() };
    entry.count += 1;
    // How the sentence before it opens: a sign-off follows anything, the second half of a saying
    // ("Everyone asking about X. Nobody asking about security.") always follows its first half.
    const previous = body.slice(0, body.length - last.length).trim();
    const opening = /(?:^|[.!?…]\s+)([^.!?…]+)[.!?…]*$/u
      .exec(previous)?.[1]
      ?.toLowerCase()
      .split(/\s+/u)
      .slice(0, 3)
      .join(' ');
    if (opening) entry.before.add(opening);
    counts.set(key, entry);
  }
  const kept = [...counts.values()].filter((e) => e.count >= 2 && e.before.size >= 2);
  const used = kept.reduce((n, e) => n + e.count, 0);
  return {
    list: kept.map((e) => e.written),
    rate: texts.length === 0 ? 0 : Math.min(0.35, used / texts.length),
  };
}

/**
 * The profile from the voice: a view of the style features (lib/text/style-features.ts), the stored
 * ones when given and measured from the texts otherwise, with the same computation the style
 * analysis stores. With nothing to measure, a plain default: mid-length, some questions, full stops.
 */
export function styleProfile(voice: TStyleBrief): TStyleProfile {
  // Approved edits are what the user actually sent: they count twice.
  const finals = voice.examples.map((e) => e.final);
  const texts = [...finals, ...finals, ...voice.own_posts].map(plainText).filter((t) => t.length > 0);
  const measured = texts.length > 0 ? computeStyleFeatures(texts) : null;
  const f = voice.features ?? measured;
  // Stored features of no posts say nothing of length: the approved edits may.
  const sized = f && f.samples > 0 ? f : measured;
  return {
    samples: f?.samples ?? 0,
    length: sized
      ? { median: sized.length.median, p10: sized.length.p10, p90: sized.length.p90 }
      : { median: 110, p10: 40, p90: 200 },
    allLowercase: f?.casing.all_lowercase ?? 0,
    lowercaseStart: f?.casing.lowercase_start ?? 0,
    question: f?.punctuation.question ?? 0.2,
    exclamation: f?.punctuation.exclamation ?? 0,
    ellipsis: f?.punctuation.ellipsis ?? 0,
    endsWithPeriod: f?.punctuation.ends_with_period ?? 0.8,
    emoji: {
      allowed: usesEmoji(voice.own_posts),
      rate: f?.emoji.posts_with_emoji ?? 0,
      // Stored features from posts with no emoji: the approved edits may still show some.
      top: f && f.emoji.top.length > 0 ? f.emoji.top : (measured?.emoji.top ?? []),
    },
    contractions: contractionHabit(texts),
    slang: slangHabit(texts),
    openers: measureOpeners(texts),
    signOffs: measureSignOffs(voice.own_posts),
  };
}
