import { describe, expect, test } from 'vitest';
import { canAnswer, composeReply, namedThing, readPost } from './compose-reply';
import { rngFor } from './prng';
import { generateWritingHabits } from './writing-habits';
import { TOPICS } from './vocab/topics';

const writer = (name: string, topics: string[]) => ({
  voice: { ...generateWritingHabits(rngFor('reply-test', name), 'en'), casing: 'standard' as const },
  lang: 'en' as const,
  topics,
});
const replies = (text: string, topics: string[], count = 30) =>
  Array.from({ length: count }, (_, i) =>
    composeReply(rngFor('reply-test', text, i), writer(`w${i}`, topics), {
      text,
      authorUsername: 'dana',
      authorTopics: topics,
    }),
  );

describe('replies to a post', () => {
  test('the post is read for what it names and what it does', () => {
    const bill = readPost(
      {
        text: 'Our Mixpanel bill just passed our AWS bill. Time to rethink the admin dashboard',
        authorUsername: 'dana',
        authorTopics: ['saas', 'ai'],
      },
      ['saas'],
    );
    expect(bill.topic.key).toBe('saas');
    expect(bill.found.get('tool')).toBe('Mixpanel');
    expect(bill.found.get('thing')).toBe('admin dashboard');
    expect(bill.mood).toBe('trouble');
    const til = readPost(
      { text: 'TIL: Postgres can do this out of the box.', authorUsername: 'x', authorTopics: ['devtools'] },
      ['devtools'],
    );
    expect(til.mood).toBe('news');
  });

  test('a reply answers the post it is written to, starting with its author', () => {
    const asked = replies('My biggest weakness as a solo founder is distribution. What is yours?', ['indie']);
    const struggles = TOPICS.indie?.slots.struggle ?? [];
    for (const reply of asked) {
      expect(reply.startsWith('@dana ')).toBe(true);
      // Names a weakness of its own, not the one the post named.
      expect(struggles.some((s) => s !== 'distribution' && reply.toLowerCase().includes(s))).toBe(true);
    }
    const result = replies('Redesigned the mobile nav this week. Removed 6 fields, completion rate up 27%.', [
      'design',
    ]);
    expect(result.some((r) => r.includes('27%'))).toBe(true);
    expect(new Set(result).size).toBeGreaterThan(8);
  });

  test('a post gives something to answer when it asks, reports or names a tool, not merely by its author', () => {
    const post = (text: string, authorTopics: string[]) => ({ text, authorUsername: 'dana', authorTopics });
    // Shares crypto with the writer, but the post is about a run: nothing a crypto writer picks up.
    expect(
      canAnswer(post('Ran 5 km before sunrise. The city is so quiet at that hour.', ['fitness', 'crypto']), [
        'crypto',
        'design',
      ]),
    ).toBe(false);
    expect(
      canAnswer(post('Another bridge exploit, another $9k gone. Audit your contracts.', ['crypto']), [
        'crypto',
      ]),
    ).toBe(true);
    expect(canAnswer(post('Which wallet do you use for staking?', ['crypto']), ['crypto', 'design'])).toBe(
      true,
    );
    expect(canAnswer(post('Moved our design files to Figma last week.', ['design']), ['design'])).toBe(true);
  });
});

describe('namedThing', () => {
  const named = (text: string, topics: string[]) =>
    namedThing({ text, authorUsername: 'dana', authorTopics: topics });

  test('is a thing the post names, as its author would say it again, never a claim or a figure', () => {
    expect(
      named('Added a rest day three times a week. Resting heart rate down 7 beats 🏃', ['fitness']),
    ).toBe('the rest day');
    expect(
      named('The most useful thing in crypto this year was self-custody. Not the memes.', ['crypto']),
    ).toBe('self-custody');
    expect(named('Reminder: you cannot out-train a bad diet 😂', ['fitness'])).toBeNull();
  });
});
