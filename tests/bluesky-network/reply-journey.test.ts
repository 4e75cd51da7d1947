/**
 * The product against Bluesky's own reference network: @atproto/dev-env starts a PLC directory, a
 * PDS and the AppView (Bluesky's own code, on PostgreSQL and Redis), and the product's API app and
 * jobs run on a PostgreSQL database of their own with BLUESKY_SERVICE_URL = that PDS. The PDS serves
 * app.bsky.* reads by proxying them to the AppView, as a real PDS does; `processAll()` waits until
 * the AppView has indexed every write before a test reads what was just written.
 *
 * One file walks the whole reply journey (its steps build on each other, and every file costs a
 * network start), each test starting where the last one left off, with one user:
 *   - monitoring finds an author's posts by the user's keyword and drafts a Bluesky card for each;
 *   - an approved card is published by the publish job: the AppView's thread shows it once, with
 *     the right root and parent, and GET /api/sent links it at bsky.app;
 *   - a worker that died after posting (the reply is on the PDS, the row still claimed): the next
 *     attempt finds the reply and posts nothing; even with no claim recorded, the record key
 *     derived from the reply's id refuses a second post;
 *   - a rate-limit answer (429 with ratelimit-* headers, from rate-limit-proxy.ts in front of the
 *     PDS: see there why a proxy) moves the user's replies to the reset time, not to failed, and
 *     after it each is posted once. connect.test.ts covers connecting with an app password;
 *   - a thread whose gate leaves the user out gets no card (listed with the run, saying why), and
 *     a gate put on after approval fails the reply unsent, as the AppView itself judges the gate.
 *
 * Running it: `npm run test:bluesky` from the repository root (scripts/test-bluesky-network.mjs).
 * It needs Node 24 (dev-env does not load on Node 20), PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) and Redis (REDIS_HOST, default 127.0.0.1:6379); it
 * installs this folder's own dependencies (its own lockfile, not a workspace) on first use.
 * One file: `npm run test:bluesky -- reply-journey`. Each file starts its own network (about
 * 570 MB, 5 to 15 s) in fresh PostgreSQL schemas, dropped when it closes; dev-env's temporary
 * folders go in one the script removes. Each file prints its timings (network start, steps).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { replies } from '../../apps/server/src/db/schema/replies';
import { openPlatformAccess } from '../../apps/server/src/modules/connections/open-platform-access';
import { runMonitorBatch } from '../../apps/server/src/modules/monitoring/run-monitor-batch';
import { claimDueReplies } from '../../apps/server/src/modules/publishing/claim';
import { publishDue } from '../../apps/server/src/modules/publishing/publish-due';
import { replyKeyTime } from '../../apps/server/src/modules/publishing/reply-target';
import { createTestApp, type TTestApp } from '../../apps/server/test/harness';
import {
  connectedBluesky,
  productUser,
  timed,
  useBlueskyNetwork,
  useProductApp,
  type TBlueskyAccount,
} from './network';
import { startRateLimitProxy, type TRateLimitProxy } from './rate-limit-proxy';

const bluesky = useBlueskyNetwork('journey');
const app = useProductApp(() => bluesky.current().pds.url);

/** The same product (same database) with its Bluesky calls going through the rate-limit proxy. */
let proxy: TRateLimitProxy;
let limited: TTestApp;
beforeAll(async () => {
  proxy = await startRateLimitProxy(bluesky.current().pds.url);
  limited = await createTestApp({ BLUESKY_SERVICE_URL: proxy.url }, { shareDatabaseOf: app() });
});
afterAll(async () => {
  await limited?.close();
  await proxy?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A made-up lower-case word: the keyword, found only in this run's posts. */
const KEYWORD = `zorbfrit${Date.now().toString(36).replace(/\d/g, '')}`;

let user: Awaited<ReturnType<typeof productUser>>;
let replier: TBlueskyAccount;
let author: TBlueskyAccount;
/** The author's posts, one per step: each is answered by one step. */
const posts = {} as Record<
  'journey' | 'crash' | 'crashUnclaimed' | 'limitA' | 'limitB',
  { uri: string; text: string }
>;
/** Posts in threads their author gates: closed before monitoring, and closed after approval. */
const gated = {} as Record<'closed' | 'closedLater', { uri: string; text: string }>;
/** The card drafted for each post, by post URI. */
const cards = new Map<string, { id: string; platform: string; suggested_response: string }>();

beforeAll(async () => {
  await timed('journey setup', async () => {
    user = await productUser(app(), 'journey');
    replier = await bluesky.createAccount('replier');
    author = await bluesky.createAccount('author');
    await connectedBluesky(app(), user.auth, {
      identifier: replier.handle,
      app_password: await bluesky.createAppPassword(replier),
    });
    const added = await app().post('/api/keyword/add', { words: KEYWORD }, user.auth);
    expect(added.status, await added.clone().text()).toBe(200);

    const texts = {
      journey: `Has anyone tried ${KEYWORD} for onboarding emails? Looking for thoughts.`,
      crash: `Anyone here moved their docs to ${KEYWORD}? How do you keep them current?`,
      crashUnclaimed: `Looking for a ${KEYWORD} alternative that handles invoices, anyone?`,
      limitA: `Who else is using ${KEYWORD} for support tickets? Would love a recommendation.`,
      limitB: `Thoughts on ${KEYWORD} pricing for small teams? Looking for advice.`,
    };
    for (const [step, text] of Object.entries(texts)) {
      const written = await author.agent.post({ text, langs: ['en'], createdAt: new Date().toISOString() });
      posts[step as keyof typeof posts] = { uri: written.uri, text };
    }
    const gatedTexts = {
      closed: `Only my mutuals please: is ${KEYWORD} worth it for a two-person team?`,
      closedLater: `Anyone comparing ${KEYWORD} with spreadsheets? Looking for advice.`,
    };
    for (const [step, text] of Object.entries(gatedTexts)) {
      const written = await author.agent.post({ text, langs: ['en'], createdAt: new Date().toISOString() });
      gated[step as keyof typeof gated] = { uri: written.uri, text };
    }
    await gateThread(gated.closed.uri);
    await bluesky.current().processAll();
  });
});

/** Due now: the publish slot approval gave, brought to the present (as time passing would). */
async function dueNow(ids: string[]): Promise<void> {
  await app()
    .database.db.update(replies)
    .set({ scheduledAt: new Date(Date.now() - 60_000) })
    .where(inArray(replies.id, ids));
}

async function approve(replyId: string): Promise<void> {
  const res = await app().post('/api/feedback/approve', { reply_id: replyId }, user.auth);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { status: string; delivery: string };
  expect(body.status).toBe('scheduled');
  expect(body.delivery).toBe('api');
  await dueNow([replyId]);
}

const rowOf = async (id: string) => {
  const [row] = await app().database.db.select().from(replies).where(eq(replies.id, id));
  if (!row) throw new Error(`reply ${id} is gone`);
  return row;
};

/** The card monitoring drafted for a post; fails (naming the step) when there is none. */
function cardFor(post: { uri: string }) {
  const card = cards.get(post.uri);
  if (!card) throw new Error(`monitoring drafted no card for ${post.uri} (see the monitoring test)`);
  return card;
}

/** The user's replies under a post, as the AppView shows the thread (after it indexed every write). */
async function userRepliesUnder(post: { uri: string }) {
  await bluesky.current().processAll();
  return (await bluesky.repliesInThread(post.uri)).filter((r) => r.authorDid === replier.did);
}

/** The record key: the last segment of an at:// URI. */
const rkeyOf = (uri: string) => uri.split('/').at(-1) ?? '';

/** The author closes the thread of `uri` to everyone (a thread gate with an empty allow list). */
async function gateThread(uri: string): Promise<void> {
  await author.agent.com.atproto.repo.createRecord({
    repo: author.did,
    collection: 'app.bsky.feed.threadgate',
    rkey: rkeyOf(uri),
    record: { $type: 'app.bsky.feed.threadgate', post: uri, allow: [], createdAt: new Date().toISOString() },
  });
}

const S32 = '234567abcdefghijklmnopqrstuvwxyz';
/** The time (ms) a TID record key says. */
const tidTime = (key: string) =>
  Number([...key.slice(0, 11)].reduce((n, c) => n * 32n + BigInt(S32.indexOf(c)), 0n) / 1000n);

describe('the reply journey on the reference network', () => {
  test('monitoring finds the author’s keyword posts on Bluesky and drafts a reply card for each', async () => {
    const trigger = await app().post('/api/monitor/trigger', {}, user.auth);
    expect(trigger.status, await trigger.clone().text()).toBe(200);
    const runId = ((await trigger.clone().json()) as { monitor_run_id: string }).monitor_run_id;
    await timed('monitoring run', async () => {
      while ((await runMonitorBatch(app().services, new Date())) > 0) {
        // Until no run is left to claim.
      }
    });

    const res = await app().request('/api/interactions/pending?platform=bluesky', { headers: user.auth });
    expect(res.status, await res.clone().text()).toBe(200);
    const pending = (
      (await res.json()) as {
        interactions: {
          id: string;
          platform: string;
          suggested_response: string;
          original_message: { id: string; url: string; author: { username: string } };
        }[];
      }
    ).interactions;
    for (const card of pending) cards.set(card.original_message.id, card);

    const card = cards.get(posts.journey.uri);
    expect(card, `cards: ${JSON.stringify(pending.map((c) => c.original_message.id))}`).toBeDefined();
    expect(card?.platform).toBe('bluesky');
    expect(card?.suggested_response.length).toBeGreaterThan(0);
    const message = pending.find((c) => c.id === card?.id)?.original_message;
    // By the DID, which outlives a change of handle.
    expect(message?.url).toBe(`https://bsky.app/profile/${author.did}/post/${rkeyOf(posts.journey.uri)}`);
    for (const post of Object.values(posts)) expect(cards.get(post.uri)?.platform, post.text).toBe('bluesky');

    // The thread closed to the user: no card, and the run says why.
    expect(cards.get(gated.closed.uri)).toBeUndefined();
    expect(cards.get(gated.closedLater.uri)?.platform).toBe('bluesky');
    const status = await app().request(`/api/monitor/status/${runId}`, { headers: user.auth });
    const { skipped } = (await status.json()) as { skipped: { post_id: string; reason: string }[] };
    expect(skipped.find((s) => s.post_id === gated.closed.uri)?.reason).toMatch(
      /lets only some accounts reply to this thread/,
    );
  });

  test('an approved card is published once, under the author’s post, and listed as sent', async () => {
    const card = cardFor(posts.journey);
    await approve(card.id);

    const results = await timed('publish (journey)', () => publishDue(app().services, new Date()));
    expect(results).toEqual([{ id: card.id, outcome: 'published' }]);

    const under = await userRepliesUnder(posts.journey);
    expect(under).toHaveLength(1);
    const reply = under[0]!;
    expect(reply.record.reply?.root.uri).toBe(posts.journey.uri);
    expect(reply.record.reply?.parent.uri).toBe(posts.journey.uri);
    expect(reply.record.text).toBe(card.suggested_response);
    // It says its language, and its record key reads as the time it was approved.
    expect((reply.record as { langs?: string[] }).langs).toEqual(['en']);

    const row = await rowOf(card.id);
    expect(row.status).toBe('published');
    expect(row.publishedPostId).toBe(reply.uri);
    expect(tidTime(rkeyOf(reply.uri)) - (row.reviewedAt?.getTime() ?? 0)).toBeGreaterThanOrEqual(0);
    expect(tidTime(rkeyOf(reply.uri)) - (row.reviewedAt?.getTime() ?? 0)).toBeLessThanOrEqual(1);

    const sent = await app().request('/api/sent?platform=bluesky', { headers: user.auth });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const items = (
      (await sent.json()) as { items: { id: string; platform: string; published_url: string }[] }
    ).items;
    const item = items.find((i) => i.id === card.id);
    expect(item?.platform).toBe('bluesky');
    expect(item?.published_url).toBe(`https://bsky.app/profile/${replier.did}/post/${rkeyOf(reply.uri)}`);
  });

  test('a worker that died after posting: the next attempt finds the reply and posts nothing', async () => {
    const card = cardFor(posts.crash);
    await approve(card.id);

    // The crashed worker: it claimed the row and posted the reply, then died before recording it.
    const claimed = await claimDueReplies(app().database.db, new Date(), 40);
    expect(claimed.map((r) => r.id)).toEqual([card.id]);
    const row = claimed[0]!;
    const access = await openPlatformAccess(app().services, user.userId, 'bluesky');
    if (!access.ok) throw new Error(`no Bluesky access: ${access.reason}`);
    const posted = await access.provider.postReply(access.credentials, {
      inReplyToId: row.postId,
      text: row.finalText ?? row.suggestedResponse,
      key: row.id,
      keyTime: replyKeyTime(row),
    });
    expect(await userRepliesUnder(posts.crash)).toHaveLength(1);
    // Its lease runs out, as it would PUBLISH_LEASE_MS after the crash.
    await app()
      .database.db.update(replies)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(replies.id, card.id));

    const results = await publishDue(app().services, new Date());
    expect(results).toEqual([{ id: card.id, outcome: 'published' }]);
    const under = await userRepliesUnder(posts.crash);
    expect(under).toHaveLength(1);
    expect(under[0]?.uri).toBe(posted.id);
    const after = await rowOf(card.id);
    expect(after.status).toBe('published');
    expect(after.publishedPostId).toBe(posted.id);
  });

  test('even when no claim recorded the crashed attempt, the reply’s own key keeps it to one post', async () => {
    const card = cardFor(posts.crashUnclaimed);
    await approve(card.id);
    const row = await rowOf(card.id);
    const access = await openPlatformAccess(app().services, user.userId, 'bluesky');
    if (!access.ok) throw new Error(`no Bluesky access: ${access.reason}`);
    // Posted, and the row still reads as never tried (publish_attempts 0): nothing tells the next
    // attempt to look first; only the record key derived from the reply's id stops a second post.
    const posted = await access.provider.postReply(access.credentials, {
      inReplyToId: row.postId,
      text: row.finalText ?? row.suggestedResponse,
      key: row.id,
      keyTime: replyKeyTime(row),
    });
    expect(row.publishAttempts).toBe(0);

    const results = await publishDue(app().services, new Date());
    expect(results).toEqual([{ id: card.id, outcome: 'published' }]);
    const under = await userRepliesUnder(posts.crashUnclaimed);
    expect(under.map((r) => r.uri)).toEqual([posted.id]);
    expect((await rowOf(card.id)).publishedPostId).toBe(posted.id);
  });

  test('a thread its author closed after the approval: the reply fails unsent, saying why', async () => {
    const card = cardFor(gated.closedLater);
    await approve(card.id);
    await gateThread(gated.closedLater.uri);
    await bluesky.current().processAll();

    expect(await publishDue(app().services, new Date())).toEqual([{ id: card.id, outcome: 'failed' }]);
    const row = await rowOf(card.id);
    expect(row.lastError).toMatch(/^Bluesky refused this reply: its author lets only some accounts reply/);
    expect(await userRepliesUnder(gated.closedLater)).toEqual([]);
  });

  test('a rate-limit answer moves the user’s Bluesky replies to the reset time; after it, each posts once', async () => {
    const ids = [cardFor(posts.limitA).id, cardFor(posts.limitB).id];
    for (const id of ids) await approve(id);
    const resetAt = new Date((Math.floor(Date.now() / 1000) + 8) * 1000);
    proxy.refuseWritesUntil(resetAt);
    const forwardedBefore = proxy.forwarded.length;

    const results = await publishDue(limited.services, new Date());
    expect(proxy.refused.length, 'the proxy answered a write 429').toBeGreaterThan(0);
    expect(proxy.forwarded.length, 'no write reached the PDS').toBe(forwardedBefore);
    expect(results.map((r) => r.outcome)).toEqual(['scheduled', 'scheduled']);
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row.status, row.lastError ?? '').toBe('scheduled');
      expect(row.retryAt?.getTime()).toBe(resetAt.getTime());
      // The user reads this on the scheduled list: it names the network that is limiting.
      expect(row.lastError).toMatch(/Bluesky.*limit/i);
    }
    expect(await userRepliesUnder(posts.limitA)).toHaveLength(0);
    expect(await userRepliesUnder(posts.limitB)).toHaveLength(0);
    // Before the reset nothing is due.
    expect(await publishDue(limited.services, new Date())).toEqual([]);
    // Paused, not hammered: after the first 429 the user's next reply did not try the limit again.
    expect(proxy.refused).toHaveLength(1);

    await sleep(Math.max(0, resetAt.getTime() - Date.now()) + 1200);
    const after = await publishDue(limited.services, new Date());
    expect(after.map((r) => r.outcome)).toEqual(['published', 'published']);
    expect(await userRepliesUnder(posts.limitA)).toHaveLength(1);
    expect(await userRepliesUnder(posts.limitB)).toHaveLength(1);
  });

  test('the proxy’s 429 has the shape of the PDS’s own (a createSession limit, really exhausted)', async () => {
    const throwaway = await bluesky.createAccount('limited');
    let answer: Response | undefined;
    for (let i = 0; i < 40; i += 1) {
      answer = await fetch(`${bluesky.current().pds.url}/xrpc/com.atproto.server.createSession`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: throwaway.handle, password: throwaway.password }),
      });
      if (answer.status === 429) break;
      expect(answer.status, await answer.text()).toBe(200);
    }
    expect(answer?.status).toBe(429);
    expect(await answer?.json()).toMatchObject({ error: 'RateLimitExceeded' });
    for (const header of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit-policy']) {
      expect(answer?.headers.get(header), header).toMatch(/^\d/);
    }
    expect(answer?.headers.get('ratelimit-remaining')).toBe('0');
  });
});
