import { describe, expect, test } from 'vitest';
import { DELETE_SCHEDULED_MAX, ZDeleteScheduledAnswer, ZScheduledReply } from '@gatling/shared/api/scheduled';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { insertReply, testOriginalMessage, type TNewReply } from '#test/kits/replies';
import { IDS_REQUIRED_DETAIL, TOO_MANY_IDS_DETAIL } from './cancel-scheduled';
import { publishDueBatch } from './publish-due';

const t = useTestApp();

const MIN = 60_000;
const newUser = () => t.signUpAndConfirm(uniqueEmail('scheduled'));
const add = (session: TSession, overrides: Partial<TNewReply>) =>
  insertReply(t.database.db, session.user.id, {
    status: 'scheduled',
    finalText: 'Sounds good to me',
    ...overrides,
  });
const list = async (session: TSession) => {
  const res = await t.request('/api/scheduled', { headers: bearer(session) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZScheduledReply.strict()
    .array()
    .parse(await res.json());
};
const remove = (session: TSession, query: string) =>
  t.request(`/api/scheduled${query}`, { method: 'DELETE', headers: bearer(session) });
const removed = async (session: TSession, ids: string[]) => {
  const res = await remove(session, `?interaction_ids=${ids.join(',')}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ZDeleteScheduledAnswer.strict().parse(await res.json()).deleted_ids;
};

describe('GET /api/scheduled', () => {
  test('needs a session', async () => {
    await expectErrorBody(await t.request('/api/scheduled'), 401);
  });

  test("the user's waiting, publishing, intent and failed replies, soonest first, as the screen shows them", async () => {
    const ada = await newUser();
    const other = await newUser();
    const at = (minutes: number) => new Date(Date.now() + minutes * MIN);
    const media = { url: 'https://pbs.example/img.png' };
    const post = testOriginalMessage({
      media,
      author: { username: 'lena', name: 'Lena K', avatar_url: null },
    });
    const edited = await add(ada, {
      post,
      scheduledAt: at(30),
      finalText: 'My words',
      humanEdits: 'My words',
    });
    const failed = await add(ada, {
      scheduledAt: at(-60),
      status: 'failed',
      lastError: 'X refused this reply: x',
    });
    const intent = await add(ada, { scheduledAt: at(-5), status: 'awaiting_intent', delivery: 'intent' });
    const publishing = await add(ada, { scheduledAt: at(-1), status: 'publishing', delivery: 'api' });
    // Edited back to the very draft: not marked.
    const same = await add(ada, {
      scheduledAt: at(90),
      humanEdits: 'Lucia or Better Auth, depending on how much you want to own.',
    });
    for (const status of ['pending', 'rejected', 'published', 'cancelled'] as const)
      await add(ada, { status, scheduledAt: at(1) });
    await add(other, { scheduledAt: at(2) });

    const items = await list(ada);
    expect(items.map((i) => i.id)).toEqual([failed.id, intent.id, publishing.id, edited.id, same.id]);
    expect(items.map((i) => i.status)).toEqual([
      'failed',
      'awaiting_intent',
      'publishing',
      'scheduled',
      'scheduled',
    ]);
    expect(items.map((i) => i.edited_response)).toEqual([false, false, false, true, false]);
    const shown = items[3]!;
    expect(shown).toMatchObject({
      pending_text: 'My words',
      scheduled_at: edited.scheduledAt!.toISOString(),
      original_message: post,
      tweet_type: 'SINGLE',
      original_tweet: null,
      current_tweet: { author: post.author, media },
      delivery: 'intent',
      dry_send: false,
      last_error: null,
    });
    expect(items[0]!.last_error).toBe('X refused this reply: x');
    // The intent link goes to the platform's reply page, prefilled; API deliveries have none.
    const link = new URL(items[1]!.intent_url!);
    expect(link.pathname).toBe('/sandbox/intent');
    expect(link.searchParams.get('in_reply_to')).toBe(intent.postId);
    expect(link.searchParams.get('text')).toBe('Sounds good to me');
    expect(items[2]!.intent_url).toBeNull();
    expect(await list(other)).toHaveLength(1);
  });
});

describe('DELETE /api/scheduled', () => {
  test('cancels what has not gone out, in the order asked; not what is being posted or is out', async () => {
    const ada = await newUser();
    const past = new Date(Date.now() - MIN);
    const waiting = await add(ada, { scheduledAt: past, drySend: true });
    const intent = await add(ada, { status: 'awaiting_intent' });
    const failed = await add(ada, { status: 'failed' });
    const publishing = await add(ada, { status: 'publishing', scheduledAt: past });
    const published = await add(ada, { status: 'published' });
    const kept = await add(ada, { scheduledAt: new Date(Date.now() + 60 * MIN) });

    const ids = [failed.id, publishing.id, waiting.id, published.id, intent.id, waiting.id];
    expect(await removed(ada, ids)).toEqual([failed.id, waiting.id, intent.id]);
    expect((await list(ada)).map((i) => i.id)).toEqual([publishing.id, kept.id]);
    // A cancelled reply never goes out, even when its time has come.
    expect(await publishDueBatch(t.services, new Date())).toBe(0);
    // Deleting again names nothing: it is no longer scheduled.
    expect(await removed(ada, [waiting.id])).toEqual([]);
  });

  test("another user's ids are ignored, never cancelled", async () => {
    const ada = await newUser();
    const eve = await newUser();
    const adas = await add(ada, { scheduledAt: new Date(Date.now() + MIN) });
    const eves = await add(eve, {});
    expect(await removed(eve, [adas.id, eves.id])).toEqual([eves.id]);
    expect((await list(ada)).map((i) => i.id)).toEqual([adas.id]);
    // Upper case is the same id.
    expect(await removed(ada, [adas.id.toUpperCase()])).toEqual([adas.id]);
  });

  test('a missing, empty or malformed list, or too many ids: 422 and nothing changes', async () => {
    const ada = await newUser();
    const row = await add(ada, { scheduledAt: new Date(Date.now() + MIN) });
    const cases: [string, string | RegExp][] = [
      ['', IDS_REQUIRED_DETAIL],
      ['?interaction_ids=', IDS_REQUIRED_DETAIL],
      ['?interaction_ids=%20,%20', IDS_REQUIRED_DETAIL],
      [`?interaction_ids=${row.id},,${row.id}`, /empty entry/],
      [`?interaction_ids=${row.id},nope`, '"nope" is not a scheduled reply id'],
      ["?interaction_ids=1';drop table interactions;--", /is not a scheduled reply id/],
      [
        `?interaction_ids=${Array.from({ length: DELETE_SCHEDULED_MAX + 1 }, () => row.id).join(',')}`,
        TOO_MANY_IDS_DETAIL,
      ],
    ];
    for (const [query, detail] of cases) {
      const body = await expectErrorBody(await remove(ada, query), 422);
      expect(body.code).toBe('VALIDATION_FAILED');
      if (typeof detail === 'string') expect(body.detail).toBe(detail);
      else expect(body.detail).toMatch(detail);
    }
    expect((await list(ada)).map((i) => i.id)).toEqual([row.id]);
    // The parameter may also repeat.
    const other = await add(ada, { scheduledAt: new Date(Date.now() + MIN) });
    const res = await remove(ada, `?interaction_ids=${row.id}&interaction_ids=${other.id}`);
    expect(ZDeleteScheduledAnswer.parse(await res.json()).deleted_ids).toEqual([row.id, other.id]);
  });
});
