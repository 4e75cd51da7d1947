import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  RESTORE_SCHEDULED_WINDOW_MS,
  ZDeleteScheduledAnswer,
  ZRestoreScheduledAnswer,
  ZScheduledReply,
} from '@gatling/shared/api/scheduled';
import type { TSession } from '@gatling/shared/api/session';
import { replies } from '../../db/schema/replies';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { insertReply, type TNewReply } from '#test/kits/replies';

const t = useTestApp();

const MIN = 60_000;
const newUser = () => t.signUpAndConfirm(uniqueEmail('restore'));
const add = (session: TSession, overrides: Partial<TNewReply>) =>
  insertReply(t.database.db, session.user.id, {
    status: 'scheduled',
    finalText: 'Sounds good',
    ...overrides,
  });
const listed = async (session: TSession) => {
  const res = await t.request('/api/scheduled', { headers: bearer(session) });
  expect(res.status).toBe(200);
  return ZScheduledReply.array().parse(await res.json());
};
const removed = async (session: TSession, ids: string[]) => {
  const res = await t.request(`/api/scheduled?interaction_ids=${ids.join(',')}`, {
    method: 'DELETE',
    headers: bearer(session),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZDeleteScheduledAnswer.parse(await res.json()).deleted_ids;
};
const restore = (session: TSession | null, body: unknown) =>
  t.request('/api/scheduled/restore', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? bearer(session) : {}) },
    body: JSON.stringify(body),
  });
const restored = async (session: TSession, ids: string[]) => {
  const res = await restore(session, { interaction_ids: ids });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZRestoreScheduledAnswer.strict().parse(await res.json()).restored_ids;
};

describe('POST /api/scheduled/restore', () => {
  test('needs a session', async () => {
    await expectErrorBody(await restore(null, { interaction_ids: [] }), 401);
  });

  test('undoes a delete: each reply comes back as it was, at its time', async () => {
    const ada = await newUser();
    const soon = new Date(Date.now() + 30 * MIN);
    const waiting = await add(ada, { scheduledAt: soon });
    const intent = await add(ada, { status: 'awaiting_intent', delivery: 'intent', scheduledAt: soon });
    const failed = await add(ada, { status: 'failed', lastError: 'The platform refused it.' });
    const retrying = await add(ada, { scheduledAt: soon, lastError: 'Rate limited', retryAt: soon });
    const all = [waiting.id, intent.id, failed.id, retrying.id];
    expect(await removed(ada, all)).toEqual(all);
    expect(await listed(ada)).toEqual([]);

    expect(await restored(ada, [...all].reverse())).toEqual([...all].reverse());
    const back = new Map((await listed(ada)).map((r) => [r.id, r]));
    expect(back.get(waiting.id)).toMatchObject({ status: 'scheduled', scheduled_at: soon.toISOString() });
    // Due again, the publisher moves it back to the platform's reply page.
    expect(back.get(intent.id)).toMatchObject({ status: 'scheduled', delivery: 'intent' });
    expect(back.get(failed.id)).toMatchObject({ status: 'failed', last_error: 'The platform refused it.' });
    expect(back.get(retrying.id)).toMatchObject({ status: 'scheduled' });
    // Restoring again names nothing: they are no longer deleted.
    expect(await restored(ada, all)).toEqual([]);
  });

  test("only the user's own replies deleted in the last minutes; nothing else is touched", async () => {
    const ada = await newUser();
    const eve = await newUser();
    const adas = await add(ada, { scheduledAt: new Date(Date.now() + MIN) });
    const old = await add(ada, {
      status: 'cancelled',
      updatedAt: new Date(Date.now() - RESTORE_SCHEDULED_WINDOW_MS - MIN),
    });
    const published = await add(ada, { status: 'published' });
    const pending = await add(ada, { status: 'pending' });
    expect(await removed(ada, [adas.id])).toEqual([adas.id]);

    expect(await restored(eve, [adas.id])).toEqual([]);
    expect(await restored(ada, [old.id, published.id, pending.id])).toEqual([]);
    const statuses = await t.database.db
      .select({ id: replies.id, status: replies.status })
      .from(replies)
      .where(eq(replies.userId, ada.user.id));
    expect(new Map(statuses.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [adas.id, 'cancelled'],
        [old.id, 'cancelled'],
        [published.id, 'published'],
        [pending.id, 'pending'],
      ]),
    );
    // Upper case is the same id.
    expect(await restored(ada, [adas.id.toUpperCase()])).toEqual([adas.id]);
  });

  test('an empty list, a malformed id or too many ids: 422', async () => {
    const ada = await newUser();
    for (const body of [
      {},
      { interaction_ids: [] },
      { interaction_ids: ['nope'] },
      { interaction_ids: Array.from({ length: 201 }, () => crypto.randomUUID()) },
    ]) {
      await expectErrorBody(await restore(ada, body), 422);
    }
  });
});
