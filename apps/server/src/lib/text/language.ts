import { STOP_WORDS } from './stop-words';

/**
 * Which language a short text (a reply) is written in, as a BCP 47 primary tag, for a platform
 * that tags posts with their language (Bluesky's `langs`). A text in a script of its own is read by
 * that script; a text in Latin letters by the function words it leans on: English's stop words
 * against those of Spanish, German, French, Portuguese and Italian (and the letters only some of
 * them use). Null when the text does not say: too little to go on, or two languages equally.
 */
export function detectLanguage(written: string): string | null {
  // Links, mentions and hashtags are names, not words of the text's language.
  const text = written.replace(/(?:https?:\/\/|www\.)\S+|[@#]\S+/giu, ' ');
  const byScript = scriptLanguage(text);
  if (byScript) return byScript;
  const words = (text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? []).map((w) => w.replace(/’/gu, "'"));
  const scores = new Map<string, number>();
  const add = (lang: string, n: number) => scores.set(lang, (scores.get(lang) ?? 0) + n);
  for (const word of words) {
    if (STOP_WORDS.has(word) && !SHARED_WORDS.has(word)) add('en', 1);
    for (const [lang, list] of Object.entries(FUNCTION_WORDS)) if (list.has(word)) add(lang, 1);
  }
  for (const [lang, letters] of LETTERS) add(lang, (text.toLowerCase().match(letters) ?? []).length);
  const ranked = [...scores.entries()].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  const [best, next] = ranked;
  if (!best || (next && next[1] === best[1])) return null;
  return best[0];
}

/** Scripts that name their language (or nearly: Cyrillic is Ukrainian with its own letters, else Russian). */
const SCRIPTS: [RegExp, string][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'ja'],
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Cyrillic}/gu, 'ru'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Hebrew}/gu, 'he'],
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Thai}/gu, 'th'],
  [/\p{Script=Devanagari}/gu, 'hi'],
];

/** The language of the script most of the text's letters are in, when that is not Latin. */
function scriptLanguage(text: string): string | null {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters === 0) return null;
  // Japanese mixes kana with Han characters: any kana makes it Japanese.
  const kana = (text.match(SCRIPTS[0]![0]) ?? []).length;
  if (kana > 0 && kana * 5 >= letters) return 'ja';
  for (const [script, lang] of SCRIPTS.slice(1)) {
    const count = (text.match(script) ?? []).length;
    if (count * 2 > letters) return lang === 'ru' && /[іїєґ]/iu.test(text) ? 'uk' : lang;
  }
  return null;
}

/** Letters that only some of the languages use: each one counts as a word of that language. */
const LETTERS: [string, RegExp][] = [
  ['es', /[ñ¿¡]/gu],
  ['de', /[ßäöü]/gu],
  ['pt', /[ãõ]/gu],
  ['fr', /[œæ]|[êëîïûù]/gu],
  ['it', /[ìò]/gu],
];

/** English function words other languages spell the same: they count for no language. */
const SHARED_WORDS: ReadonlySet<string> = new Set('a am an as do me no on per so die war come'.split(' '));

const set = (words: string) => new Set(words.split(/\s+/u).filter(Boolean));

/** Each language's commonest words that English does not use. */
const FUNCTION_WORDS: Record<string, ReadonlySet<string>> = {
  es: set(`el la los las del de que por para con una un unos unas es y sin pero muy como cuál cual
    qué cómo hoy nuestro nuestra nuestros este esta estos estas ese esa eso esto lo se su sus mi mis
    tu más también porque cuando donde hay está están ser fue fueron hemos tenemos estamos ahora
    tiene tienen nuevo nueva mes año semana gracias mucho mucha muchas todos otro otra entre desde
    hasta sobre acuerdo pena yo sí ya nos les creo bueno buena`),
  de: set(`der das und ist nicht wir ihr ich du ein eine einen für auf heute sehr wie ohne auch oder
    aber haben habe hat sind wird noch schon nur jetzt dass kein keine endlich bei nach vom aus über
    zum zur dem den sich sie unser unsere neue neuen neues woche monat jahr danke immer wieder viele
    jemand bisher richtig gerade bevor ehrlich gesagt genau gut mit von zu mal mir mich`),
  fr: set(`le la les de des du au aux est une un nous vous avons enfin avec dans sur qui quelle notre
    votre nos vos et ce cette ces je il elle mais ou où pas très chez mois été ça aujourd'hui hier
    merci nouveau nouvelle toujours tout fait juste petite exactement avis sont c'est j'ai beaucoup
    bien suis être avoir faire qu'il n'est ne que`),
  pt: set(`não uma um hoje nosso nossa nossos nossas qual melhor dos das na nas é são foi mas muito
    muita mês isso isto esse essa pra ainda agora obrigado obrigada ontem novo nova você com para
    que de eu ele ela também já tem está estou vou`),
  it: set(`che di il la lo gli della del abbiamo oggi nostro più sono questo questa anche molto grazie
    non è ho hai siamo ma ancora sempre tutto bene cosa perché un una`),
};

/**
 * Tags that name no language: undetermined, no linguistic content, several, missing, artificial,
 * and the private-use range (qaa–qtz) X tags posts of only media (qme), mentions (qam), hashtags
 * (qht), cashtags (qct) or too little text (qst) with.
 */
const NO_LANGUAGE_TAG = /^(?:und|zxx|mul|mis|art|q[a-t][a-z])$/u;

/** Whether a platform's tag (its primary subtag) is one of those that name no language. */
export const namesNoLanguage = (tag: string): boolean =>
  NO_LANGUAGE_TAG.test(tag.trim().toLowerCase().split(/[-_]/u)[0] ?? '');

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * The language a platform's tag names, by its primary subtag in its canonical form ('en-GB' → 'en',
 * 'pt_BR' → 'pt', X's old 'iw' → 'he' and 'in' → 'id', 'eng' → 'en'), or null when the tag names
 * none: empty, undetermined, a private-use code, or a code no language has.
 */
export function taggedLanguage(tag: string | null | undefined): string | null {
  const written = tag?.trim().replace(/_/gu, '-');
  if (!written) return null;
  let language: string | undefined;
  try {
    language = new Intl.Locale(written).language?.toLowerCase();
  } catch {
    return null;
  }
  if (!language || NO_LANGUAGE_TAG.test(language)) return null;
  return LANGUAGE_NAMES.of(language) ? language : null;
}

/**
 * The languages detectLanguage can name. Only of these can a user's texts show they do not write
 * it: a Dutch text reads as English to it (it knows no Dutch), so a user writing Dutch would be
 * taken for one who never does.
 */
export const DETECTABLE_LANGUAGES: ReadonlySet<string> = new Set([
  'en',
  ...Object.keys(FUNCTION_WORDS),
  ...SCRIPTS.map(([, lang]) => lang),
  'uk',
]);

/**
 * Latin letters none of the Latin-script languages detectLanguage knows uses (Polish ł, Swedish å,
 * Turkish ş, Czech ř…): a text with one is in a language it cannot name, and it would name a wrong
 * one (Polish reads as English, Swedish as German).
 */
const UNKNOWN_LATIN = /(?![a-zàáâãäçèéêëìíîïñòóôõöùúûüÿßœæªº])\p{Script=Latin}/iu;

/** Of a user's texts, at least this many in a language make it one they write in (one can be a misreading). */
export const WRITTEN_LANGUAGE_MIN_TEXTS = 2;

/**
 * The languages a user writes in, read from their own texts (posts and replies), most used first:
 * each text's language (detectLanguage), counted when at least WRITTEN_LANGUAGE_MIN_TEXTS texts are
 * in it, and the most used one whatever its count. A text that says no language, or is in one
 * detectLanguage cannot name, counts for none. Empty when nothing tells: nothing is assumed then.
 */
export function writtenLanguages(texts: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    if (UNKNOWN_LATIN.test(text.replace(/(?:https?:\/\/|www\.)\S+|[@#]\S+/giu, ' '))) continue;
    const lang = detectLanguage(text);
    if (lang) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .filter(([, n], i) => i === 0 || n >= WRITTEN_LANGUAGE_MIN_TEXTS)
    .map(([lang]) => lang);
}
