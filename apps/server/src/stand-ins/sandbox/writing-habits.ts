import { chance, int, pick, pickSome, type TRandom } from './prng';
import type { TWritingHabits } from '../../db/schema/sandbox';
import { LANGUAGE_PACKS, type TLang } from './vocab/languages';

const EMOJIS = ['🚀', '🔥', '✨', '🙌', '😅', '🤔', '👀', '💡', '🎉', '🙏', '😂', '💯', '👇', '🤝', '⚡'];
const OFFSETS = [-8, -7, -5, -4, -3, 0, 1, 1, 2, 3, 5, 8, 9, 10];

const round = (x: number) => Math.round(x * 1000) / 1000;

export function generateWritingHabits(rng: TRandom, lang: TLang): TWritingHabits {
  const pack = LANGUAGE_PACKS[lang];
  const emojiLover = chance(rng, 0.3);
  return {
    casing: chance(rng, 0.22) ? 'lower' : chance(rng, 0.08) ? 'shouty' : 'standard',
    punctuation: pick(rng, ['keep', 'keep', 'keep', 'drop', 'drop', 'exclaim', 'ellipsis'] as const),
    emojiRate: round(emojiLover ? 0.4 + rng() * 0.5 : rng() * 0.15),
    emojis: pickSome(rng, EMOJIS, int(rng, 2, 4)),
    hashtagRate: round(chance(rng, 0.3) ? 0.2 + rng() * 0.4 : rng() * 0.05),
    openerRate: round(rng() * 0.25),
    openers: pickSome(rng, pack.openers, 2),
    closerRate: round(rng() * 0.2),
    closers: pickSome(rng, pack.closers, 2),
    chattiness: round(0.1 + rng() * 0.6),
    slang: lang === 'en' || lang === 'es' ? chance(rng, 0.2) : false,
    mentionRate: round(0.02 + rng() * 0.1),
    mediaRate: round(0.03 + rng() * 0.2),
    retweetRate: round(0.02 + rng() * 0.1),
    quoteRate: round(0.02 + rng() * 0.08),
    replyRate: round(0.08 + rng() * 0.25),
    threadRate: round(chance(rng, 0.3) ? 0.05 + rng() * 0.15 : 0),
    utcOffset: lang === 'en' ? pick(rng, OFFSETS) : int(rng, 0, 2),
    engagement: round(0.006 + rng() * rng() * 0.05),
  };
}

const ADDED_MAX = 280;

/** Adds `part` when the text stays postable; X counts code points (roughly). */
function fits(text: string, part: string): boolean {
  return Array.from(text + part).length <= ADDED_MAX;
}

function lowerFirst(text: string): string {
  const first = text.split(' ')[0] ?? '';
  if (first === 'I' || first.startsWith("I'") || /^[A-Z0-9]{2,}/.test(first) || !/^[A-Z][a-z]/.test(first))
    return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function finalStop(text: string, mode: TWritingHabits['punctuation']): string {
  if (mode === 'keep' || !text.endsWith('.')) return text;
  if (mode === 'drop') return text.slice(0, -1);
  if (mode === 'exclaim') return `${text.slice(0, -1)}!`;
  return `${text.slice(0, -1)}...`;
}

/**
 * Puts one account's habits on a composed sentence: opener, second sentence, closer, final
 * punctuation, slang, casing, emoji and hashtags, each only while the post stays within 280.
 */
export function applyWritingHabits(
  rng: TRandom,
  core: string,
  voice: TWritingHabits,
  extras: { lang: TLang; followup?: string; hashtags: string[]; emojis: string[]; standalone: boolean },
): string {
  let text = core;
  if (extras.followup && chance(rng, voice.chattiness) && fits(text, ` ${extras.followup}`)) {
    text = `${text} ${extras.followup}`;
  }
  const hasLeadIn = /^[^ ]+( [^ ]+)?:/.test(text) || text.startsWith('@');
  if (extras.standalone && !hasLeadIn && chance(rng, voice.openerRate) && voice.openers.length > 0) {
    const opener = pick(rng, voice.openers);
    if (fits(text, opener)) text = opener + (opener.endsWith(': ') ? text : lowerFirst(text));
  }
  if (chance(rng, voice.closerRate) && voice.closers.length > 0) {
    const closer = pick(rng, voice.closers);
    if (fits(text, ` ${closer}`)) text = `${text} ${closer}`;
  }
  text = finalStop(text, voice.punctuation);
  if (voice.slang) {
    for (const [word, short] of LANGUAGE_PACKS[extras.lang].slang) {
      text = text.replace(new RegExp(`(?<![\\w@#])${word}(?!\\w)`, 'g'), short);
    }
  }
  if (voice.casing === 'lower') text = text.toLowerCase();
  if (voice.casing === 'shouty') {
    const words = text.split(' ').filter((w) => /^[a-z]{4,}$/.test(w));
    if (words.length > 0) {
      const loud = pick(rng, words);
      text = text.replace(new RegExp(`(?<![\\w@#])${loud}(?!\\w)`), loud.toUpperCase());
    }
  }
  if (chance(rng, voice.emojiRate)) {
    const emoji = pick(rng, [...voice.emojis, ...extras.emojis]);
    if (fits(text, ` ${emoji}`)) text = `${text} ${emoji}`;
  }
  if (extras.standalone && extras.hashtags.length > 0 && chance(rng, voice.hashtagRate)) {
    for (const tag of pickSome(rng, extras.hashtags, int(rng, 1, 2))) {
      const shown = voice.casing === 'lower' ? tag.toLowerCase() : tag;
      if (fits(text, ` ${shown}`)) text = `${text} ${shown}`;
    }
  }
  return text;
}
