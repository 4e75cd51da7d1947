import { describe, expect, it } from 'vitest';
import { keywordParts, keywordRuns } from './keyword-parts';

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

  it('joins the parts into runs of words and of operators', () => {
    expect(keywordRuns('"cold outreach" saas -is:retweet lang:en')).toEqual([
      { text: '"cold outreach" saas', operator: false },
      { text: ' -is:retweet lang:en', operator: true },
    ]);
    expect(keywordRuns('indie hackers')).toEqual([{ text: 'indie hackers', operator: false }]);
  });
});
