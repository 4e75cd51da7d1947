import type { TEditDiff } from './edit-diff';
import { WHEN, type TRuleKind } from './infer-rule-kinds';
import { askInstruction } from './infer-rule-questions';
import { asSentence, readSemanticResponse, toSecondPerson, type TRuleResponse } from './rule-response';

/**
 * One instruction of a learned rule: the sentence a person would write, what the offline drafter
 * must read from it (rule-response.ts), and what the user did, for the description.
 */
export type TRuleStep = { text: string; means: Partial<TRuleResponse>; did: string };

const BLANK = readSemanticResponse(null);

/** Whether the drafter reads the instruction exactly as meant, and nothing besides. */
export function understood(step: TRuleStep): boolean {
  const read = readSemanticResponse(step.text);
  return (Object.keys(BLANK) as (keyof TRuleResponse)[]).every(
    (key) => JSON.stringify(read[key]) === JSON.stringify(step.means[key] ?? BLANK[key]),
  );
}

/**
 * A sentence of the edit that a rule may quote: a whole sentence the user wrote, with nothing that
 * would split it when read back (no inner sentence end, no quotes of its own).
 */
export function quotable(sentence: string): string | null {
  const body = sentence.trim().replace(/[.;,:]+$/u, '');
  const words = body.split(/\s+/u);
  if (words.length < 3 || body.length > 200 || /["“”]/u.test(body)) return null;
  if (/[.!?;…]\s/u.test(body) || /\b(?:and|or|but|the|a|an|to|of|with|for)$/iu.test(body)) return null;
  return body;
}

const say = (sentence: string): TRuleStep['means'] => ({ sentences: [asSentence(sentence)] });
const list = (items: string[], joiner = 'and') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
const quoted = (items: string[]) => items.map((i) => `"${i}"`);
const round10 = (n: number) => Math.ceil(n / 10) * 10;

const WARM: Record<NonNullable<TEditDiff['warmer']>, [text: string, did: string]> = {
  congratulate: ['Be warm: congratulate them first.', 'opened by congratulating them'],
  thank: ['Be warm: thank them first.', 'opened by thanking them'],
  acknowledge: ['Be warm: acknowledge how they feel first.', 'opened by acknowledging how they feel'],
};

/** An added question as "Ask …", read back as the drafter's "Curious …", or "End with a question.". */
function askStep(question: string): TRuleStep {
  const ask = askInstruction(question);
  if (!ask)
    return { text: 'End with a question.', means: { endWithQuestion: true }, did: 'ended on a question' };
  const rest = ask.replace(/^Ask /u, '').replace(/\.$/u, '');
  return { text: ask, means: say(`Curious ${toSecondPerson(rest)}`), did: 'asked them a question' };
}

function lengthStep(d: TEditDiff): TRuleStep | null {
  if (d.draftLength < 60 || d.finalLength > d.draftLength * 0.6) return null;
  const did = `cut the reply from ${d.draftLength} to ${d.finalLength} characters`;
  if (d.finalLength <= 100 && d.finalSentences === 1)
    return { text: 'Keep it to one sentence.', means: { maxLength: 100 }, did };
  if (d.finalLength <= 100) return { text: 'Keep it short.', means: { maxLength: 100 }, did };
  const n = round10(d.finalLength);
  return { text: `Keep it under ${n} characters.`, means: { maxLength: n }, did };
}

/**
 * The instructions an edit implies, most telling first, each one a thing the edit showed; an
 * instruction the drafter would not read as meant is left out rather than misread. `topic` is the
 * clean topic of the post, for a point the user added of their own.
 */
export function ruleSteps(d: TEditDiff, kind: TRuleKind | null, topic: string | null): TRuleStep[] {
  const steps: TRuleStep[] = [];
  const said = new Set<string>();
  const sayAs = (sentence: string, did: string) => {
    const q = quotable(sentence);
    const step = q && { text: `Say "${q}".`, means: say(q), did };
    if (!step || said.has(sentence) || !understood(step)) return false;
    said.add(sentence);
    steps.push(step);
    return true;
  };
  if (d.businessRemoved)
    steps.push({
      text: `Don't mention the product${kind ? (WHEN[kind] ?? '') : ''}.`,
      means: { noBusiness: true },
      did: 'took out the mention of your product',
    });
  if (d.businessAdded) sayAs(d.businessAdded, 'added a line about your product');
  for (const { link, sentence } of d.linksAdded.slice(0, 2)) {
    if (sentence && said.has(sentence)) continue;
    if (sentence && sayAs(sentence, `added a link to ${link}`)) continue;
    steps.push({
      text: `Share ${link} when it fits.`,
      means: say(`This might help: ${link}`),
      did: `added a link to ${link}`,
    });
  }
  if (d.questionAdded) steps.push(askStep(d.questionAdded));
  else if (d.question === 'added')
    steps.push({
      text: 'End with a question.',
      means: { endWithQuestion: true },
      did: 'ended on a question',
    });
  if (d.question === 'removed')
    steps.push({ text: "Don't ask a question.", means: { noQuestion: true }, did: 'dropped the question' });
  if (d.warmer) {
    const [text, did] = WARM[d.warmer];
    steps.push({ text, means: { warm: true }, did });
  }
  const short = lengthStep(d);
  if (short) steps.push(short);
  if (d.namesRemoved.length > 0) {
    const [swap] = d.namesAdded;
    if (swap) steps.push({ text: `Recommend ${swap}.`, means: say(`I'd recommend ${swap}`), did: '' });
    steps.push({
      text: `Don't mention ${list(d.namesRemoved.slice(0, 3), 'or')}.`,
      means: { avoid: d.namesRemoved.slice(0, 3) },
      did: swap ? `swapped ${list(d.namesRemoved)} for ${swap}` : `took out ${list(d.namesRemoved)}`,
    });
  }
  const cut = d.cut.filter((c) => !/[,"]|\b(?:and|or)\b/iu.test(c));
  if (cut.length > 0)
    steps.push({
      text: `Avoid ${list(quoted(cut))}.`,
      means: { avoid: cut },
      did: `cut ${list(quoted(cut))}`,
    });
  if (d.opener)
    steps.push({
      text: `Start with "${d.opener}".`,
      means: { leadWith: d.opener },
      did: `started with "${d.opener}"`,
    });
  if (d.exclamation === 'removed')
    steps.push({
      text: 'No exclamation marks.',
      means: { noExclamation: true },
      did: 'dropped the exclamation marks',
    });
  if (d.emoji === 'removed')
    steps.push({ text: 'No emoji.', means: { noEmoji: true }, did: 'dropped the emoji' });
  if (d.lowercase)
    steps.push({ text: 'Write in lower case.', means: { lowercase: true }, did: 'wrote it in lower case' });
  const own = (p: string) =>
    !said.has(p) &&
    p !== d.questionAdded &&
    p !== d.businessAdded &&
    !d.linksAdded.some((l) => l.sentence === p);
  // Experience is told in the first person ("we called every cancel"); a well-wish is not one.
  const ownPoint = d.newPoints.some((p) => own(p) && /\b(?:i|we|my|our|us|me)\b/iu.test(p));
  if (ownPoint && topic)
    steps.push({
      text: `Share your own experience with ${topic}.`,
      means: { shareAbout: [topic] },
      did: 'added a point of your own',
    });
  return steps.filter(understood);
}
