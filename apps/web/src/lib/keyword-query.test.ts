import { describe, expect, it } from 'vitest';
import { keywordName, keywordParts, readableKeyword } from './keyword-query';

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
    expect(parts.map((p) => p.operator)).toEqual([true, false, true, false, true, false, true]);
  });
});

describe('readableKeyword', () => {
  it('the words searched for lead; operators become plain-language filters', () => {
    expect(readableKeyword('"indie hackers" -is:retweet lang:en')).toEqual({
      text: 'indie hackers',
      filters: ['no retweets', 'English'],
    });
    expect(readableKeyword('(mrr OR churn) saas -"hiring" min_faves:10')).toEqual({
      text: 'mrr or churn saas',
      filters: ['without “hiring”', '10+ likes'],
    });
    expect(readableKeyword('indie hackers')).toEqual({ text: 'indie hackers', filters: [] });
  });

  it('an operator it does not know stays as written; a keyword of operators only leads with one', () => {
    expect(readableKeyword('saas place_country:US')).toEqual({ text: 'saas', filters: ['place_country:US'] });
    expect(readableKeyword('from:levelsio -is:reply')).toEqual({
      text: 'from @levelsio',
      filters: ['no replies'],
    });
  });

  it('names a keyword for assistive technology without query syntax', () => {
    expect(keywordName('"indie hackers" -is:retweet lang:en')).toBe('indie hackers (no retweets, English)');
    expect(keywordName('churn')).toBe('churn');
  });
});
