import { describe, expect, test } from 'vitest';
import { findCliches, removeCliches } from './apply-cliches';
import { CLICHES, type TCliche } from './cliches';

/** A sentence that uses the entry where it counts: first, last, or in the middle. */
function sample(c: TCliche, written: string): string {
  if (c.position === 'opener') return `${written}! We moved pricing to the homepage.`;
  if (c.position === 'closer') return `We moved pricing to the homepage. ${written}!`;
  return `We said ${written} about the pricing page today.`;
}

/** What each sentence shape looks like in a real draft, and what must be left of it. */
const SHAPES: Record<string, [string, string]> = {
  "it's not just X, it's Y": ["It's not just a tool, it's a habit.", "It's a habit."],
  "X isn't just Y, it's Z": [
    "Onboarding isn't just a checklist, it's the product.",
    'Onboarding is the product.',
  ],
};

describe('the cliché list', () => {
  test('has at least 100 entries, each with a group, no phrase listed twice for one position', () => {
    expect(CLICHES.length).toBeGreaterThanOrEqual(100);
    const keys = CLICHES.map((c) => `${c.position}:${c.phrase.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(CLICHES.map((c) => c.group))).toEqual(
      new Set(['opener', 'closer', 'filler', 'word', 'phrase', 'shape']),
    );
  });

  test.each(CLICHES.filter((c) => c.group !== 'shape').map((c) => [c.phrase, c] as const))(
    '"%s" is found and removed or rewritten',
    (phrase, c) => {
      const text = sample(c, phrase);
      expect(findCliches(text).map((h) => h.phrase)).toContain(phrase);
      const out = removeCliches(text).text;
      expect(out.toLowerCase()).not.toContain(phrase.toLowerCase());
      if (c.replacement) expect(out.toLowerCase()).toContain(c.replacement.toLowerCase());
      expect(out).toContain('pricing');
    },
  );

  test.each(Object.entries(SHAPES))('the shape "%s" says its point directly', (phrase, [text, expected]) => {
    expect(findCliches(text).map((h) => h.phrase)).toContain(phrase);
    expect(removeCliches(text).text).toBe(expected);
  });

  test('matches any case and curly apostrophes, on whole words only', () => {
    expect(removeCliches('We LEVERAGE it.').text).toBe('We USE it.');
    expect(removeCliches('In today’s fast-paced world, churn matters.').text).toBe('Churn matters.');
    expect(findCliches('Our crucially placed button and the robustness tests')).toEqual([]);
    expect(findCliches('The delver and the unlocked door')).toEqual([]);
  });

  test('openers count only at the start and before punctuation; closers only at the end', () => {
    expect(findCliches('Absolutely love this pricing page.')).toEqual([]);
    expect(findCliches('Thanks for sharing the numbers. Did churn hold?')).toEqual([]);
    expect(findCliches('I hope this helps you decide on pricing.')).toEqual([]);
    expect(removeCliches('Great question! Absolutely! Annual plans help cash flow.').text).toBe(
      'Annual plans help cash flow.',
    );
  });

  test('a phrase the user writes themselves is theirs, not a cliché', () => {
    const own = ['Great point, and underrated.', 'We leverage every support ticket.'];
    expect(findCliches('Great point! We leverage churn surveys.', own)).toEqual([]);
    expect(findCliches('Great point! We leverage churn surveys.').length).toBe(2);
  });
});
