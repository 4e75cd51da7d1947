import { describe, expect, test } from 'vitest';
import { ZScheduledReply, ZSentPage } from '@gatling/shared/api/scheduled';
import type { TSession } from '@gatling/shared/api/session';
import { bearer } from '#test/harness';
import { connectTestAccount } from '#test/kits/bluesky-double';
import { testOriginalMessage } from '#test/kits/replies';
import { usePublishingApp } from '#test/kits/publishing';
import { publishDue } from './publish-due';

// X is the sandbox network here and Bluesky a live double: `sandbox` follows the connection's kind.
const app = usePublishingApp();

const getJson = async (session: TSession, path: string) => {
  const res = await app.t.request(path, { headers: bearer(session) });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<unknown>;
};

describe('a reply says whether it goes to the sandbox network, by its connection, not its platform', () => {
  test('scheduled and sent: the sandbox X reply is, the real Bluesky reply is not', async () => {
    const { session, userId, row: onX } = await app.scheduledApiReply();
    await connectTestAccount(app.db, app.ctx.cipher, userId, 'bluesky');
    const postId = 'at://did:plc:author/app.bsky.feed.post/3sandboxflag';
    const onBluesky = await app.schedule(
      userId,
      { postId, authorId: 'did:plc:author' },
      { platform: 'bluesky', post: testOriginalMessage({ id: postId }) },
    );

    const scheduled = ZScheduledReply.array().parse(await getJson(session, '/api/scheduled'));
    expect(scheduled.map((r) => [r.id, r.platform, r.sandbox])).toEqual(
      expect.arrayContaining([
        [onX.id, 'twitter', true],
        [onBluesky.id, 'bluesky', false],
      ]),
    );

    const results = await publishDue(app.ctx, new Date());
    expect(results.map((r) => r.outcome)).toEqual(['published', 'published']);
    const sent = ZSentPage.parse(await getJson(session, '/api/sent'));
    expect(sent.items.map((r) => [r.id, r.sandbox])).toEqual(
      expect.arrayContaining([
        [onX.id, true],
        [onBluesky.id, false],
      ]),
    );
  });
});
