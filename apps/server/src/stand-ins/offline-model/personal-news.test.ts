import { describe, expect, test } from 'vitest';
import { postBrief, sandboxPersonas } from '#test/personas';
import { draftRepliesTask } from '../../drafting/tasks/draft-replies';
import { createOfflineService } from './offline-service';

const service = createOfflineService();
const personas = sandboxPersonas().slice(0, 4);

/** Posts that tell of a loss in the author's life, written as people write them. */
const PERSONAL = [
  'Got laid off today after 6 years at Acme. Still processing. If anyone needs a backend engineer who cares about reliability, DMs open.',
  'Lost my dad last week. Taking some time away from here.',
  'Just got diagnosed with cancer. Starting treatment next month, so I will be quieter for a while.',
  'My whole team was let go this morning. 40 people. Still in shock.',
];
/** Words that would make a reply to such a post read as advice or praise. */
const TONE_DEAF = /\b(?:advice|tips?|holds? up|airtime|good point)\b/iu;

/** Posts that share words with those above and are no loss at all: these are still drafted. */
const ORDINARY = [
  'We built redundancy into the queue workers after last month. Failovers are boring now.',
  'Finally let go of our homegrown auth and moved to Clerk. Deleted 4k lines.',
];

async function draftsFor(posts: string[]) {
  const items = posts.map((text, i) => ({ post: postBrief(text, `p${i}`), thread: [], matched_rule: null }));
  const out = [];
  for (const { voice } of personas) {
    const batch = { voice, rules: [], business: null, username: 'me', items };
    out.push(...(await service.run(draftRepliesTask, batch, { userId: null })).drafts);
  }
  return out;
}

describe('posts telling of a personal loss', () => {
  test('are declined with the reason, never answered with advice or praise', async () => {
    const drafts = await draftsFor(PERSONAL);
    expect(drafts).toHaveLength(PERSONAL.length * personas.length);
    for (const draft of drafts) {
      expect(draft.text ?? '').not.toMatch(TONE_DEAF);
      expect(draft).toMatchObject({
        text: null,
        skip_reason:
          'The post shares personal news (a lost job, a death, an illness). A reply to that is yours to write; drafting without a model does not answer it.',
      });
    }
  });

  test('a post that only shares their words is still drafted', async () => {
    const drafts = await draftsFor(ORDINARY);
    expect(drafts.some((d) => d.text !== null)).toBe(true);
    for (const draft of drafts) expect(draft.skip_reason ?? '').not.toMatch(/personal news/u);
  });
});
