import { describe, expect, test } from 'vitest';
import { PlatformDownError } from '../../integrations/platform/errors';
import { revokeSandboxAccess } from '../../stand-ins/sandbox/access';
import { openEventStream } from '#test/kits/events';
import { usePublishingApp } from '#test/kits/publishing';
import { publishDue } from './publish-due';
import { RECONNECT_DETAIL } from './publish-messages';

// The publishing job tells the user's live updates what became of each due reply (the Scheduled
// list updates from them), through the job itself on the sandbox network.
const app = usePublishingApp();

describe('publishing on the live updates', () => {
  test('a reply posted through the API: reply.published with its address', async () => {
    const { session, row } = await app.scheduledApiReply();
    const stream = await openEventStream(app.t, session);
    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'published' }]);
    const published = await stream.next('reply.published');
    expect(published).toMatchObject({
      reply_id: row.id,
      published_url: (await app.rowOf(row.id)).publishedUrl,
    });
    expect(published.published_url).toMatch(/^https?:\/\//);
    await stream.close();
  });

  test('a reply the user finishes on the platform: reply.awaiting_intent', async () => {
    const { session, row } = await app.scheduledApiReply({ delivery: 'intent' });
    const stream = await openEventStream(app.t, session);
    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'awaiting_intent' }]);
    expect(await stream.next('reply.awaiting_intent')).toMatchObject({ reply_id: row.id });
    await stream.close();
  });

  test('a reply held for a retry: reply.scheduled with the time it is tried again', async () => {
    const { session, row } = await app.scheduledApiReply();
    app.faults.postReply = () => Promise.reject(new PlatformDownError('X answered 503'));
    const stream = await openEventStream(app.t, session);
    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'scheduled' }]);
    expect(await stream.next('reply.scheduled')).toMatchObject({
      reply_id: row.id,
      scheduled_at: (await app.rowOf(row.id)).retryAt!.toISOString(),
    });
    await stream.close();
  });

  test('a reply that cannot go out: reply.failed with why', async () => {
    const { session, identity, row } = await app.scheduledApiReply();
    expect(await revokeSandboxAccess(app.db, identity.id)).toBe(true);
    const stream = await openEventStream(app.t, session);
    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'failed' }]);
    expect(await stream.next('reply.failed')).toMatchObject({
      reply_id: row.id,
      last_error: RECONNECT_DETAIL,
    });
    expect(stream.received.map((r) => r.type)).toEqual(['reply.failed']);
    await stream.close();
  });
});
