import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { inArray } from 'drizzle-orm';
import {
  ZFeedbackAnswer,
  ZPendingRepliesAnswer,
  type TDraftedBy,
  type TPendingReply,
} from '@gatling/shared/api/replies';
import { ZSentPage } from '@gatling/shared/api/scheduled';
import type { TSession } from '@gatling/shared/api/session';
import { replies } from '../../src/db/schema/replies';
import type { TPlatformId } from '../../src/integrations/platform/types';
import { publishDue } from '../../src/modules/publishing/publish-due';
import type { TFakeModelServer } from '../fakes/model-server';
import { bearer, createTestApp, openedForAll, uniqueEmail, type TTestApp } from '../harness';
import { MODEL_BY_KIND, PROVIDER_KINDS, startFakeFor, TEST_KEY, type TProviderKind } from './llm';
import { monitoringKit, uniqueWord } from './monitoring';
import { draftsPerShownId, verdictsPerShownId } from './shown-ids';

/**
 * One cell of the network × writer matrix: a user connects an account of the network, monitoring
 * drafts replies to the posts their keyword finds (written by the demo writer or by a language
 * model behind a provider's wire fake), they approve one card, the publish job runs, and the
 * network holds exactly one reply of theirs, to that post, saying what the card said; a second
 * run posts nothing. Each network says how it is connected, posted to and read (TNetworkStand).
 */

/** The demo writer (LLM_PROVIDER offline, the default), then a model behind each provider's fake. */
export const WRITERS = ['demo', ...PROVIDER_KINDS] as const;
export type TWriterName = (typeof WRITERS)[number];

export type TNetworkAccount = { id: string; handle: string };
/** A post as the network itself holds it; `inReplyTo` is the post it answers. */
export type TNetworkPost = { id: string; text: string; inReplyTo: string | null };

export type TNetworkStand = {
  platform: TPlatformId;
  /** Whether the network is the sandbox's (the Sent view says so). */
  sandbox: boolean;
  /** Connects a fresh account of the network (one per writer) to the user, through the product's API. */
  connect(app: TTestApp, session: TSession, writer: TWriterName): Promise<TNetworkAccount>;
  /** Posts by another account of the network, in order, readable by search once answered. */
  postAsSomeoneElse(app: TTestApp, texts: string[]): Promise<string[]>;
  /** Every post of the account, as the network stores it (not as a search index shows it). */
  postsBy(app: TTestApp, account: TNetworkAccount): Promise<TNetworkPost[]>;
};

/**
 * What each model answers to the two posts: worded apart from every other writer's, since the cells
 * of a network share a server, and a draft copying another account's is sent back (voice-guard).
 */
const MODEL_REPLIES: Record<TWriterName, string[]> = {
  demo: [],
  openai: [
    'we ran it most of last year, the invoice templates alone paid for themselves',
    'one template per client saved us the most setup time',
  ],
  anthropic: [
    'tried it this spring, the reminders for late payers are what we kept',
    'import the client list first and the rest falls into place',
  ],
  'openai-compatible': [
    'my partner and I use it daily, exporting to our accountant is painless',
    'clone an old project and rename it, quicker than the setup wizard',
  ],
};

type TWriter = {
  /** The instance's model settings for the writer. */
  config: Record<string, string>;
  /** What a card it drafted says of its writer. */
  draftedBy: TDraftedBy;
  /** The model's fake; none for the demo writer. */
  fake: TFakeModelServer | null;
};

/**
 * The three model fakes, opened for the file (or the describe block it is called in); `writer(name)`
 * reads them inside hooks and tests.
 */
export function useWriters(): (name: TWriterName) => TWriter {
  const fakes = Object.fromEntries(
    PROVIDER_KINDS.map((kind) => [kind, openedForAll(() => startFakeFor(kind))]),
  ) as Record<TProviderKind, TFakeModelServer>;
  return (name) => {
    if (name === 'demo') return { config: {}, draftedBy: { kind: 'demo', label: null }, fake: null };
    const fake = fakes[name];
    return {
      config: {
        LLM_PROVIDER: name,
        LLM_MODEL: MODEL_BY_KIND[name],
        LLM_BASE_URL: fake.baseUrl,
        ...(name === 'openai-compatible' ? {} : { LLM_API_KEY: TEST_KEY }),
        LLM_MAX_RETRIES: '0',
        LLM_TIMEOUT_MS: '5000',
      },
      draftedBy: { kind: 'model', label: MODEL_BY_KIND[name] },
      fake,
    };
  };
}

/**
 * One app per writer on one database for a network (opened before the tests, closed after them):
 * its configuration, with approved replies due at once. A cell's leftovers (a failed one's
 * scheduled reply) are cancelled after it, so the next cell's publish run claims only its own.
 */
export function useWriterApps(
  network: () => Record<string, string>,
  writer: (name: TWriterName) => TWriter,
): (name: TWriterName) => TTestApp {
  const apps = new Map<TWriterName, TTestApp>();
  beforeAll(async () => {
    let first: TTestApp | undefined;
    for (const name of WRITERS) {
      const config = { ...network(), PUBLISH_DELAY_SECONDS: '0', ...writer(name).config };
      const app = await createTestApp(config, first ? { shareDatabaseOf: first } : {});
      first ??= app;
      apps.set(name, app);
    }
  });
  afterEach(async () => {
    await apps
      .get('demo')
      ?.database.db.update(replies)
      .set({ status: 'cancelled' })
      .where(inArray(replies.status, ['scheduled', 'publishing']));
  });
  afterAll(async () => {
    // The first app owns the database: closed last.
    for (const app of [...apps.values()].reverse()) await app.close();
    apps.clear();
  });
  return (name) => {
    const app = apps.get(name);
    if (!app) throw new Error('the apps are opened in beforeAll');
    return app;
  };
}

async function pendingCards(app: TTestApp, session: TSession, platform: TPlatformId) {
  const res = await app.request(`/api/interactions/pending?platform=${platform}`, {
    headers: bearer(session),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZPendingRepliesAnswer.strict().parse(await res.json()).interactions;
}

async function sentReplies(app: TTestApp, session: TSession, platform: TPlatformId) {
  const res = await app.request(`/api/sent?platform=${platform}`, { headers: bearer(session) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZSentPage.strict().parse(await res.json()).items;
}

/** The cell: monitor → draft → approve → published exactly once. Answers the card and the account. */
export async function replyOnceEndToEnd(
  app: TTestApp,
  stand: TNetworkStand,
  name: TWriterName,
  writer: TWriter,
): Promise<{ card: TPendingReply; account: TNetworkAccount }> {
  const session = await app.signUpAndConfirm(uniqueEmail(`${stand.platform}-${name}`));
  const me = await stand.connect(app, session, name);
  const word = uniqueWord();
  const added = await app.post('/api/keyword/add', { words: word }, bearer(session));
  expect(added.status, await added.clone().text()).toBe(200);

  // The first post names the account: on X, only a post that summons it may be answered by the API.
  const asks = [
    `@${me.handle} has anyone tried ${word} for invoices? Is it worth it for a two person studio?`,
    `How do you set up ${word} for a new client? Looking for advice.`,
  ];
  const [askedId, otherId] = await stand.postAsSomeoneElse(app, asks);
  // What the account had posted before (a sandbox identity comes with a history of its own).
  const before = new Set((await stand.postsBy(app, me)).map((p) => p.id));
  const postedSince = async () => (await stand.postsBy(app, me)).filter((p) => !before.has(p.id));
  const modelReplies = new Map(asks.map((ask, i) => [ask, MODEL_REPLIES[name][i] ?? null]));
  // A model answers each post under the id its prompt shows, as a real one does.
  const scripted = writer.fake?.pending() ?? 0;
  writer.fake?.reply(
    verdictsPerShownId(() => ({ qualified: true, score: 80, reason: 'Asks which tool to use.' })),
    draftsPerShownId((post) => modelReplies.get(post.text) ?? null),
  );

  expect(await monitoringKit(app).monitor(session)).toMatchObject({
    status: 'COMPLETED',
    error_message: null,
    posts_found: 2,
    posts_qualified: 2,
    drafts_created: 2,
  });
  expect(writer.fake?.pending() ?? 0, 'the model was asked once to qualify, once to draft').toBe(scripted);

  const cards = await pendingCards(app, session, stand.platform);
  expect(cards.map((c) => c.original_message.id).sort()).toEqual([askedId, otherId].sort());
  for (const card of cards) {
    expect(card.drafted_by).toEqual(writer.draftedBy);
    if (writer.fake) expect(card.suggested_response).toBe(modelReplies.get(card.original_message.text));
    else expect(card.suggested_response.trim()).not.toBe('');
  }
  const card = cards.find((c) => c.original_message.id === askedId)!;
  expect(card.delivery).toBe('api');

  const approve = await app.post('/api/feedback/approve', { reply_id: card.id }, bearer(session));
  expect(approve.status, await approve.clone().text()).toBe(200);
  expect(ZFeedbackAnswer.strict().parse(await approve.json())).toMatchObject({
    status: 'scheduled',
    delivery: 'api',
    dry_send: false,
  });

  expect(await publishDue(app.services, new Date())).toEqual([{ id: card.id, outcome: 'published' }]);
  const published = await postedSince();
  expect(published).toEqual([{ id: expect.any(String), text: card.suggested_response, inReplyTo: askedId }]);
  const sent = await sentReplies(app, session, stand.platform);
  expect(sent).toMatchObject([
    { id: card.id, text: card.suggested_response, how: 'app', sandbox: stand.sandbox },
  ]);
  expect(sent[0]?.published_url).toBeTruthy();

  // A second run, even a day later, finds nothing due and posts nothing.
  expect(await publishDue(app.services, new Date(Date.now() + 86_400_000))).toEqual([]);
  expect(await postedSince()).toEqual(published);
  return { card, account: me };
}
