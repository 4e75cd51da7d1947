import { expect } from 'vitest';
import { Hono } from 'hono';
import { openTestDatabase } from '../test-database';
import type { TDb } from '../../src/db/client';
import { sandboxAccounts, sandboxPosts } from '../../src/db/schema/sandbox';
import { createLogger } from '../../src/lib/logger';
import type { TCredentials } from '../../src/integrations/platform/types';
import type { TSandboxRateLimits } from '../../src/stand-ins/sandbox/rate-limits';
import { createSandboxProvider, type TSandboxProvider } from '../../src/stand-ins/sandbox/sandbox-provider';
import { createSandboxRoutes } from '../../src/stand-ins/sandbox/sandbox-routes';
import { accountId, writtenPostId } from '../../src/stand-ins/sandbox/ids';
import { generateWritingHabits } from '../../src/stand-ins/sandbox/writing-habits';
import { rngFor } from '../../src/stand-ins/sandbox/prng';
import { SANDBOX_SESSION_COOKIE, signSandboxSession } from '../../src/stand-ins/sandbox/session';
import { TEST_AUTH_SECRET } from '../harness';

/** Test fixtures for the sandbox: a fresh database, a fixed clock, the provider and its pages. */
export const T0 = new Date('2026-05-04T10:30:00.000Z');
export const PUBLIC_URL = 'http://localhost:3000';
export const CALLBACK_URL = `${PUBLIC_URL}/auth/twitter/callback`;

/**
 * The Cookie header of a browser signed in to the sandbox network as an identity, as approving the
 * authorize page leaves it; signed with the harness's auth secret, which the app signs with too.
 */
export function sandboxSessionCookie(identityId: string, now = new Date()): string {
  return `${SANDBOX_SESSION_COOKIE}=${signSandboxSession(TEST_AUTH_SECRET, identityId, now)}`;
}

export type TSandboxFixture = {
  db: TDb;
  provider: TSandboxProvider;
  /** A Hono app with the sandbox pages mounted at /sandbox, as the product mounts them. */
  web: Hono;
  clock: { now: Date };
  /** Connects through the authorize page: picks `identity`, or creates `create`. */
  connect: (choice?: {
    identity?: string;
    create?: { username: string; name: string };
  }) => Promise<TCredentials>;
  close: () => Promise<void>;
};

export async function openSandbox(
  options: { seed?: string; now?: Date; rateLimits?: Partial<TSandboxRateLimits> } = {},
): Promise<TSandboxFixture> {
  const { database, drop } = await openTestDatabase(process.env.DATABASE_URL?.trim() || undefined);
  const db = database.db;
  const seed = options.seed ?? 'test-seed';
  const clock = { now: options.now ?? T0 };
  const now = () => clock.now;
  const provider = createSandboxProvider({
    db,
    seed,
    publicUrl: PUBLIC_URL,
    logger: createLogger('silent'),
    clock: now,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
  });
  const web = new Hono().route(
    '/sandbox',
    createSandboxRoutes({ db, seed, publicUrl: PUBLIC_URL, sessionSecret: TEST_AUTH_SECRET, clock: now }),
  );

  const connect: TSandboxFixture['connect'] = async (choice = {}) => {
    const start = await provider.startConnect(CALLBACK_URL);
    const authorize = new URL(start.authorizationUrl);
    const form = new URLSearchParams({ oauth_token: start.requestToken });
    if (choice.create) {
      form.set('action', 'create');
      form.set('username', choice.create.username);
      form.set('name', choice.create.name);
    } else {
      const page = await (await web.request(`${authorize.pathname}${authorize.search}`)).text();
      const first = /name="identity" value="([^"]+)"/.exec(page)?.[1];
      form.set('action', 'authorize');
      form.set('identity', choice.identity ?? first ?? '');
    }
    const res = await web.request('/sandbox/authorize', { method: 'POST', body: form });
    expect(res.status, await res.clone().text()).toBe(302);
    const back = new URL(res.headers.get('location') ?? '');
    const { credentials } = await provider.finishConnect({
      requestToken: back.searchParams.get('oauth_token') ?? '',
      requestSecret: start.requestSecret,
      verifier: back.searchParams.get('oauth_verifier') ?? '',
    });
    return credentials;
  };

  return { db, provider, web, clock, connect, close: drop };
}

/**
 * How many fixtures each database has had: ids are numbered per database, so a file draws the same
 * ids (and the network the same figures from them) whichever files ran before it in its worker.
 */
const fixturesOf = new WeakMap<TDb, number>();
const nextFixture = (db: TDb): number => {
  const n = (fixturesOf.get(db) ?? 0) + 1;
  fixturesOf.set(db, n);
  return n;
};

/** An account outside the generated network, for tests that need exact posts. */
export async function insertTestAccount(db: TDb, username: string): Promise<string> {
  const id = accountId(T0.getTime() - 86_400_000 * 400, 3_000_000 + nextFixture(db));
  await db.insert(sandboxAccounts).values({
    id,
    username,
    name: `Test ${username}`,
    followers: 1000,
    following: 10,
    lang: 'en',
    topics: ['saas'],
    voice: generateWritingHabits(rngFor('fixture', username), 'en'),
    postsPerDay: 0,
    createdAt: new Date(T0.getTime() - 86_400_000 * 400),
  });
  return id;
}

export type TTestPost = {
  authorId: string;
  text: string;
  minutesAgo: number;
  lang?: string;
  tweetType?: 'SINGLE' | 'RETWEET' | 'QUOTE';
  referencedPostId?: string;
  inReplyToPostId?: string;
  mediaUrl?: string;
  deleted?: boolean;
  baseLikes?: number;
};

/** A post at T0 − minutesAgo with an id that sorts by that time. */
export async function insertTestPost(db: TDb, post: TTestPost): Promise<string> {
  const at = T0.getTime() - post.minutesAgo * 60_000;
  const id = writtenPostId(at, nextFixture(db));
  await db.insert(sandboxPosts).values({
    id,
    authorId: post.authorId,
    text: post.text,
    createdAt: new Date(at),
    lang: post.lang ?? 'en',
    tweetType: post.tweetType ?? 'SINGLE',
    referencedPostId: post.referencedPostId ?? null,
    inReplyToPostId: post.inReplyToPostId ?? null,
    conversationId: post.inReplyToPostId ?? id,
    mediaUrl: post.mediaUrl ?? null,
    baseLikes: post.baseLikes ?? 0,
    deletedAt: post.deleted ? new Date(at) : null,
  });
  return id;
}
