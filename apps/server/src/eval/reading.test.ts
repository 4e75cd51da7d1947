import { describe, expect, test } from 'vitest';
import {
  contentStemsOf,
  frameTokens,
  openingWords,
  readsAsEnglish,
  stemOf,
  tokens,
  wordRuns,
} from './reading';

describe('the evaluation’s own reading', () => {
  test('Porter stems: the forms of one word are one stem', () => {
    expect(new Set(['pricing', 'priced', 'prices', 'price'].map(stemOf)).size).toBe(1);
    expect(stemOf('onboarding')).toBe(stemOf('onboarded'));
    expect(stemOf('churn')).not.toBe(stemOf('church'));
  });

  test('tokens drop links and @handles, keep a hashtag’s word; content stems drop stop words', () => {
    expect(tokens('@sam Shipped it! see https://x.example/a #SaaS')).toEqual([
      'shipped',
      'it',
      'see',
      'saas',
    ]);
    expect([...contentStemsOf('We raised the prices of our plans')]).toEqual(['rais', 'price', 'plan']);
  });

  test('wording as a reader compares it: contractions, casual spellings and figures', () => {
    expect(frameTokens("u can't beat 33%")).toEqual(['you', 'can', 'not', 'beat', '#']);
    expect(openingWords('Raised prices 35% today')).toBe(openingWords('raised prices 33% last week'));
    expect(wordRuns('what pulled u into MRR', 4).has('what pulled you into')).toBe(true);
  });

  test('English leans on function words; Spanish does not', () => {
    expect(readsAsEnglish('What have you tried so far on the pricing page?')).toBe(true);
    expect(
      readsAsEnglish('¿Cuál es la mejor forma de conseguir los primeros cien clientes sin presupuesto?'),
    ).toBe(false);
  });
});
