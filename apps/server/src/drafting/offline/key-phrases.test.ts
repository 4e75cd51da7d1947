import { describe, expect, test } from 'vitest';
import { postFacts } from './key-phrases';
import { postKind } from './reply-templates';

describe('postFacts', () => {
  test.each([
    ['We moved onboarding behind a 14-day trial and MRR went up 23%. Did not expect that.', 'MRR', '23%'],
    [
      'Stopped running ConvertKit after 3 weeks. CAC was triple what communities costs us.',
      'ConvertKit',
      '3 weeks',
    ],
    [
      'Every SaaS pricing page I see this week has the same problem: SSO is buried.',
      'SaaS pricing page',
      null,
    ],
    ['Revenue update: $3.4k this month, up 47%. Expenses: mostly Stripe!', 'Stripe', '47%'],
    ['spent wednesday polishing form validation. nobody will notice.', 'form validation', null],
    ['TIL: Rust can do this out of the box. Deleted 120 lines of config. #opensource #DX', 'DX', null],
  ])('%s', (text, phrase, figure) => {
    const facts = postFacts(text);
    expect(facts.phrases[0]).toBe(phrase);
    expect(facts.figure).toBe(figure);
  });

  test('labels, greetings and links are not topics', () => {
    expect(
      postFacts('PSA: Founders, please take protein intake seriously. https://example.com/x').phrases,
    ).toEqual(['protein intake', 'founders']);
  });

  test('phrases the replying user writes about rank higher', () => {
    const text = 'Our onboarding emails and the pricing page both need work.';
    expect(postFacts(text).phrases[0]).toBe('onboarding emails');
    expect(
      postFacts(text, ['Our pricing page is too long', 'Rewrote the pricing page today']).phrases[0],
    ).toBe('pricing page');
  });
});

describe('postKind', () => {
  test.each([
    ['What is your stack for evals?', 'question'],
    ['Hot take: most flaky tests are real bugs.', 'opinion'],
    ['Shipped a new release of our CLI today.', 'launch'],
    ['Energy bill down 46% the first month.', 'result'],
    ['Our CI pipeline broke on a Tuesday.', 'struggle'],
    ['Three things that moved MRR: pricing, onboarding and support.', 'advice'],
    ['The city is so quiet at that hour.', 'statement'],
  ])('%s → %s', (text, kind) => {
    expect(postKind(text)).toBe(kind);
  });
});
