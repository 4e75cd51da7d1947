import { stem } from '../text/text';
import { isEdge, type TTerm } from './terms';

/**
 * Noun phrases of a tagged sentence, as a reply would name them: "the free tier", "usage-based
 * pricing", "the CI build". Determiners, possessives, numbers and words of judgement ("best",
 * "whole", "most") stay out; dates and words that name nothing in particular ("thing", "lot",
 * "people") are not topics.
 */
export type TPhrase = {
  text: string;
  /** As a reply to its author names it: "your invoicing API" (theirs), "the free tier". */
  shown: string;
  words: number;
  name: boolean;
  start: number;
  subject: boolean;
};

/** The post's determiner as the reply says it: the author's "our"/"my" is "your"; "a" becomes "the". */
export function replyDeterminer(word: string | undefined): string | null {
  switch (word?.toLowerCase()) {
    case 'our':
    case 'my':
      return 'your';
    case 'the':
    case 'this':
    case 'that':
    case 'a':
    case 'an':
    case 'your':
      return 'the';
    case 'these':
    case 'those':
      return 'those';
    default:
      return null;
  }
}

/** "rebuilt my side project" → "rebuilt your side project": the author's words, addressed to them. */
export function addressed(text: string): string {
  return text
    .replace(/\b(?:my|our)\b/giu, 'your')
    .replace(/\b(?:me|us)\b/giu, 'you')
    .replace(/\bmyself\b/giu, 'yourself')
    .replace(/\bourselves\b/giu, 'yourselves');
}

/** Adjectives that judge or count rather than name: "the best tool" is about the tool. */
const JUDGING = new Set(
  `most many more much less few best worst biggest smallest whole only same real entire other every
  such own certain main first last next new old good bad great huge little big small boring cheap
  cheapest simple easy hard quick fast slow nice wild happy sad honest weird single favourite favorite
  useful underrated overrated actual full total usual dedicated important interesting profitable hardest
  biggest largest easiest toughest all`.split(/\s+/u),
);

/** Nouns that name nothing a reply could take up on their own. */
const EMPTY = new Set(
  `thing things lot lots people person everyone anyone someone nobody everybody one ones way ways
  time times day days week weeks month months year years today tonight morning afternoon evening
  hour hours minute minutes part point take update recap reminder feeling idea question answer
  problem problems lesson lessons kind sort bit stuff reason reasons end start rest post posts
  number numbers result results work job lol thanks thank version step steps side piece percent
  tweet thread yours ours mine theirs hers replies reply link night box line lines image picture
  contributors followers
  decade quarter hour plan trick tip tips sentence amount order list goal finding thoughts note
  everything nothing something anything`.split(/\s+/u),
);

/** "about X here", "X now": words of place and time that taggers sometimes read as nouns. */
const PLACE_WORDS = /^(?:here|there|now|then|again|too)$/iu;

function nounLike(t: TTerm, next: TTerm | undefined, before: TTerm | undefined): boolean {
  if (t.pronoun || t.determiner || t.possessive || t.date || PLACE_WORDS.test(t.text)) return false;
  if (t.noun) return true;
  // "the landing page", "a cancellation survey": an -ing word between a determiner and a noun names
  // a kind of it; "are handling onboarding", "moving team calendars" are actions.
  return (
    t.form === 'gerund' &&
    next !== undefined &&
    next.noun &&
    !isEdge(t) &&
    before !== undefined &&
    (before.determiner || before.possessive)
  );
}

/** Runs of modifier + noun words; each run's last word is a noun. */
export function nounPhrases(terms: TTerm[]): TPhrase[] {
  const out: TPhrase[] = [];
  let run: TTerm[] = [];
  let runStart = 0;
  const firstVerb = terms.findIndex((t) => t.verb && t.form !== 'gerund');
  const close = () => {
    // Words of judgement and counts go from the front; the run must end on a noun.
    const counted = (i: number) =>
      run[i + 1]?.value === true &&
      /ed$|^(?:lost|won|got|spent|made|paid|sold|cut|kept|grew|took|hit|saw)$/u.test(run[i]!.lower);
    while (run.length > 0 && (JUDGING.has(run[0]!.lower) || run[0]!.value || run[0]!.adverb || counted(0))) {
      run = run.slice(1);
      runStart += 1;
    }
    while (run.length > 0 && !run.at(-1)!.noun) run = run.slice(0, -1);
    const kept = run.slice(-3);
    // A phrase whose head names nothing ("the hardest part", "coffee number") is no topic; a kind of
    // problem is one ("consistency problems").
    const head = kept.at(-1)?.lower ?? '';
    if (kept.length > 0 && (!EMPTY.has(head) || (kept.length > 1 && /^problems?$/u.test(head)))) {
      const at = runStart + (run.length - kept.length);
      // "deploy fails at 5pm": a plural-looking last word right before a preposition is the verb.
      // "nobody reads the onboarding emails after…": after the sentence's verb, it is the object.
      if (
        kept.length > 1 &&
        !terms.slice(0, at).some((t) => t.verb && t.form !== 'gerund') &&
        /s$/u.test(kept.at(-1)!.lower) &&
        terms[at + kept.length]?.preposition &&
        // "the type definitions down from 9 minutes": a particle of "got … down" follows a noun.
        !/^(?:down|up|from|to)$/iu.test(terms[at + kept.length]!.lower) &&
        !/s$/u.test(kept.at(-2)!.lower)
      )
        kept.pop();
      const text = kept
        .map((t, i) => {
          const word = t.text.replace(/['’]s$/u, '');
          // "Documentation is a product": a capital that only starts the sentence goes.
          return i === 0 && at === 0 && !t.name && /^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLowerCase() : word;
        })
        .join(' ');
      // The determiner right before the phrase, past any words of judgement dropped from it.
      let back = at - 1;
      while (back >= 0 && (terms[back]!.adjective || terms[back]!.value || terms[back]!.adverb)) back -= 1;
      const det = back >= 0 && (terms[back]!.determiner || terms[back]!.possessive) ? terms[back] : undefined;
      // "Tally", "Bitcoin": a name alone takes no article; "the Notion template" does.
      const loneName = kept.length === 1 && kept[0]!.name && !/^(?:our|my)$/iu.test(det?.lower ?? '');
      const shownDet = loneName ? null : replyDeterminer(det?.lower);
      {
        out.push({
          text,
          shown: shownDet ? `${shownDet} ${text}` : text,
          words: kept.length,
          name: kept.some((t) => t.name),
          start: at,
          subject: firstVerb < 0 || runStart < firstVerb,
        });
      }
    }
    run = [];
  };
  terms.forEach((t, i) => {
    const next = terms[i + 1];
    // "moving dark mode": an -ing word that is not a noun is an action, even where it reads as an adjective.
    // "no amount of paid ads": a past form between a preposition or determiner and a noun describes it.
    const before = terms[i - 1];
    const described =
      t.form === 'past' &&
      next?.noun === true &&
      before !== undefined &&
      // "things that moved MRR": after a relative "that", it is the verb.
      /^(?:a|an|the|this|these|those|our|my|your|their|its|of|for|with|from|by|on|in)$/iu.test(
        before.lower,
      ) &&
      !isEdge(t);
    const modifier =
      described || ((t.adjective || (t.value && next?.noun)) && !t.date && !t.verb && !/ing$/u.test(t.lower));
    if (nounLike(t, next, terms[i - 1]) || (modifier && run.length < 3 && next !== undefined && !isEdge(t))) {
      if (run.length === 0) runStart = i;
      run.push(t);
      if (isEdge(t)) close();
    } else if (run.length > 0) close();
  });
  if (run.length > 0) close();
  return out;
}

/** Whether two phrases name the same thing ("pricing page" and "the pricing page", "trial" and "trials"). */
export function samePhrase(a: string, b: string): boolean {
  const key = (s: string) =>
    s
      .toLowerCase()
      .split(/\s+/u)
      .filter((w) => !/^(?:the|a|an|our|my|your)$/u.test(w))
      .map(stem)
      .join(' ');
  const x = key(a);
  const y = key(b);
  return x === y || x.includes(y) || y.includes(x);
}
