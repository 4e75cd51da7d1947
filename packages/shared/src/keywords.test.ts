import { describe, expect, it } from 'vitest';
import {
  keywordIdentity,
  keywordInWords,
  keywordLabel,
  keywordParts,
  keywordQuery,
  keywordWithWords,
  keywordWordsProblem,
  sourceLabel,
} from './keywords';

describe('keywordParts', () => {
  it('keeps quoted phrases whole and marks the operators', () => {
    expect(keywordParts('"cold outreach" -is:retweet lang:en')).toEqual([
      { text: '"cold outreach"', operator: false, space: false },
      { text: '-is:retweet', operator: true, space: true },
      { text: 'lang:en', operator: true, space: true },
    ]);
  });

  it('words, OR and brackets', () => {
    const parts = keywordParts('(mrr OR churn) saas -"hiring"');
    expect(parts.map((p) => p.text)).toEqual(['(', 'mrr', 'OR', 'churn', ')', 'saas', '-"hiring"']);
    expect(parts.map((p) => (p.space ? ' ' : '') + p.text).join('')).toBe('(mrr OR churn) saas -"hiring"');
  });
});

describe('keywordInWords', () => {
  it('the words searched for and the language; leaving out retweets goes without saying', () => {
    expect(keywordInWords('pricing -is:retweet lang:en')).toEqual({
      words: 'pricing',
      language: 'English',
      filters: [],
    });
    expect(keywordInWords('"indie hackers" -is:retweet lang:es')).toEqual({
      words: 'indie hackers',
      language: 'Spanish',
      filters: [],
    });
    expect(keywordInWords('indie hackers')).toEqual({ words: 'indie hackers', language: null, filters: [] });
  });

  it('OR groups read as "or"; other filters in plain language', () => {
    expect(keywordInWords('("cold email" OR outbound) founder -"hiring" min_faves:10 lang:en')).toEqual({
      words: 'cold email or outbound founder',
      language: 'English',
      filters: ['without “hiring”', '10+ likes'],
    });
    expect(keywordInWords('saas place_country:US')).toEqual({
      words: 'saas',
      language: null,
      filters: ['place_country:US'],
    });
  });

  it('a query of operators only leads with its first filter', () => {
    expect(keywordInWords('from:levelsio -is:reply lang:en')).toEqual({
      words: 'from @levelsio',
      language: 'English',
      filters: ['no replies'],
    });
  });
});

describe('keywordLabel and sourceLabel', () => {
  it('one line without query syntax', () => {
    expect(keywordLabel('"indie hackers" -is:retweet lang:en')).toBe('indie hackers (English)');
    expect(keywordLabel('churn')).toBe('churn');
    expect(sourceLabel({ kind: 'keyword', value: 'pricing -is:retweet lang:en' })).toBe('pricing (English)');
    expect(sourceLabel({ kind: 'core_user', value: 'grace' })).toBe('@grace');
  });
});

describe('keywordQuery and keywordWithWords', () => {
  it('typed words become the query monitoring searches with', () => {
    expect(keywordQuery('pricing')).toBe('pricing -is:retweet');
    expect(keywordQuery('  pricing   page ')).toBe('"pricing page" -is:retweet');
    expect(keywordQuery('"cold email"')).toBe('"cold email" -is:retweet');
    expect(keywordQuery('#buildinpublic')).toBe('#buildinpublic -is:retweet');
    // Nothing typed is read as an operator.
    expect(keywordQuery('-spam')).toBe('"-spam" -is:retweet');
    expect(keywordQuery('lang:fr')).toBe('"lang:fr" -is:retweet');
    expect(keywordQuery('OR')).toBe('"OR" -is:retweet');
    expect(keywordInWords(keywordQuery('pricing page')).words).toBe('pricing page');
  });

  it('an edit changes the words and keeps the filters', () => {
    expect(keywordWithWords('("a" OR b) -"hiring" min_faves:10 lang:es', 'precios')).toBe(
      'precios -"hiring" min_faves:10 lang:es',
    );
    expect(keywordWithWords('pricing -is:retweet lang:en', 'pricing page')).toBe(
      '"pricing page" -is:retweet lang:en',
    );
  });
});

describe('keywordWordsProblem', () => {
  const existing = ['pricing -is:retweet', '"cold email" -is:retweet', 'pricing lang:es'];

  it('empty, too long, and the same words in any case', () => {
    expect(keywordWordsProblem('  ', existing)).toBe('Type a keyword');
    expect(keywordWordsProblem('x'.repeat(81), existing)).toBe('A keyword has at most 80 characters');
    expect(keywordWordsProblem('x'.repeat(80), existing)).toBeNull();
    expect(keywordWordsProblem('PRICING', existing)).toBe('“pricing” is already one of your keywords');
    expect(keywordWordsProblem('Cold  Email', existing)).toBe('“cold email” is already one of your keywords');
    expect(keywordWordsProblem('pricing page', existing)).toBeNull();
  });

  it('an edit is compared with the others only, in its own language', () => {
    expect(keywordWordsProblem('Pricing', existing, existing[0])).toBeNull();
    expect(keywordWordsProblem('cold email', existing, existing[0])).toBe(
      '“cold email” is already one of your keywords',
    );
    // Spanish "pricing" is another keyword than the one in any language.
    expect(keywordWordsProblem('pricing', existing, existing[1])).toBe(
      '“pricing” is already one of your keywords',
    );
    expect(keywordIdentity(existing[0]!)).not.toBe(keywordIdentity(existing[2]!));
  });
});
