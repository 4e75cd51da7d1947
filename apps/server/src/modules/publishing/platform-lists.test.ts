import { describe, expect, test, vi } from 'vitest';
import { ZPendingRepliesAnswer } from '@gatling/shared/api/replies';
import { ZScheduledAnswer, ZSentPage } from '@gatling/shared/api/scheduled';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { blueskyDouble, newBlueskyScript, xDouble } from '#test/kits/bluesky-double';
import { insertReply, testOriginalMessage, type TNewReply } from '#test/kits/replies';
import { platformRegistry } from '../../integrations/platform/registry';

const t = useTestApp(
  {},
  {
    platforms: () =>
      platformRegistry({ twitter: xDouble(newBlueskyScript()), bluesky: blueskyDouble(newBlueskyScript()) }),
  },
);
const MIN = 60_000;
let posts = 0;

const newUser = () => t.signUpAndConfirm(uniqueEmail('platform-lists'));
/** A reply of `session` on `platform`, to a post of that network. */
const reply = (session: TSession, platform: 'twitter' | 'bluesky', overrides: Partial<TNewReply>) => {
  posts += 1;
  const postId = platform === 'bluesky' ? `at://did:plc:author/app.bsky.feed.post/3l${posts}` : `17${posts}`;
  return insertReply(t.database.db, session.user.id, {
    platform,
    postId,
    post: testOriginalMessage({ id: postId }),
    ...overrides,
  });
};
const get = (session: TSession, path: string) => t.request(path, { headers: bearer(session) });
const okJson = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<unknown>;
};

describe('every list says the network of each reply and narrows to one with ?platform=', () => {
  test('GET /api/scheduled', async () => {
    const ann = await newUser();
    const onX = await reply(ann, 'twitter', { status: 'scheduled', scheduledAt: new Date(Date.now() + MIN) });
    const onBluesky = await reply(ann, 'bluesky', {
      status: 'scheduled',
      delivery: 'api',
      scheduledAt: new Date(Date.now() + 2 * MIN),
    });
    const all = ZScheduledAnswer.parse(await okJson(await get(ann, '/api/scheduled')));
    expect(all.map((r) => [r.id, r.platform])).toEqual([
      [onX.id, 'twitter'],
      [onBluesky.id, 'bluesky'],
    ]);
    const bluesky = ZScheduledAnswer.parse(await okJson(await get(ann, '/api/scheduled?platform=bluesky')));
    expect(bluesky.map((r) => r.id)).toEqual([onBluesky.id]);
    const x = ZScheduledAnswer.parse(await okJson(await get(ann, '/api/scheduled?platform=twitter')));
    expect(x.map((r) => r.id)).toEqual([onX.id]);
  });

  test('GET /api/sent: a Bluesky reply links to its post on bsky.app; pages stay within the network', async () => {
    const ben = await newUser();
    const url = 'https://bsky.app/profile/ben.bsky.social/post/3kabc';
    const onBluesky = await reply(ben, 'bluesky', {
      status: 'published',
      delivery: 'api',
      publishedAt: new Date(Date.now() - MIN),
      publishedPostId: 'at://did:plc:ben/app.bsky.feed.post/3kabc',
      publishedUrl: url,
    });
    const xRows = [];
    for (let i = 2; i < 5; i += 1) {
      xRows.push(
        await reply(ben, 'twitter', {
          status: 'published',
          delivery: 'api',
          publishedAt: new Date(Date.now() - i * MIN),
          publishedUrl: `https://x.com/ben/status/${i}`,
        }),
      );
    }
    const all = ZSentPage.strict().parse(await okJson(await get(ben, '/api/sent')));
    expect(all.items.map((i) => [i.id, i.platform])).toEqual([
      [onBluesky.id, 'bluesky'],
      ...xRows.map((r) => [r.id, 'twitter']),
    ]);
    expect(all.items[0]).toMatchObject({ published_url: url, how: 'app' });

    const bluesky = ZSentPage.strict().parse(await okJson(await get(ben, '/api/sent?platform=bluesky')));
    expect(bluesky).toEqual({ items: [all.items[0]], next_cursor: null });
    const first = ZSentPage.parse(await okJson(await get(ben, '/api/sent?platform=twitter&limit=2')));
    const second = ZSentPage.parse(
      await okJson(await get(ben, `/api/sent?platform=twitter&limit=2&cursor=${first.next_cursor}`)),
    );
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(xRows.map((r) => r.id));
    expect(second.next_cursor).toBeNull();
  });

  test('GET /api/interactions/pending, each filter kept in memory on its own', async () => {
    await t.stacks.ready;
    const cy = await newUser();
    const before = t.stacks.mark();
    const onX = await reply(cy, 'twitter', { suggestedResponse: 'On X' });
    const onBluesky = await reply(cy, 'bluesky', { suggestedResponse: 'On Bluesky' });
    // Both drafts announced before the first read, so the reads below are kept.
    await vi.waitFor(() => expect(t.stacks.mark()).toBeGreaterThanOrEqual(before + 2));
    const stack = async (query: string) =>
      ZPendingRepliesAnswer.strict()
        .parse(await okJson(await get(cy, `/api/interactions/pending${query}`)))
        .interactions.map((i) => [i.id, i.platform]);
    for (let round = 0; round < 2; round += 1) {
      expect(await stack('?platform=bluesky')).toEqual([[onBluesky.id, 'bluesky']]);
      expect(await stack('')).toEqual([
        [onX.id, 'twitter'],
        [onBluesky.id, 'bluesky'],
      ]);
      expect(await stack('?platform=twitter')).toEqual([[onX.id, 'twitter']]);
    }
    // A new draft on Bluesky is in both stacks that hold it, once announced.
    const later = await reply(cy, 'bluesky', { suggestedResponse: 'Later on Bluesky' });
    await vi.waitFor(async () =>
      expect(await stack('?platform=bluesky')).toEqual([
        [onBluesky.id, 'bluesky'],
        [later.id, 'bluesky'],
      ]),
    );
    expect((await stack('')).map(([id]) => id)).toEqual([onX.id, onBluesky.id, later.id]);
  });

  test('a platform the product does not know is refused with a reason, for each list', async () => {
    const dee = await newUser();
    for (const path of ['/api/scheduled', '/api/sent', '/api/interactions/pending']) {
      const body = await expectErrorBody(await get(dee, `${path}?platform=linkedin`), 422);
      expect(body.detail, path).toMatch(/platform/);
    }
  });
});
