/**
 * A stored keyword (written in X's search syntax) as Bluesky searches: Bluesky's post search takes
 * plain words and "quoted phrases", with the language and the author as parameters of their own.
 * X's other operators have no meaning there and would be searched as text, so they are dropped.
 */
export type TBlueskySearch = {
  /** Each is one searchPosts `q`: Bluesky has no dependable OR, so alternatives search apart. */
  queries: string[];
  lang?: string;
  /** A handle (or DID) for searchPosts' `author`. */
  author?: string;
  /** Negated words and phrases (lower case), filtered out of the answers locally. */
  exclude: string[];
  /** `-is:reply`: only posts that start a thread (otherwise a matching reply counts too). */
  withoutReplies?: true;
};

/** Searches one keyword may cost: `(a OR b OR c OR d)` searches its first three alternatives. */
export const MAX_ALTERNATIVES = 3;

type TAlternatives = string[][];

const TOKEN = /-?"[^"]*"?|[()]|[^\s()"]+/g;
const OPERATOR = /^-?[a-z_]+:/i;

/** A handle as Bluesky spells it: lower case, no '@', and a bare name read as `<name>.bsky.social`. */
export function normaliseHandle(raw: string): string {
  const name = raw.trim().replace(/^@+/, '').toLowerCase();
  if (name.startsWith('did:') || name.includes('.') || name === '') return name;
  return `${name}.bsky.social`;
}

export function translateKeyword(keyword: string): TBlueskySearch {
  const tokens = keyword.match(TOKEN) ?? [];
  const search: TBlueskySearch = { queries: [], exclude: [] };
  let position = 0;

  /** A term, or null for what searches nothing (operators, negations, AND). */
  const term = (token: string): string | null => {
    if (token.startsWith('-')) {
      if (token.toLowerCase() === '-is:reply') search.withoutReplies = true;
      const negated = token.slice(1).replace(/"/g, '').trim().toLowerCase();
      if (negated && !OPERATOR.test(token)) search.exclude.push(negated);
      return null;
    }
    if (OPERATOR.test(token)) {
      const [name, ...rest] = token.split(':');
      const value = rest.join(':').replace(/"/g, '');
      if (name?.toLowerCase() === 'lang' && value && !search.lang) search.lang = value.toLowerCase();
      if (name?.toLowerCase() === 'from' && value && !search.author) search.author = normaliseHandle(value);
      return null;
    }
    if (token === 'AND') return null;
    if (token.startsWith('"')) {
      const phrase = token.replace(/"/g, '').trim();
      return phrase ? `"${phrase}"` : null;
    }
    const word = token.replace(/^[@$]+/, '');
    return word || null;
  };

  /** A sequence of items up to `)` or the end, with OR splitting it into alternatives. */
  const expression = (): TAlternatives => {
    let alternatives: TAlternatives = [];
    let current: TAlternatives = [[]];
    while (position < tokens.length) {
      const token = tokens[position++] as string;
      if (token === ')') break;
      if (token === 'OR') {
        alternatives = bounded([...alternatives, ...current]);
        current = [[]];
        continue;
      }
      let item: TAlternatives;
      if (token === '(') {
        item = expression();
      } else if (token === '-' && tokens[position] === '(') {
        // A negated group: nothing Bluesky can search for.
        position++;
        expression();
        continue;
      } else {
        const t = term(token);
        if (t === null) continue;
        item = [[t]];
      }
      current = bounded(current.flatMap((left) => item.map((right) => [...left, ...right])));
    }
    return bounded([...alternatives, ...current]);
  };

  const seen = new Set<string>();
  for (const alternative of expression()) {
    const query = alternative.join(' ').trim();
    if (query && !seen.has(query.toLowerCase())) {
      seen.add(query.toLowerCase());
      search.queries.push(query);
    }
  }
  return search;
}

function bounded(alternatives: TAlternatives): TAlternatives {
  return alternatives.slice(0, MAX_ALTERNATIVES);
}

/** Whether a post's text carries none of the negated words or phrases. */
export function passesExclusions(text: string, exclude: string[]): boolean {
  const lower = text.toLowerCase();
  return !exclude.some((e) => lower.includes(e));
}
