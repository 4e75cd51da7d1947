import { describe, expect, test } from 'vitest';
import { PlatformDownError, RateLimitedError } from '../../integrations/platform/errors';
import { revokeSandboxAccess } from '../../stand-ins/sandbox/access';
import { publishDue, publishDueBatch } from './publish-due';
import { RETRY_BASE_MS, decideAfterFailure, retryDelayMs } from './publish-decision';
import { RATE_LIMITED_DETAIL, RECONNECT_DETAIL } from './publish-messages';
import { later, usePublishingApp } from '#test/kits/publishing';

const app = usePublishingApp();

describe('publish-due when the platform says no', () => {
  test('rate limited: back to scheduled until the reset, without using up an attempt', async () => {
    const { identity, target, row } = await app.scheduledApiReply();
    const reset = later(15 * 60_000);
    app.faults.postReply = () =>
      Promise.reject(new RateLimitedError('X rate limit: Too Many Requests', reset));

    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'scheduled' }]);
    const limited = await app.rowOf(row.id);
    expect(limited).toMatchObject({ status: 'scheduled', publishAttempts: 0, leaseUntil: null });
    expect(limited.retryAt?.getTime()).toBe(reset.getTime());
    expect(limited.lastError).toBe(RATE_LIMITED_DETAIL);
    expect(await publishDueBatch(app.ctx, later(60_000))).toBe(0);

    // Nothing went out, so the next attempt is a first one: it posts without looking.
    app.faults.postReply = null;
    expect(await publishDue(app.ctx, reset)).toEqual([{ id: row.id, outcome: 'published' }]);
    expect(await app.rowOf(row.id)).toMatchObject({ publishAttempts: 1, lastError: null, retryAt: null });
    expect(await app.repliesTo(target.postId, identity.id)).toHaveLength(1);
    expect(app.calls).toEqual({ postReply: 2, getUserPosts: 0 });
  });

  test('revoked access: the connection is marked for reconnecting and the reply fails saying so', async () => {
    const { session, identity, target, row } = await app.scheduledApiReply();
    expect(await revokeSandboxAccess(app.db, identity.id)).toBe(true);

    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'failed' }]);
    expect(await app.rowOf(row.id)).toMatchObject({
      status: 'failed',
      lastError: RECONNECT_DETAIL,
      leaseUntil: null,
    });
    expect(RECONNECT_DETAIL).toMatch(/reconnect X in Settings/);
    expect((await app.kit.connectionOf(session))?.status).toBe('reconnect_needed');
    expect(await app.repliesTo(target.postId, identity.id)).toEqual([]);

    // The next reply of that user fails at once, without calling the platform.
    const next = await app.schedule(session.user.id, await app.postMentioning(identity.username));
    app.calls.postReply = 0;
    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: next.id, outcome: 'failed' }]);
    expect(app.calls.postReply).toBe(0);
  });

  test('an outage that lasts: retried with growing waits, then failed after PUBLISH_MAX_ATTEMPTS', async () => {
    const { identity, target, row } = await app.scheduledApiReply();
    app.faults.postReply = () => Promise.reject(new PlatformDownError('X answered 503: Service Unavailable'));
    const max = app.t.config.PUBLISH_MAX_ATTEMPTS;
    expect(max).toBe(5);

    let now = new Date();
    for (let attempt = 1; attempt < max; attempt++) {
      expect(await publishDue(app.ctx, now)).toEqual([{ id: row.id, outcome: 'scheduled' }]);
      const waiting = await app.rowOf(row.id);
      expect(waiting).toMatchObject({ status: 'scheduled', publishAttempts: attempt });
      const wait = waiting.retryAt!.getTime() - now.getTime();
      expect(wait).toBeGreaterThanOrEqual(retryDelayMs(attempt));
      expect(wait).toBeLessThan(retryDelayMs(attempt) + 10_000);
      now = waiting.retryAt!;
    }
    expect(await publishDue(app.ctx, now)).toEqual([{ id: row.id, outcome: 'failed' }]);
    const failed = await app.rowOf(row.id);
    expect(failed).toMatchObject({ status: 'failed', publishAttempts: max, leaseUntil: null, retryAt: null });
    expect(failed.lastError).toBe(
      'Posting did not go through after 5 attempts (last: X answered 503: Service Unavailable). It was not posted.',
    );
    // Every attempt after the first looked first, and the last one looked once more before giving up.
    expect(app.calls).toEqual({ postReply: max, getUserPosts: max });
    expect(await app.repliesTo(target.postId, identity.id)).toEqual([]);
  });

  test('refused as a duplicate: the reply found on the account is the publication', async () => {
    const { userId, identity, target, row } = await app.scheduledApiReply();
    const posted = await app.provider.postReply(await app.credentialsOf(userId), {
      inReplyToId: target.postId,
      text: row.finalText!,
      key: row.id,
    });

    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'published' }]);
    expect(await app.rowOf(row.id)).toMatchObject({ status: 'published', publishedPostId: posted.id });
    expect(await app.repliesTo(target.postId, identity.id)).toHaveLength(1);
  });

  test("refused input (too long for X) fails at once with the platform's reason", async () => {
    const { identity, target, row } = await app.scheduledApiReply({ finalText: 'word '.repeat(70).trim() });

    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'failed' }]);
    expect(await app.rowOf(row.id)).toMatchObject({
      status: 'failed',
      lastError: 'X refused this reply: The reply is longer than 280 characters',
    });
    expect(app.calls.postReply).toBe(1);
    expect(await app.repliesTo(target.postId, identity.id)).toEqual([]);
  });

  test('a failed read before re-posting is retried and posts nothing', async () => {
    const { identity, target, row } = await app.scheduledApiReply({ publishAttempts: 1 });
    app.faults.getUserPosts = () =>
      Promise.reject(new PlatformDownError('X could not be reached: ETIMEDOUT'));

    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'scheduled' }]);
    expect(await app.rowOf(row.id)).toMatchObject({ status: 'scheduled', publishAttempts: 2 });
    expect(app.calls.postReply).toBe(0);
    expect(await app.repliesTo(target.postId, identity.id)).toEqual([]);
  });
});

describe('decideAfterFailure', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  test('the last attempt of an unknown outcome looks before failing; a failed read cannot confirm', () => {
    const err = new PlatformDownError('down');
    expect(decideAfterFailure(err, { phase: 'post', attempt: 5, maxAttempts: 5, now })).toMatchObject({
      kind: 'verify',
    });
    expect(decideAfterFailure(err, { phase: 'lookup', attempt: 5, maxAttempts: 5, now })).toMatchObject({
      kind: 'failed',
      detail: expect.stringMatching(/could not be confirmed/) as unknown,
    });
    expect(decideAfterFailure(new Error('bug'), { phase: 'post', attempt: 1, maxAttempts: 5, now })).toEqual({
      kind: 'retry',
      at: new Date(now.getTime() + RETRY_BASE_MS),
      refund: false,
      detail: 'Attempt 1 did not go through (bug); it will be tried again.',
    });
  });
});
