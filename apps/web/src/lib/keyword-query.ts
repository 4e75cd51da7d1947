/**
 * Monitoring keywords are platform search queries (`"indie hackers" -is:retweet lang:en`). People
 * read them as the words searched for, with the operators as small labels in plain language.
 */

/** `space`: whether a space goes before the part (none inside brackets). */
export type TKeywordPart = { text: string; operator: boolean; space: boolean };

/** Search operators (`-is:retweet`, `lang:en`, `OR`, brackets) as opposed to the words searched for. */
const isOperator = (token: string) =>
  token.startsWith('-') || /^[a-z_]+:/i.test(token) || token === 'OR' || /^[()]+$/.test(token);

/** Splits a keyword into what is searched for and the operators that narrow it; quoted phrases stay whole. */
export function keywordParts(keyword: string): TKeywordPart[] {
  const tokens = keyword.match(/-?"[^"]*"|[()]|[^\s()]+/g) ?? [];
  return tokens.map((text, i) => ({
    text,
    operator: !text.startsWith('"') && isOperator(text),
    space: i > 0 && text !== ')' && tokens[i - 1] !== '(',
  }));
}

const unquote = (text: string) => text.replace(/^"(.*)"$/, '$1');

function languageName(code: string): string {
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
};

/** One operator in plain language; null for the ones that only group (OR, brackets). */
export function operatorLabel(token: string): string | null {
  if (token === 'OR' || /^[()]+$/.test(token)) return null;
  const negated = token.startsWith('-');
  const body = negated ? token.slice(1) : token;
  const [name = '', value = ''] = body.includes(':')
    ? [body.slice(0, body.indexOf(':')), body.slice(body.indexOf(':') + 1)]
    : [];
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
 * A keyword as people read it: the words searched for (quotes and brackets dropped, OR as "or")
 * and its filters in plain language. A keyword of operators only leads with its first filter.
 */
export function readableKeyword(keyword: string): { text: string; filters: string[] } {
  const words: string[] = [];
  const filters: string[] = [];
  for (const part of keywordParts(keyword)) {
    if (!part.operator) words.push(unquote(part.text));
    else if (part.text === 'OR' && words.length > 0) words.push('or');
    else {
      const label = operatorLabel(part.text);
      if (label) filters.push(label);
    }
  }
  if (words.at(-1) === 'or') words.pop();
  const text = words.join(' ').trim();
  if (text) return { text, filters };
  const [first = keyword, ...rest] = filters;
  return { text: first, filters: rest };
}

/** The accessible name of a keyword: its words, then its filters in brackets. */
export const keywordName = (keyword: string) => {
  const { text, filters } = readableKeyword(keyword);
  return filters.length > 0 ? `${text} (${filters.join(', ')})` : text;
};
