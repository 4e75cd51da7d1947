import { describe, expect, test } from 'vitest';
import { ZSentPage } from '@gatling/shared/api/scheduled';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { insertReply, type TNewReply } from '#test/kits/replies';

const t = useTestApp();
const MIN = 60_000;
const newUser = () => t.signUpAndConfirm(uniqueEmail('sent'));
const published = (session: TSession, minutesAgo: number, overrides: Partial<TNewReply> = {}) =>
  insertReply(t.database.db, session.user.id, {
    status: 'published',
    finalText: `Sent ${minutesAgo} minutes ago`,
    delivery: 'api',
    publishedAt: new Date(Date.now() - minutesAgo * MIN),
    publishedPostId: `${1_800_000_000_000_000_000n + BigInt(minutesAgo)}`,
    publishedUrl: `https://x.com/me/status/${minutesAgo}`,
    ...overrides,
  });
const page = async (session: TSession, query = '') => {
  const res = await t.request(`/api/sent${query}`, { headers: bearer(session) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZSentPage.strict().parse(await res.json());
};

describe('GET /api/sent', () => {
  test('the published replies, newest first, with how each went out; nothing else', async () => {
    const ann = await newUser();
    const viaApp = await published(ann, 5);
    const onX = await published(ann, 3, { delivery: 'intent' });
    const dry = await published(ann, 1, {
      drySend: true,
      humanEdits: 'My own words',
      finalText: 'My own words',
    });
    await insertReply(t.database.db, ann.user.id, { status: 'scheduled', finalText: 'Not yet' });
    await insertReply(t.database.db, ann.user.id, { status: 'rejected' });
    const { items, next_cursor } = await page(ann);
    expect(items.map((i) => i.id)).toEqual([dry.id, onX.id, viaApp.id]);
    expect(items.map((i) => i.how)).toEqual(['dry_send', 'on_platform', 'app']);
    expect(items[0]).toMatchObject({ text: 'My own words', edited_response: true, published_url: null });
    expect(items[2]).toMatchObject({
      text: 'Sent 5 minutes ago',
      published_url: 'https://x.com/me/status/5',
      source: { kind: 'keyword', value: 'side project auth' },
    });
    expect(next_cursor).toBeNull();
  });

  test('pages with a cursor, without gaps or repeats; another user sees none of them', async () => {
    const ben = await newUser();
    const rows = [];
    for (let i = 0; i < 5; i += 1) rows.push(await published(ben, 10 + i));
    const first = await page(ben, '?limit=2');
    const second = await page(ben, `?limit=2&cursor=${first.next_cursor}`);
    const third = await page(ben, `?limit=2&cursor=${second.next_cursor}`);
    expect([...first.items, ...second.items, ...third.items].map((i) => i.id)).toEqual(rows.map((r) => r.id));
    expect(third.next_cursor).toBeNull();
    expect((await page(await newUser())).items).toEqual([]);
  });

  test('a cursor this list did not give, or a bad limit, is a 422', async () => {
    const cal = await newUser();
    for (const query of ['?cursor=bm9wZQ', '?limit=0', '?limit=51', '?limit=x']) {
      await expectErrorBody(await t.request(`/api/sent${query}`, { headers: bearer(cal) }), 422);
    }
    await expectErrorBody(await t.request('/api/sent'), 401);
  });
});
