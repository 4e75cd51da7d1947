import { describe, expect, test } from 'vitest';
import { BadInputError } from '../../integrations/platform/errors';
import { parseSearchQuery } from './search-query';

describe('parseSearchQuery', () => {
  test('bare words are ANDed', () => {
    expect(parseSearchQuery('saas  pricing')).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'word', value: 'saas' },
        { kind: 'word', value: 'pricing' },
      ],
    });
  });

  test('phrases, operators, mentions and hashtags', () => {
    expect(
      parseSearchQuery('"cold email" from:@Maya_Chen @Someone #buildinpublic lang:ES is:quote has:media'),
    ).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'phrase', value: 'cold email' },
        { kind: 'from', value: 'Maya_Chen' },
        { kind: 'mention', value: 'Someone' },
        { kind: 'hashtag', value: 'buildinpublic' },
        { kind: 'lang', value: 'es' },
        { kind: 'is', value: 'quote' },
        { kind: 'has', value: 'media' },
      ],
    });
  });

  test('AND binds tighter than OR, as on X', () => {
    expect(parseSearchQuery('a OR b c')).toEqual({
      kind: 'or',
      nodes: [
        { kind: 'word', value: 'a' },
        {
          kind: 'and',
          nodes: [
            { kind: 'word', value: 'b' },
            { kind: 'word', value: 'c' },
          ],
        },
      ],
    });
  });

  test('parentheses group and negation applies to terms and groups', () => {
    expect(parseSearchQuery('(a OR "b c") -is:retweet -(d OR e)')).toEqual({
      kind: 'and',
      nodes: [
        {
          kind: 'or',
          nodes: [
            { kind: 'word', value: 'a' },
            { kind: 'phrase', value: 'b c' },
          ],
        },
        { kind: 'not', node: { kind: 'is', value: 'retweet' } },
        {
          kind: 'not',
          node: {
            kind: 'or',
            nodes: [
              { kind: 'word', value: 'd' },
              { kind: 'word', value: 'e' },
            ],
          },
        },
      ],
    });
  });

  test('lower-case "or" is a word, and a URL is not an operator', () => {
    expect(parseSearchQuery('this or that')).toMatchObject({
      kind: 'and',
      nodes: [{}, { kind: 'word', value: 'or' }, {}],
    });
    expect(parseSearchQuery('https://example.com')).toEqual({ kind: 'word', value: 'https://example.com' });
  });

  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['(saas', 'never closed'],
    ['saas)', 'no matching'],
    [')saas(', 'no matching'],
    ['()', 'empty parentheses'],
    ['saas OR', '"OR" must stand between'],
    ['OR saas', '"OR" must stand between'],
    ['saas OR OR b', '"OR" must stand between'],
    ['saas - b', 'must be followed directly'],
    ['"open phrase', 'never closed'],
    ['""', 'empty quoted phrase'],
    ['saas foo:bar', '"foo:" is not supported'],
    ['saas is:cat', 'is:cat is not supported'],
    ['saas lang:english', 'not a language code'],
    ['saas from:', 'needs a value'],
    ['saas from:not-a-name', 'not a username'],
    ['@', 'not a username'],
    ['-is:retweet', 'at least one keyword'],
    ['is:reply lang:en', 'at least one keyword'],
    ['-saas', 'at least one keyword'],
    ['saas OR is:reply', 'at least one keyword'],
    ['x'.repeat(513), 'longer than 512'],
  ])('rejects %j with a readable BadInputError', (query, message) => {
    let error: unknown;
    try {
      parseSearchQuery(query);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(BadInputError);
    expect((error as Error).message).toContain('Invalid search query');
    expect((error as Error).message).toContain(message);
  });
});
