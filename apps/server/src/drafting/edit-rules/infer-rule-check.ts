import { SEMANTIC_RESPONSE_MAX, TRIGGER_PROMPT_MAX } from '@gatling/shared/api/rules';
import type { TInferRuleOutput } from '../types';
import { sentences } from '../text/text';

/**
 * The checks a learned rule passes before anyone sees it, the model's and the offline one alike:
 * a trigger that names a kind of post in a few whole words, instructions that are whole sentences,
 * words from the edit quoted only as a whole sentence the user added, and no template leftovers.
 */

const TRIGGER_WORDS_MAX = 16;
const TRIGGER_CHARS_MAX = Math.min(120, TRIGGER_PROMPT_MAX);
const RESPONSE_CHARS_MAX = Math.min(600, SEMANTIC_RESPONSE_MAX);
const RESPONSE_SENTENCES_MAX = 6;
const SENTENCE_WORDS_MAX = 35;
const DESCRIPTION_CHARS_MAX = 400;

/** A trigger cut short: it ends on a word that needs another after it. */
const DANGLING =
  /\b(?:and|or|but|of|the|a|an|to|with|about|for|on|in|like|that|when|where|if|than|as|at|by|from|your|their|our|my|is|are)$/iu;
/** An instruction cut short ("Ask who it is for." may end on a preposition; not on "the"). */
const DANGLING_SENTENCE = /\b(?:and|or|but|the|a|an|your|their|our|my)$/iu;
/** What a broken template or serializer leaves behind. */
const LEFTOVER = /\{[^}]*\}|\bundefined\b|\bnull\b|\bNaN\b|\[object|\\n|<\/?\w+>/u;
const DOUBLED = /\b(\p{L}{2,})\s+\1\b/iu;

const squash = (s: string) => s.replace(/\s+/gu, ' ').trim();
const letters = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const wordCount = (s: string) => s.split(/\s+/u).filter(Boolean).length;
const splitSentences = (s: string) => s.split(/(?<=[.!?])\s+/u).filter(Boolean);

function balanced(text: string): boolean {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  return (
    count(/"/gu) % 2 === 0 &&
    count(/“/gu) === count(/”/gu) &&
    count(/\(/gu) === count(/\)/gu) &&
    count(/\[/gu) === count(/\]/gu)
  );
}

function phraseProblem(text: string, what: string): string | null {
  if (LEFTOVER.test(text)) return `${what} has template leftovers`;
  if (DOUBLED.test(text)) return `${what} repeats a word`;
  if (!balanced(text)) return `${what} has an unclosed quote or bracket`;
  return null;
}

/** The rule with its whitespace tidied, the trigger without a final stop, each text trimmed. */
export function tidyRule(rule: TInferRuleOutput): TInferRuleOutput {
  const response = squash(rule.semantic_response);
  return {
    rule_found: rule.rule_found,
    trigger_prompt: squash(rule.trigger_prompt).replace(/\.+$/u, ''),
    semantic_response: response && !/[.!?]["”]?$/u.test(response) ? `${response}.` : response,
    description: squash(rule.description),
  };
}

/** Why a description cannot be shown as it is, or null. */
export function descriptionProblem(description: string): string | null {
  if (!description) return 'the description is empty';
  if (description.length > DESCRIPTION_CHARS_MAX) return 'the description is too long';
  if (!/[.!?]$/u.test(description)) return 'the description is not a whole sentence';
  return phraseProblem(description, 'the description');
}

/**
 * Why a (tidied) rule cannot be saved as it is, or null. `edit` is the draft and what the user
 * sent: a quote longer than three words must be a whole sentence the user added.
 */
export function ruleProblem(rule: TInferRuleOutput, edit: { draft: string; final: string }): string | null {
  const trigger = rule.trigger_prompt;
  const words = wordCount(trigger);
  if (words < 2 || words > TRIGGER_WORDS_MAX || trigger.length > TRIGGER_CHARS_MAX)
    return 'the trigger is not a short description of a kind of post';
  if (!/^\p{Lu}/u.test(trigger) || DANGLING.test(trigger) || /[\n:;]/u.test(trigger))
    return 'the trigger is not a whole phrase';
  if ((trigger.match(/["“][^"”]*["”]/gu) ?? []).some((q) => wordCount(q) > 3))
    return 'the trigger quotes the post';
  const triggerIssue = phraseProblem(trigger, 'the trigger');
  if (triggerIssue) return triggerIssue;

  const response = rule.semantic_response;
  const parts = splitSentences(response);
  if (parts.length === 0 || response.length > RESPONSE_CHARS_MAX || parts.length > RESPONSE_SENTENCES_MAX)
    return 'the response is not a few short instructions';
  for (const part of parts) {
    const body = part.replace(/["”]?[.!?]+["”]?$/u, '');
    if (wordCount(body) < 2 || wordCount(body) > SENTENCE_WORDS_MAX) return `"${part}" is not an instruction`;
    if (DANGLING_SENTENCE.test(body)) return `"${part}" is cut short`;
  }
  const responseIssue = phraseProblem(response, 'the response');
  if (responseIssue) return responseIssue;

  const drafted = sentences(edit.draft).map(letters);
  const added = new Set(
    sentences(edit.final)
      .map(letters)
      .filter((s) => !drafted.includes(s)),
  );
  for (const quote of response.match(/["“][^"”]+["”]/gu) ?? []) {
    if (wordCount(quote) > 3 && !added.has(letters(quote))) return 'the response quotes part of a sentence';
  }
  const unquoted = letters(response.replace(/["“][^"”]+["”]/gu, ' '));
  if (wordCount(edit.final) >= 6 && unquoted.includes(letters(edit.final)))
    return 'the response repeats the reply';
  return descriptionProblem(rule.description);
}
