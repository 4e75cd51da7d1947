import { describe, expect, test } from 'vitest';
import { fitToLength, weightedLength, X_MAX_WEIGHTED_LENGTH } from './length';

describe('weightedLength (twitter-text)', () => {
  test.each([
    ['plain ASCII counts one per character', 'hello world', 11],
    ['accented Latin counts one', 'café crème', 10],
    ['an emoji counts two', 'ok 👍', 5],
    ['an emoji with a skin tone is one emoji', 'ok 👍🏽', 5],
    ['a family joined by ZWJ is one emoji', '👨‍👩‍👧', 2],
    ['a flag is one emoji', '🇩🇪', 2],
    ['CJK counts two per character', '日本語', 6],
    ['an em dash counts one', 'a — b', 5],
    ['a short URL counts 23', 'see https://x.co', 4 + 23],
    ['a long URL counts 23 too', `see https://example.com/${'a'.repeat(120)}`, 4 + 23],
    ['a bare domain is a URL', 'try example.com today', 4 + 23 + 6],
  ])('%s', (_, text, expected) => {
    expect(weightedLength(text)).toBe(expected);
  });

  test('the limit is 280', () => {
    expect(X_MAX_WEIGHTED_LENGTH).toBe(280);
    expect(weightedLength('a'.repeat(280))).toBe(280);
  });
});

describe('fitToLength', () => {
  const long =
    'We moved onboarding behind a 14-day trial and activation went up. Nobody expected that. ' +
    'The interesting part is how the curve bent after the second week, which nobody on the team predicted, ' +
    'and we still argue about why, and whether it holds once the newer cohorts from paid ads start to arrive in numbers';

  test('a text within the limit comes back as it is, trimmed', () => {
    expect(fitToLength('  short and sweet.  ', 280)).toBe('short and sweet.');
  });

  test('cuts at a sentence end when that keeps at least half the limit', () => {
    expect(fitToLength(long, 120)).toBe(
      'We moved onboarding behind a 14-day trial and activation went up. Nobody expected that.',
    );
  });

  test('otherwise after a whole word, never mid-word, with nothing dangling', () => {
    for (const max of [180, 200, 230, 280]) {
      const cut = fitToLength(long, max);
      expect(weightedLength(cut)).toBeLessThanOrEqual(max);
      expect(long.startsWith(cut)).toBe(true);
      // What follows the cut is a space or the punctuation that was dropped with it: never a letter.
      expect(long.charAt(cut.length)).toMatch(/^[\s,;:.]$/u);
      expect(cut).not.toMatch(/[,;:—–-]$/u);
      expect(cut).not.toMatch(/\s(?:and|or|the|a|to|of|which|from)$/iu);
    }
  });

  test('counts emoji double and CJK double while cutting', () => {
    const text = `${'🚀 '.repeat(100)}done`;
    const cut = fitToLength(text, 280);
    expect(weightedLength(cut)).toBeLessThanOrEqual(280);
    expect(cut.endsWith('🚀')).toBe(true);
    expect(weightedLength(fitToLength('日本語 '.repeat(30), 100))).toBeLessThanOrEqual(100);
  });

  test('a link is kept whole or dropped whole (it weighs 23)', () => {
    // 40 words are 199 characters; the link brings the text to 223.
    const text = `${'word '.repeat(40)}https://example.com/a/very/long/path ${'tail '.repeat(5)}`;
    expect(fitToLength(text, 230)).toBe(`${'word '.repeat(40)}https://example.com/a/very/long/path tail`);
    expect(fitToLength(text, 215)).toBe('word '.repeat(40).trim());
  });

  test('an opened bracket that would not close is dropped with what follows it', () => {
    const text = `The plan works ${'well '.repeat(10)}(mostly for teams that already ${'have '.repeat(20)}data)`;
    const cut = fitToLength(text, 90);
    expect(cut).not.toContain('(');
    expect(cut).toMatch(/well$/u);
  });

  test('a single word longer than the limit is the one thing cut inside', () => {
    const cut = fitToLength('x'.repeat(300), 280);
    expect(cut).toBe('x'.repeat(280));
  });
});
