import { PLACES, STOPWORDS } from './interview-words';

/**
 * What the offline interviewer needs to know about an audience, in the order it asks: who they
 * are, what they struggle with or want, and the words they use and where they talk.
 */
export const AREAS = ['who', 'pains', 'words'] as const;
export type TArea = (typeof AREAS)[number];

/** Words that show an answer is about an area even when that was not the question. */
const CUES: Record<TArea, RegExp[]> = {
  who: [
    /\b(?:founders?|co-?founders?|ceos?|ctos?|cmos?|cfos?|coos?|vps?|heads? of|directors?|managers?|marketers?|developers?|devs|engineers?|designers?|recruiters?|sdrs?|bdrs?|account executives?|freelancers?|consultants?|creators?|owners?|operators?|coaches|teachers?|students?|parents?|investors?|analysts?|executives?|agenc(?:y|ies)|startups?|smbs?|small business(?:es)?|enterprises?|mid-?market|solopreneurs?|bootstrapped|indie hackers?)\b/iu,
    /\b(?:b2b|b2c|saas|e-?commerce|fintech|healthtech|edtech|industry|industries|sector|vertical|niche)\b/iu,
    /\b\d+\s*(?:-|–|to)\s*\d+\s*(?:employees|people|staff|person)\b|\bseries [a-d]\b|\bseed[- ]stage\b/iu,
  ],
  pains: [
    /\b(?:struggl\w*|pains?|painful|problems?|frustrat\w*|hates?|annoy\w*|challeng\w*|hard to|difficult|wast\w*|stuck|fail\w*|churn\w*|worr\w*|afraid|overwhelm\w*|drown\w*|losing|burning|bleeding|burn(?:ed|t)? out|expensive|too slow|manual(?:ly)?)\b/iu,
    /\b(?:wants?|needs?|goals?|trying to|looking for|wish\w*|hoping|aim(?:s|ing)? to|improve|grow(?:ing)?|scale|save time|save money|get more|increase|reduce)\b/iu,
  ],
  words: [
    /\b(?:say|says|saying|words?|phrases?|terms?|talk(?:s|ing)? about|call it|jargon|slang|hashtags?|tweet\w*|post about|ask about|complain about)\b/iu,
    /["“”]|(?<![\w&])#\w+/u,
    /\b(?:twitter|on x|reddit|subreddits?|r\/\w+|linkedin|slack|discord|forums?|communit(?:y|ies)|podcasts?|newsletters?|youtube|tiktok|instagram|facebook|bluesky|telegram|farcaster|hacker news|product hunt|online|conferences?|meetups?)\b/iu,
  ],
};

/** A brush-off ("idk", "everyone") says nothing about who the audience is. */
const VAGUE =
  /\b(?:idk|dunno|i don'?t know|not sure|no idea|no clue|everyone|everybody|anyone|anybody|all kinds|whoever|whatever|anything|all people|any business)\b/iu;

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’+#-]*/gu;

export type TToken = { word: string; meaningful: boolean };

/** The words of a text in order, each marked meaningful (not grammar, filler or vague). */
export function tokenize(text: string): TToken[] {
  return (text.match(TOKEN) ?? []).map((raw) => {
    const trimmed = raw.replace(/[’]/gu, "'").replace(/^[-']+|[-']+$/gu, '');
    const word = trimmed.replace(/'s$/u, '').toLowerCase();
    const meaningful = /\p{L}/u.test(word) && !STOPWORDS.has(word) && Array.from(word).length >= 2;
    return { word, meaningful };
  });
}

/** One spelling per word for counting ("founders" and "founder" are one term). */
export function termKey(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function meaningfulTerms(text: string): string[] {
  return tokenize(text)
    .filter((t) => t.meaningful && !PLACES.has(t.word))
    .map((t) => termKey(t.word));
}

export function isVague(text: string): boolean {
  const terms = new Set(meaningfulTerms(text)).size;
  return terms < 2 || (VAGUE.test(text) && terms < 4);
}

export function cuedAreas(text: string): TArea[] {
  return AREAS.filter((area) => CUES[area].some((re) => re.test(text)));
}

/** Where one thought ends and the next begins, for telling which part of an answer is about what. */
const CLAUSE = /[.;:!?\n]+|\s[-–—]\s|\b(?:who|which|that|and|but|while|because|whereas|where)\b/iu;

export type TClause = { text: string; areas: TArea[] };

/**
 * The parts of an answer and what each is about, main subject first: the areas its own words point
 * to, else the area the answer was given to.
 */
export function clausesOf(answer: { text: string; areas: TArea[] }): TClause[] {
  return answer.text
    .split(CLAUSE)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      const cued = cuedAreas(text);
      const asked = answer.areas[0];
      if (cued.length === 0) return { text, areas: asked ? [asked] : [] };
      // What the part was asked about stays its main subject when its words point there too.
      return {
        text,
        areas: asked && cued.includes(asked) ? [asked, ...cued.filter((a) => a !== asked)] : cued,
      };
    });
}

/** An answer substantive enough to count as answering the question asked. */
export const ANSWER_MIN_TERMS = 3;

export type TUnderstanding = {
  covered: Set<TArea>;
  /** The areas each answer spoke about (empty for a vague one), in order. */
  answers: { text: string; areas: TArea[]; vague: boolean }[];
  /** Distinct meaningful terms over all substantive answers. */
  terms: Set<string>;
  /** The area the next question is about, or null when all are covered. */
  next: TArea | null;
};

/**
 * Replays the user's answers in order: the greeting asks who the audience is, each later question
 * asks about the first area not yet covered; a substantive answer covers the area it was asked
 * about plus any area it clearly speaks about; a vague one covers nothing.
 */
export function understand(answers: string[]): TUnderstanding {
  const covered = new Set<TArea>();
  const terms = new Set<string>();
  const replayed: TUnderstanding['answers'] = [];
  let asked: TArea | null = 'who';
  for (const text of answers) {
    const vague = isVague(text);
    const areas: TArea[] = [];
    if (!vague) {
      const own = meaningfulTerms(text);
      for (const term of own) terms.add(term);
      if (asked && new Set(own).size >= ANSWER_MIN_TERMS) areas.push(asked);
      for (const area of cuedAreas(text)) if (!areas.includes(area)) areas.push(area);
      for (const area of areas) covered.add(area);
    }
    replayed.push({ text, areas, vague });
    asked = AREAS.find((a) => !covered.has(a)) ?? null;
  }
  return { covered, answers: replayed, terms, next: asked };
}

/**
 * 0..100. Each area covered is worth 20 and each distinct meaningful term 2 (up to 40); until all
 * three areas are covered the score stays below the completion threshold of 60, so the monitoring
 * keywords are only made once the interviewer knows who, why, and in which words.
 */
export function clarityOf(u: Pick<TUnderstanding, 'covered' | 'terms'>): number {
  const areas = u.covered.size;
  const score = 20 * areas + Math.min(2 * u.terms.size, 40);
  return Math.min(100, areas < AREAS.length ? Math.min(score, 20 * areas + 15) : score);
}
