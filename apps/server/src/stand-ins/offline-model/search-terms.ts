import { stem, words } from '../../drafting/text/text';

/**
 * A monitoring query in platform search syntax, read for matching: required terms (a quoted
 * phrase, a word, a hashtag, or alternatives joined by OR), excluded terms (-word), and operators
 * (lang:en, -is:retweet, from:x) which say nothing about the topic and are skipped.
 */
export type TQuery = { text: string; required: string[][]; excluded: string[] };

export function readQuery(query: string): TQuery {
  const required: string[][] = [];
  const excluded: string[] = [];
  let joinNext = false;
  for (const raw of query.match(/-?"[^"]*"|\S+/gu) ?? []) {
    const token = raw.replace(/^\(+|\)+$/gu, '');
    if (token === 'OR') {
      joinNext = required.length > 0;
      continue;
    }
    if (/^-?[a-z_]+:\S/iu.test(token) || token === '' || token === 'AND') continue;
    const negated = token.startsWith('-');
    const term = token.replace(/^-/u, '').replace(/^"|"$/gu, '').trim();
    if (!term) continue;
    if (negated) excluded.push(term);
    else if (joinNext) required.at(-1)!.push(term);
    else required.push([term]);
    joinNext = false;
  }
  return { text: query, required, excluded };
}

/** A term is in a text when its words appear in a row (compared by stem, so "prices" finds "pricing"). */
export function hasTerm(textStems: string[], term: string): boolean {
  const wanted = words(term.replace(/^#/u, '')).map(stem);
  if (wanted.length === 0) return false;
  for (let i = 0; i + wanted.length <= textStems.length; i++) {
    if (wanted.every((w, j) => textStems[i + j] === w)) return true;
  }
  return false;
}

/** Share (0..1) of the query's required terms a text has; 0 when it has an excluded one. */
export function queryMatch(textStems: string[], q: TQuery): number {
  if (q.required.length === 0) return 0;
  if (q.excluded.some((t) => hasTerm(textStems, t))) return 0;
  const met = q.required.filter((group) => group.some((t) => hasTerm(textStems, t))).length;
  return met / q.required.length;
}
