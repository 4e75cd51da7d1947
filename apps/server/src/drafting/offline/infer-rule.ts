import type { TInferRuleInput, TInferRuleOutput } from '../types';
import { diffEdit, type TEditDiff } from './edit-diff';
import { postFacts } from './key-phrases';
import { postKind, type TPostKind } from './reply-templates';
import { plainText } from './text';

const TRIGGER: Record<TPostKind, string> = {
  question: 'Questions about {p}',
  struggle: 'Posts about problems with {p}',
  launch: 'Launch posts about {p}',
  result: 'Posts sharing results on {p}',
  opinion: 'Opinions on {p}',
  advice: 'Tips and lessons about {p}',
  statement: 'Posts about {p}',
};

const quoted = (items: string[]) => items.map((i) => `"${i}"`).join(', ');
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const round10 = (n: number) => Math.max(20, Math.ceil(n / 10) * 10);

/**
 * Instructions in the words the offline drafter (rule-response.ts) and a model both follow: each
 * sentence is one thing the edit showed.
 */
function instructions(d: TEditDiff): string[] {
  const out: string[] = [];
  if (d.opener) out.push(`Lead with "${d.opener}".`);
  if (d.warmer) out.push('Be warm: acknowledge them first.');
  for (const point of d.points) out.push(`Say "${point.replace(/["“”]/gu, '').replace(/[.!]+$/u, '')}".`);
  for (const link of d.linksAdded) out.push(`Share ${link}.`);
  if (d.clichesCut.length > 0) out.push(`Avoid ${quoted(d.clichesCut)}.`);
  if (d.removed.length > 0) out.push(`Leave out ${d.removed.join(', ')}.`);
  if (d.finalLength < d.draftLength * 0.75) out.push(`Keep it under ${round10(d.finalLength)} characters.`);
  if (d.question === 'added') out.push('End with a question.');
  if (d.question === 'removed') out.push('No questions.');
  if (d.exclamation === 'removed') out.push('No exclamation marks.');
  if (d.emoji === 'removed') out.push('No emoji.');
  if (d.lowercase) out.push('Write in lower case.');
  if (d.contractions) out.push('Keep it casual, with contractions.');
  return out;
}

function describe(d: TEditDiff, trigger: string): string {
  const did: string[] = [];
  if (d.finalLength < d.draftLength * 0.9)
    did.push(`cut the reply from ${d.draftLength} to ${d.finalLength} characters`);
  else if (d.finalLength > d.draftLength * 1.1)
    did.push(`grew the reply from ${d.draftLength} to ${d.finalLength} characters`);
  if (d.added.length > 0) did.push(`added ${quoted(d.added)}`);
  if (d.clichesCut.length > 0 || d.removed.length > 0)
    did.push(`removed ${quoted([...d.clichesCut, ...d.removed].slice(0, 3))}`);
  if (d.question) did.push(d.question === 'added' ? 'ended on a question' : 'dropped the question');
  if (d.lowercase) did.push('switched to lower case');
  if (d.warmer) did.push('opened by acknowledging them');
  const what = did.length > 0 ? `You ${list(did.slice(0, 4))}` : 'You kept the reply much as drafted';
  return `${what}; replies to ${trigger.charAt(0).toLowerCase()}${trigger.slice(1)} will do the same.`;
}

/**
 * The deterministic answer of the infer-rule-from-edit task when no model is configured: the rule
 * an edit implies, from what it measurably changed (diff, length, tone marks) and what kind of post
 * it answered (its key phrases).
 */
export function offlineInferRule(input: TInferRuleInput): TInferRuleOutput {
  const d = diffEdit(input.draft, input.final);
  const about = input.post
    ? [input.post.text, input.post.original?.text].filter(Boolean).join('\n')
    : input.final;
  const phrases = postFacts(about).phrases.slice(0, 2);
  const kind = input.post ? postKind(plainText(about)) : 'statement';
  const trigger =
    phrases.length > 0
      ? TRIGGER[kind].replace('{p}', phrases.join(' and '))
      : 'Posts like the one this edit answered';
  const steps = instructions(d);
  return {
    trigger_prompt: trigger,
    semantic_response: steps.length > 0 ? steps.join(' ') : 'Keep replies like the one sent here.',
    description: describe(d, trigger),
  };
}
