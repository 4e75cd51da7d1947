import type { TToken } from './interview-areas';
import { PLACES } from './interview-words';

/**
 * The noun phrases of a run of answer words, for keywords people post and summaries that read as
 * English. An answer says what its audience does in verb phrases ("who maintain APIs", "want to
 * bake better bread", "breaking changes slip into production"); a keyword or a list item made of
 * them ("maintain apis", "changes slip") is neither searched for nor grammatical. A verb is told by
 * its word and its place, without a dictionary of every word: a word of the verb lists below right
 * after a word that a verb follows ("who", "to", "they", "can", "not"), at the start of a clause, or
 * after a noun it has for its subject ("their family loves"). The verb is left out; an action with
 * a noun of its own becomes that noun after its object ("maintain APIs" → "api maintenance").
 */

/** Words that are verbs far more often than nouns: a verb where one can stand. */
const VERBS = new Set(
  `maintain keep get make manage want need struggle spend sell buy run build bake cook hire love hate
  slip die fail convert afford find grow reach deploy migrate integrate automate monitor document
  onboard write edit refactor debug learn teach train improve increase reduce save lose waste know
  try help ask share publish send pay charge juggle handle deal fix track measure create choose
  switch move stop worry complain wish hope spend cut drive attract win close avoid brew roast
  juggle ship sign join follow read watch chase wait rely depend prefer miss hit earn raise keep
  update upgrade configure install set setup rewrite replace`.split(/\s+/u),
);

/** Words as often nouns as verbs ("a post", "to post"): a verb only right after a word a verb follows. */
const NOUN_OR_VERB = new Set(
  `post test change design redesign price market launch plan budget schedule invoice prospect start
  open book land scale answer sync review list search code host work call email message`.split(/\s+/u),
);

/** An -ing word that opens a noun phrase as its adjective or noun ("breaking changes", "pricing page"). */
const ING_NOUNS = new Set(
  `breaking rising growing existing missing leading emerging recurring remaining upcoming ongoing
  trending failing falling increasing declining changing competing paying returning working aspiring
  struggling booming shrinking evolving marketing engineering hosting pricing testing onboarding
  training funding hiring baking cooking learning building accounting consulting publishing banking
  advertising branding billing logging monitoring debugging budgeting planning scheduling invoicing
  prospecting selling writing editing coding programming networking fundraising recruiting teaching
  parenting gardening running shipping landing meeting`.split(/\s+/u),
);

/** Whether `word` is an -ing word that opens a noun phrase ("paying" in "paying customers"). */
export const opensNounPhrase = (word: string) => ING_NOUNS.has(word);

/** The nouns of actions, for "maintain APIs" → "api maintenance". */
const ACTION_NOUNS: Record<string, string> = {
  maintain: 'maintenance',
  manage: 'management',
  deploy: 'deployment',
  migrate: 'migration',
  integrate: 'integration',
  automate: 'automation',
  document: 'documentation',
  monitor: 'monitoring',
  hire: 'hiring',
  onboard: 'onboarding',
  redesign: 'redesign',
  design: 'design',
  test: 'testing',
  debug: 'debugging',
  refactor: 'refactoring',
  price: 'pricing',
  market: 'marketing',
  bake: 'baking',
  cook: 'cooking',
  brew: 'brewing',
  roast: 'roasting',
  budget: 'budgeting',
  plan: 'planning',
  schedule: 'scheduling',
  invoice: 'invoicing',
  prospect: 'prospecting',
  launch: 'launch',
  train: 'training',
  edit: 'editing',
  track: 'tracking',
  review: 'review',
  upgrade: 'upgrade',
  configure: 'configuration',
  install: 'installation',
  publish: 'publishing',
  update: 'updates',
};

/** Words a verb follows: relatives, "to", subjects, auxiliaries, negations. */
const VERB_CUES = new Set(
  `who which that to they we i you he she can cannot can't could will would should must may might do
  does did don't doesn't didn't not never also often always still just usually mostly constantly
  rarely actually really`.split(/\s+/u),
);
/** "am building", "are trying": an -ing word after these is the verb of the sentence. */
const BE = new Set(['am', 'is', 'are', 'was', 'were', "i'm", "we're", "they're", "you're"]);

/** Words between a verb and its object ("redesign their landing page", "bake better bread"). */
const DETERMINERS = new Set(
  `a an the their his her its our my your this these those some any more better new good great big
  small own`.split(/\s+/u),
);

/** The base form of an inflected word, when it is one of `set` ("maintains", "keeping", "baked"). */
function baseIn(word: string, set: ReadonlySet<string>): string | null {
  const tries = [word];
  if (word.endsWith('ies')) tries.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) tries.push(word.slice(0, -2));
  if (word.endsWith('ying')) tries.push(`${word.slice(0, -4)}ie`);
  if (word.endsWith('s')) tries.push(word.slice(0, -1));
  for (const end of ['ing', 'ed']) {
    if (!word.endsWith(end)) continue;
    const stem = word.slice(0, -end.length);
    tries.push(stem, `${stem}e`);
    if (/(.)\1$/u.test(stem)) tries.push(stem.slice(0, -1));
  }
  return tries.find((t) => set.has(t)) ?? null;
}

/** One of something: "APIs" → "api", "classes" → "class", "companies" → "company". */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x)es$/u.test(word)) return word.slice(0, -2);
  if (word.length > 2 && word.endsWith('s') && !/(?:ss|us|sis|ios)$/u.test(word)) return word.slice(0, -1);
  return word;
}

const isPlural = (word: string) => word.length > 3 && /[^su]s$/u.test(word);

type TVerb = { base: string } | null;

/** Whether the token at `i` is a verb, and its base form. `inRun`: it follows a noun of the phrase. */
function verbAt(tokens: TToken[], i: number, inRun: boolean): TVerb {
  const word = tokens[i]?.word ?? '';
  let j = i - 1;
  while (j >= 0 && /ly$/u.test(tokens[j]?.word ?? '')) j--;
  const before = j >= 0 ? (tokens[j]?.word ?? '') : null;
  const ing = word.endsWith('ing');
  if (ing && before !== null && BE.has(before)) {
    const base = baseIn(word, VERBS) ?? baseIn(word, NOUN_OR_VERB);
    return { base: base ?? word };
  }
  const verb = baseIn(word, VERBS);
  const either = verb ? null : baseIn(word, NOUN_OR_VERB);
  if (ing && ING_NOUNS.has(word)) return null;
  // "managed Postgres", "funded startups": a participle opening a phrase is its adjective.
  const participle = word.endsWith('ed') && before === null;
  // At the start of a clause only a word that is rarely a noun is taken for a verb ("email flows").
  if (before !== null ? VERB_CUES.has(before) && (verb || either) : !participle && verb)
    return { base: verb ?? either ?? word };
  if (!verb) return null;
  // A gerund takes an object ("keeping api docs", "developers choosing infrastructure"), unless it
  // is a noun of its own ("pricing page").
  if (ing) return { base: verb };
  // "their family loves", "breaking changes slip": a verb after the noun it has for subject.
  const previous = tokens[i - 1]?.word ?? '';
  if (inRun && word !== verb && word === `${verb}s` && !isPlural(previous)) return { base: verb };
  if (inRun && word === verb && isPlural(previous)) return { base: verb };
  return null;
}

/**
 * The noun phrases of the tokens of one part of an answer, in order, each as its words: runs of
 * meaningful words (`keep`) that no verb interrupts, with the places they end on left out ("founder
 * slack groups" says where they are; "founder" is what they are), and an action's noun after its
 * object ("maintain APIs" → "api maintenance").
 */
export function nounPhrases(tokens: TToken[], keep: (token: TToken) => boolean): string[][] {
  const found: string[][] = [];
  let run: string[] = [];
  let action: string | null = null;
  const flush = () => {
    while (run.length > 0 && PLACES.has(run.at(-1) ?? '')) run.pop();
    if (run.length > 0) {
      const last = run.at(-1) ?? '';
      found.push(action && run.length <= 2 ? [...run.slice(0, -1), singular(last), action] : run);
      action = null;
    }
    run = [];
  };
  tokens.forEach((token, i) => {
    const verb = token.meaningful ? verbAt(tokens, i, run.length > 0) : null;
    if (verb) {
      flush();
      action = ACTION_NOUNS[verb.base] ?? null;
      return;
    }
    if (keep(token)) {
      run.push(token.word);
      return;
    }
    flush();
    if (!DETERMINERS.has(token.word)) action = null;
  });
  flush();
  return found;
}
