import { describe, expect, test } from 'vitest';
import { draftProblems } from './draft-checks';
import { inventedDetails } from './invented';
import { DRAFT_INPUT } from '#test/kits/drafting';

const invented = (draft: string, input = DRAFT_INPUT) => inventedDetails(draft, input);

describe('details nothing given supports', () => {
  test('a number from nowhere is sent back; one from the post or the business is fine', () => {
    expect(invented('we cut costs 37% moving off it')).toEqual([
      expect.stringMatching(/details nothing given supports \("37"\)/u),
    ]);
    // "$5 a month" is in the business summary.
    expect(invented('pgbox is $5 a month and has backups')).toEqual([]);
    expect(invented('pgbox is $9 a month')).toEqual([expect.stringContaining('"$9"')]);
    // Everyday counts and figures of speech are how people talk.
    expect(invented('tried 3 of them, 100% the boring one')).toEqual([]);
    expect(invented('ran it for about 20 minutes, in production for about 18 months.')).toEqual([]);
    expect(invented('we have 40 customers on it')).toEqual([expect.stringContaining('"40"')]);
  });

  test('an @handle must be someone in the input; the author and the thread are', () => {
    expect(invented('@kim asked the same thing, neon is fine')).toEqual([]);
    expect(invented('ask @dana_dev about it')).toEqual([]);
    expect(invented('ping @neon_support, they answer fast')).toEqual([
      expect.stringContaining('"@neon_support"'),
    ]);
    // An e-mail address is not a handle.
    expect(invented('write to hi@pgbox.example')).toEqual([]);
  });

  test('a link must come from the input: the booking link is fine, a made-up or shortened one is not', () => {
    expect(invented('happy to talk it through: cal.example.com/pgbox')).toEqual([]);
    expect(invented('book here https://cal.example.com/pgbox.')).toEqual([]);
    expect(invented('docs at pgbox.dev/pricing')).toEqual([expect.stringContaining('"pgbox.dev/pricing"')]);
    expect(invented('see https://t.co/AbC123')).toEqual([expect.stringContaining('https://t.co/AbC123')]);
    const withLink = { ...DRAFT_INPUT, post: { ...DRAFT_INPUT.post, text: 'thoughts? https://t.co/AbC123' } };
    expect(invented('see https://t.co/AbC123', withLink)).toEqual([]);
    // File names and frameworks are not links.
    expect(invented('node.js and next.js both fine')).toEqual([]);
  });

  test("the user's own material supports what it says: their posts, replies and edits", () => {
    const voice = {
      ...DRAFT_INPUT.voice,
      own_posts: ['pg 17 upgrade done in 45 minutes'],
      replies: [
        { post: { author_username: 'tomk', text: 'db?' }, reply: 'a $12 vps is plenty', draft: null },
      ],
    };
    const input = { ...DRAFT_INPUT, voice };
    expect(invented('took me 45 minutes on pg 17', input)).toEqual([]);
    expect(invented('a $12 vps and @tomk swears by it', input)).toEqual([]);
  });

  test('several at once make one sentence, and the draft checks send it back', () => {
    const problems = invented('we saved 37% with @acme, see acme.io');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('"acme.io", "@acme", "37"');
    expect(draftProblems('we saved 37% with @acme, see acme.io', DRAFT_INPUT)).toContain(problems[0]);
  });
});
