/**
 * Bluesky's reference network × every writer (the demo writer, and a language model behind the
 * OpenAI, Anthropic and OpenAI-compatible wire fakes), end to end: monitor → draft → approve →
 * published exactly once (apps/server/test/kits/network-writer-matrix.ts, the same cell as the
 * in-process networks' in apps/server/src/modules/monitoring/network-writer-matrix.test.ts).
 * One network for the four writers (its start is the expensive part); one product database, with an
 * app per writer on it and a user and a Bluesky account per cell. What the PDS holds is the truth
 * (listRecords: no index in between); the AppView's thread shows the reply once too.
 */
import { AtpAgent } from '@atproto/api';
import { describe, expect, test } from 'vitest';
import {
  replyOnceEndToEnd,
  useWriterApps,
  useWriters,
  WRITERS,
  type TNetworkStand,
} from '../../apps/server/test/kits/network-writer-matrix';
import { connectedBluesky, timed, useBlueskyNetwork, type TBlueskyAccount } from './network';

const writer = useWriters();
const bluesky = useBlueskyNetwork('writers');
const appFor = useWriterApps(() => ({ BLUESKY_SERVICE_URL: bluesky.current().pds.url }), writer);

let asker: TBlueskyAccount | undefined;

const referenceNetwork: TNetworkStand = {
  platform: 'bluesky',
  sandbox: false,
  async connect(app, session, name) {
    const account = await bluesky.createAccount(name.replace('openai-compatible', 'compatible'));
    const profile = await connectedBluesky(
      app,
      { authorization: `Bearer ${session.access_token}` },
      { identifier: account.handle, app_password: await bluesky.createAppPassword(account) },
    );
    expect(profile.did).toBe(account.did);
    return { id: account.did, handle: account.handle };
  },
  async postAsSomeoneElse(_app, texts) {
    asker ??= await bluesky.createAccount('asker');
    const uris: string[] = [];
    for (const text of texts) {
      uris.push((await asker.agent.post({ text, langs: ['en'], createdAt: new Date().toISOString() })).uri);
    }
    // Monitoring searches the AppView: it has indexed them once this settles.
    await bluesky.current().processAll();
    return uris;
  },
  async postsBy(_app, account) {
    const pds = new AtpAgent({ service: bluesky.current().pds.url });
    const answer = await pds.com.atproto.repo.listRecords({
      repo: account.id,
      collection: 'app.bsky.feed.post',
      limit: 100,
    });
    return answer.data.records.map((r) => {
      const value = r.value as { text: string; reply?: { root: { uri: string }; parent: { uri: string } } };
      return { id: r.uri, text: value.text, inReplyTo: value.reply?.parent.uri ?? null };
    });
  },
};

describe('Bluesky reference network: monitor → draft → approve → published exactly once', () => {
  test.each(WRITERS)('Bluesky reference network × %s', async (name) => {
    const { card, account } = await timed(`cell ${name}`, () =>
      replyOnceEndToEnd(appFor(name), referenceNetwork, name, writer(name)),
    );
    // As people see it: the AppView's thread shows the reply once, under the post it answers.
    await bluesky.current().processAll();
    const thread = await bluesky.repliesInThread(card.original_message.id);
    expect(thread.filter((r) => r.authorDid === account.id)).toMatchObject([
      { record: { text: card.suggested_response, reply: { root: { uri: card.original_message.id } } } },
    ]);
  });
});
