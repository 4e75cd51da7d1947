import { describe, expect, test } from 'vitest';
import { useTestApp } from '#test/harness';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { repeatedFrames } from '../../eval/quality-metrics';

const t = useTestApp();
const kit = monitoringKit(t);

const THINGS = [
  'offline mode',
  'the billing page',
  'dark mode',
  'the Figma plugin',
  'the CLI',
  'team calendars',
  'the invoicing API',
  'the mobile app',
  'usage-based pricing',
  'the waitlist',
];

describe('the review stack never reads as a template', () => {
  test('posts alike get drafts that share no frame, within a run and across runs', async () => {
    const { session } = await kit.connectedUser('vera');
    const word = uniqueWord();
    await kit.addKeyword(session, word);
    const author = await kit.account(`ship${word}`.slice(0, 15));
    // Ten launches and ten questions, each told the same way: the easiest posts to answer with a formula.
    for (const [i, thing] of THINGS.entries()) {
      await kit.post({ authorId: author, text: `Shipped ${thing} for ${word} today.`, minutesAgo: 60 - i });
      await kit.post({
        authorId: author,
        text: `How are you handling ${thing} in ${word} these days?`,
        minutesAgo: 40 - i,
      });
    }
    const first = await kit.monitor(session);
    expect(first).toMatchObject({ status: 'COMPLETED' });
    expect(first.drafts_created).toBeGreaterThanOrEqual(8);

    await kit.ageRuns(session);
    for (const [i, thing] of THINGS.entries()) {
      const asker = await kit.account(`ask${i}${word}`.slice(0, 15));
      await kit.post({
        authorId: asker,
        text: `Anyone else moving ${thing} to ${word}? Worth it?`,
        minutesAgo: 5 - i / 10,
      });
    }
    const second = await kit.monitor(session);
    expect(second, JSON.stringify(second)).toMatchObject({ status: 'COMPLETED', drafts_created: 10 });

    const rows = await kit.repliesOf(session);
    expect(rows.length).toBeGreaterThanOrEqual(first.drafts_created + 5);
    const run = rows.map((r) => ({
      persona: 'vera',
      post: (r.post as { text: string }).text,
      draft: r.suggestedResponse,
      skipReason: null,
    }));
    const repeated = run.filter((_, i) => repeatedFrames(run)[i]).map((d) => d.draft);
    expect(repeated).toEqual([]);
  });
});
