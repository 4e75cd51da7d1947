import { STOP_WORDS } from '../../lib/text/stop-words';
import { COMMON_VERBS } from '../text/text';

/**
 * Phrases a learned rule may take from a post or an edit, checked to be whole: a rule that names
 * "killing" or "pricing annual" as what a post is about reads as broken, so a phrase is used only
 * when it is a clean noun phrase where it was written, and the rule falls back to the kind of post.
 */

/**
 * Words after which a noun phrase starts: "the pricing page", "about annual plans", "with Stripe",
 * "are design reviews…".
 */
const OPENS_PHRASE = new Set(
  'the a an our my your their his her its this that these those about with for on of in to from into using at by over per vs versus than around without switching switched moved is are was were do does did'.split(
    ' ',
  ),
);
const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve twenty fifty hundred thousand million first second third'.split(
    ' ',
  ),
);
/** Intensifiers, feelings and filler that the key-phrase reader lets through but name no topic. */
const NOT_TOPIC = new Set(
  'super proud honestly literally totally basically seriously amazing awesome incredible insane crazy huge tiny killing waste lot bit kind sort stuff thing things anything everything nothing something today tonight lately unacceptable frustrating annoying terrible awful useless worst'.split(
    ' ',
  ),
);
/** -ing words that name a thing ("onboarding", "pricing page") rather than an action. */
export const ING_NOUNS = new Set(
  'onboarding pricing marketing billing hiring funding branding messaging testing training writing building engineering consulting learning meeting setting fundraising accounting advertising networking hosting logging tracking caching routing scheduling invoicing recruiting'.split(
    ' ',
  ),
);

type TToken = { word: string; lower: string; breaksBefore: boolean; breaksAfter: boolean };

function tokens(text: string): TToken[] {
  const out: TToken[] = [];
  let breaks = true;
  for (const raw of text.split(/\s+/u)) {
    const word = raw.replace(/^[^\p{L}\p{N}]+/u, '').replace(/[^\p{L}\p{N}]+$/u, '');
    const leading = /^[("“'‘]/u.test(raw);
    if (!word) {
      breaks = true;
      continue;
    }
    out.push({
      word,
      lower: word.toLowerCase().replace(/’/gu, "'"),
      breaksBefore: breaks || leading,
      breaksAfter: false,
    });
    breaks = /[.,;:!?…)"”]$/u.test(raw);
    out[out.length - 1]!.breaksAfter = breaks;
  }
  return out;
}

/** "Stripe", "HubSpot", "CRM", "Next.js": a name as written inside a sentence. */
export function looksLikeName(word: string, startsSentence: boolean): boolean {
  if (/^\p{Lu}{2,6}s?$/u.test(word) && word !== 'I') return true;
  if (/\p{Ll}\p{Lu}/u.test(word) || /^\p{L}+\.(?:js|io|ai|dev|so)$/iu.test(word)) return true;
  return /^\p{Lu}\p{Ll}+$/u.test(word) && !startsSentence;
}

function wordIsTopic(word: string, lower: string, name: boolean): boolean {
  if (!/^\p{L}[\p{L}\p{N}]*(?:[.'’+-][\p{L}\p{N}]+)*$/u.test(word) || !/\p{L}.*\p{L}/u.test(word))
    return false;
  if (STOP_WORDS.has(lower) || COMMON_VERBS.has(lower) || NUMBER_WORDS.has(lower) || NOT_TOPIC.has(lower))
    return false;
  if (name) return true;
  if (/ly$/u.test(lower) || /ed$/u.test(lower)) return false;
  return !/ing$/u.test(lower) || ING_NOUNS.has(lower);
}

/**
 * The phrase as a whole noun phrase of `source`, spelled as written there (a sentence-initial
 * capital dropped unless the word is a name), or null. Whole means: one to three topic words, not
 * cut out of a longer run of words (what comes before opens a phrase or a sentence, what follows
 * closes it), and written together in the source.
 */
export function cleanPhrase(phrase: string, source: string): string | null {
  const wanted = phrase.trim().toLowerCase().split(/\s+/u);
  if (wanted.length === 0 || wanted.length > 3 || wanted[0] === '') return null;
  const all = tokens(source);
  for (let i = 0; i + wanted.length <= all.length; i++) {
    const run = all.slice(i, i + wanted.length);
    if (run.some((t, j) => t.lower !== wanted[j] || (j > 0 && t.breaksBefore))) continue;
    const names = run.map((t) => looksLikeName(t.word, t.breaksBefore));
    if (!run.every((t, j) => wordIsTopic(t.word, t.lower, names[j]!))) continue;
    const before = all[i - 1];
    const after = all[i + wanted.length];
    const opened = !before || run[0]!.breaksBefore || OPENS_PHRASE.has(before.lower) || names.every(Boolean);
    const closed =
      !after ||
      run.at(-1)!.breaksAfter ||
      after.breaksBefore ||
      STOP_WORDS.has(after.lower) ||
      COMMON_VERBS.has(after.lower) ||
      /(?:ly|ed)$/u.test(after.lower);
    if (!opened || !closed) continue;
    return run
      .map((t, j) =>
        j === 0 && t.breaksBefore && !names[j] && !/^\p{Lu}{2,}/u.test(t.word) ? t.lower : t.word,
      )
      .join(' ');
  }
  return null;
}

/** Names written inside the sentences of `text` (not at their start): "Stripe", "CRM", "Next.js". */
export function namesIn(text: string): string[] {
  const found = tokens(text)
    .filter((t) => looksLikeName(t.word, t.breaksBefore) && wordIsTopic(t.word, t.lower, true))
    .map((t) => t.word);
  return [...new Set(found)];
}
