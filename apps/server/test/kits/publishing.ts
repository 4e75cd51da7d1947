import { afterEach } from 'vitest';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { replies } from '../../src/db/schema/replies';
import { sandboxPosts } from '../../src/db/schema/sandbox';
import { createLogger } from '../../src/lib/logger';
import { createSandboxProvider } from '../../src/stand-ins/sandbox/sandbox-provider';
import { insertTestAccount, insertTestPost, T0 } from './sandbox';
import { platformRegistry } from '../../src/integrations/platform/registry';
import type {
  PlatformProvider,
  TCredentials,
  TOwnReplyQuery,
  TPageOptions,
  TPlatformPost,
} from '../../src/integrations/platform/types';
import { blueskyDouble, newBlueskyScript } from './bluesky-double';
import { createTestApp, openedForAll, uniqueEmail, type TTestApp } from '../harness';
import { insertReply, testOriginalMessage, type TNewReply } from './replies';
import { getConnectionCredentials } from '../../src/modules/connections/connection-credentials';
import { connectionsKit, newHandle, sandboxBrowser } from './connections';

type TPosted = { id: string; url: string };
type TReplyInput = { inReplyToId: string; text: string; key: string };
/** Replaces one provider call while set; `real` makes the real call (e.g. post, then fail as a crash would). */
export type TFaults = {
  postReply: ((real: () => Promise<TPosted>, input: TReplyInput) => Promise<TPosted>) | null;
  /** The account's posts read (on the sandbox, what findOwnReplies reads to find a reply). */
  getUserPosts: ((real: () => Promise<TPlatformPost[]>) => Promise<TPlatformPost[]>) | null;
};

/** The keys publishing gave the provider: each reply's id, when posting and when looking. */
export type TKeysSeen = { postReply: string[]; findOwnReplies: string[] };

/** The sandbox provider, with calls counted and faults injected at the platform's edge. */
function faultyProvider<P extends PlatformProvider>(
  real: P,
  faults: TFaults,
  calls: Record<keyof TFaults, number>,
  keys: TKeysSeen,
) {
  return new Proxy(real, {
    get(target, prop, receiver) {
      if (prop === 'postReply') {
        return (credentials: TCredentials, input: TReplyInput) => {
          calls.postReply += 1;
          keys.postReply.push(input.key);
          const go = () => target.postReply(credentials, input);
          return faults.postReply ? faults.postReply(go, input) : go();
        };
      }
      if (prop === 'getUserPosts') {
        return (credentials: TCredentials, userId: string, options?: TPageOptions) => {
          calls.getUserPosts += 1;
          const go = () => target.getUserPosts(credentials, userId, options);
          return faults.getUserPosts ? faults.getUserPosts(go) : go();
        };
      }
      if (prop === 'findOwnReplies') {
        // It reads through `this`: through the proxy, so its reads are counted and faulted too.
        return (credentials: TCredentials, queries: TOwnReplyQuery[]) => {
          keys.findOwnReplies.push(...queries.map((q) => q.key));
          return target.findOwnReplies.call(receiver, credentials, queries);
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

export type TPublishingApp = Awaited<ReturnType<typeof openPublishingApp>>;
export type TTarget = { postId: string; authorId: string };

/** A test app on the sandbox network whose provider counts calls and takes injected faults. */
export async function openPublishingApp(overrides: Record<string, string> = {}) {
  const faults: TFaults = { postReply: null, getUserPosts: null };
  const calls = { postReply: 0, getUserPosts: 0 };
  const keys: TKeysSeen = { postReply: [], findOwnReplies: [] };
  const t: TTestApp = await createTestApp(overrides, {
    platforms: ({ config, database }) => {
      const sandbox = createSandboxProvider({
        db: database.db,
        seed: config.SANDBOX_SEED,
        publicUrl: config.publicUrl,
        logger: createLogger('silent'),
      });
      return platformRegistry({
        twitter: faultyProvider(sandbox, faults, calls, keys),
        bluesky: blueskyDouble(newBlueskyScript()),
      });
    },
  });
  const db = t.database.db;
  const kit = connectionsKit(t);
  const browser = sandboxBrowser(t, kit);
  const provider = t.services.platforms.get('twitter');

  /** A signed-up user with a sandbox identity connected. */
  const connectUser = async () => {
    const session: TSession = await t.signUpAndConfirm(uniqueEmail('publish'));
    await browser.connect(session);
    const row = await kit.connectionOf(session);
    if (!row) throw new Error('no connection after connecting');
    return { session, userId: session.user.id, identity: { id: row.externalUserId, username: row.username } };
  };

  /** A post by a fresh network account, made a minute ago (sandbox fixtures count from T0). */
  const postByStranger = async (text: string): Promise<TTarget> => {
    const authorId = await insertTestAccount(db, newHandle());
    const minutesAgo = Math.ceil((T0.getTime() - Date.now()) / 60_000) + 1;
    return { postId: await insertTestPost(db, { authorId, text, minutesAgo }), authorId };
  };
  /** A post that summons the identity, so the API may reply to it. */
  const postMentioning = (username: string) => postByStranger(`Anyone tried this, @${username}? Curious.`);

  /** An approved reply to `target`, due a minute ago (API delivery unless overridden). */
  const schedule = (userId: string, target: TTarget, overrides: Partial<TNewReply> = {}) =>
    insertReply(db, userId, {
      postId: target.postId,
      post: testOriginalMessage({ id: target.postId }),
      postAuthorId: target.authorId,
      status: 'scheduled',
      delivery: 'api',
      finalText: `A reply ${Math.random().toString(36).slice(2, 10)}, thanks for asking.`,
      reviewedAt: new Date(Date.now() - 120_000),
      scheduledAt: new Date(Date.now() - 60_000),
      ...overrides,
    });

  /** A connected user and an approved API reply, due now, to a post that mentions them. */
  const scheduledApiReply = async (overrides: Partial<TNewReply> = {}) => {
    const user = await connectUser();
    const target = await postMentioning(user.identity.username);
    const row = await schedule(user.userId, target, overrides);
    return { ...user, target, row };
  };

  const rowOf = async (id: string) => {
    const [row] = await db.select().from(replies).where(eq(replies.id, id));
    if (!row) throw new Error(`reply ${id} is gone`);
    return row;
  };

  /** The identity's live replies to a post in the network. */
  const repliesTo = (postId: string, identityId: string) =>
    db
      .select()
      .from(sandboxPosts)
      .where(
        and(
          eq(sandboxPosts.inReplyToPostId, postId),
          eq(sandboxPosts.authorId, identityId),
          isNull(sandboxPosts.deletedAt),
        ),
      )
      .orderBy(asc(sandboxPosts.id));

  const credentialsOf = async (userId: string) => {
    const credentials = await getConnectionCredentials(db, t.services.cipher, userId, 'twitter');
    if (!credentials) throw new Error('no usable connection');
    return credentials;
  };

  /** Between tests: no faults, counters at zero, and no row left for another test's batch to claim. */
  const reset = async () => {
    faults.postReply = null;
    faults.getUserPosts = null;
    calls.postReply = 0;
    calls.getUserPosts = 0;
    keys.postReply.length = 0;
    keys.findOwnReplies.length = 0;
    await db
      .update(replies)
      .set({ status: 'cancelled' })
      .where(inArray(replies.status, ['scheduled', 'publishing', 'awaiting_intent']));
  };

  return {
    t,
    close: () => t.close(),
    db,
    ctx: t.services,
    faults,
    calls,
    keys,
    kit,
    provider,
    connectUser,
    postByStranger,
    postMentioning,
    schedule,
    scheduledApiReply,
    rowOf,
    repliesTo,
    credentialsOf,
    reset,
  };
}

/** openPublishingApp for the tests of a file: opened before them, reset after each, closed after all. */
export function usePublishingApp(): TPublishingApp {
  const app = openedForAll(() => openPublishingApp());
  afterEach(() => app.reset());
  return app;
}

/** `ms` after now. */
export const later = (ms: number) => new Date(Date.now() + ms);
