import { describe, expect, test } from 'vitest';
import { cleanPhrase, namesIn } from './infer-rule-phrases';

describe('cleanPhrase', () => {
  const post =
    'Honestly Jira is the most frustrating tool. How are you all pricing annual plans? Stripe billing is broken.';
  test.each([
    ['Jira', 'Jira'],
    ['annual plans', null], // cut out of "pricing annual plans"
    ['pricing annual plans', null], // "all pricing": the verb, not a phrase
    ['tool', null], // "most frustrating tool": part of a longer phrase
    ['honestly jira', null],
    ['breaks', null],
    ['stripe billing', 'stripe billing'],
  ])('%s → %s', (phrase, expected) => {
    expect(cleanPhrase(phrase, post)).toBe(expected);
  });

  test('after a determiner or a preposition, up to a function word or a stop', () => {
    expect(cleanPhrase('pricing page', 'We rebuilt the pricing page in a week.')).toBe('pricing page');
    expect(cleanPhrase('design reviews', 'Are design reviews getting longer?')).toBe('design reviews');
    expect(cleanPhrase('super proud', 'Super proud of the team.')).toBeNull();
    expect(cleanPhrase('three hours', 'Down for three hours.')).toBeNull();
    expect(cleanPhrase('pricing', 'We rebuilt the pricing page.')).toBeNull();
  });
});

describe('namesIn', () => {
  test('names inside a sentence, not a capital that starts one', () => {
    expect(namesIn('Moving from Notion to Mintlify. Docs are hard, and our CRM is Next.js based.')).toEqual([
      'Notion',
      'Mintlify',
      'CRM',
      'Next.js',
    ]);
  });
});
