import { beforeEach, describe, expect, test } from 'vitest';
import { replies } from '../../db/schema/replies';
import type { TFakeReply } from '#test/fakes/model-server';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { openedForAll, useTestApp } from '#test/harness';
import { answer } from '#test/kits/llm';
import { allQualified, draftsInOrder, monitoringKit } from '#test/kits/monitoring';
import { SKIP_REASON } from './draft-replies';

/**
 * What a monitoring run does with each way a model's drafting answer goes wrong, through the app
 * against the OpenAI-compatible wire fake: the run ends COMPLETED, every chosen post has a draft or
 * is listed with the run as skipped with its reason, and the model is sent exactly the requests
 * the table says (the cost). The retry policy gets one retry, as a deployment would have some.
 */
const fake = openedForAll(() => startFakeOpenAi());
const t = useTestApp(() => ({
  LLM_PROVIDER: 'openai-compatible',
  LLM_MODEL: 'llama3.1:8b',
  LLM_BASE_URL: fake.baseUrl,
  LLM_MAX_RETRIES: '1',
  LLM_TIMEOUT_MS: '5000',
}));
const kit = monitoringKit(t);
beforeEach(async () => {
  fake.requests.length = 0;
  fake.clearReplies();
  // Each row reuses the same replies: another account's drafts on the server would make the voice
  // guard send them back as copied (a re-ask the row does not count).
  await t.database.db.delete(replies);
});

/** The first user message of a request: the prompt with its posts (a repair's comes after it). */
function firstUserMessage(body: Record<string, unknown>): string {
  const first = (body.messages as { role: string; content: unknown }[]).find((m) => m.role === 'user');
  return typeof first?.content === 'string' ? first.content : JSON.stringify(first?.content ?? '');
}

/** Replies that pass the voice guard, none echoing another. */
const REPLIES = [
  'We moved to it last month; the export alone saved us hours',
  'Ours runs on the yearly plan, cheaper once you pass three seats',
  'The API is fine, and the webhooks retry on their own',
  'Support answered within a day when our import broke',
  'Try the CSV import first, it maps the columns for you',
  'I would wait for the next release, sync is flaky right now',
  'Two of our clients send invoices with it without trouble',
  'Pricing jumped in spring but the free tier still covers us',
  'It handles VAT fine once the region is set',
  'The mobile app lags behind the web one, keep that in mind',
  'Their docs cover the migration step by step',
];

/** Which posts (0-based) a prompt carries: each post names its number (kit.userAsking). */
const carried = (prompt: string, posts: number) =>
  Array.from({ length: posts }, (_, i) => i).filter((i) => prompt.includes(`question ${i + 1} of`));

const verdicts = (ids: string[]) => allQualified(ids);
/** An answer of [id, reply] entries, as the model writes them. */
const drafts = (...entries: [string, string | null][]): TFakeReply =>
  answer(JSON.stringify({ drafts: entries.map(([id, text]) => ({ id, text, skip_reason: null })) }));
/** Replies `from`, `from + 1`, … under the shown ids p1, p2, …: a batch answered as asked. */
const shown = (from: number, count: number) => draftsInOrder(REPLIES.slice(from, from + count));

const TOO_LONG: TFakeReply = {
  type: 'error',
  status: 400,
  message: "This model's maximum context length is 8192 tokens. However, you requested 9120 tokens.",
};
const BUSY: TFakeReply = {
  type: 'error',
  status: 429,
  message: 'Rate limit reached',
  headers: { 'retry-after': '0' },
};
const DOWN: TFakeReply = { type: 'error', status: 503, message: 'The server is overloaded' };
const NOT_JSON = answer('Here are my replies: first, the export saved us hours. Second, pricing is fine.');

type TRow = {
  name: string;
  posts: number;
  /** The model's answers to the drafting requests, in order (the qualifier's comes first). */
  script: TFakeReply[];
  /** Drafting requests the fake receives: the cost. */
  requests: number;
  /** Per post (by number, 0-based): the reply it gets, or why it is skipped. */
  outcome: ({ reply: number } | { skip: string })[];
  /** Which posts (0-based) each drafting request carried, where that matters. */
  carried?: number[][];
};

const reply = (n: number) => ({ reply: n });
const skip = (reason: string) => ({ skip: reason });
const repliesFrom = (from: number, count: number) => Array.from({ length: count }, (_, i) => reply(from + i));

const TABLE: TRow[] = [
  {
    name: 'malformed once: the repair reads the second answer',
    posts: 3,
    script: [NOT_JSON, shown(0, 3)],
    requests: 2,
    outcome: repliesFrom(0, 3),
  },
  {
    name: "malformed twice: the batch's posts are skipped and the next batch is drafted",
    posts: 6,
    script: [NOT_JSON, NOT_JSON, shown(5, 1)],
    requests: 3,
    outcome: [...Array.from({ length: 5 }, () => skip(SKIP_REASON.unreadable)), reply(5)],
    carried: [[0, 1, 2, 3, 4], [0, 1, 2, 3, 4], [5]],
  },
  {
    name: 'renumbered ids (bare numbers, out of order): read by number',
    posts: 3,
    script: [drafts(['3', REPLIES[2]!], ['1', REPLIES[0]!], ['2', REPLIES[1]!])],
    requests: 1,
    outcome: repliesFrom(0, 3),
  },
  {
    name: 'renumbered from zero: read as the model counted',
    posts: 3,
    script: [drafts(['p1', REPLIES[1]!], ['p0', REPLIES[0]!], ['p2', REPLIES[2]!])],
    requests: 1,
    outcome: repliesFrom(0, 3),
  },
  {
    name: 'unknown ids, one entry per post: read in order',
    posts: 3,
    script: [drafts(['a', REPLIES[0]!], ['b', REPLIES[1]!], ['c', REPLIES[2]!])],
    requests: 1,
    outcome: repliesFrom(0, 3),
  },
  {
    name: 'a post left out: asked again alone, once',
    posts: 3,
    // The re-ask shows the post as p1 of its own call; the model still calls it p2.
    script: [drafts(['p1', REPLIES[0]!], ['p3', REPLIES[2]!]), drafts(['p2', REPLIES[1]!])],
    requests: 2,
    outcome: repliesFrom(0, 3),
    carried: [[0, 1, 2], [1]],
  },
  {
    name: 'posts left out twice: skipped with why',
    posts: 3,
    script: [drafts(['p1', REPLIES[0]!]), drafts()],
    requests: 2,
    outcome: [reply(0), skip(SKIP_REASON.leftOut), skip(SKIP_REASON.leftOut)],
    carried: [
      [0, 1, 2],
      [1, 2],
    ],
  },
  {
    name: 'an empty answer: the batch is asked again once',
    posts: 3,
    script: [answer(''), shown(0, 3)],
    requests: 2,
    outcome: repliesFrom(0, 3),
  },
  {
    name: 'empty twice: the posts are skipped with why',
    posts: 3,
    script: [answer(''), answer('')],
    requests: 2,
    outcome: Array.from({ length: 3 }, () => skip(SKIP_REASON.empty)),
  },
  {
    name: 'a refusal of the batch: asked post by post, only the refused post skipped',
    posts: 3,
    script: [
      { type: 'refusal', text: 'I cannot help with that.' },
      answer("I'm sorry, but I can't help with that."),
      shown(1, 1),
      shown(2, 1),
    ],
    requests: 4,
    outcome: [skip(SKIP_REASON.declined), reply(1), reply(2)],
    carried: [[0, 1, 2], [0], [1], [2]],
  },
  {
    name: 'cut off at the token cap: the complete entries kept, only the cut post asked again',
    posts: 3,
    script: [
      {
        type: 'text',
        text: `{"drafts": [{"id": "p1", "text": ${JSON.stringify(REPLIES[0])}, "skip_reason": null}, {"id": "p2", "text": ${JSON.stringify(REPLIES[1])}, "skip_reason": null}, {"id": "p3", "text": "Their docs co`,
        finish: 'length',
      },
      shown(2, 1),
    ],
    requests: 2,
    outcome: repliesFrom(0, 3),
    carried: [[0, 1, 2], [2]],
  },
  {
    name: '429 once: the retry policy waits and asks again',
    posts: 3,
    script: [BUSY, shown(0, 3)],
    requests: 2,
    outcome: repliesFrom(0, 3),
  },
  {
    name: '429 past the retries: that batch is skipped, the next one drafted',
    posts: 6,
    script: [BUSY, BUSY, shown(5, 1)],
    requests: 3,
    outcome: [...Array.from({ length: 5 }, () => skip(SKIP_REASON.busy)), reply(5)],
  },
  {
    name: 'persistent 5xx: two batches lost in a row, the rest not attempted',
    posts: 11,
    script: [DOWN, DOWN, DOWN, DOWN],
    requests: 4,
    outcome: [
      ...Array.from({ length: 10 }, () => skip(SKIP_REASON.failed(503))),
      skip(SKIP_REASON.notAttempted),
    ],
    carried: [
      [0, 1, 2, 3, 4],
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
      [5, 6, 7, 8, 9],
    ],
  },
  {
    name: 'longer than the context: drafted in halves',
    posts: 3,
    script: [TOO_LONG, shown(0, 2), shown(2, 1)],
    requests: 3,
    outcome: repliesFrom(0, 3),
    carried: [[0, 1, 2], [0, 1], [2]],
  },
];

describe('a drafting answer gone wrong, row by row', () => {
  test.each(TABLE.map((row, i) => ({ ...row, label: `row${i}` })))(
    '$name',
    async ({ label, posts, script, requests, outcome, carried: asked }) => {
      const { session, ids } = await kit.userAsking(label, posts);
      fake.reply(verdicts(ids), ...script);

      const status = await kit.monitor(session);
      expect(status).toMatchObject({ status: 'COMPLETED', posts_qualified: posts });

      // The cost: the qualifier's request, then exactly the drafting requests of the row.
      expect(fake.requests).toHaveLength(1 + requests);
      expect(fake.pending()).toBe(0);
      const prompts = fake.requests.slice(1).map((r) => firstUserMessage(r.body));
      if (asked) expect(prompts.map((p) => carried(p, posts))).toEqual(asked);

      // Every post has a draft or is listed with the run, with a reason the user can read.
      const stack = await kit.repliesOf(session);
      const drafted = new Map(stack.map((r) => [r.postId, r.suggestedResponse]));
      const listed = new Map(status.skipped.map((s) => [s.post_id, s.reason]));
      for (const [i, id] of ids.entries()) {
        expect(drafted.has(id) !== listed.has(id), `post ${i + 1}: drafted xor skipped`).toBe(true);
      }
      expect(status.drafts_created).toBe(stack.length);
      ids.forEach((id, i) => {
        const want = outcome[i]!;
        if ('reply' in want) expect(drafted.get(id), `post ${i + 1}`).toBe(REPLIES[want.reply]);
        else expect(listed.get(id), `post ${i + 1}`).toBe(want.skip);
      });
    },
  );
});

describe('posts a failing model cost their drafts', () => {
  test('are read again by the next run, and drafted once the model answers', async () => {
    const { session, ids } = await kit.userAsking('rerun', 2);
    fake.reply(verdicts(ids), DOWN, DOWN);
    const first = await kit.monitor(session);
    expect(first).toMatchObject({ status: 'COMPLETED', drafts_created: 0 });
    expect(first.skipped.map((s) => s.reason)).toEqual([SKIP_REASON.failed(503), SKIP_REASON.failed(503)]);

    // The cursors stayed put: the same posts come back, and this time the model answers.
    await kit.ageRuns(session);
    fake.reply(verdicts(ids), shown(0, 2));
    const second = await kit.monitor(session);
    expect(second).toMatchObject({ status: 'COMPLETED', posts_found: 2, drafts_created: 2 });
    const stack = await kit.repliesOf(session);
    expect(stack.map((r) => r.suggestedResponse).sort()).toEqual([REPLIES[0], REPLIES[1]].sort());
  });
});
