import { describe, expect, test } from 'vitest';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ZBlueskyProfileAnswer, ZSandboxBlueskyAccountsAnswer } from '@gatling/shared/api/connections';
import type { TDb } from '../../db/client';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import { accountIdOfDid, parsePostUri, postUri } from '../../stand-ins/sandbox/bluesky/bluesky-ids';
import { withHandles } from '../../stand-ins/sandbox/bluesky/bluesky-view';
import { answerDueReplies } from '../../stand-ins/sandbox/outcomes';
import { publishReply } from '../../stand-ins/sandbox/publish';
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
import { followUpEndToEnd, type TConversationStand, type TThreadPlace } from '#test/kits/conversation-matrix';
import { monitoringKit } from '#test/kits/monitoring';
import { blueskyPostsOf } from '#test/kits/sandbox-bluesky';
import { useWriterApps, useWriters, WRITERS, type TWriterName } from '#test/kits/network-writer-matrix';

/**
 * Every network the app runs in-process × every writer, for the conversations inbox (decision
 * 0083), end to end: the reply the product published is answered on the network, the inbox job
 * drafts a follow-up with the cell's writer, and the approved follow-up is posted exactly once, as a
 * reply to the answer in its thread (test/kits/conversation-matrix.ts). One database per network
 * (each face of the sandbox its own), one app per writer on it, one user per cell.
 */

/** What the asker answers the user's reply with (where the network does not answer by itself). */
const ANSWER = 'did the invoice templates cope with retainer clients, or only one-off projects?';

/** Sandbox posts by id, live or not. */
const sandboxRows = (db: TDb, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(sandboxPosts).where(inArray(sandboxPosts.id, ids));

const sandboxAnswers = (db: TDb, postId: string) =>
  db
    .select()
    .from(sandboxPosts)
    .where(and(eq(sandboxPosts.inReplyToPostId, postId), isNull(sandboxPosts.deletedAt)))
    .orderBy(asc(sandboxPosts.id));

const identityRow = async (db: TDb, id: string) => {
  const [row] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id));
  if (!row) throw new Error(`no sandbox identity ${id}`);
  return row;
};

/**
 * The sandbox answers the user's first reply by itself, SANDBOX_FIRST_ANSWER_SECONDS after it (0
 * here: due as it goes out): reading the inbox makes the answers due first, and the cell has them
 * made a moment before, as that read would, so that it knows what the answer says. The demo writer
 * has nothing to add to some of those drawn answers (a thanks that asks the user about their own
 * experience), so its cells have the post's author answer with words of the test's instead, as
 * someone does on the live networks; the network then owes no answer of its own.
 */
const answeredOnSandbox: TConversationStand['answer'] = async (
  app,
  { account, askedId, replyId, writer },
) => {
  const db = app.database.db;
  const seed = app.config.SANDBOX_SEED;
  const now = new Date();
  if (writer !== 'demo') {
    const identity = await identityRow(db, accountIdOfDid(account.id) ?? account.id);
    await answerDueReplies(db, { seed, identity, now });
    return;
  }
  const asked = parsePostUri(askedId)?.postId ?? askedId;
  const [post] = await sandboxRows(db, [asked]);
  const asker = await identityRow(db, post!.authorId);
  const inReplyToId = parsePostUri(replyId)?.postId ?? replyId;
  // Its X face leads an answer with the answered account's @name, as X writes it.
  const text = account.id.startsWith('did:') ? ANSWER : `@${account.handle} ${ANSWER}`;
  await publishReply(db, { seed, identity: asker, inReplyToId, text, now, restricted: false });
};

const sandboxX: TConversationStand = {
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
  answer: answeredOnSandbox,
  async answersTo(app, postId) {
    const rows = await sandboxAnswers(app.database.db, postId);
    return rows.map((r) => ({ id: r.id, text: r.text, inReplyTo: r.inReplyToPostId }));
  },
  async threadOf(app, postId) {
    const [row] = await sandboxRows(app.database.db, [postId]);
    return { root: row?.conversationId ?? null, parent: row?.inReplyToPostId ?? null };
  },
};

/** The simulated Bluesky (no BLUESKY_SERVICE_URL): the sandbox network through its Bluesky face. */
const sandboxBluesky: TConversationStand = {
  platform: 'bluesky',
  sandbox: true,
  dailyCap: true,
  // The simulated accounts offered are the network's own, with their past conversations.
  history: true,
  async connect(app, session) {
    const list = await app.request('/api/auth/bluesky/sandbox/accounts', { headers: bearer(session) });
    const offered = ZSandboxBlueskyAccountsAnswer.parse(await list.json()).data;
    const free = offered.find((a) => !a.yours);
    if (!free) throw new Error('the simulated Bluesky offered no account');
    const res = await app.post('/api/auth/bluesky/sandbox', { did: free.did }, bearer(session));
    expect(res.status, await res.clone().text()).toBe(200);
    const me = ZBlueskyProfileAnswer.parse(await res.json()).data;
    return { id: me.did, handle: me.handle };
  },
  async postAsSomeoneElse(app, texts) {
    const ids = await sandboxX.postAsSomeoneElse(app, texts);
    const rows = await sandboxRows(app.database.db, ids);
    const authorOf = new Map(rows.map((r) => [r.id, r.authorId]));
    return ids.map((id) => postUri(authorOf.get(id)!, id));
  },
  postsBy: (app, account) => blueskyPostsOf(app.database.db, account.id),
  answer: answeredOnSandbox,
  async answersTo(app, uri) {
    const rows = await sandboxAnswers(app.database.db, parsePostUri(uri)?.postId ?? '');
    // As the face shows a post: its @names written as handles.
    return rows.map((r) => ({ id: postUri(r.authorId, r.id), text: withHandles(r.text), inReplyTo: uri }));
  },
  async threadOf(app, uri) {
    const db = app.database.db;
    const [row] = await sandboxRows(db, [parsePostUri(uri)?.postId ?? '']);
    if (!row) return { root: null, parent: null };
    const ids = [row.conversationId, row.inReplyToPostId].filter((id): id is string => id !== null);
    const authorOf = new Map((await sandboxRows(db, ids)).map((r) => [r.id, r.authorId]));
    const uriOf = (id: string | null) => (id && authorOf.has(id) ? postUri(authorOf.get(id)!, id) : null);
    return { root: uriOf(row.conversationId), parent: uriOf(row.inReplyToPostId) };
  },
};

/** The live X provider (X_API_KEY set) against the wire fake; each writer's user its own X account. */
function xApi(x: TFakeXServer): TConversationStand {
  const tweet = (id: string) => {
    const found = x.state.tweets.find((t) => t.id === id);
    if (!found) throw new Error(`the X fake has no post ${id}`);
    return found;
  };
  const repliedTo = (t: { referenced_tweets?: { type: string; id: string }[] }) =>
    t.referenced_tweets?.find((r) => r.type === 'replied_to')?.id ?? null;
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
        .map((t) => ({ id: t.id, text: t.text, inReplyTo: repliedTo(t) }));
    },
    async answer(_app, { askedId, replyId }) {
      x.addPost(tweet(askedId).author_id, ANSWER, { replyTo: replyId });
    },
    async answersTo(_app, postId) {
      return x.state.tweets
        .filter((t) => repliedTo(t) === postId)
        .map((t) => ({ id: t.id, text: t.text, inReplyTo: postId }));
    },
    async threadOf(_app, postId): Promise<TThreadPlace> {
      const t = tweet(postId);
      return { root: t.conversation_id ?? null, parent: repliedTo(t) };
    },
    // X's mentions timeline holds a quote only when it names the account, as X writes one.
    async mentionAndQuote(_app, account, replyId) {
      const someone = x.addUser({ username: newHandle() });
      const mention = x.addPost(someone.id, `@${account.handle} for invoicing questions ask`);
      const quote = x.addPost(someone.id, `@${account.handle} this is the advice I needed`, {
        quote: replyId,
      });
      return [
        { id: mention.id, text: mention.text },
        { id: quote.id, text: quote.text },
      ];
    },
  };
}

/** The user's Bluesky account for each writer's cell, the account that asks and answers, and one that chimes in. */
const BLUESKY_ME: Record<TWriterName, TFakeBlueskyAccount> = {
  demo: {
    handle: 'talk-demo.bsky.social',
    password: 'talk-demo-pass',
    appPasswords: ['talk-demo-appp-pass'],
  },
  openai: {
    handle: 'talk-openai.bsky.social',
    password: 'talk-oa-pass',
    appPasswords: ['talk-open-aiap-pass'],
  },
  anthropic: {
    handle: 'talk-anthropic.bsky.social',
    password: 'talk-an-pass',
    appPasswords: ['talk-anth-ropi-cpas'],
  },
  'openai-compatible': {
    handle: 'talk-compatible.bsky.social',
    password: 'talk-co-pass',
    appPasswords: ['talk-comp-atib-lepa'],
  },
};
const ASKER: TFakeBlueskyAccount = { handle: 'asker.bsky.social', password: 'asker-pass', appPasswords: [] };
const CHIMER: TFakeBlueskyAccount = {
  handle: 'chimer.bsky.social',
  password: 'chimer-pass',
  appPasswords: [],
};

/** The live Bluesky provider (BLUESKY_SERVICE_URL) against the XRPC wire fake. */
function blueskyXrpc(bluesky: TBlueskyFake): TConversationStand {
  const record = (uri: string) => bluesky.records().find((r) => r.uri === uri);
  return {
    platform: 'bluesky',
    sandbox: false,
    dailyCap: true,
    async connect(app, session, name) {
      const account = BLUESKY_ME[name];
      const res = await app.post(
        '/api/auth/bluesky',
        { identifier: account.handle, app_password: account.appPasswords[0] },
        bearer(session),
      );
      expect(res.status, await res.clone().text()).toBe(200);
      const { data } = ZBlueskyProfileAnswer.parse(await res.json());
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
    async answer(_app, { replyId }) {
      bluesky.addPost(ASKER.handle, { text: ANSWER, replyTo: replyId });
    },
    async answersTo(_app, uri) {
      return bluesky
        .records()
        .filter((r) => r.reply?.parent === uri)
        .map((r) => ({ id: r.uri, text: r.text, inReplyTo: uri }));
    },
    async threadOf(_app, uri) {
      const reply = record(uri)?.reply;
      return { root: reply?.root ?? null, parent: reply?.parent ?? null };
    },
    async mentionAndQuote(_app, account, replyId) {
      const mention = bluesky.addPost(CHIMER.handle, {
        text: 'for invoicing questions ask',
        mentions: [account.handle],
      });
      const quote = bluesky.addPost(CHIMER.handle, { text: 'this is the advice I needed', quote: replyId });
      return [
        { id: mention.uri, text: record(mention.uri)!.text },
        { id: quote.uri, text: record(quote.uri)!.text },
      ];
    },
  };
}

/** Each network: its configuration and stand, opened (with its fake) inside its describe block. */
const NETWORKS: [string, () => { config: () => Record<string, string>; stand: TConversationStand }][] = [
  ['sandbox X', () => ({ config: () => ({ SANDBOX_FIRST_ANSWER_SECONDS: '0' }), stand: sandboxX })],
  [
    'sandbox Bluesky',
    () => ({ config: () => ({ SANDBOX_FIRST_ANSWER_SECONDS: '0' }), stand: sandboxBluesky }),
  ],
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
        startBlueskyFake({ accounts: [...Object.values(BLUESKY_ME), ASKER, CHIMER] }),
      );
      return { config: () => ({ BLUESKY_SERVICE_URL: bluesky.url }), stand: blueskyXrpc(bluesky) };
    },
  ],
];

describe.each(NETWORKS)('%s: answered → follow-up drafted → approved → published once', (network, open) => {
  const { config, stand } = open();
  const writer = useWriters();
  // Each account is read once, in its cell: a day between reads keeps earlier cells' users from
  // being read again by a later cell's writer. Approved follow-ups are due at once, with no gap
  // after the reply the cell published a moment before.
  const appFor = useWriterApps(
    () => ({ ...config(), CONVERSATIONS_READ_SECONDS: '86400', PUBLISH_MIN_GAP_SECONDS: '0' }),
    writer,
  );

  test.each(WRITERS)(`${network} × %s`, async (name) => {
    await followUpEndToEnd(appFor(name), stand, name, writer(name));
  });
});
