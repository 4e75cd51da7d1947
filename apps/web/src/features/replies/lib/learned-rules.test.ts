import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TEditSubmitAnswer } from '@gatling/shared/api/replies';
import { forgetLearnedRules, noteLearnedRule, settleLearnedRule, useLearnedRules } from './learned-rules';

const answer = (over: Partial<TEditSubmitAnswer> = {}): TEditSubmitAnswer => ({
  reply_id: 'r',
  status: 'scheduled',
  scheduled_at: null,
  delivery: 'api',
  dry_send: false,
  inferred_rule: {
    trigger_prompt: 'Questions about pricing',
    semantic_response: 'Keep it short.',
    description: 'd.',
  },
  rule_status: 'created',
  no_rule_reason: null,
  ...over,
});

describe('learned rules waiting to be confirmed', () => {
  afterEach(() => act(forgetLearnedRules));

  it('keeps saved and duplicate rules in order, once per reply and per trigger', () => {
    const { result } = renderHook(useLearnedRules);
    act(() => {
      noteLearnedRule('a', answer());
      noteLearnedRule('a', answer());
      noteLearnedRule('b', answer({ rule_status: 'duplicate' }));
      noteLearnedRule(
        'c',
        answer({
          rule_status: 'duplicate',
          inferred_rule: { ...answer().inferred_rule!, trigger_prompt: 'Any post' },
        }),
      );
    });
    expect(result.current.map((r) => [r.id, r.status, r.trigger_prompt])).toEqual([
      ['a', 'created', 'Questions about pricing'],
      ['c', 'duplicate', 'Any post'],
    ]);
    act(() => settleLearnedRule('a'));
    expect(result.current.map((r) => r.id)).toEqual(['c']);
  });

  it('nothing waits for a rule not saved, not found, or not asked for', () => {
    const { result } = renderHook(useLearnedRules);
    act(() => {
      noteLearnedRule('a', answer({ rule_status: 'full' }));
      noteLearnedRule('b', answer({ rule_status: 'none', inferred_rule: null, no_rule_reason: 'A typo.' }));
      noteLearnedRule('c', answer({ rule_status: null, inferred_rule: null }));
    });
    expect(result.current).toEqual([]);
  });
});
