import { COMMON_VERBS, plainText, STOPWORDS, stem } from './text';

/**
 * What a post is about, without a model: runs of content words between stopwords and punctuation
 * ("usage-based pricing", "the churn survey" → "churn survey"), scored by length, by names and
 * acronyms ("Stripe", "MRR"), and by whether the replying user writes about them too.
 */
export type TPostFacts = {
  /** Best first, at most three, in the post's own spelling. */
  phrases: string[];
  /** The first figure the post gives: "23%", "$3.4k", "9 hours". */
  figure: string | null;
};

const MAX_WORDS = 3;
/** Figures by how much they say: a share or an amount before a count of days. */
const FIGURES = [
  /\d[\d.,]*\s?%/u,
  /[$€£]\d[\d.,]*[kmb]?/iu,
  /\d[\d.,]*\s?(?:x|k|ms|mb|gb)\b/iu,
  /\d[\d.,]*\s(?:hours?|days?|weeks?|months?|minutes?|customers?|users?|signups?|beats?)\b/iu,
];
/** -ing words that name a thing ("pricing page") rather than an action ("polishing the form"). */
const ING_NOUNS = new Set(
  'onboarding pricing marketing billing hiring funding staking branding messaging testing training running writing building engineering consulting trading mining lending learning meeting setting'.split(
    ' ',
  ),
);

type TToken = { word: string; lower: string; startsSentence: boolean; breaksAfter: boolean; label: boolean };

function tokenize(text: string): TToken[] {
  const tokens: TToken[] = [];
  let startsSentence = true;
  for (const raw of text.split(/\s+/u)) {
    const word = raw.replace(/^[^\p{L}\p{N}$]+/u, '').replace(/[^\p{L}\p{N}%]+$/u, '');
    const breaksAfter = /[.,;:!?…)"”]$/u.test(raw) || word === '';
    const label = raw.endsWith(':');
    const lower = word.toLowerCase().replace(/’/gu, "'");
    if (word) tokens.push({ word, lower, startsSentence, breaksAfter, label });
    else if (tokens.length > 0) tokens[tokens.length - 1]!.breaksAfter = true;
    startsSentence = /[.!?…:]$/u.test(raw);
  }
  return tokens;
}

function isBreak(t: TToken): boolean {
  if (STOPWORDS.has(t.lower) || COMMON_VERBS.has(t.lower)) return true;
  if (/^[\d$€£]/u.test(t.word)) return true;
  // A lone past tense or adverb is an action or a manner, not a subject.
  return /^\p{L}+(?:ed|ly)$/u.test(t.lower) && t.word.length > 3 && !isName(t);
}

function isName(t: TToken): boolean {
  return (
    /^\p{Lu}{2,}s?$/u.test(t.word) ||
    (/^\p{Lu}/u.test(t.word) && !t.startsSentence) ||
    /\p{Ll}\p{Lu}/u.test(t.word)
  );
}

/** A phrase as a reply would write it: a sentence-initial capital dropped unless it is a name. */
function spell(run: TToken[]): string {
  return run
    .map((t, i) =>
      i === 0 && t.startsSentence && !isName(t) && !/^\p{Lu}{2,}/u.test(t.word) ? t.lower : t.word,
    )
    .join(' ');
}

export function postFacts(text: string, ownPosts: string[] = []): TPostFacts {
  // Each hashtag is a topic of its own, not part of the words around it.
  const plain = plainText(text.replace(/#([\p{L}\p{N}_]+)/gu, ' ; #$1 ; '));
  const ownStems = new Set(ownPosts.flatMap((p) => plainText(p).toLowerCase().split(/\W+/u)).map(stem));
  const tokens = tokenize(plain);
  const runs: TToken[][] = [];
  let run: TToken[] = [];
  for (const t of tokens) {
    if (isBreak(t)) {
      if (run.length > 0) runs.push(run);
      run = [];
      continue;
    }
    run.push(t);
    if (t.breaksAfter) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);

  // "PSA:", "Revenue update:": a label opening a sentence introduces the topic; it is not one.
  const isLabel = (r: TToken[]) => r[0]!.startsSentence && r.at(-1)!.label;
  const scored = runs
    .filter((r) => !isLabel(r))
    .map((r, position) => {
      // "polishing form validation": a leading -ing is the action, what follows is the topic.
      const kept = r.slice(-MAX_WORDS);
      while (kept.length > 1 && /ing$/u.test(kept[0]!.lower) && !ING_NOUNS.has(kept[0]!.lower)) kept.shift();
      const last = kept.at(-1)!;
      const score =
        1 +
        0.6 * (kept.length - 1) +
        (kept.some(isName) ? 1.5 : 0) +
        (kept.some((t) => ownStems.has(stem(t.lower))) ? 1 : 0) +
        (kept.some((t) => t.word.length >= 6) ? 0.4 : 0) -
        (kept.length === 1 && kept[0]!.word.length < 4 && !isName(kept[0]!) ? 1 : 0) -
        // "Founders, please…": a word addressed to the reader is rarely the topic.
        (kept[0]!.startsSentence && last.breaksAfter && kept.length === 1 ? 1.5 : 0) -
        (kept.length === 1 && /ing$/u.test(last.lower) ? 0.5 : 0);
      return { phrase: spell(kept), score, position };
    })
    .sort((a, b) => b.score - a.score || a.position - b.position);

  const phrases: string[] = [];
  for (const s of scored) {
    const lower = s.phrase.toLowerCase();
    if (phrases.some((p) => p.toLowerCase().includes(lower) || lower.includes(p.toLowerCase()))) continue;
    phrases.push(s.phrase);
    if (phrases.length === 3) break;
  }
  const figure = FIGURES.map((re) => re.exec(plain)?.[0]).find(Boolean);
  return { phrases, figure: figure?.trim() ?? null };
}
