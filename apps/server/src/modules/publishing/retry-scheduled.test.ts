import { describe, expect, test } from 'vitest';
import { ZRetryScheduledAnswer, ZScheduledReply } from '@gatling/shared/api/scheduled';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, expectErrorBody, uniqueEmail } from '#test/harness';
import { later, usePublishingApp } from '#test/kits/publishing';
import { insertReply } from '#test/kits/replies';
import { PlatformDownError } from '../../integrations/platform/errors';
import { NOT_A_REPLY_ID_DETAIL, REPLY_NOT_FOUND_DETAIL } from './check-posted';
import { notConnectedDetail } from './publish-messages';
import { publishDue } from './publish-due';
import { NOT_FAILED_DETAIL } from './retry-scheduled';

// POST /api/scheduled/:id/retry on the sandbox network, whose provider counts the calls made.
const app = usePublishingApp();

const retry = (session: TSession, id: string) =>
  app.t.request(`/api/scheduled/${id}/retry`, { method: 'POST', headers: bearer(session) });
const retried = async (session: TSession, id: string) => {
  const res = await retry(session, id);
  expect(res.status, await res.clone().text()).toBe(200);
  return ZRetryScheduledAnswer.parse(await res.json());
};
const listed = async (session: TSession) => {
  const res = await app.t.request('/api/scheduled', { headers: bearer(session) });
  expect(res.status).toBe(200);
  return ZScheduledReply.array().parse(await res.json());
};

/** Runs publishing until the reply fails, moving the clock to each retry; answers the clock. */
async function publishUntilFailed(id: string) {
  let now = new Date();
  for (let run = 0; run < 10; run += 1) {
    const [result] = await publishDue(app.ctx, now);
    if (result?.outcome === 'failed') return now;
    expect(result).toEqual({ id, outcome: 'scheduled' });
    now = (await app.rowOf(id)).retryAt!;
  }
  throw new Error(`reply ${id} did not fail`);
}

describe('POST /api/scheduled/:id/retry', () => {
  test('puts a failed reply back, due now, as the same reply; a second retry is refused', async () => {
    const { session, row } = await app.scheduledApiReply({
      status: 'failed',
      publishAttempts: 5,
      lastError: 'X no longer accepts the access to your account: reconnect X in Settings.',
      scheduledAt: later(-60 * 60_000),
    });
    const before = Date.now();
    const answer = await retried(session, row.id);
    expect(answer).toMatchObject({ id: row.id, status: 'scheduled', last_error: null, held: null });
    expect(Date.parse(answer.scheduled_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await listed(session)).find((r) => r.id === row.id)).toEqual(answer);
    // One claim away from a second attempt: publishing looks before it posts.
    expect(await app.rowOf(row.id)).toMatchObject({
      status: 'scheduled',
      publishAttempts: 1,
      retryAt: null,
      leaseUntil: null,
    });

    const again = await expectErrorBody(await retry(session, row.id), 409);
    expect(again.detail).toBe(NOT_FAILED_DETAIL);

    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'published' }]);
    expect(app.calls).toEqual({ postReply: 1, getUserPosts: 1 });
  });

  test('a reply that did go out before its failure is found, not posted again', async () => {
    const { session, identity, target, row } = await app.scheduledApiReply();
    // The post is stored by the platform and its answer lost; then every look for it fails,
    // until publishing gives up without knowing whether it went out.
    app.faults.postReply = async (real) => {
      await real();
      throw new PlatformDownError('X could not be reached: socket hang up');
    };
    app.faults.getUserPosts = () => Promise.reject(new PlatformDownError('X answered 503'));
    await publishUntilFailed(row.id);
    expect(await app.rowOf(row.id)).toMatchObject({ status: 'failed' });
    expect(await app.repliesTo(target.postId, identity.id)).toHaveLength(1);
    expect(app.calls.postReply).toBe(1);

    // X is back; the user retries.
    app.faults.postReply = null;
    app.faults.getUserPosts = null;
    await retried(session, row.id);
    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'published' }]);
    const found = await app.repliesTo(target.postId, identity.id);
    expect(found).toHaveLength(1);
    expect(await app.rowOf(row.id)).toMatchObject({ status: 'published', publishedPostId: found[0]?.id });
    expect(app.calls.postReply).toBe(1);
    // Looked for by the reply's own id, the key it was posted with.
    expect(app.keys.findOwnReplies.at(-1)).toBe(row.id);
  });

  test("another user's reply, an unknown id and a malformed one are refused", async () => {
    const { session, row } = await app.scheduledApiReply({ status: 'failed', lastError: 'X refused it' });
    const other = await app.t.signUpAndConfirm(uniqueEmail('retry-other'));

    expect((await expectErrorBody(await retry(other, row.id), 404)).detail).toBe(REPLY_NOT_FOUND_DETAIL);
    expect(await app.rowOf(row.id)).toMatchObject({ status: 'failed', lastError: 'X refused it' });
    expect(
      (await expectErrorBody(await retry(session, '00000000-0000-4000-8000-000000000000'), 404)).detail,
    ).toBe(REPLY_NOT_FOUND_DETAIL);
    expect((await expectErrorBody(await retry(session, 'not-an-id'), 422)).detail).toBe(
      NOT_A_REPLY_ID_DETAIL,
    );
    await expectErrorBody(await app.t.request(`/api/scheduled/${row.id}/retry`, { method: 'POST' }), 401);
  });

  test('a reply that has not failed is refused, and left as it is', async () => {
    const { session, row } = await app.scheduledApiReply({ scheduledAt: later(60 * 60_000) });
    expect((await expectErrorBody(await retry(session, row.id), 409)).detail).toBe(NOT_FAILED_DETAIL);
    expect(await app.rowOf(row.id)).toMatchObject({ status: 'scheduled', publishAttempts: 0 });
  });

  test('while the account is not connected, the retry says so and the reply stays failed', async () => {
    const session = await app.t.signUpAndConfirm(uniqueEmail('retry-unconnected'));
    const row = await insertReply(app.db, session.user.id, {
      status: 'failed',
      delivery: 'api',
      lastError: notConnectedDetail('twitter'),
    });
    expect((await expectErrorBody(await retry(session, row.id), 409)).detail).toBe(
      notConnectedDetail('twitter'),
    );
    expect(await app.rowOf(row.id)).toMatchObject({ status: 'failed' });
  });
});
