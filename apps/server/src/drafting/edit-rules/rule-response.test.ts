import { describe, expect, test } from 'vitest';
import { readSemanticResponse, toSecondPerson } from './rule-response';

describe('readSemanticResponse', () => {
  test.each([
    ['Ask what they use for onboarding.', ['Curious what you use for onboarding.']],
    ['Ask them about their pricing page', ['Curious about your pricing page.']],
    ['Ask for their email', ['Would you share your email?']],
    ['Recommend Stripe for the pricing page.', ["I'd recommend Stripe for the pricing page."]],
    ['Point them to our notes at example.com/trial.', ['This might help: our notes at example.com/trial.']],
    ['Mention our free tier', ['Worth a look: our free tier.']],
    ['Mention that we switched to Stripe last year.', ['We switched to Stripe last year.']],
    ['Thank them and ask how long SSO took', ['Thanks.', 'Curious how long SSO took.']],
    ['Congratulate them on the launch', ['Congrats on the launch.']],
    ['Offer to review their landing page', ["Glad to review your landing page if it's useful."]],
    ['Invite them to book a call at cal.com/maya', ["You're welcome to book a call at cal.com/maya."]],
    ['Say "we are hiring"', ['We are hiring.']],
    [
      'We built a free churn calculator: acme.dev/churn',
      ['We built a free churn calculator: acme.dev/churn.'],
    ],
  ])('%s', (text, sentences) => {
    expect(readSemanticResponse(text).sentences).toEqual(sentences);
  });

  test('constraints: avoid, length, casing, punctuation, questions, emoji, tone, opener, shared experience', () => {
    expect(
      readSemanticResponse(
        "Don't mention pricing or discounts, keep it under 120 characters and end with a question.",
      ),
    ).toMatchObject({
      sentences: [],
      avoid: ['pricing', 'discounts'],
      maxLength: 120,
      endWithQuestion: true,
    });
    expect(
      readSemanticResponse(
        "Lead with 'fwiw'. Write in lower case. No exclamation marks. No questions. No emoji.",
      ),
    ).toMatchObject({
      leadWith: 'fwiw',
      lowercase: true,
      noExclamation: true,
      noQuestion: true,
      noEmoji: true,
    });
    expect(readSemanticResponse('Be supportive and share a tip about sleep')).toMatchObject({
      warm: true,
      shareAbout: ['sleep'],
    });
    expect(readSemanticResponse('Keep it short.').maxLength).toBe(100);
    expect(readSemanticResponse('Keep it under 20 words.').maxLength).toBe(120);
  });

  test('a condition says when, not what: "when it fits", "when someone is complaining"', () => {
    expect(readSemanticResponse('Share example.com/notes when it fits.').sentences).toEqual([
      'This might help: example.com/notes.',
    ]);
    expect(readSemanticResponse("Don't mention Stripe when someone is complaining.").avoid).toEqual([
      'Stripe',
    ]);
    expect(readSemanticResponse('Say "we fix it when it breaks" if relevant.').sentences).toEqual([
      'We fix it when it breaks.',
    ]);
    expect(readSemanticResponse('Ask what they do when it breaks.').sentences).toEqual([
      'Curious what you do when it breaks.',
    ]);
  });

  test('"don\'t mention the product" leaves the business out; it is not a word to avoid', () => {
    for (const text of [
      "Don't mention the product when someone is complaining.",
      'Never mention our product.',
      'No pitch.',
      'Avoid self-promotion.',
    ]) {
      expect(readSemanticResponse(text), text).toMatchObject({ noBusiness: true, avoid: [], sentences: [] });
    }
    expect(readSemanticResponse("Don't mention pricing.").noBusiness).toBe(false);
  });

  test('nothing to follow in an empty response', () => {
    expect(readSemanticResponse(null).sentences).toEqual([]);
    expect(readSemanticResponse('  ').avoid).toEqual([]);
  });

  test('"they" in an instruction is the author the reply speaks to', () => {
    expect(toSecondPerson("ask whether they're hiring and what their stack is")).toBe(
      "ask whether you're hiring and what your stack is",
    );
    expect(toSecondPerson('thank the author for the thread')).toBe('thank you for the thread');
  });
});
