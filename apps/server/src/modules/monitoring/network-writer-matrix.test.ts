import { describe, expect, test } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { sandboxPosts } from '../../db/schema/sandbox';
import { startBlueskyFake, type TBlueskyFake, type TFakeBlueskyAccount } from '#test/fakes/bluesky/server';
import { FAKE_X } from '#test/fakes/x/data';
import { startFakeXServer, type TFakeXServer } from '#test/fakes/x/server';
import { bearer, openedForAll } from '#test/harness';
import {
  connectionsKit,
  expectCallbackRedirect,
  newHandle,
  paramsOf,
  sandboxBrowser,
} from '#test/kits/connections';
import { monitoringKit } from '#test/kits/monitoring';
import {
  replyOnceEndToEnd,
  useWriterApps,
  useWriters,
  WRITERS,
  type TNetworkStand,
  type TWriterName,
} from '#test/kits/network-writer-matrix';

/**
 * Every network the app runs in-process × every writer, end to end: monitor → draft → approve →
 * published exactly once (test/kits/network-writer-matrix.ts). Each network gets one database with
 * one app per writer on it, and model fakes of its own (a failed cell's unused answers stay with its
 * network); each cell a user of its own. Bluesky's reference network has its row in
 * tests/bluesky-network/writer-matrix.test.ts.
 */

const sandboxX: TNetworkStand = {
  platform: 'twitter',
  sandbox: true,
  async connect(app, session, name) {
    const kit = connectionsKit(app);
    const profile = await sandboxBrowser(app, kit).connect(session, { username: newHandle(), name });
    const row = await kit.connectionOf(session);
    if (!row) throw new Error('no connection after connecting');
    return { id: row.externalUserId, handle: profile.twitter_username };
  },
  async postAsSomeoneElse(app, texts) {
    const kit = monitoringKit(app);
    const author = await kit.account(newHandle());
    const ids: string[] = [];
    for (const [i, text] of texts.entries()) {
      ids.push(await kit.post({ authorId: author, text, minutesAgo: texts.length + 1 - i }));
    }
    return ids;
  },
  async postsBy(app, account) {
    const rows = await app.database.db
      .select()
      .from(sandboxPosts)
      .where(and(eq(sandboxPosts.authorId, account.id), isNull(sandboxPosts.deletedAt)))
      .orderBy(asc(sandboxPosts.id));
    return rows.map((r) => ({ id: r.id, text: r.text, inReplyTo: r.inReplyToPostId }));
  },
};

/** The live X provider (X_API_KEY set) against the wire fake; each writer's user its own X account. */
function xApi(x: TFakeXServer): TNetworkStand {
  return {
    platform: 'twitter',
    sandbox: false,
    async connect(app, session, name) {
      const account = x.addUser({ username: newHandle(), name });
      x.state.authorizingUserId = account.id;
      const kit = connectionsKit(app);
      const { url } = await kit.requestToken(session);
      const back = expectCallbackRedirect(await fetch(url, { redirect: 'manual' }), app.config.publicUrl);
      const profile = await kit.expectConnected(await kit.callback(session, paramsOf(back)));
      expect(profile.twitter_username).toBe(account.username);
      return { id: account.id, handle: account.username };
    },
    async postAsSomeoneElse(_app, texts) {
      const author = x.addUser({ username: newHandle() });
      return texts.map((text) => x.addPost(author.id, text).id);
    },
    async postsBy(_app, account) {
      return x.state.tweets
        .filter((t) => t.author_id === account.id)
        .map((t) => ({
          id: t.id,
          text: t.text,
          inReplyTo: t.referenced_tweets?.find((r) => r.type === 'replied_to')?.id ?? null,
        }));
    },
  };
}

/** The user's Bluesky account for each writer's cell, and one account that asks. */
const BLUESKY_ME: Record<TWriterName, TFakeBlueskyAccount> = {
  demo: { handle: 'me-demo.bsky.social', password: 'me-demo-pass', appPasswords: ['demo-writ-erap-pass'] },
  openai: {
    handle: 'me-openai.bsky.social',
    password: 'me-openai-pass',
    appPasswords: ['open-aiwr-iter-pass'],
  },
  anthropic: {
    handle: 'me-anthropic.bsky.social',
    password: 'me-anthropic-pass',
    appPasswords: ['anth-ropi-cwri-terp'],
  },
  'openai-compatible': {
    handle: 'me-compatible.bsky.social',
    password: 'me-compatible-pass',
    appPasswords: ['comp-atib-lewr-iter'],
  },
};
const ASKER: TFakeBlueskyAccount = { handle: 'asker.bsky.social', password: 'asker-pass', appPasswords: [] };

/** The live Bluesky provider (BLUESKY_SERVICE_URL) against the XRPC wire fake. */
function blueskyXrpc(bluesky: TBlueskyFake): TNetworkStand {
  return {
    platform: 'bluesky',
    sandbox: false,
    async connect(app, session, name) {
      const account = BLUESKY_ME[name];
      const res = await app.post(
        '/api/auth/bluesky',
        { identifier: account.handle, app_password: account.appPasswords[0] },
        bearer(session),
      );
      expect(res.status, await res.clone().text()).toBe(200);
      const { data } = (await res.json()) as { data: { did: string; handle: string } };
      return { id: data.did, handle: data.handle };
    },
    async postAsSomeoneElse(_app, texts) {
      const at = Date.now() - 60_000 * (texts.length + 1);
      return texts.map(
        (text, i) =>
          bluesky.addPost(ASKER.handle, {
            text,
            langs: ['en'],
            createdAt: new Date(at + i * 60_000).toISOString(),
          }).uri,
      );
    },
    async postsBy(_app, account) {
      return bluesky
        .records()
        .filter((r) => r.uri.startsWith(`at://${account.id}/`))
        .map((r) => ({ id: r.uri, text: r.text, inReplyTo: r.reply?.parent ?? null }));
    },
  };
}

/** Each network: its configuration and stand, opened (with its fake) inside its describe block. */
const NETWORKS: [string, () => { config: () => Record<string, string>; stand: TNetworkStand }][] = [
  ['sandbox X', () => ({ config: () => ({}), stand: sandboxX })],
  [
    'X API fake',
    () => {
      const x = openedForAll(() => startFakeXServer());
      const config = () => ({
        X_API_KEY: FAKE_X.consumer.key,
        X_API_SECRET: FAKE_X.consumer.secret,
        X_API_BASE_URL: x.url,
      });
      return { config, stand: xApi(x) };
    },
  ],
  [
    'Bluesky XRPC fake',
    () => {
      const bluesky = openedForAll(() =>
        startBlueskyFake({ accounts: [...Object.values(BLUESKY_ME), ASKER] }),
      );
      return { config: () => ({ BLUESKY_SERVICE_URL: bluesky.url }), stand: blueskyXrpc(bluesky) };
    },
  ],
];

describe.each(NETWORKS)('%s: monitor → draft → approve → published exactly once', (network, open) => {
  const { config, stand } = open();
  const writer = useWriters();
  const appFor = useWriterApps(config, writer);

  test.each(WRITERS)(`${network} × %s`, async (name) => {
    await replyOnceEndToEnd(appFor(name), stand, name, writer(name));
  });
});
