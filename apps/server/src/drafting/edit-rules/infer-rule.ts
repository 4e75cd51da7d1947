import type { TInferRuleInput, TInferRuleOutput } from '../types';
import { diffEdit, type TEditDiff } from './edit-diff';
import { ruleKind, topicOf, triggerFor, type TRuleKind } from './infer-rule-kinds';
import { ruleSteps } from './infer-rule-steps';

/** More than this many instructions from one edit reads as a rewrite of the reply, not a rule. */
const MOST_STEPS = 6;

export type TMeasuredEdit = { post: string | null; diff: TEditDiff; kind: TRuleKind | null };

/** The edit measured against its draft, and the kind of post it answered. */
export function measureEdit(input: TInferRuleInput): TMeasuredEdit {
  const post = input.post ? [input.post.text, input.post.original?.text].filter(Boolean).join('\n') : null;
  const diff = diffEdit(input.draft, input.final, { post, business: input.business });
  return { post, diff, kind: post ? ruleKind(post) : null };
}

/** Why an edit with nothing to generalise teaches no rule, in the user's terms. */
function noRuleReason(d: TEditDiff): string {
  switch (d.change) {
    case 'none':
      return 'You sent the reply as it was drafted, so there is nothing to learn a rule from.';
    case 'marks':
      return 'Your edit only changed punctuation or capitals, which says nothing about how to reply to other posts.';
    case 'typo':
      return 'Your edit fixed a typo, which says nothing about how to reply to other posts.';
    case 'wording':
      return d.newPoints.length > 0
        ? 'Your edit adds a point about this post only; nothing in it would apply to other posts.'
        : 'Your edit rewords the reply without changing its length, tone, links, questions or what it mentions, so there is no rule in it.';
  }
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The rule an edit implies, measured rather than written: the answer of the infer-rule-from-edit
 * task when no model is configured, and what replaces a model's rule that fails the check. It comes
 * from what the edit measurably changed (sentences added or dropped, the product, links, questions,
 * length, tone, marks) and what kind of post it answered. Each instruction is a sentence a person
 * would write and any drafter reads as meant; an edit that shows nothing to repeat on other posts
 * (a typo, a reworded sentence) gives no rule and says why.
 */
export function inferRuleByMeasure(input: TInferRuleInput): TInferRuleOutput {
  const { post, diff, kind } = measureEdit(input);
  const steps = ruleSteps(diff, kind, post ? topicOf(post) : null).slice(0, MOST_STEPS);
  if (steps.length === 0) {
    return { rule_found: false, trigger_prompt: '', semantic_response: '', description: noRuleReason(diff) };
  }
  const trigger = triggerFor(kind, post ?? '');
  const did = [...new Set(steps.map((s) => s.did).filter(Boolean))].slice(0, 4);
  return {
    rule_found: true,
    trigger_prompt: trigger,
    semantic_response: steps.map((s) => s.text).join(' '),
    description: `You ${list(did)}. Replies to ${trigger.charAt(0).toLowerCase()}${trigger.slice(1)} will do the same.`,
  };
}
