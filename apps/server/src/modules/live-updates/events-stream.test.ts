import { describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, expectErrorBody, pathOf, uniqueEmail, useTestApp } from '#test/harness';
import { billingKit } from '#test/kits/billing';
import { openEventStream } from '#test/kits/events';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { reviewKit } from '#test/kits/review';
import { readEventsAfter } from '../../event-log/read-events';
import { BAD_LAST_EVENT_ID_DETAIL } from './routes';

// GET /api/events through app.request on the real database: the events come from the real
// actions (a monitoring run through the job, a checkout through the test-mode page).
const t = useTestApp();
const monitoring = monitoringKit(t);
const billing = billingKit(t);
const review = reviewKit(t);

/** A connected user with a keyword and a question on the network a run will draft a reply to. */
async function userWithAPostToAnswer(label: string) {
  const { session, handle } = await monitoring.connectedUser(label);
  const word = uniqueWord();
  await monitoring.addKeyword(session, word);
  const rule = 'Questions about onboarding emails';
  const rules = await t.post('/api/qualification-rules', [{ trigger_prompt: rule }], bearer(session));
  expect(rules.status, await rules.clone().text()).toBe(201);
  const author = await monitoring.account(`asker${word}`.slice(0, 15));
  await monitoring.post({
    authorId: author,
    text: `@${handle} has anyone tried ${word} for onboarding emails?`,
    minutesAgo: 30,
  });
  return session;
}

/** Completes a test-mode checkout for the user, as the page's button does. */
async function subscribe(session: TSession) {
  const url = await billing.checkoutUrl(await billing.checkoutCreate(session));
  const res = await t.request(`${pathOf(url)}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status).toBe(302);
}

describe('GET /api/events', () => {
  test('needs a session', async () => {
    await expectErrorBody(await t.request('/api/events'), 401);
    await expectErrorBody(await t.request('/api/events', { headers: bearer('not-a-token') }), 401);
  });

  test('refuses a Last-Event-ID that is no event id with a 400 saying so', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('badid'));
    for (const headers of [
      { 'last-event-id': 'abc' },
      { 'last-event-id': '-1' },
      { 'last-event-id': '1e3' },
    ]) {
      const body = await expectErrorBody(
        await t.request('/api/events', { headers: { ...bearer(session), ...headers } }),
        400,
      );
      expect(body.detail).toBe(BAD_LAST_EVENT_ID_DETAIL);
    }
    const query = await expectErrorBody(
      await t.request('/api/events?last_event_id=9999999999999999999', { headers: bearer(session) }),
      400,
    );
    expect(query.detail).toBe(BAD_LAST_EVENT_ID_DETAIL);
  });

  test('is an unbuffered event stream', async () => {
    const stream = await openEventStream(t, await t.signUpAndConfirm(uniqueEmail('headers')));
    expect(stream.res.headers.get('cache-control')).toBe('no-cache');
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    await stream.close();
  });

  test('a monitoring run sends its progress, each new draft, and its end', async () => {
    const session = await userWithAPostToAnswer('run');
    const stream = await openEventStream(t, session);
    const runId = await monitoring.trigger(session);
    await monitoring.work();

    const finished = await stream.next('monitor.finished');
    expect(finished).toMatchObject({ monitor_run_id: runId, status: 'COMPLETED', error_message: null });
    expect(finished.drafts_created).toBeGreaterThan(0);
    const drafts = stream.ofType('draft.created').map((e) => e.reply_id);
    const rows = await monitoring.repliesOf(session);
    expect(drafts.sort()).toEqual(rows.map((r) => r.id).sort());
    expect(drafts).toHaveLength(finished.drafts_created);

    const progress = stream.ofType('monitor.progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => p.monitor_run_id === runId && p.status === 'RUNNING')).toBe(true);
    const values = progress.map((p) => p.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    // Ids rise in the order sent, and the end comes last.
    const ids = stream.received.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(stream.received.at(-1)?.type).toBe('monitor.finished');
    await stream.close();
  });

  test('a completed checkout sends subscription.changed', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('checkout'));
    const stream = await openEventStream(t, session);
    await subscribe(session);
    await stream.next('subscription.changed');
    // The test mode completes a checkout as two provider events (checkout, subscription): each says so.
    const afterCheckout = stream.received.length;
    const cancel = await billing.cancel(session);
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    await stream.until((events) => events.length === afterCheckout + 1, 'the cancellation');
    expect(new Set(stream.received.map((r) => r.type))).toEqual(new Set(['subscription.changed']));
    await stream.close();
  });

  test('approving a draft sends reply.scheduled with its publish time', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('approve'));
    const draft = await review.draftFor(session);
    const stream = await openEventStream(t, session);
    const answer = await review.ok<{ scheduled_at: string }>(
      await review.call(session, '/feedback/approve', { reply_id: draft.id }),
    );
    const scheduled = await stream.next('reply.scheduled');
    expect(scheduled).toMatchObject({ reply_id: draft.id });
    expect(new Date(scheduled.scheduled_at).getTime()).toBe(new Date(answer.scheduled_at).getTime());
    await stream.close();
  });

  test("another user's events never arrive", async () => {
    const ann = await t.signUpAndConfirm(uniqueEmail('ann'));
    const bob = await userWithAPostToAnswer('bob');
    const annStream = await openEventStream(t, ann);
    const bobStream = await openEventStream(t, bob);
    await monitoring.trigger(bob);
    await monitoring.work();
    await subscribe(bob);
    await bobStream.next('subscription.changed');
    // Ann's own event comes after all of Bob's: had any of his reached her stream, it would be there.
    await subscribe(ann);
    const own = await annStream.next('subscription.changed');
    expect(bobStream.ofType('draft.created').length).toBeGreaterThan(0);
    // Ids are each user's own (the same numbers may come to both): the events themselves tell.
    expect(annStream.received.every((r) => r.type === 'subscription.changed')).toBe(true);
    expect(annStream.received[0]?.id).toBe(own.id);
    await Promise.all([annStream.close(), bobStream.close()]);
  });

  test('Last-Event-ID replays exactly the events missed; without it, only what comes next', async () => {
    const session = await userWithAPostToAnswer('replay');
    const first = await openEventStream(t, session);
    await subscribe(session);
    await first.next('subscription.changed');
    // The checkout's events all committed together: once the last of them arrived, it is the last
    // id the client saw.
    const last = (await readEventsAfter(t.database.db, session.user.id, 0, 1000)).at(-1)!;
    await first.until((events) => events.at(-1)?.id === last.id, "the checkout's last event");
    const seen = first.received.at(-1)!;
    await first.close();

    // While disconnected: a whole monitoring run.
    await monitoring.trigger(session);
    await monitoring.work();

    const fresh = await openEventStream(t, session);
    const again = await openEventStream(t, session, { lastEventId: String(seen.id) });
    const missed = [
      ...(await again.until((events) => events.at(-1)?.type === 'monitor.finished', 'the run')),
    ];
    const stored = await readEventsAfter(t.database.db, session.user.id, seen.id, 1000);
    expect(missed.map((r) => r.id)).toEqual(stored.map((r) => r.id));
    expect(missed[0]?.id).toBeGreaterThan(seen.id);
    expect(missed.map((r) => r.type)).toContain('draft.created');
    expect(missed.map((r) => r.type)).not.toContain('subscription.changed');
    // The query parameter stands in for the header.
    const byQuery = await openEventStream(t, session, { query: `?last_event_id=${seen.id}` });
    await byQuery.until((events) => events.length === missed.length, 'the same replay');
    expect(byQuery.received.map((r) => r.id)).toEqual(missed.map((r) => r.id));

    await t.request('/api/cancel_subscription', { method: 'POST', headers: bearer(session) });
    const cancelled = await fresh.next('subscription.changed');
    await again.until((events) => events.length === missed.length + 1, 'the cancellation');
    expect(fresh.received.map((r) => r.id)).toEqual([cancelled.id]);
    expect(again.received.at(-1)?.id).toBe(cancelled.id);
    await Promise.all([fresh.close(), again.close(), byQuery.close()]);
  });
});
