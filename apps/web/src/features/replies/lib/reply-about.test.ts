import { describe, expect, it } from 'vitest';
import { firstWords, toastDescription } from './reply-about';

describe('firstWords', () => {
  it('keeps a short reply whole, on one line', () => {
    expect(firstWords('  Love this.\nSame here  ')).toBe('Love this. Same here');
  });

  it('cuts a long one at a word, without trailing punctuation, and ends it with an ellipsis', () => {
    expect(firstWords('Cutting the welcome tour was the best call we made all year.')).toBe(
      'Cutting the welcome tour was the best…',
    );
    expect(firstWords('One, two, three, four, five, six, seven, eight', 20)).toBe('One, two, three…');
  });

  it('cuts inside a word only when there is no space to cut at', () => {
    expect(firstWords('https://example.com/a-very-long-link-without-any-space', 20)).toBe(
      'https://example.com/…',
    );
  });
});

describe('toastDescription', () => {
  it('names the reply on the first line, then what else there is to say', () => {
    expect(toastDescription({ about: { handle: '@ana', excerpt: 'Yes' } }, null, 'Tried again soon')).toBe(
      'Reply to @ana: "Yes"\nTried again soon',
    );
  });

  it('a decision kept before replies were named has only the rest', () => {
    expect(toastDescription({}, 'Detail')).toBe('Detail');
    expect(toastDescription({})).toBeUndefined();
  });
});
