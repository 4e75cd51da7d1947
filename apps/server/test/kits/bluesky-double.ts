import { graphemeLength } from '@gatling/shared/api/platforms';
import type { TDb } from '../../src/db/client';
import { platformConnections } from '../../src/db/schema/connections';
import type { TProviders } from '../../src/integrations/platform/registry';
import type { TCredentials, TOutcomeQuery, TPostOutcome } from '../../src/integrations/platform/types';
import type { TTokenCipher } from '../../src/lib/token-cipher';

/**
 * What the Bluesky double does, set by each test: the figures it gives published replies, the
 * followers of accounts, and a failure for the next calls of an operation.
 */
export type TBlueskyScript = {
  figures: Map<string, Omit<TPostOutcome, 'postId'>>;
  followers: Map<string, number>;
  /** Thrown by every call of the operation while set (e.g. a RateLimitedError for postReply). */
  fails: Partial<Record<'postReply' | 'getReplyOutcomes' | 'getProfile', Error>>;
  posted: { did: string; inReplyToId: string; text: string; key: string }[];
  asked: TOutcomeQuery[][];
  /** Operations called, in order. */
  calls: string[];
};

export const newBlueskyScript = (): TBlueskyScript => ({
  figures: new Map(),
  followers: new Map(),
  fails: {},
  posted: [],
  asked: [],
  calls: [],
});

const unused = (name: string) => () => Promise.reject(new Error(`the Bluesky double does not ${name}`));

/**
 * A Bluesky provider in memory, for the code that only needs the platform's answers (publishing,
 * outcome readings, snapshots): posts get `at://` ids and bsky.app links as Bluesky gives them.
 */
export function blueskyDouble(script: TBlueskyScript): TProviders['bluesky'] {
  const failing = (op: keyof TBlueskyScript['fails']) => {
    script.calls.push(op);
    const err = script.fails[op];
    if (err) throw err;
  };
  return {
    id: 'bluesky',
    kind: 'live',
    serviceUrl: 'https://bsky.test',
    replyLength: { max: 300, measure: graphemeLength },
    signIn: unused('sign in'),
    getProfile: async (credentials: TCredentials) => {
      failing('getProfile');
      return {
        id: credentials.userId,
        username: credentials.username,
        name: credentials.username,
        avatar_url: null,
        followers: script.followers.get(credentials.userId) ?? 0,
        following: 3,
        description: null,
      };
    },
    getUserPosts: async () => [],
    getUsersByUsernames: async (_c, usernames) => ({ found: [], missing: usernames }),
    searchKeyword: async () => [],
    cursorAfter: (current, post) => (current && current > post.created_at ? current : post.created_at),
    postReply: async (credentials, input) => {
      failing('postReply');
      script.posted.push({ did: credentials.userId, ...input });
      const rkey = `3k${input.key.replace(/-/g, '').slice(0, 11)}`;
      return {
        id: `at://${credentials.userId}/app.bsky.feed.post/${rkey}`,
        url: `https://bsky.app/profile/${credentials.username}/post/${rkey}`,
      };
    },
    findOwnReplies: async (_credentials, queries) => queries.map(() => null),
    deletePost: unused('delete posts'),
    getReplyOutcomes: async (_credentials, items) => {
      failing('getReplyOutcomes');
      script.asked.push(items);
      const found = items.flatMap((i) => {
        const f = script.figures.get(i.postId);
        return f ? [{ postId: i.postId, ...f }] : [];
      });
      return { found, missing: items.filter((i) => !script.figures.has(i.postId)).map((i) => i.postId) };
    },
    replyDelivery: () => 'api',
    intentUrl: (postId) => `https://bsky.app/intent/compose?reply=${encodeURIComponent(postId)}`,
  };
}

/** An account connected for `userId` (as connecting would store it), with sealed tokens. */
export async function connectTestAccount(
  db: TDb,
  cipher: TTokenCipher,
  userId: string,
  platform: 'twitter' | 'bluesky',
  account: { id?: string; username?: string } = {},
) {
  const suffix = Math.random().toString(36).slice(2, 10);
  const id = account.id ?? (platform === 'bluesky' ? `did:plc:${suffix}` : `1${Date.now()}`);
  const username =
    account.username ?? (platform === 'bluesky' ? `tester${suffix}.bsky.social` : `x${suffix}`);
  await db.insert(platformConnections).values({
    userId,
    platform,
    providerKind: 'live',
    externalUserId: id,
    username,
    displayName: 'Tester',
    accessTokenSealed: cipher.encrypt('access-token'),
    accessSecretSealed: cipher.encrypt('access-secret'),
  });
  return { id, username };
}

/** A Bluesky account connected for `userId` (as the sign-in would store it): its DID and handle. */
export async function connectBlueskyAccount(db: TDb, cipher: TTokenCipher, userId: string) {
  const { id, username } = await connectTestAccount(db, cipher, userId, 'bluesky');
  return { did: id, handle: username };
}

/** The double standing in for X too (same answers; connecting is never asked of it). */
export function xDouble(script: TBlueskyScript): TProviders['twitter'] {
  return {
    ...blueskyDouble(script),
    id: 'twitter',
    replyLength: { max: 280, measure: (text: string) => [...text].length },
    startConnect: unused('connect') as never,
    finishConnect: unused('connect') as never,
    postReply: async (credentials, input) => {
      script.calls.push('postReply');
      const err = script.fails.postReply;
      if (err) throw err;
      script.posted.push({ did: credentials.userId, ...input });
      const id = `18${Date.now()}${script.posted.length}`;
      return { id, url: `https://x.com/${credentials.username}/status/${id}` };
    },
  };
}
