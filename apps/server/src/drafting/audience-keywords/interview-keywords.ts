import { AREAS, clausesOf, termKey, tokenize, type TArea, type TToken } from './interview-areas';
import { nounPhrases, opensNounPhrase } from './noun-phrases';

export const QUERIES_MIN = 5;
export const QUERIES_MAX = 12;
/** Narrowing every query the same way: original posts (no retweets), in any language. */
export const QUERY_SUFFIX = '-is:retweet';

export type TCandidate = {
  /** As searched: lower case, words separated by one space (a hashtag keeps its '#'). */
  text: string;
  kind: 'quoted' | 'hashtag' | 'phrase' | 'word';
  /** Lower is better: what the user quoted, then phrases, then single words; by area. */
  rank: number;
  areas: TArea[];
  key: string;
};
export type TAnswer = { text: string; areas: TArea[] };

const QUOTED = /"([^"\n]{2,80})"|“([^”\n]{2,80})”|(?<=^|[\s(])'([^'\n]{2,80})'(?=$|[\s),.;:!?])/gu;
const HASHTAG = /(?<![\w&#])#([\p{L}\p{N}_]{2,50})/gu;
const BREAK = /[.,;:!?()[\]{}\n\r/|&"“”]+|\s[-–—]\s/u;
const PHRASE_MAX_WORDS = 3;
const QUOTED_MAX_WORDS = 6;

const KIND_RANK = { quoted: 0, hashtag: 0, phrase: 10, word: 20 } as const;
/** The words they use first, then their pains, then who they are. */
const AREA_RANK: Record<TArea, number> = { words: 0, pains: 1, who: 2 };

function candidate(words: string[], kind: TCandidate['kind'], areas: TArea[]): TCandidate {
  const text = kind === 'hashtag' ? `#${words.join('')}` : words.join(' ');
  const areaRank = Math.min(AREAS.length, ...areas.map((a) => AREA_RANK[a]));
  return { text, kind, rank: KIND_RANK[kind] + areaRank, areas, key: words.map(termKey).join(' ') };
}

/**
 * A run of words longer than a phrase: English puts the head noun last, so the last three words
 * are the phrase ("independent coffee shop owners" → "coffee shop owners"); what is left before
 * them is a phrase of its own when it has two words or more.
 */
function chunk(run: string[]): string[][] {
  if (run.length <= PHRASE_MAX_WORDS) return [run];
  const head = run.slice(0, -PHRASE_MAX_WORDS);
  return [run.slice(-PHRASE_MAX_WORDS), ...(head.length >= 2 ? chunk(head) : [])];
}

/** Noun phrases and words of one part of an answer, in the order they appear (noun-phrases.ts). */
function phrasesOf(text: string, areas: TArea[]): TCandidate[] {
  const found: TCandidate[] = [];
  for (const segment of text.split(BREAK)) {
    const tokens = tokenize(segment);
    // A vague noun is kept after an -ing word that opens its phrase: "paying customers", not "paying".
    const headed = new Set(
      tokens.filter((t, i) => !t.meaningful && i > 0 && opensNounPhrase(tokens[i - 1]!.word)),
    );
    const keep = (t: TToken) => (t.meaningful || headed.has(t)) && !/^\d/u.test(t.word);
    for (const run of nounPhrases(tokens, keep)) {
      for (const words of chunk(run)) {
        if (words.length === 0) continue;
        found.push(candidate(words, words.length === 1 ? 'word' : 'phrase', areas));
      }
    }
  }
  return found;
}

/**
 * Keyword candidates of one answer: what it quotes and its hashtags (the words the audience uses),
 * then the phrases and words of each of its parts.
 */
export function candidatesOf(answer: TAnswer): TCandidate[] {
  const found: TCandidate[] = [];
  let rest = answer.text.replace(QUOTED, (_m, a?: string, b?: string, c?: string) => {
    const words = tokenize(a ?? b ?? c ?? '').map((t) => t.word);
    if (words.length > 0 && words.length <= QUOTED_MAX_WORDS)
      found.push(candidate(words, 'quoted', ['words']));
    return ' . ';
  });
  rest = rest.replace(HASHTAG, (_m, tag: string) => {
    found.push(candidate([tag.toLowerCase()], 'hashtag', ['words']));
    return ' . ';
  });
  for (const clause of clausesOf({ text: rest, areas: answer.areas })) {
    found.push(...phrasesOf(clause.text, clause.areas));
  }
  return found;
}

/**
 * The best distinct keywords over the answers: what the user quoted, then multi-word phrases; single
 * words only to reach `fillTo` (alone they match too much), and never one already inside a chosen
 * phrase. `area` keeps only what was mainly about that area.
 */
export function pickKeywords(
  answers: TAnswer[],
  options: { max?: number; fillTo?: number; area?: TArea; exclude?: Iterable<string> } = {},
): TCandidate[] {
  const { max = QUERIES_MAX, fillTo = QUERIES_MIN, area } = options;
  const all = answers
    .flatMap((a, i) => candidatesOf(a).map((c, j) => ({ c, order: i * 1000 + j })))
    .filter(({ c }) => !area || c.areas[0] === area);
  all.sort((x, y) => x.c.rank - y.c.rank || x.order - y.order);
  const chosen: TCandidate[] = [];
  const keys = new Set<string>(options.exclude);
  const inPhrases = new Set<string>();
  for (const { c } of all) {
    if (chosen.length >= max) break;
    if (keys.has(c.key)) continue;
    if (c.kind === 'word' && (chosen.length >= fillTo || inPhrases.has(c.key))) continue;
    chosen.push(c);
    keys.add(c.key);
    for (const part of c.key.split(' ')) inPhrases.add(part);
  }
  return chosen;
}

/** A recent-search query for one keyword: a phrase is quoted so its words stay together. */
export function toSearchQuery(keyword: Pick<TCandidate, 'text'>): string {
  const term = keyword.text.includes(' ') ? `"${keyword.text}"` : keyword.text;
  return `${term} ${QUERY_SUFFIX}`;
}

/** Monitoring queries made from what the user said about their audience (at most QUERIES_MAX). */
export function audienceQueries(answers: TAnswer[]): string[] {
  return pickKeywords(answers).map(toSearchQuery);
}
