import { describe, expect, test } from 'vitest';
import type { TBusinessBrief, TInferRuleInput } from '../types';
import { ruleProblem } from './infer-rule-check';
import { inferRuleByMeasure } from './infer-rule';
import { asSentence, readSemanticResponse, type TRuleResponse } from './rule-response';
import { postBrief } from '#test/personas';

const ACME: TBusinessBrief = {
  one_line_summary: 'Acme CRM keeps sales pipelines tidy for small teams',
  one_paragraph_summary: '',
  calendar_link: 'https://cal.com/maya',
  business_email: 'maya@acme.dev',
  competitors: [],
};

type TCase = {
  name: string;
  post: string;
  draft: string;
  final: string;
  trigger: string;
  response: string;
  description: string;
  /** How the offline drafter must read the whole response; every other field stays as with no rule. */
  reads: Partial<TRuleResponse>;
};

/** Realistic edits, each with the rule a person would have written from it. */
const CASES: TCase[] = [
  {
    name: 'a complaint about a tool, the product mention taken out',
    post: 'Our CRM has been down for three hours and support is not answering. Unacceptable.',
    draft:
      'That sounds rough. Full disclosure, I work on Acme CRM, which has had no outage this year. What happened?',
    final: "That sounds rough. Hope it's back up soon.",
    trigger: 'Posts where someone is complaining about a tool',
    response: "Don't mention the product when someone is complaining. Don't ask a question. Keep it short.",
    description:
      'You took out the mention of your product, dropped the question and cut the reply from 105 to 42 characters. Replies to posts where someone is complaining about a tool will do the same.',
    reads: { noBusiness: true, noQuestion: true, maxLength: 100 },
  },
  {
    name: 'bad news, the pitch and the question taken out',
    post: 'Got laid off today after 4 years. Not sure what is next.',
    draft:
      'Sorry to hear that. What are you looking for next? Our job board is at acme.dev/jobs, free to use.',
    final: 'Sorry to hear that. Rooting for you.',
    trigger: 'Posts where someone shares bad news',
    response: "Don't mention the product when someone shares bad news. Don't ask a question. Keep it short.",
    description:
      'You took out the mention of your product, dropped the question and cut the reply from 98 to 36 characters. Replies to posts where someone shares bad news will do the same.',
    reads: { noBusiness: true, noQuestion: true, maxLength: 100 },
  },
  {
    name: 'a link added in a sentence of its own',
    post: 'Which auth library do you use for a Next.js side project?',
    draft: 'Lucia or Better Auth, depending on how much you want to own.',
    final:
      'Lucia or Better Auth, depending on how much you want to own. We wrote up the tradeoffs here: example.com/auth-notes',
    trigger: 'Posts asking which tool to use for auth',
    response: 'Say "We wrote up the tradeoffs here: example.com/auth-notes".',
    description:
      'You added a link to example.com/auth-notes. Replies to posts asking which tool to use for auth will do the same.',
    reads: { sentences: ['We wrote up the tradeoffs here: example.com/auth-notes.'] },
  },
  {
    name: 'a bare link appended',
    post: 'What is the best way to learn Rust as a Python dev?',
    draft: 'Start with the book, then port a small script you already have.',
    final: 'Start with the book, then port a small script you already have. example.com/notes',
    trigger: 'Questions about Rust',
    response: 'Share example.com/notes when it fits.',
    description: 'You added a link to example.com/notes. Replies to questions about Rust will do the same.',
    reads: { sentences: ['This might help: example.com/notes.'] },
  },
  {
    name: 'the product added, with its link',
    post: 'Anyone else drowning in spreadsheets to track sales leads?',
    draft: 'Spreadsheets work until about fifty leads, then they fall apart.',
    final:
      'Spreadsheets work until about fifty leads, then they fall apart. We built Acme for exactly this: acme.dev/crm',
    trigger: 'Questions about sales',
    response: 'Say "We built Acme for exactly this: acme.dev/crm".',
    description: 'You added a line about your product. Replies to questions about sales will do the same.',
    reads: { sentences: ['We built Acme for exactly this: acme.dev/crm.'] },
  },
  {
    name: 'shortened to one sentence, the question dropped',
    post: 'How are you all pricing annual plans? Monthly is killing our cash flow.',
    draft:
      "Depends on the stage you're at with annual plans. Most teams offer two months free on annual billing, and it usually works well for cash flow. Have you tried it?",
    final: 'Two months free on annual, pushed at renewal.',
    trigger: 'Questions about pricing',
    response: "Don't ask a question. Keep it to one sentence.",
    description:
      'You dropped the question and cut the reply from 161 to 45 characters. Replies to questions about pricing will do the same.',
    reads: { noQuestion: true, maxLength: 100 },
  },
  {
    name: 'a question added, turned into what to ask',
    post: 'We are moving from monthly to annual plans next quarter.',
    draft: 'Annual plans help cash flow a lot.',
    final: 'Annual plans help cash flow a lot. How are you handling the discount?',
    trigger: 'Posts about pricing',
    response: 'Ask how they are handling the discount.',
    description: 'You asked them a question. Replies to posts about pricing will do the same.',
    reads: { sentences: ['Curious how you are handling the discount.'] },
  },
  {
    name: 'a question that cannot be turned around cleanly',
    post: 'Just shipped dark mode for the dashboard 🌙',
    draft: 'Congrats on shipping the dark mode.',
    final: 'Congrats on shipping the dark mode. What made you build it now?',
    trigger: 'Posts announcing a launch',
    response: 'End with a question.',
    description: 'You ended on a question. Replies to posts announcing a launch will do the same.',
    reads: { endWithQuestion: true },
  },
  {
    name: 'a question replaced by another',
    post: 'Hot take: standups are a waste of time for small teams.',
    draft: 'Agree on standups, mostly. Where does it stop being true?',
    final: 'Agree on standups, mostly. What do you do instead for small teams?',
    trigger: 'Opinions about standups',
    response: 'Ask what they do instead for small teams.',
    description: 'You asked them a question. Replies to opinions about standups will do the same.',
    reads: { sentences: ['Curious what you do instead for small teams.'] },
  },
  {
    name: 'warmer: acknowledging a complaint first',
    post: 'Stripe billing is so confusing, spent all day on proration and still broken',
    draft: 'Proration settings live under the subscription schedule.',
    final: 'Sorry, that sounds painful. Proration settings live under the subscription schedule.',
    trigger: 'Posts where someone is complaining about billing',
    response: 'Be warm: acknowledge how they feel first.',
    description:
      'You opened by acknowledging how they feel. Replies to posts where someone is complaining about billing will do the same.',
    reads: { warm: true },
  },
  {
    name: 'cooler: hype, exclamation marks and emoji taken out',
    post: 'Just shipped dark mode for the dashboard 🌙',
    draft: 'Congrats on shipping the dark mode! Amazing work 🎉',
    final: 'Congrats on shipping the dark mode.',
    trigger: 'Posts announcing a launch',
    response: 'Avoid "amazing". No exclamation marks. No emoji.',
    description:
      'You cut "amazing", dropped the exclamation marks and dropped the emoji. Replies to posts announcing a launch will do the same.',
    reads: { avoid: ['amazing'], noExclamation: true, noEmoji: true },
  },
  {
    name: 'a tool swapped for another',
    post: 'anyone have a good alternative to Mailchimp? their pricing went up again',
    draft: 'I would recommend Sendgrid for this.',
    final: 'I would recommend Buttondown for this, way simpler.',
    trigger: 'Posts asking which tool to use',
    response: "Recommend Buttondown. Don't mention Sendgrid.",
    description:
      'You swapped Sendgrid for Buttondown. Replies to posts asking which tool to use will do the same.',
    reads: { sentences: ["I'd recommend Buttondown."], avoid: ['Sendgrid'] },
  },
  {
    name: 'stock phrases cut, lower case, a point of their own',
    post: 'Question for founders: how do you handle churn?',
    draft: 'Great question! Churn is a crucial lever for growth. What do you think?',
    final: 'churn fell when we called every cancel. we still do it weekly',
    trigger: 'Questions about churn',
    response:
      'Don\'t ask a question. Avoid "great question" and "crucial". No exclamation marks. Write in lower case. Share your own experience with churn.',
    description:
      'You dropped the question, cut "great question" and "crucial", dropped the exclamation marks and wrote it in lower case. Replies to questions about churn will do the same.',
    reads: {
      noQuestion: true,
      avoid: ['great question', 'crucial'],
      noExclamation: true,
      lowercase: true,
      shareAbout: ['churn'],
    },
  },
  {
    name: 'an opener of their own',
    post: 'Nobody talks about how lonely solo founding is.',
    draft: 'It gets easier once you find two or three peers to talk to every week.',
    final: 'fwiw, it gets easier once you find two or three peers to talk to every week.',
    trigger: 'Posts sharing a strong opinion',
    response: 'Start with "fwiw,". Write in lower case.',
    description:
      'You started with "fwiw," and wrote it in lower case. Replies to posts sharing a strong opinion will do the same.',
    reads: { leadWith: 'fwiw,', lowercase: true },
  },
];

const input = (c: Pick<TCase, 'post' | 'draft' | 'final'>): TInferRuleInput => ({
  post: postBrief(c.post),
  draft: c.draft,
  final: c.final,
  business: ACME,
});

describe('inferRuleByMeasure: a rule a person would have written', () => {
  test.each(CASES)('$name', (c) => {
    const rule = inferRuleByMeasure(input(c));
    expect(rule).toEqual({
      rule_found: true,
      trigger_prompt: c.trigger,
      semantic_response: c.response,
      description: c.description,
    });
    expect(ruleProblem(rule, c)).toBeNull();
  });

  test.each(CASES)('round trip: the drafter reads "$response" as meant', ({ reads, ...c }) => {
    const blank = readSemanticResponse(null);
    expect(readSemanticResponse(inferRuleByMeasure(input(c)).semantic_response)).toEqual({
      ...blank,
      ...reads,
    });
  });

  test('every sentence alone is an instruction the drafter follows, never words it says as written', () => {
    const blank = readSemanticResponse(null);
    for (const c of CASES) {
      for (const sentence of inferRuleByMeasure(input(c)).semantic_response.split(/(?<=[.!?])\s+/u)) {
        const read = readSemanticResponse(sentence);
        expect(read, sentence).not.toEqual(blank);
        expect(read.sentences, sentence).not.toContain(asSentence(sentence));
      }
    }
  });
});

describe('inferRuleByMeasure: no rule when the edit shows nothing to repeat', () => {
  const post = 'Which auth library do you use for a Next.js side project?';
  const draft = 'Lucia or Better Auth, depending on how much you want to own.';
  test.each([
    [
      'a typo fixed',
      'Lucia or Better Auth, depnding on how much you want to own.',
      'Your edit fixed a typo, which says nothing about how to reply to other posts.',
    ],
    [
      'a sentence reworded to say the same',
      'Better Auth or Lucia, based on how much of it you want to own.',
      'Your edit rewords the reply without changing its length, tone, links, questions or what it mentions, so there is no rule in it.',
    ],
    [
      'a full stop added',
      'Lucia or Better Auth, depending on how much you want to own',
      'Your edit only changed punctuation or capitals, which says nothing about how to reply to other posts.',
    ],
    [
      'nothing changed',
      draft,
      'You sent the reply as it was drafted, so there is nothing to learn a rule from.',
    ],
    [
      'a point about this post only',
      'Lucia or Better Auth, depending on how much you want to own. Lucia fits small apps.',
      'Your edit adds a point about this post only; nothing in it would apply to other posts.',
    ],
  ])('%s', (_, final, why) => {
    expect(inferRuleByMeasure({ post: postBrief(post), draft, final, business: null })).toEqual({
      rule_found: false,
      trigger_prompt: '',
      semantic_response: '',
      description: why,
    });
  });
});

describe('inferRuleByMeasure: triggers never quote a broken phrase', () => {
  test.each([
    ['Super proud of the team today', 'Any post'],
    ['Monthly is killing us, honestly.', 'Any post'],
    [
      'Honestly Jira is the most frustrating tool I have ever used. Every update breaks something.',
      'Posts where someone is complaining about a tool',
    ],
    ['Is it just me or are design reviews getting longer every quarter?', 'Questions about design reviews'],
    ['Thinking about moving our docs from Notion to Mintlify. Worth it?', 'Questions about Notion'],
    ['Nobody talks about how lonely solo founding is.', 'Posts sharing a strong opinion'],
    [
      'Three things that helped our retention: weekly emails, in-app tips, and calls with churned users.',
      'Posts sharing tips about retention',
    ],
    ['MRR went from $4k to $9k in three months after we raised prices.', 'Posts sharing results on pricing'],
  ])('%s → %s', (post, trigger) => {
    const rule = inferRuleByMeasure({
      post: postBrief(post),
      draft: 'Nice work on this!',
      final: 'Nice work on this.',
      business: null,
    });
    expect(rule.trigger_prompt).toBe(trigger);
  });

  test('without the post, the rule is for any post', () => {
    expect(
      inferRuleByMeasure({
        post: null,
        draft: 'Congrats on the launch!',
        final: 'Congrats on the launch.',
        business: null,
      }),
    ).toEqual({
      rule_found: true,
      trigger_prompt: 'Any post',
      semantic_response: 'No exclamation marks.',
      description: 'You dropped the exclamation marks. Replies to any post will do the same.',
    });
  });

  test('deterministic', () => {
    const c = input(CASES[0]!);
    expect(inferRuleByMeasure(c)).toEqual(inferRuleByMeasure(structuredClone(c)));
  });
});
