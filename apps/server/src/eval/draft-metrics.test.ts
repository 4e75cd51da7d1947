import { describe, expect, test } from 'vitest';
import { followsRule, isValidLength, styleDistance } from './draft-metrics';
import {
  BLUESKY_PLATFORM,
  buildEvalCases,
  mentionsAny,
  monitoredKeywords,
  tellsOfSomethingDone,
} from './eval-cases';
import { generateAccounts } from '../stand-ins/sandbox/generate-accounts';

describe('followsRule', () => {
  test('every link of the response must be in the draft', () => {
    const rule = 'Point them to our notes on onboarding at example.com/onboarding.';
    expect(followsRule('This might help: our notes on onboarding at example.com/onboarding.', rule)).toBe(
      true,
    );
    expect(followsRule('Our notes on onboarding are worth a look.', rule)).toBe(false);
  });

  test('at least half of its content words, instruction verbs aside', () => {
    const rule = 'Ask what they use for the pricing page and mention that we switched to Stripe.';
    expect(followsRule('Curious what you use for the pricing page. We switched to Stripe.', rule)).toBe(true);
    expect(followsRule('Curious about your pricing.', rule)).toBe(false);
    expect(followsRule('Congrats on the launch.', rule)).toBe(false);
  });
});

describe('isValidLength', () => {
  test('not empty, within 280 weighted characters', () => {
    expect(isValidLength('ok')).toBe(true);
    expect(isValidLength('   ')).toBe(false);
    expect(isValidLength('a'.repeat(280))).toBe(true);
    expect(isValidLength('🚀'.repeat(141))).toBe(false);
    // Bluesky's rule: 300 graphemes, an emoji one.
    expect(isValidLength('🚀'.repeat(300), BLUESKY_PLATFORM.length)).toBe(true);
    expect(isValidLength('a'.repeat(301), BLUESKY_PLATFORM.length)).toBe(false);
  });
});

describe('styleDistance', () => {
  const lower = ['shipped the pricing page today', 'talk to users. always', 'churn is decided in week one'];
  const loud = [
    'SHIPPED the pricing page today!!! 🚀',
    'Talk to users? Always! 🚀🚀',
    'Churn is decided in week one! #saas',
  ];

  test('nothing between a set of posts and itself', () => {
    expect(styleDistance(lower, lower).total).toBe(0);
  });

  test('grows with measurable differences and stays within 0..1', () => {
    const d = styleDistance(loud, lower);
    expect(d.casing).toBeGreaterThan(0.4);
    expect(d.punctuation).toBeGreaterThan(0.1);
    expect(d.marks).toBeGreaterThanOrEqual(0.5);
    expect(d.total).toBeGreaterThan(0.2);
    expect(d.total).toBeLessThanOrEqual(1);
    expect(
      styleDistance(['a much longer post about pricing pages, trials, onboarding and the rest of it'], ['ok'])
        .length,
    ).toBe(1);
  });
});

describe('buildEvalCases', () => {
  test('personas with split posts, answerable posts on shared topics, a rule only on every other case, the same every time', () => {
    const sets = buildEvalCases({ seed: 'eval-test', personas: 2, posts: 4 });
    expect(sets).toHaveLength(2);
    for (const { persona, cases } of sets) {
      expect(persona.voicePosts.length).toBeGreaterThan(3);
      expect(persona.heldOutPosts.length).toBeGreaterThan(3);
      expect(cases).toHaveLength(4);
      // A rule only on every other case, where the post names the thing its trigger does.
      expect(cases.filter((c, i) => i % 2 === 0 && c.rule !== null)).toEqual([]);
      expect(cases.some((c) => c.rule !== null)).toBe(true);
      for (const c of cases) expect(c.input.post.author.username).not.toBe(persona.username);
      // Posts monitoring would have found: each names something the persona's own posts talk about.
      const account = generateAccounts('eval-test').find((a) => a.username === persona.username)!;
      const keywords = monitoredKeywords(account.topics, persona.voicePosts);
      expect(keywords.every((k) => persona.voicePosts.some((t) => mentionsAny(t, [k])))).toBe(true);
      for (const c of cases) expect(mentionsAny(c.input.post.text, keywords)).toBe(true);
    }
    expect(JSON.stringify(buildEvalCases({ seed: 'eval-test', personas: 2, posts: 4 }))).toBe(
      JSON.stringify(sets),
    );
  });

  test('personas bring the replies they wrote before, with the posts they answered, and some a business', () => {
    const sets = buildEvalCases({ seed: 'gatling', personas: 6, posts: 2 });
    for (const { persona, cases } of sets) {
      expect(persona.replies.length, persona.username).toBeGreaterThanOrEqual(3);
      for (const r of persona.replies) {
        expect(r.post.text).toBeTruthy();
        expect(r.post.author_username).not.toBe(persona.username);
        // As the reply reads, without the @handle the platform puts first.
        expect(r.reply).not.toMatch(/^@/u);
      }
      for (const c of cases) expect(c.input.business).toBe(persona.business);
    }
    const withBusiness = sets.filter((s) => s.persona.business !== null);
    expect(withBusiness.length).toBeGreaterThan(0);
    expect(withBusiness.length).toBeLessThan(sets.length);
  });

  test('a post tells of something done when its author did something', () => {
    expect(tellsOfSomethingDone('We moved onboarding behind a 14-day trial and churn went down.')).toBe(true);
    expect(tellsOfSomethingDone('Day 12 of building in public: the waitlist is finally live.')).toBe(true);
    expect(tellsOfSomethingDone('Spent the morning on calls with churned customers.')).toBe(true);
    expect(tellsOfSomethingDone('Question for founders: how are you handling the free tier?')).toBe(false);
    expect(tellsOfSomethingDone('Small models are underrated for boring tasks.')).toBe(false);
  });

  test('a rule is one a user would write for that post', () => {
    const rules = ['alpha', 'beta', 'gamma'].flatMap((seed) =>
      buildEvalCases({ seed, personas: 6, posts: 8 }).flatMap(({ cases }) =>
        cases.flatMap((c) =>
          c.rule ? [{ rule: c.rule.semantic_response ?? '', post: c.input.post.text ?? '' }] : [],
        ),
      ),
    );
    expect(rules.length).toBeGreaterThan(40);
    expect(mentionsAny('The most underrated indie tool: Tally.', ['Tally'])).toBe(true);
    for (const { rule, post } of rules) {
      // "Ask how long it took" only where the post tells of something done.
      if (/how long/u.test(rule)) expect(tellsOfSomethingDone(post), post).toBe(true);
      // "We switched to X" only where the post names another tool, never X itself.
      const switched = /switched to (.+) last year/u.exec(rule)?.[1];
      if (switched) expect(mentionsAny(post, [switched.replace(/^(?:the|a|an) /iu, '')])).toBe(false);
      // A recommended tool is never the one the post already names.
      const recommended = /^Recommend (.+?) for /u.exec(rule)?.[1];
      if (recommended)
        expect(mentionsAny(post, [recommended.replace(/^(?:the|a|an) /iu, '')]), rule).toBe(false);
    }
    expect(rules.some((r) => /how long/u.test(r.rule))).toBe(true);
  });
});
