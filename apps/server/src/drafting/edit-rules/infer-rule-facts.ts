import type { TEditDiff } from './edit-diff';
import { KIND_NAMES, type TRuleKind } from './infer-rule-kinds';

const quote = (s: string) => JSON.stringify(s.trim());
const list = (items: string[]) => items.map(quote).join(', ');

const CHANGE: Record<TEditDiff['change'], string> = {
  none: 'The reply was sent exactly as drafted.',
  marks: 'Only punctuation, capitals or emoji changed.',
  typo: 'Only a typo or two was fixed.',
  wording: 'The wording changed.',
};

const WARMER: Record<NonNullable<TEditDiff['warmer']>, string> = {
  acknowledge: 'acknowledging how the author feels',
  thank: 'thanking the author',
  congratulate: 'congratulating the author',
};

/**
 * What an edit measurably changed, as plain statements for the model's prompt: the model writes
 * the rule from these and the texts, and adds nothing they do not show.
 */
export function editFacts(d: TEditDiff, kind: TRuleKind | null): string[] {
  const facts: string[] = [];
  if (kind) facts.push(`The post reads as ${KIND_NAMES[kind]}.`);
  if (d.businessRemoved)
    facts.push("The user took out the draft's mention of their own product or business.");
  if (d.businessAdded)
    facts.push(`The user added a sentence about their own product: ${quote(d.businessAdded)}.`);
  for (const { link, sentence } of d.linksAdded)
    facts.push(`The user added the link ${link}${sentence ? ` in the sentence ${quote(sentence)}` : ''}.`);
  if (d.questionAdded) facts.push(`The user added the question ${quote(d.questionAdded)}.`);
  if (d.question === 'removed') facts.push('The user removed the question the draft asked.');
  if (d.warmer) facts.push(`The user opened warmer than the draft, ${WARMER[d.warmer]}.`);
  if (d.finalLength <= d.draftLength * 0.6)
    facts.push(
      `The user cut the reply from ${d.draftLength} to ${d.finalLength} characters (${d.draftSentences} sentences to ${d.finalSentences}).`,
    );
  else if (d.finalLength >= d.draftLength * 1.5)
    facts.push(`The user grew the reply from ${d.draftLength} to ${d.finalLength} characters.`);
  if (d.removed.length > 0) facts.push(`Sentences of the draft the user dropped: ${list(d.removed)}.`);
  const points = d.newPoints.filter((p) => p !== d.questionAdded && p !== d.businessAdded);
  if (points.length > 0) facts.push(`Sentences the user wrote that the draft did not have: ${list(points)}.`);
  if (d.namesRemoved.length > 0)
    facts.push(`Names the draft used and the user removed: ${d.namesRemoved.join(', ')}.`);
  if (d.namesAdded.length > 0) facts.push(`Names the user brought in: ${d.namesAdded.join(', ')}.`);
  if (d.cut.length > 0) facts.push(`Stock or hyped phrases the user cut: ${list(d.cut)}.`);
  if (d.opener) facts.push(`The user opened with ${quote(d.opener)}.`);
  if (d.exclamation) facts.push(`The user ${d.exclamation} exclamation marks.`);
  if (d.emoji) facts.push(`The user ${d.emoji} emoji.`);
  if (d.lowercase) facts.push('The user wrote the reply entirely in lower case.');
  facts.push(CHANGE[d.change]);
  return facts;
}
