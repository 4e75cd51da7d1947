import { describe, expect, test } from 'vitest';
import { useTestApp } from '#test/harness';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';

const t = useTestApp();
const kit = monitoringKit(t);

/**
 * Accounts set up the same way on one server (bench/p6-shared-server.ts runs forty): fewer here, so
 * the suite stays quick, but past the point where other accounts' drafts used to use up every
 * wording the offline drafter had for the same posts.
 */
const ACCOUNTS = 10;

describe('accounts on one server', () => {
  test("every account's first run drafts what it qualified, whatever the others drafted", async () => {
    const word = uniqueWord();
    const author = await kit.account(`talk${word}`.slice(0, 15));
    await kit.post({
      authorId: author,
      text: `Shipped the ${word} exporter today. Took three weeks.`,
      minutesAgo: 50,
    });
    await kit.post({
      authorId: author,
      text: `How are you all handling ${word} migrations?`,
      minutesAgo: 40,
    });
    await kit.post({
      authorId: author,
      text: `Hot take: ${word} is overrated for small teams.`,
      minutesAgo: 30,
    });
    await kit.post({
      authorId: author,
      text: `We cut our ${word} bill by 40% moving to a smaller plan.`,
      minutesAgo: 20,
    });
    await kit.post({ authorId: author, text: `Anyone tried ${word} for onboarding emails?`, minutesAgo: 10 });

    const figures: { user: number; qualified: number; created: number }[] = [];
    for (let user = 0; user < ACCOUNTS; user += 1) {
      const { session } = await kit.connectedUser(`same${user}`);
      await kit.addKeyword(session, word);
      const run = await kit.monitor(session);
      expect(run).toMatchObject({ status: 'COMPLETED' });
      figures.push({ user, qualified: run.posts_qualified, created: run.drafts_created });
    }
    expect(figures[0]!.qualified).toBe(3);
    expect(figures.filter((f) => f.created !== f.qualified)).toEqual([]);
  });
});
