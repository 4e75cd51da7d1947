import { conversationKindLabel } from './api/conversation-kinds';

/**
 * Monitoring keywords are stored as platform search queries (`"indie hackers" -is:retweet lang:en`),
 * because that is what monitoring searches with. People read and type them as words: this module
 * turns a stored query into its words and language, and typed words into a stored query. The web
 * shows keywords with it and the server words its answers with it.
 */

/** Longest keyword a person types (its words); the stored query adds quotes and filters. */
export const KEYWORD_WORDS_MAX = 80;

/**
 * How a hand-added keyword is narrowed: original posts (no retweets), in whatever language its words
 * are written (a language is not forced: the drafts skip posts in a language the user does not write).
 */
export const DEFAULT_KEYWORD_FILTERS = '-is:retweet';

/** `space`: whether a space goes before the part (none inside brackets). */
export type TKeywordPart = { text: string; operator: boolean; space: boolean };

/** Search operators (`-is:retweet`, `lang:en`, `OR`, brackets) as opposed to the words searched for. */
const isOperator = (token: string) =>
  token.startsWith('-') || /^[a-z_]+:/i.test(token) || token === 'OR' || /^[()]+$/.test(token);

/** Splits a query into what is searched for and the operators that narrow it; quoted phrases stay whole. */
export function keywordParts(query: string): TKeywordPart[] {
  const tokens = query.match(/-?"[^"]*"|[()]|[^\s()]+/g) ?? [];
  return tokens.map((text, i) => ({
    text,
    operator: !text.startsWith('"') && isOperator(text),
    space: i > 0 && text !== ')' && tokens[i - 1] !== '(',
  }));
}

const unquote = (text: string) => text.replace(/^"(.*)"$/, '$1');

/** 'en' → 'English'; a code Intl does not know stays as written. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const FLAGS: Record<string, [on: string, off: string]> = {
  retweet: ['retweets only', 'no retweets'],
  reply: ['replies only', 'no replies'],
  quote: ['quotes only', 'no quotes'],
  verified: ['verified accounts', 'no verified accounts'],
};
const HAS: Record<string, [on: string, off: string]> = {
  links: ['with links', 'no links'],
  media: ['with media', 'no media'],
  images: ['with images', 'no images'],
  videos: ['with videos', 'no videos'],
  mentions: ['with mentions', 'no mentions'],
  hashtags: ['with hashtags', 'no hashtags'],
};

/** One operator in plain language; null for the ones that only group (OR, brackets). */
export function operatorLabel(token: string): string | null {
  if (token === 'OR' || /^[()]+$/.test(token)) return null;
  const negated = token.startsWith('-');
  const body = negated ? token.slice(1) : token;
  const colon = body.indexOf(':');
  const [name, value] = colon > 0 ? [body.slice(0, colon), body.slice(colon + 1)] : ['', ''];
  const pick = (pair: [string, string] | undefined) => pair && (negated ? pair[1] : pair[0]);
  switch (name.toLowerCase()) {
    case '':
      return `without “${unquote(body)}”`;
    case 'lang':
      return negated ? `not ${languageName(value)}` : languageName(value);
    case 'is':
      return pick(FLAGS[value.toLowerCase()]) ?? token;
    case 'has':
      return pick(HAS[value.toLowerCase()]) ?? token;
    case 'from':
      return `${negated ? 'not from' : 'from'} @${value}`;
    case 'to':
      return `${negated ? 'not to' : 'to'} @${value}`;
    case 'min_faves':
      return `${value}+ likes`;
    case 'min_retweets':
      return `${value}+ retweets`;
    case 'min_replies':
      return `${value}+ replies`;
    default:
      return token;
  }
}

/**
 * A keyword as people read it. `words`: what is searched for (quotes and brackets dropped, OR as
 * "or"); `language`: the language asked for by name ('English'), or null; `filters`: the other
 * operators in plain language. Leaving out retweets is how every keyword searches, so it is not
 * listed. A query of operators only leads with its first filter.
 */
export type TKeywordInWords = { words: string; language: string | null; filters: string[] };

export function keywordInWords(query: string): TKeywordInWords {
  const words: string[] = [];
  const filters: string[] = [];
  let language: string | null = null;
  for (const part of keywordParts(query)) {
    if (!part.operator) words.push(unquote(part.text));
    else if (part.text === 'OR' && words.length > 0) words.push('or');
    else if (/^lang:[a-z-]+$/i.test(part.text) && language === null)
      language = languageName(part.text.slice(5).toLowerCase());
    else if (part.text.toLowerCase() !== '-is:retweet') {
      const label = operatorLabel(part.text);
      if (label) filters.push(label);
    }
  }
  if (words.at(-1) === 'or') words.pop();
  const text = words.join(' ').replace(/\s+/g, ' ').trim();
  if (text) return { words: text, language, filters };
  const [first = language ?? query, ...rest] = filters;
  return { words: first, language: filters.length > 0 ? language : null, filters: rest };
}

/** A keyword on one line: its words, then its language and filters in brackets ('pricing (English)'). */
export function keywordLabel(query: string): string {
  const { words, language, filters } = keywordInWords(query);
  const notes = [...(language ? [language] : []), ...filters];
  return notes.length > 0 ? `${words} (${notes.join(', ')})` : words;
}

/** Typed words as kept: spaces collapsed, double quotes dropped (a phrase is quoted when stored). */
export function normaliseKeywordWords(text: string): string {
  return text
    .replace(/["“”„]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A term searched as it is: a single word, #hashtag or @mention, never an operator. */
const BARE_TERM = /^(?:#[\p{L}\p{N}_]+|@[A-Za-z0-9_]{1,15}|[\p{L}\p{N}_][\p{L}\p{N}_'’.+&-]*)$/u;

/** The search term of typed words: one plain word as it is, anything else as a quoted phrase. */
function searchTerm(words: string): string {
  const text = normaliseKeywordWords(words);
  return BARE_TERM.test(text) && text !== 'OR' ? text : `"${text}"`;
}

/** The stored query of typed words: 'pricing' → 'pricing -is:retweet'. */
export function keywordQuery(words: string): string {
  return `${searchTerm(words)} ${DEFAULT_KEYWORD_FILTERS}`;
}

/**
 * The query with its words replaced and its filters kept: an edit in words never drops the
 * language or another filter the keyword had.
 */
export function keywordWithWords(query: string, words: string): string {
  const filters = keywordParts(query)
    .filter((part) => part.operator && operatorLabel(part.text) !== null)
    .map((part) => part.text);
  return [searchTerm(words), ...filters].join(' ');
}

/** What makes two keywords the same: their words whatever the case, and their language. */
export function keywordIdentity(query: string): string {
  const { words, language } = keywordInWords(query);
  return `${words.toLowerCase()}\u0000${language ?? ''}`;
}

/** Why typed words cannot be a keyword, said the same on the screen, in the chat and by the API. */
export const KEYWORD_PROBLEMS = {
  empty: 'Type a keyword',
  tooLong: `A keyword has at most ${KEYWORD_WORDS_MAX} characters`,
  duplicate: (words: string) => `“${words}” is already one of your keywords`,
} as const;

/**
 * The problem with typed words as a keyword beside `existing` (stored queries), leaving out the
 * keyword they are to replace (`replacing`, when editing); null when there is none.
 */
export function keywordWordsProblem(
  words: string,
  existing: readonly string[],
  replacing?: string,
): string | null {
  const text = normaliseKeywordWords(words);
  if (text === '') return KEYWORD_PROBLEMS.empty;
  if (Array.from(text).length > KEYWORD_WORDS_MAX) return KEYWORD_PROBLEMS.tooLong;
  const next = replacing === undefined ? keywordQuery(text) : keywordWithWords(replacing, text);
  const identity = keywordIdentity(next);
  const clash = existing.find((q) => q !== replacing && keywordIdentity(q) === identity);
  return clash ? KEYWORD_PROBLEMS.duplicate(keywordInWords(clash).words) : null;
}

/**
 * Where monitoring found a post, as people read it: a keyword in words, a core user as @name; a
 * follow-up says what it answers.
 */
export function sourceLabel(source: {
  kind: 'keyword' | 'core_user' | 'conversation';
  value: string;
}): string {
  if (source.kind === 'conversation') return conversationKindLabel(source.value);
  return source.kind === 'keyword' ? keywordLabel(source.value) : `@${source.value.replace(/^@+/, '')}`;
}
