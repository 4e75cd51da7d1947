import { describe, expect, it } from 'vitest';
import {
  attributedShare,
  copiesOwnPosts,
  missedGoals,
  quality,
  repeatedFrames,
  takesUpPost,
  trainAuthorship,
  type TDrafted,
} from './quality-metrics';

const POSTS = [
  'Raised prices 33% last quarter. Lost 10 customers, gained $9k in MRR. Thoughts?',
  'Our solar panels paid for themselves in four years. Nobody told me about the inverter though.',
  'Code review rule: no PR over 400 lines. Velocity went up, bugs went down.',
  'Just shipped dark mode after 200 requests. Took a weekend.',
];

const run = (persona: string, drafts: (string | null)[]): TDrafted[] =>
  drafts.map((draft, i) => ({
    persona,
    post: POSTS[i % POSTS.length]!,
    draft,
    skipReason: draft === null ? 'nothing worth saying' : null,
  }));

describe('draft quality metrics fail on drafts not worth sending', () => {
  it('repetition: a shared closer or opening flags every draft that has it; quoting the post does not', () => {
    const bad = run('a', [
      'Prices up and churn down, nice. Curious how this plays out',
      'Four years is fast for panels. Curious how this plays out',
      'hot take: honestly 400 lines is generous',
      'hot take: honestly a weekend well spent',
    ]);
    expect(repeatedFrames(bad)).toEqual([true, true, true, true]);
    const fine = run('a', [
      'What did the 10 who left have in common?',
      'Which inverter did you end up with?',
      'Did reviews get faster, or just smaller?',
      'Dark mode in a weekend is a good trade for 200 asks.',
    ]);
    expect(repeatedFrames(fine)).toEqual([false, false, false, false]);
    // Both drafts quote the same phrase of their post: the post's words are not the drafter's frame.
    const quoting: TDrafted[] = [
      {
        persona: 'a',
        post: 'no PR over 400 lines is the rule',
        draft: 'no PR over 400 lines, strict',
        skipReason: null,
      },
      {
        persona: 'b',
        post: 'we also do no PR over 400 lines',
        draft: 'No PR over 400 lines works',
        skipReason: null,
      },
    ];
    expect(repeatedFrames(quoting)).toEqual([true, true]); // same opening "no pr over"
    quoting[1]!.draft = 'Works for us: no PR over 400 lines';
    expect(repeatedFrames(quoting)).toEqual([false, false]);
  });

  it("repetition: wording a matched rule dictates is the user's, the drafter's frame around it is not", () => {
    const rule = 'Point them to our notes on pricing at example.com/pricing.';
    const linked: TDrafted[] = [
      {
        persona: 'a',
        post: POSTS[0]!,
        draft: 'Ten lost for $9k is a fair trade. See our notes on pricing at example.com/pricing',
        skipReason: null,
        rule,
      },
      {
        persona: 'a',
        post: POSTS[2]!,
        draft: 'Smaller PRs, fewer bugs. More in our notes on pricing at example.com/pricing',
        skipReason: null,
        rule,
      },
    ];
    expect(repeatedFrames(linked)).toEqual([false, false]);
    // Without the rule the same words are a repeated frame; with it, a frame of the drafter's own still is.
    expect(repeatedFrames(linked.map((d) => ({ ...d, rule: null })))).toEqual([true, true]);
    linked[1]!.draft =
      'Ten lost for $9k is a fair trade, and our notes on pricing at example.com/pricing agree';
    expect(repeatedFrames(linked)).toEqual([true, true]);
    // The rule's "their side project" is the reply's "your side project"; the frame around it is not.
    const addressed: TDrafted[] = [POSTS[0]!, POSTS[2]!].map((post, i) => ({
      persona: 'a',
      post,
      draft: i
        ? 'Strong call. Supabase for your side project fits well'
        : 'Big step. Try Supabase for your side project',
      skipReason: null,
      rule: 'Recommend Supabase for their side project.',
    }));
    expect(repeatedFrames(addressed)).toEqual([false, false]);
    expect(repeatedFrames(addressed.map((d) => ({ ...d, rule: null })))).toEqual([true, true]);
  });

  it('copying: 8 consecutive words of the persona’s own post, case and punctuation aside', () => {
    const own = ['I rewrote our onboarding in a weekend and activation went up by a third.'];
    expect(
      copiesOwnPosts('Same here. I rewrote our onboarding in a weekend and activation went up!', own),
    ).toBe(true);
    expect(copiesOwnPosts('I rewrote our onboarding in a weekend too.', own)).toBe(false);
  });

  it('relevance: a draft that could answer any post, or another subject, does not take up the post', () => {
    expect(takesUpPost('Following this one. What have you tried so far?', POSTS[0]!)).toBe(false);
    expect(takesUpPost('Great point, really good take on this.', POSTS[2]!)).toBe(false);
    expect(takesUpPost('Love the new espresso machine at our office.', POSTS[1]!)).toBe(false);
    expect(takesUpPost('Which inverter did you pick?', POSTS[1]!)).toBe(true);
    expect(takesUpPost('Did the churned customers come back once prices settled?', POSTS[0]!)).toBe(true);
  });

  it('authorship: drafts in someone else’s voice are attributed to them, not to the persona', () => {
    const model = trainAuthorship([
      {
        persona: 'lower',
        posts: [
          'ngl shipping on fridays is fine if ur tests are good lol',
          'tbh the best feature is the one u delete',
          'idk why everyone hates yaml, its fine lol',
          'ngl i just want faster builds',
        ],
      },
      {
        persona: 'formal',
        posts: [
          'Quarterly results: revenue increased by 12%, driven primarily by enterprise renewals.',
          'We are pleased to announce the general availability of our analytics platform.',
          'Our team will present the findings at the annual conference in October.',
          'Customer retention remains our principal objective for the coming fiscal year.',
        ],
      },
    ]);
    const formalDrafts = [
      'We are pleased to note that retention increased in the last quarter.',
      'The findings will be presented to our customers in October.',
    ];
    expect(attributedShare(model, 'lower', formalDrafts)).toBe(0);
    expect(attributedShare(model, 'formal', formalDrafts)).toBe(1);
    expect(attributedShare(model, 'lower', ['ngl u should delete that feature lol'])).toBe(1);
  });

  it('missedGoals names every goal a known-bad run misses, and none for a good one', () => {
    const own = (persona: string) =>
      persona === 'a' ? ['Churn is a pricing signal before it is a product signal, every single time.'] : [];
    const bad = run('a', [
      'Churn is a pricing signal before it is a product signal, every single time. Curious how this plays out',
      'Following this one. Curious how this plays out',
      null,
      'Following this one. What have you tried so far?',
    ]);
    const badFlags = new Map(bad.map((d, i) => [d, repeatedFrames(bad)[i]!] as const));
    const q = quality(bad, badFlags, own, { drafts: 0.2, posts: 0.8 });
    expect(q).toMatchObject({ drafts: 3, skipped: 1, repeated: 3, copied: 1 });
    expect(missedGoals(q)).toEqual(['repetition', 'copying', 'relevance', 'authorship']);

    const good = run('a', [
      'What did the 10 customers who left have in common?',
      'Which inverter did you end up with?',
      'Did reviews get faster, or only smaller PRs?',
      'Dark mode in a weekend is a good trade for 200 requests.',
    ]);
    const goodFlags = new Map(good.map((d, i) => [d, repeatedFrames(good)[i]!] as const));
    const fine = quality(good, goodFlags, own, { drafts: 0.75, posts: 0.8 });
    expect(fine).toMatchObject({ drafts: 4, repeated: 0, copied: 0, relevant: 4 });
    expect(missedGoals(fine)).toEqual([]);
  });
});
