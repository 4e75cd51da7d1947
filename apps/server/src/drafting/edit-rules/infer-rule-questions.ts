import { ING_NOUNS } from './infer-rule-phrases';
import { STOP_WORDS } from '../../lib/text/stop-words';
import { COMMON_VERBS } from '../text/text';

/**
 * A question the user added to a reply, turned around into what to ask ("How are you handling
 * annual plans?" → "Ask how they are handling annual plans."), for the shapes that turn cleanly.
 */

const YOU: Array<[RegExp, string]> = [
  [/\byou['’]re\b/giu, "they're"],
  [/\byou['’]ve\b/giu, "they've"],
  [/\byou['’]d\b/giu, "they'd"],
  [/\byou['’]ll\b/giu, "they'll"],
  [/\byourself\b/giu, 'themselves'],
  [/\byours\b/giu, 'theirs'],
  [/\byour\b/giu, 'their'],
  [/\byou\b/giu, 'they'],
];
/** The reply's "you" is the post's author: in an instruction about them, "they". */
export const toThirdPerson = (text: string) => YOU.reduce((s, [re, to]) => s.replace(re, to), text);

/** "look" → "looks", "try" → "tries", "have" → "has": the verb after "does it…". */
function thirdSingular(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'do' || verb === 'go') return `${verb}es`;
  if (/[^aeiou]y$/u.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z)$/u.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

const WH = new Set(['what', 'how', 'why', 'when', 'where', 'who', 'which']);
const AUX = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'can', 'could', 'would', 'will', 'should']);
const PRONOUNS = new Set(['you', 'it', 'this', 'that', 'they']);
const NOT_VERBS = new Set([
  'the',
  'a',
  'an',
  'to',
  'for',
  'of',
  'with',
  'about',
  'in',
  'on',
  'at',
  'and',
  'or',
  'not',
]);

/**
 * The subject at `at`: a pronoun, or "your"/"the" and up to three words of its noun (stopping at a
 * function word or a verb): its words and where it ends, or null.
 */
function subjectAt(words: string[], at: number): { text: string; end: number } | null {
  const first = words[at]?.toLowerCase();
  if (!first) return null;
  if (PRONOUNS.has(first)) return { text: words[at]!, end: at + 1 };
  if (first !== 'your' && first !== 'the') return null;
  let end = at + 1;
  while (end < words.length && end - at <= 3) {
    const w = words[end]!.toLowerCase();
    if (STOP_WORDS.has(w) || COMMON_VERBS.has(w) || (/ing$/u.test(w) && !ING_NOUNS.has(w)) || /ed$/u.test(w))
      break;
    end += 1;
  }
  return end > at + 1 ? { text: words.slice(at, end).join(' '), end } : null;
}

/**
 * A question the user added, as an instruction to ask it ("How are you handling annual plans?" →
 * "Ask how they are handling annual plans."), in the shapes the offline drafter reads back; null
 * for a question it cannot turn around cleanly (then the rule only says to end with a question).
 */
export function askInstruction(question: string): string | null {
  const q = question
    .trim()
    .replace(/^(?:so|and|also|curious|honestly|out of curiosity)[,:]?\s+/iu, '')
    .replace(/[?\s]+$/u, '')
    .replace(/^(what|who|how)['’]s\b/iu, '$1 is');
  const words = q.split(/\s+/u);
  if (!q || words.length > 14 || !words.every((w) => /^[\p{L}\p{N}'’/.-]+$/u.test(w) && !/\.$/u.test(w)))
    return null;
  const they = (from: number) => toThirdPerson(words.slice(from).join(' '));
  const say = (...parts: string[]) => `Ask ${parts.filter(Boolean).join(' ')}.`;
  const head = words[0]!.toLowerCase();
  if (WH.has(head)) {
    const wh = head === 'which' ? `which ${words[1] ?? ''}` : head;
    const auxAt = head === 'which' ? 2 : 1;
    const aux = words[auxAt]?.toLowerCase() ?? '';
    const subject = subjectAt(words, auxAt + 1);
    if (!subject || (head === 'which' && !words[1])) return null;
    const who = toThirdPerson(subject.text);
    if (aux === 'do' || aux === 'does') {
      const verb = words[subject.end];
      if (!verb || NOT_VERBS.has(verb.toLowerCase())) return null;
      return say(wh, who, aux === 'does' ? thirdSingular(verb.toLowerCase()) : verb, they(subject.end + 1));
    }
    return AUX.has(aux) ? say(wh, who, aux, they(subject.end)) : null;
  }
  if (head === 'do' || AUX.has(head)) {
    const subject = subjectAt(words, 1);
    if (!subject) return null;
    return say('whether', toThirdPerson(subject.text), head === 'do' ? '' : head, they(subject.end));
  }
  return null;
}
