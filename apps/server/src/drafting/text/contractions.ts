import { matchCase } from '../voice-guard/text-tidy';

/**
 * Contractions both ways. Only the unambiguous ones: "I have a dog" must not become "I've a dog",
 * and "that's what it is" must not become "that's what it's", so "be" forms contract only when a
 * word follows.
 */
const PAIRS: Array<[expanded: string, contracted: string]> = [
  ['do not', "don't"],
  ['does not', "doesn't"],
  ['did not', "didn't"],
  ['is not', "isn't"],
  ['are not', "aren't"],
  ['was not', "wasn't"],
  ['were not', "weren't"],
  ['have not', "haven't"],
  ['has not', "hasn't"],
  ['had not', "hadn't"],
  ['will not', "won't"],
  ['would not', "wouldn't"],
  ['could not', "couldn't"],
  ['should not', "shouldn't"],
  ['cannot', "can't"],
  ['it is', "it's"],
  ['that is', "that's"],
  ['there is', "there's"],
  ['what is', "what's"],
  ['i am', "i'm"],
  ['i will', "i'll"],
  ['i would', "i'd"],
  ['you are', "you're"],
  ['you will', "you'll"],
  ['we are', "we're"],
  ['we will', "we'll"],
  ['they are', "they're"],
  ['they will', "they'll"],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/'/gu, "['’]");

/** Each pair as regexes; a form that is not a negation needs a following word to contract. */
const RULES = PAIRS.map(([expanded, contracted]) => ({
  expanded,
  contracted,
  toContract: new RegExp(
    `(?<![\\p{L}'’])${escape(expanded).replace(' ', '\\s+')}(?![\\p{L}'’])${expanded.endsWith('not') || expanded === 'cannot' ? '' : '(?=\\s+[\\p{L}\\p{N}])'}`,
    'giu',
  ),
  toExpand: new RegExp(`(?<![\\p{L}'’])${escape(contracted)}(?![\\p{L}'’])`, 'giu'),
}));

/** "I" stays a capital wherever a rule writes it. */
const fixI = (s: string) => s.replace(/\bi(?=['’ ]|$)/gu, 'I');

export function contract(text: string): string {
  let out = text;
  for (const r of RULES) out = out.replace(r.toContract, (m) => fixI(matchCase(m, r.contracted)));
  return out;
}

export function expand(text: string): string {
  let out = text;
  for (const r of RULES) out = out.replace(r.toExpand, (m) => fixI(matchCase(m, r.expanded)));
  return out;
}

/** Which way the user writes, from how often each form appears in their texts. */
export function contractionHabit(texts: string[]): 'contract' | 'expand' | 'either' {
  let contracted = 0;
  let expanded = 0;
  for (const text of texts) {
    for (const r of RULES) {
      contracted += text.match(r.toExpand)?.length ?? 0;
      expanded += text.match(r.toContract)?.length ?? 0;
    }
  }
  if (contracted + expanded < 2) return 'either';
  if (contracted >= expanded * 2) return 'contract';
  if (expanded >= contracted * 2) return 'expand';
  return 'either';
}
