import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ZMonitorStatus } from '@gatling/shared/api/monitoring';
import type { TSession } from '@gatling/shared/api/session';
import type { TFakeReply } from '#test/fakes/model-server';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { bearer, expectErrorBody, openedForAll, useTestApp } from '#test/harness';
import { allQualified, draftsInOrder, monitoringKit } from '#test/kits/monitoring';
import { MONITOR_DETAIL } from './monitor-details';
import { STOP_TEXT } from './run-stop';

/**
 * Stopping a run through the API while the worker runs it against the OpenAI-compatible wire fake.
 * The model's timeout is far longer than any test: a run that ends did so because it was stopped.
 */
const fake = openedForAll(() => startFakeOpenAi());
const t = useTestApp(() => ({
  LLM_PROVIDER: 'openai-compatible',
  LLM_MODEL: 'llama3.1:8b',
  LLM_BASE_URL: fake.baseUrl,
  LLM_MAX_RETRIES: '0',
  LLM_TIMEOUT_MS: '600000',
}));
const kit = monitoringKit(t);
beforeEach(() => {
  fake.requests.length = 0;
  fake.clearReplies();
});

const REPLIES = [
  'We moved to it last month; the export alone saved us hours',
  'Ours runs on the yearly plan, cheaper once you pass three seats',
  'The API is fine, and the webhooks retry on their own',
  'Support answered within a day when our import broke',
  'Try the CSV import first, it maps the columns for you',
  'I would wait for the next release, sync is flaky right now',
];
/** Replies `from`, `from + 1`, … under the shown ids p1, p2, …: a batch answered as asked. */
const shown = (from: number, count: number) => draftsInOrder(REPLIES.slice(from, from + count));
const HANG: TFakeReply = { type: 'hang' };

const stop = (session: TSession, runId: string) => t.post(`/api/monitor/stop/${runId}`, {}, bearer(session));

/** Starts the worker on the user's new run and waits until the model has `requests` requests. */
async function runUntilRequests(session: TSession, requests: number) {
  const runId = await kit.trigger(session);
  const working = kit.work();
  await vi.waitFor(() => expect(fake.requests).toHaveLength(requests), { timeout: 10_000 });
  return { runId, working };
}

describe('POST /api/monitor/stop/{id}', () => {
  test('a model hanging on a batch: the call is dropped, the run ends COMPLETED with its drafts, the rest skipped, and the next run drafts them', async () => {
    const { session, ids } = await kit.userAsking('hang', 6);
    // Five posts drafted in the first call; the second, with the sixth post, never answers.
    fake.reply(allQualified(ids), shown(0, 5), HANG);
    const { runId, working } = await runUntilRequests(session, 3);

    const res = await stop(session, runId);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(ZMonitorStatus.parse(await res.json())).toMatchObject({ status: 'RUNNING', stopped: false });
    await working;
    await fake.requests[2]!.closed;

    const status = await kit.status(session, runId);
    expect(status).toMatchObject({
      status: 'COMPLETED',
      is_complete: true,
      progress: 100,
      stopped: true,
      error_message: null,
      drafts_created: 5,
      skipped: [expect.objectContaining({ post_id: ids[5], reason: STOP_TEXT.skipped })],
    });
    expect((await kit.repliesOf(session)).map((r) => r.postId)).toEqual(ids.slice(0, 5));
    // The sources were not marked read: the next run (not held back by the minute after a run)
    // reads the same posts and drafts the one left.
    expect(await kit.cursorsOf(session)).toEqual([]);
    fake.reply(allQualified([ids[5]!]), shown(5, 1));
    const next = await kit.monitor(session);
    expect(next.monitor_run_id).not.toBe(runId);
    expect(next).toMatchObject({ status: 'COMPLETED', stopped: false, drafts_created: 1, skipped: [] });
    expect((await kit.repliesOf(session)).map((r) => r.postId)).toEqual(ids);
  });

  test('a model hanging on the qualifier: the run ends COMPLETED with nothing drafted', async () => {
    const { session, ids } = await kit.userAsking('judge', 2);
    fake.reply(HANG);
    const { runId, working } = await runUntilRequests(session, 1);
    expect((await stop(session, runId)).status).toBe(200);
    await working;
    await fake.requests[0]!.closed;
    expect(await kit.status(session, runId)).toMatchObject({
      status: 'COMPLETED',
      stopped: true,
      posts_found: ids.length,
      drafts_created: 0,
      skipped: [],
    });
    expect(await kit.cursorsOf(session)).toEqual([]);
  });

  test('a queued run ends at once and is never run; asking again for a finished run is a 409', async () => {
    const { session } = await kit.userAsking('queued', 1);
    const runId = await kit.trigger(session);
    const res = await stop(session, runId);
    expect(res.status).toBe(200);
    expect(ZMonitorStatus.parse(await res.json())).toMatchObject({
      status: 'COMPLETED',
      is_complete: true,
      stopped: true,
      drafts_created: 0,
    });
    expect(await kit.work()).toBe(0);
    expect(fake.requests).toHaveLength(0);
    expect(await expectErrorBody(await stop(session, runId), 409)).toMatchObject({
      code: 'CONFLICT',
      detail: STOP_TEXT.finished,
    });
  });

  test("another user's run, or no id, is a 404 and stops nothing", async () => {
    const { session: owner } = await kit.userAsking('owner', 1);
    const { session: other } = await kit.connectedUser('other');
    const runId = await kit.trigger(owner);
    for (const id of [runId, 'not-a-run']) {
      expect(await expectErrorBody(await stop(other, id), 404)).toMatchObject({
        detail: MONITOR_DETAIL.runNotFound,
      });
    }
    expect(await kit.runRow(owner, runId)).toMatchObject({ status: 'QUEUED', stopRequestedAt: null });
  });
});
