import { describe, expect, test } from 'vitest';
import { diffEdit } from './edit-diff';
import { mentionsBusiness } from './edit-diff-business';
import { textChange } from './edit-diff-sentences';
import { ruleSteps } from './infer-rule-steps';

const BUSINESS = {
  one_line_summary: 'Acme CRM keeps sales pipelines tidy for small teams',
  one_paragraph_summary: '',
  calendar_link: 'https://cal.com/maya',
  business_email: 'maya@acme.dev',
  competitors: [],
};

describe('diffEdit', () => {
  test('sentences added and dropped, with what they were', () => {
    const d = diffEdit(
      'Great question! Annual plans are a crucial lever for cash flow. What do you think?',
      'annual plans fix cash flow, not retention. we push them at renewal, not at signup',
    );
    expect(d).toMatchObject({
      added: ['we push them at renewal, not at signup'],
      newPoints: ['we push them at renewal, not at signup'],
      removed: ['Great question!', 'What do you think?'],
      cut: ['great question', 'crucial'],
      question: 'removed',
      exclamation: 'removed',
      lowercase: true,
      change: 'wording',
    });
  });

  test('two sentences merged into one are not dropped', () => {
    const d = diffEdit('Annual plans help. They help cash flow most.', 'Annual plans help cash flow most.');
    expect(d.removed).toEqual([]);
    expect(d.added).toEqual([]);
  });

  test('a link, with the sentence the user wrote around it', () => {
    const d = diffEdit(
      'Price on the homepage works.',
      'Price on the homepage works. Our teardown: acme.dev/pricing.',
    );
    expect(d.linksAdded).toEqual([{ link: 'acme.dev/pricing', sentence: 'Our teardown: acme.dev/pricing.' }]);
    expect(diffEdit('Try this.', 'Try this https://x.io/a').linksAdded).toEqual([
      { link: 'https://x.io/a', sentence: null },
    ]);
  });

  test('an opener, a warmer start and the names swapped', () => {
    expect(diffEdit('Try annual plans.', 'fwiw, try annual plans.').opener).toBe('fwiw,');
    expect(diffEdit('Stripe, Paddle and Lemon Squeezy all work.', 'Stripe works.').opener).toBeNull();
    expect(diffEdit('Try annual plans.', 'Sorry, that sounds rough. Try annual plans.').warmer).toBe(
      'acknowledge',
    );
    expect(diffEdit('Nice launch.', 'Congrats! Nice launch.').warmer).toBe('congratulate');
    const swap = diffEdit('I would go with Sendgrid here.', 'I would go with Buttondown here.', {
      post: 'Leaving Mailchimp, what should I use?',
    });
    expect(swap).toMatchObject({ namesRemoved: ['Sendgrid'], namesAdded: ['Buttondown'] });
    // A name the post itself uses is not the reply's to swap.
    expect(diffEdit('Mailchimp is fine.', 'It is fine.', { post: 'Is Mailchimp ok?' }).namesRemoved).toEqual(
      [],
    );
  });

  test('the product taken out or brought in, and its name goes with it', () => {
    const out = diffEdit(
      'Oof. Full disclosure, I work on Acme, which avoids this.',
      'Oof, hope it is fixed soon.',
      {
        business: BUSINESS,
      },
    );
    expect(out).toMatchObject({ businessRemoved: true, businessAdded: null, namesRemoved: [] });
    const added = diffEdit(
      'Spreadsheets break at fifty leads.',
      'Spreadsheets break at fifty leads. Acme keeps the pipeline tidy.',
      {
        business: BUSINESS,
      },
    );
    expect(added.businessAdded).toBe('Acme keeps the pipeline tidy.');
  });
});

describe('mentionsBusiness', () => {
  test.each([
    ['Full disclosure, I work on this.', true],
    ['We built a tool for exactly this.', true],
    ['Book a call: cal.com/maya', true],
    ['Our job board is at acme.dev/jobs.', true],
    ['Write to maya@acme.dev.', true],
    ['Acme CRM keeps your pipelines tidy.', true],
    ['Small teams rarely need a CRM.', false],
    ['Spreadsheets break at fifty leads.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(mentionsBusiness(sentence, BUSINESS)).toBe(expected);
  });

  test('without business info, only how it is said counts', () => {
    expect(mentionsBusiness('Acme CRM keeps your pipelines tidy.', null)).toBe(false);
    expect(mentionsBusiness('Disclaimer: I built this.', null)).toBe(true);
  });
});

describe('textChange', () => {
  test.each([
    ['Lucia or Better Auth.', 'Lucia or Better Auth.', 'none'],
    ['Lucia or Better Auth.', 'lucia or better auth!', 'marks'],
    ['It depends on teh team.', 'It depends on the team.', 'typo'],
    ['We recieve it weekly.', 'We receive it weekly.', 'typo'],
    ['It depends on the team.', 'It comes down to the team.', 'wording'],
  ])('%s → %s', (draft, final, expected) => {
    expect(textChange(draft, final)).toBe(expected);
  });
});

describe('ruleSteps', () => {
  test('a sentence the drafter would split is not quoted; its link is shared instead', () => {
    const d = diffEdit(
      'Happy to look.',
      'Happy to look. Happy to help, send me your logs at example.com/upload',
    );
    const steps = ruleSteps(d, 'struggle', null);
    expect(steps.map((s) => s.text)).toEqual(['Share example.com/upload when it fits.']);
  });
});
