import { describe, expect, test } from 'vitest';
import { offlineDraftReply } from '../../stand-ins/offline-model/draft-reply';
import type { TDraftInput } from '../types';
import { endingOf, memoryOf, repeats } from './frames';

describe('frames a reader notices', () => {
  test("a user's casual spellings and contractions never hide a repeat", () => {
    const memory = memoryOf(['What pulled u into MRR?']);
    expect(repeats('What pulled you into MRR?', memory, '', true)).toBe(true);
    expect(repeats("We can't wait to see it", memoryOf(['we cannot wait to see the demo']), '', false)).toBe(
      true,
    );
    expect(repeats('Which tool handles billing?', memory, '', true)).toBe(false);
  });

  test('a different figure never hides a repeat: "Raising prices 33% takes nerve" repeats the 35% one', () => {
    const memory = memoryOf(['Raising prices 35% takes nerve']);
    expect(repeats('Raising prices 33% takes nerve', memory, '', false)).toBe(true);
    expect(repeats('Up $2k on MRR is a lot', memoryOf(['Up $9.5k on MRR is a lot']), '', false)).toBe(true);
    expect(repeats('Raising prices 33% worked', memory, '', false)).toBe(false);
  });

  // A sign-off of three words or of one: the draft's last words are compared with it either way.
  test.each(['Long-term thinking helps', 'Lol'])(
    "the user's own sign-off (%s) never closes two drafts in a row of a stack",
    (signOff) => {
      const own = [
        'Shipped the billing page today.',
        'Month 3 recap: 40 signups and a lot of bugs.',
        'Raised prices on the pro plan.',
        'Moved the docs to a new theme this week.',
        'Wrote up how we price the team plan.',
      ].map((p) => `${p} ${signOff}`);
      const input = (text: string, recent: string[]): TDraftInput => ({
        post: {
          id: `p${text.length}`,
          text,
          author: { username: 'someone', name: 'Someone' },
          tweet_type: 'SINGLE',
          original: null,
        },
        thread: [],
        voice: { style_prompt: '', features: null, examples: [], own_posts: own, replies: [] },
        rules: [],
        matched_rule: null,
        business: null,
        username: 'steady',
        recent_drafts: recent,
      });
      const things = [
        'the onboarding checklist',
        'the Figma plugin',
        'dark mode',
        'the CLI',
        'team calendars',
        'the invoicing API',
        'offline mode',
        'the pricing page',
        'the Slack app',
        'audit logs',
        'the status page',
        'SSO for teams',
        'the public roadmap',
        'usage alerts',
        'the iOS widget',
        'CSV export',
      ];
      const posts = things.map((thing, i) => `${i % 2 ? 'Shipped' : 'Launched'} ${thing} today.`);
      const ending = signOff.toLowerCase();
      const signed = (draft: string) => endingOf(draft).endsWith(ending);
      // Written one after another, some drafts carry the user's sign-off at their rate.
      const drafts: string[] = [];
      for (const post of posts) drafts.unshift(offlineDraftReply(input(post, drafts)).text);
      expect(drafts.filter(signed).length).toBeGreaterThan(1);
      expect(
        drafts.some((d, i) => i > 0 && signed(d) && signed(drafts[i - 1]!)),
        drafts.join('\n'),
      ).toBe(false);
      // None right after a draft that carried it, whatever the post.
      const last = `Congrats on shipping the exporter. ${signOff}`;
      for (const post of posts) expect(signed(offlineDraftReply(input(post, [last])).text)).toBe(false);
    },
  );
});
