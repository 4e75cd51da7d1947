import type { TPostFacts } from './key-phrases';

/**
 * The sentences the offline drafter builds a reply from. Each speaks to something the post actually
 * says (its key phrase {p}, a second one {q}, its figure {n}) and claims nothing about the user.
 * No stock praise, no sign-off, no answer that would fit under any post ("Following this one").
 */
export type TPostKind = 'question' | 'struggle' | 'launch' | 'result' | 'opinion' | 'advice' | 'statement';

/** Bad news that other words in the post (launch, built, shipped) must not turn into a celebration. */
const BAD_NEWS =
  /\b(?:laid off|lay(?:ing)? off|layoffs?|flopped|churned|fell through|removed from|shut(?:ting)? down|leaving the company|burn(?:ed|t) out)\b/iu;

const STRUGGLE =
  /\b(?:broke|broken|bug|bugs|outage|down again|struggl\w*|stuck|lost|failed|failing|burn(?:ed|t) out|exhausting|frustrat\w*|rough|painful|hate|debugging|gave up|not sure what|no idea how|doubled)\b/iu;

/** First match wins: a marked opinion ("hot take:") is an opinion even when it names a bug. */
const KINDS: Array<[TPostKind, RegExp]> = [
  ['struggle', BAD_NEWS],
  ['question', /\?/u],
  ['opinion', /\b(?:unpopular opinion|hot take|controversial|reminder)\b/iu],
  [
    'launch',
    /\b(?:ship(?:ped|ping)?|launch(?:ed|ing)?|released|releasing|new release|is (?:finally )?live|went live|new version|just built|rebuilt|built|wrote a|open[- ]sourced)\b/iu,
  ],
  ['result', /(?:\d\s?%|[$€£]\d|\b\d+x\b|\bwent (?:up|down)\b|\bfrom \d[\d.,]*\w* to \d)/iu],
  ['struggle', STRUGGLE],
  ['opinion', /\b(?:overrated|underrated|nobody|everyone|always|never|stop|the real|is dead|beats)\b/iu],
  [
    'advice',
    /\b(?:tip|tips|lesson|lessons|learned|things that|how to|if you|try|playbook|rule of thumb)\b|:\s*\S+,\s/iu,
  ],
];

export function postKind(text: string): TPostKind {
  return KINDS.find(([, re]) => re.test(text))?.[0] ?? 'statement';
}

/** Statements about the post, to open the reply. */
export const LEADS: Record<TPostKind, string[]> = {
  question: ["Depends on the stage you're at with {p}.", 'For {p}, it depends on the team.'],
  struggle: ['That sounds rough.', 'Oof, {p}.', 'Sorry, that is a rough one.'],
  launch: ['Congrats on shipping {tp}.', 'Nice work on {tp}.', 'Congrats on the {p} launch.'],
  result: ['{n} is a big swing.', 'Solid numbers on {p}.', '{n} from {p} is a real result.'],
  opinion: ['Agree on {p}, mostly.', 'Hard to argue with that on {p}.', 'Fair point on {p}.'],
  advice: [
    "The {p} point is the one I'd underline.",
    'Saving this for the {p} part.',
    'Useful list, especially {p}.',
  ],
  statement: [
    'The {p} part stands out.',
    'Good to see someone write about {tp}.',
    'More people should talk about {p}.',
  ],
};

/** Questions back to the author about what they wrote. */
export const QUESTIONS: Record<TPostKind, string[]> = {
  question: [
    'What have you tried so far on {p}?',
    'How are you handling {p} right now?',
    "What's the constraint on {p}: time, budget or people?",
  ],
  struggle: ['Was {p} the cause, or just where it showed up?', 'What helped in the end?', 'Is it fixed now?'],
  launch: ['What was the hardest part?', 'What made you build {p} now?', 'What are the first users saying?'],
  result: [
    'Did it hold after the first month?',
    'What did you change first?',
    'How long did it take to show up?',
  ],
  opinion: [
    'Where does it stop being true?',
    'Would you say the same about {q}?',
    'What changed your mind on {p}?',
  ],
  advice: [
    'Which made the bigger difference: {p} or {q}?',
    'Which one would you do first?',
    'How long before {p} paid off?',
  ],
  statement: [
    'What got you looking at {p}?',
    'How does this compare with what you had before?',
    'Where do you take {p} from here?',
  ],
};

/** Second sentences that keep the conversation open without a question mark, for people who rarely ask. */
export const FOLLOW_UPS: Record<TPostKind, string[]> = {
  question: ['The answer for {p} changes with team size.'],
  struggle: ['Hope the fix holds.', 'Hope {tp} behaves from here.'],
  launch: ['Curious how it lands with users.', 'Curious what people say about {tp}.'],
  result: ['Curious whether it holds over a few months.', 'Curious what changed first.'],
  opinion: ['Curious where the exceptions are.', 'Curious how this holds up for {q}.'],
  advice: ['Curious which one mattered most.', 'Curious how long {p} took to pay off.'],
  statement: ['Curious where {p} goes next.'],
};

/** A template filled from the post, or null when it needs something the post does not have. */
export function fill(template: string, facts: TPostFacts): string | null {
  const [p, q] = facts.phrases;
  // "shipping the CLI", but "shipping Stripe": a single capitalised word is a name.
  const tp = p && !/^\p{Lu}\p{Ll}+$/u.test(p) && !/^(?:the|a|an|our|my|your)\s/iu.test(p) ? `the ${p}` : p;
  const values: Record<string, string | undefined> = { p, q, tp, n: facts.figure ?? undefined };
  let missing = false;
  const filled = template.replace(/\{(tp|[pqn])\}/gu, (_, key: string) => {
    const value = values[key];
    if (!value) missing = true;
    return value ?? '';
  });
  // "the Product Hunt launch launch": the phrase already says what the template adds.
  if (missing || /\b(\p{L}+) \1\b/iu.test(filled)) return null;
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}
