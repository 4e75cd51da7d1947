import { describe, expect, test } from 'vitest';
import { computeStyleFeatures } from '../../lib/text/style-features';
import { offlineAnalyzeStyle } from './analyze-style';

const LOWER = [
  'honestly, shipping beats planning every time',
  'honestly, the best onboarding is a call',
  'shipped the pricing page. ship small, ship often',
  'talk to users. ship the fix the same day',
  "we don't need a roadmap, we need to ship",
  'churn is a lagging signal',
];
const analyze = (posts: string[]) =>
  offlineAnalyzeStyle({ username: 'maya', posts, features: computeStyleFeatures(posts) }).style_prompt;

describe('offlineAnalyzeStyle', () => {
  test('describes the measured style in plain words, with the numbers', () => {
    const style = analyze(LOWER);
    const f = computeStyleFeatures(LOWER);
    expect(style).toContain(
      `You write short posts, all in lower case: a median of ${Math.round(f.length.median)} characters`,
    );
    expect(style).toContain('You rarely end a post with a full stop.');
    expect(style).toContain('You rarely ask questions.');
    expect(style).toContain('No emoji.');
    expect(style).toContain('No hashtags.');
    expect(style).toContain("You often open with 'honestly,'.");
    expect(style).toContain("Words you come back to: 'ship'");
    expect(style).toContain('Measured over 6 of @maya');
  });

  test('quotes posts near the median length as examples, never ones with links or mentions', () => {
    const posts = [...LOWER, '@someone see https://example.com/a-very-long-link-that-is-not-the-voice'];
    const style = analyze(posts);
    expect(style).toMatch(/How it sounds, in your own posts:\n- "[^"]+"\n- "[^"]+"/u);
    expect(style).not.toContain('example.com');
  });

  test('notices emoji, questions, exclamation marks, full stops and expanded forms', () => {
    const posts = [
      'Did you ship it yet? We did not! 🚀',
      'What is your stack? Ours is boring. 🚀',
      'Shipped the SSO page today. It is live!',
      'Who else is testing annual plans? 🔥',
    ];
    const style = analyze(posts);
    expect(style).toContain('You write short posts: ');
    expect(style).toMatch(/You often ask questions \(\d+% of posts\)\./u);
    expect(style).toMatch(/You use exclamation marks freely/u);
    expect(style).toMatch(/Emoji in about \d+% of posts, mostly 🚀/u);
    expect(style).toContain('You write words out in full (do not, it is)');
  });

  test('with no posts, says so and gives a plain default', () => {
    const style = offlineAnalyzeStyle({
      username: 'maya',
      posts: [],
      features: computeStyleFeatures([]),
    }).style_prompt;
    expect(style).toMatch(/^There are no posts by @maya to learn from yet\./u);
  });

  test('deterministic', () => {
    expect(analyze(LOWER)).toBe(analyze([...LOWER]));
  });
});
