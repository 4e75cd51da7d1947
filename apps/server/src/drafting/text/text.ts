import { STOP_WORDS } from '../../lib/text/stop-words';

/**
 * Word-level helpers of the offline drafter: tokens, a light stemmer, sentences, and the input hash
 * every choice is seeded from (same input, same answer).
 */

/** Common verbs and time words: they join a phrase, they are not what it is about. */
export const COMMON_VERBS: ReadonlySet<string> = new Set(
  `add added ask asked build built buy call came come comes coming cut day days did expect expected
  feel felt find found gave give given go goes going gone gonna got great happen happened hear help
  hit hold keep kept know knew learn learned leave left look looked looking lose lost love loved mean
  meant month months move moved moving need pay put read run ran said saw say see seen seem sell send
  sent set share show spend spent start started stop stopped take taking talk tell think thought
  today told tomorrow took tried try trying turn turned use used using want wanted went week weeks
  work worked working write wrote year years yesterday morning afternoon evening tonight time times
  thing things stuff people someone everybody real really good bad big small new old first last next
  every whole actually finally already ship ships shipped shipping running migrating rewrote rebuilt
  switch switched involves involve broke suggest suggests covers cover explain deleted doubling matter
  matters welcome works helps wins beats sells twice happy curious fast faster easy easier hard harder
  quiet wild true false single best worst better worse most least many much few quarter
  update idea win today week point part paid sold bought grew fell rose won began became brought chose
  caught drove fixed mention mentions right reads writes says takes gives keeps runs uses builds ships`.split(
    /\s+/u,
  ),
);

const URL = /(?:https?:\/\/|www\.)\S+/giu;
const MENTION = /(?<![\w@])@\w{1,15}\b/gu;
const LEADING_MENTIONS = /^(?:\s*@\w{1,15}\b)+\s*/u;
const RETWEET = /^RT @\w{1,15}:\s*/u;

/** The post's own words: no links, no @mentions, no "RT @x:" prefix; hashtags keep their word. */
export function plainText(text: string): string {
  return text
    .replace(RETWEET, '')
    .replace(LEADING_MENTIONS, '')
    .replace(URL, ' ')
    .replace(MENTION, ' ')
    .replace(/(?<![\p{L}\p{N}_&])#(?=[\p{L}\p{N}_]*\p{L})/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Lower-case word tokens (letters, digits, inner apostrophes and hyphens). */
export function words(text: string): string[] {
  return (plainText(text).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).map((w) =>
    w.toLowerCase().replace(/’/gu, "'"),
  );
}

/**
 * Whether a text reads as English: every English sentence of some length leans on function words
 * ("the", "is", "to"); a Spanish or German one uses none of ours. Short texts get the benefit of the doubt.
 */
export function looksEnglish(text: string): boolean {
  const all = words(text);
  if (all.length < 5) return true;
  return all.filter((w) => STOP_WORDS.has(w)).length / all.length >= 0.12;
}

/**
 * Function words, and the words every post leans on (weekdays, "month", "new", "our", "now"), of
 * Spanish, German, French, Portuguese and Italian that English does not use. Words English spells
 * the same are left out ("die", "war", "pour", "plus", "todo", "algo", "um", "os", the "com" of a
 * domain, the "MIT" of a license), so an English post using them is not taken for another language.
 */
const FOREIGN_WORDS: ReadonlySet<string> = new Set(
  `el la los las del en que por para con una es y sin pero muy como cuál cual hoy nuestro nuestra
  nuestros este esta estos estas ese esa eso esto un unos unas lo se su sus mi mis tu más también
  porque cuando donde hay está están ser fue fueron hemos tenemos estamos ahora tiene tienen nuevo
  nueva mes año semana gracias mucho mucha todos otro otra entre desde hasta sobre totalmente acuerdo vale pena
  der das und ist nicht wir ihr ich ein eine einen für auf heute sehr wie ohne auch oder aber
  haben habe sind wird noch schon nur jetzt dass kein keine endlich bei nach vom aus über zum zur dem
  sich sie unser unsere unseren neue neuen neues kleiner kleine woche monat jahr danke immer wieder
  viele jemand bisher richtig gerade suche tipp bevor ehrlich gesagt genauso guter gute
  de les des est une nous vous avons enfin avec dans sur qui quelle notre votre nos vos et ce
  cette ces je il elle mais ou où pas très chez mois été ça aujourd'hui hier merci nouveau nouvelle
  toujours tout fait juste petite exactement avis
  não uma hoje nosso nossa nossos nossas qual melhor dos das na nas é são foi mas muito muita
  mês isso isto esse essa pra ainda agora obrigado ontem novo nova
  che di abbiamo oggi nostro più gli della sono questo questa anche molto grazie
  lunes martes miércoles jueves viernes sábado domingo montag dienstag mittwoch donnerstag freitag
  samstag sonntag lundi mardi mercredi jeudi vendredi samedi dimanche`.split(/\s+/u),
);

/**
 * English function words other languages spell the same (Spanish "a", "no", "me"; German "am",
 * "an", "so"; French "on"; Portuguese "as", "do"; Italian "per"): they count for neither side.
 */
const SHARED_WORDS: ReadonlySet<string> = new Set('a am an as do me no on per so'.split(' '));

/**
 * Whether a post is written in another language: at least two of its words are function words of
 * another language or spelled with letters English does not use (an opening "¿" or "¡" counts as
 * two), and more than its English function words. A post in another language that names its product in English ("este mes
 * crecimos un 16%. la clave fue settings page.") is still in that language; an English post naming
 * a person or a place ("thanks to José in São Paulo") is still English. Unlike looksEnglish, terse
 * English ("Raised prices 8%. Lost 8 customers.") is never taken for another language.
 */
export function inOtherLanguage(text: string): boolean {
  const all = words(text);
  // Words spelled with letters English does not use count too ("versión", "facturación", "für").
  // "é" is left out: English borrows it ("café", "résumé", "José") more than any other of these.
  const spelled = all.filter((w) => FOREIGN_WORDS.has(w) || /[ñçãõáíóúàèìòùâêîôûäöüß]/u.test(w)).length;
  // Spanish opens a question or an exclamation with "¿" or "¡", which no English writer does.
  const foreign = spelled + 2 * (text.match(/[¿¡]/gu) ?? []).length;
  const english = all.filter((w) => STOP_WORDS.has(w) && !SHARED_WORDS.has(w)).length;
  return foreign >= 2 && foreign > english;
}

/** A light suffix stemmer, enough to tell that "pricing", "priced" and "prices" are one topic. */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/'s$/u, '');
  if (w.length <= 4) return w;
  const rules: Array<[RegExp, string]> = [
    [/ies$/u, 'y'],
    [/(ss)$/u, '$1'],
    [/ing$/u, ''],
    [/ed$/u, ''],
    [/ly$/u, ''],
    [/es$/u, 'e'],
    [/s$/u, ''],
    [/e$/u, ''],
  ];
  for (const [re, to] of rules) {
    if (re.test(w)) {
      const stemmed = w.replace(re, to);
      if (stemmed.length >= 3) return stemmed.replace(/e$/u, '');
    }
  }
  return w;
}

/** Words that carry meaning: not stopwords, not common verbs, at least three letters. */
export function contentWords(text: string): string[] {
  return words(text).filter(
    (w) => w.length >= 3 && !STOP_WORDS.has(w) && !COMMON_VERBS.has(w) && !/^\d+$/u.test(w),
  );
}

export function contentStems(text: string): Set<string> {
  return new Set(contentWords(text).map(stem));
}

/** Sentences, split after . ! ? … followed by a space (so "acme.dev" stays whole) or at line breaks. */
export function sentences(text: string): string[] {
  return (text.match(/[^\n]+?(?:[.!?…]+["'”’)]*(?=\s|$)|(?=\n)|$)/gu) ?? [])
    .map((s) => s.trim())
    .filter(Boolean);
}

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A choice seeded by `key`: the same key always picks the same item. */
export function choose<T>(items: readonly T[], key: string): T {
  if (items.length === 0) throw new Error('choose from an empty list');
  return items[hashString(key) % items.length] as T;
}

/** True for a share `p` of keys, the same way every time for one key. */
export function chance(key: string, p: number): boolean {
  return hashString(`${key}#chance`) / 0x1_0000_0000 < p;
}
