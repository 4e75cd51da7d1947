import { describe, expect, it } from 'vitest';
import { keywordLabel, sentenceCase } from './labels';

describe('labels', () => {
  it('drops search operators from a keyword', () => {
    expect(keywordLabel('mrr -is:retweet lang:en')).toBe('mrr');
    expect(keywordLabel('"first customers" -filter:replies min_faves:3')).toBe('"first customers"');
    expect(keywordLabel('lang:en')).toBe('lang:en');
  });

  it('capitalises the further edit names', () => {
    expect(sentenceCase('enthusiastic')).toBe('Enthusiastic');
  });
});
