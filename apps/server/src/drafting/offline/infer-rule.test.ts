import { describe, expect, test } from 'vitest';
import { diffEdit } from './edit-diff';
import { offlineInferRule } from './infer-rule';
import { readSemanticResponse } from './rule-response';
import { postBrief } from '#test/personas';

const question = postBrief('Question for B2B founders: how are you handling annual plans these days?');

describe('diffEdit', () => {
  test('measures what an edit changed', () => {
    const d = diffEdit(
      'Great question! Annual plans are a crucial lever for cash flow. What do you think?',
      'annual plans fix cash flow, not retention. we push them at renewal, not at signup',
    );
    expect(d).toMatchObject({
      clichesCut: ['great question', 'crucial'],
      removed: ['lever'],
      question: 'removed',
      exclamation: 'removed',
      lowercase: true,
      points: ['annual plans fix cash flow, not retention.', 'we push them at renewal, not at signup'],
    });
    expect(d.finalLength).toBeLessThan(d.draftLength);
  });

  test('notices an opener, a link and a warmer start', () => {
    const d = diffEdit(
      'Price on the homepage works.',
      'honestly, sorry you hit this. Price on the homepage works: acme.dev/pricing',
    );
    expect(d.opener).toBe('honestly,');
    expect(d.linksAdded).toEqual(['acme.dev/pricing']);
    expect(diffEdit('Try annual plans.', 'Sorry, that sounds rough. Try annual plans.').warmer).toBe(true);
  });
});

describe('offlineInferRule', () => {
  test('a rule for this kind of post, with instructions the drafter follows and a description', () => {
    const rule = offlineInferRule({
      post: question,
      draft: 'Great question! Annual plans are a crucial lever for cash flow. What do you think?',
      final: 'annual plans fix cash flow, not retention. we push them at renewal, not at signup',
    });
    expect(rule.trigger_prompt).toBe('Questions about B2B founders and annual plans');
    expect(rule.semantic_response).toBe(
      'Say "annual plans fix cash flow, not retention". Say "we push them at renewal, not at signup". Avoid "great question", "crucial". Leave out lever. No questions. No exclamation marks. Write in lower case.',
    );
    expect(rule.description).toBe(
      'You added "fix cash flow", "retention", "renewal", removed "great question", "crucial", "lever", dropped the question and switched to lower case; replies to questions about B2B founders and annual plans will do the same.',
    );
    const steps = readSemanticResponse(rule.semantic_response);
    expect(steps).toMatchObject({
      sentences: ['Annual plans fix cash flow, not retention.', 'We push them at renewal, not at signup.'],
      avoid: ['great question', 'crucial', 'lever'],
      noQuestion: true,
      noExclamation: true,
      lowercase: true,
    });
  });

  test('a shortened edit sets a length; an added link is shared; an opener leads', () => {
    const rule = offlineInferRule({
      post: postBrief('Shipping a new version of our pricing page today.'),
      draft:
        'Congratulations on shipping the new version of your pricing page, it looks like a lot of careful work went into it!',
      final: 'fwiw, our teardown: acme.dev/pricing',
    });
    expect(rule.trigger_prompt).toBe('Launch posts about pricing page and version');
    expect(rule.semantic_response).toContain('Lead with "fwiw,".');
    expect(rule.semantic_response).toContain('Share acme.dev/pricing.');
    expect(rule.semantic_response).toContain('Keep it under 40 characters.');
    const steps = readSemanticResponse(rule.semantic_response);
    expect(steps.leadWith).toBe('fwiw,');
    expect(steps.maxLength).toBe(40);
    expect(steps.sentences).toContain('This might help: acme.dev/pricing.');
  });

  test('without the post, the trigger comes from the reply; an unchanged reply still gives a rule', () => {
    const rule = offlineInferRule({
      post: null,
      draft: 'Congrats on the launch!',
      final: 'Congrats on the launch.',
    });
    expect(rule).toEqual({
      trigger_prompt: 'Posts about launch',
      semantic_response: 'No exclamation marks.',
      description: 'You kept the reply much as drafted; replies to posts about launch will do the same.',
    });
    const same = offlineInferRule({ post: null, draft: 'ok', final: 'ok' });
    expect(same.semantic_response).toBe('Keep replies like the one sent here.');
    expect(same.trigger_prompt).toBe('Posts like the one this edit answered');
  });

  test('deterministic', () => {
    const input = {
      post: question,
      draft: 'Great point! Try annual plans.',
      final: 'try annual plans at renewal',
    };
    expect(offlineInferRule(input)).toEqual(offlineInferRule(structuredClone(input)));
  });
});
