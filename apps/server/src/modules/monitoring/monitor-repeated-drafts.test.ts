import { beforeEach, describe, expect, test } from 'vitest';
import { replies } from '../../db/schema/replies';
import type { TFakeReply } from '#test/fakes/model-server';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { openedForAll, useTestApp } from '#test/harness';
import { allQualified, draftsInOrder, monitoringKit } from '#test/kits/monitoring';

/**
 * A model that answers templates: the voice guard sends a draft that echoes the batch's other
 * drafts (or the run's earlier ones) back once, and a second answer that still echoes is skipped
 * with why, never kept as a reply. Through the app against the OpenAI-compatible wire fake.
 */
const fake = openedForAll(() => startFakeOpenAi());
const t = useTestApp(() => ({
  LLM_PROVIDER: 'openai-compatible',
  LLM_MODEL: 'llama3.1:8b',
  LLM_BASE_URL: fake.baseUrl,
  LLM_MAX_RETRIES: '0',
  LLM_TIMEOUT_MS: '5000',
}));
const kit = monitoringKit(t);
beforeEach(async () => {
  fake.requests.length = 0;
  fake.clearReplies();
  // Every user here gets the same templates: another account's drafts would be a check of their own.
  await t.database.db.delete(replies);
});

const FINE = [
  'We moved to it last month; the export alone saved us hours',
  'Support answered within a day when our import broke',
];
const TEMPLATE = [
  'Annual pricing toggles shown first lifted our conversion in every test',
  'Underrated playbook: ship boring features and talk to customers weekly',
  'Honestly the boring stack wins, pick what your team already knows',
];

const REUSED =
  "The model's reply reused the wording of your recent drafts, even when asked again for other words; this post was skipped.";

/** A run over `posts` fresh posts with the model's `script`: what became of each post, in order. */
async function run(label: string, posts: number, script: TFakeReply[]) {
  const { session, ids } = await kit.userAsking(label, posts);
  fake.reply(allQualified(ids), ...script);
  const status = await kit.monitor(session);
  expect(status).toMatchObject({ status: 'COMPLETED', posts_qualified: posts });
  expect(fake.requests).toHaveLength(1 + script.length);
  const stack = await kit.repliesOf(session);
  expect(status.drafts_created).toBe(stack.length);
  const drafted = new Map(stack.map((r) => [r.postId, r.suggestedResponse]));
  const skipped = new Map(status.skipped.map((s) => [s.post_id, s.reason]));
  return ids.map((id) => drafted.get(id) ?? { skipped: skipped.get(id) });
}

describe('a model that keeps answering templates', () => {
  test('posts whose answer echoes on both asks are skipped with why; the others are drafted', async () => {
    const outcome = await run('templates', 6, [
      // The batch of five: posts 3 and 5 echo posts 2 and 4, and are sent back…
      draftsInOrder([FINE[0]!, TEMPLATE[0]!, TEMPLATE[0]!, TEMPLATE[1]!, TEMPLATE[1]!]),
      // …and answered with the same templates again.
      draftsInOrder([TEMPLATE[0]!, TEMPLATE[1]!]),
      // The next batch: its one post echoes a draft of the first batch, twice.
      draftsInOrder([TEMPLATE[1]!]),
      draftsInOrder([TEMPLATE[1]!]),
    ]);
    expect(outcome).toEqual([
      FINE[0],
      TEMPLATE[0],
      { skipped: REUSED },
      TEMPLATE[1],
      { skipped: REUSED },
      { skipped: REUSED },
    ]);
  });

  test('second answers are compared with each other too: one new template for two posts drafts one', async () => {
    const outcome = await run('siblings', 5, [
      draftsInOrder([FINE[0]!, TEMPLATE[0]!, TEMPLATE[0]!, TEMPLATE[0]!, FINE[1]!]),
      draftsInOrder([TEMPLATE[2]!, TEMPLATE[2]!]),
    ]);
    expect(outcome).toEqual([FINE[0], TEMPLATE[0], TEMPLATE[2], { skipped: REUSED }, FINE[1]]);
  });
});
