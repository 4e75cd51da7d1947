import { describe, expect, it } from 'vitest';
import { contentWords, isLowContent } from './voice-evidence';

describe('isLowContent', () => {
  it('reads nods and bookmarks as saying nothing of their own', () => {
    for (const nod of [
      'Hard agree',
      'Bookmarked.',
      'could not agree more.',
      'Guter Thread!',
      'love this so much',
      '100% this 🔥',
      'same here',
      '@dana yes!',
      'this. https://example.com/a',
    ])
      expect(isLowContent(nod), nod).toBe(true);
  });

  it('keeps short replies that say something or ask', () => {
    for (const reply of [
      'they are until the third join',
      'nice, what does it do?',
      'congrats. what did you land on?',
      'good luck with it, sharing',
      'pg_dump to a bucket, cron, done',
    ])
      expect(isLowContent(reply), reply).toBe(false);
  });
});

describe('contentWords', () => {
  it('drops links, mentions, stop words and reactions', () => {
    expect(contentWords("@kim honestly we're on Neon now https://neon.tech lol")).toEqual([
      'honestly',
      'neon',
    ]);
  });
});
