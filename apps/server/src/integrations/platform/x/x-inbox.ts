import { ApiResponseError, type ApiV2Includes, type TweetV2, type TwitterApi } from 'twitter-api-v2';
import type { TLogger } from '../../../lib/logger';
import { BadInputError, PlatformError, ReconnectNeededError } from '../errors';
import type { TCredentials, TInboxEntry, TInboxPage, TPlatformPost, TPlatformPostBase } from '../types';
import { numericCursorAfter } from './keyword-query';
import { mapBase, mapTweet, TWEET_QUERY } from './map-tweet';

/**
 * The X inbox (decision 0083): the account's mentions timeline, where every answer to the account
 * also is, because X leads an answer with the answered author's @name.
 *
 * - A read after a cursor follows the timeline's pages back to it (since_id), up to MENTION_PAGES,
 *   so that a busy quarter of an hour is taken in oldest first rather than skipped; beyond that
 *   bound the oldest ones are passed over (and logged). A first read (no cursor) reads the newest
 *   page only.
 * - Reposts are no conversation and the account's own posts are not its inbox: both are left out.
 * - Authors the account mutes or blocks are left out: their lists are read (up to LIST_PAGES pages
 *   each) only when a read has posts by others to filter, and kept for HIDDEN_TTL_MS, since X bills
 *   every account those lists return as a user read. X offers those lists only at some access
 *   levels: when it refuses one with a 403 the inbox is read without that filter rather than not at
 *   all, which is logged once, and the list is not asked for again by this provider (the access
 *   level is the app's, so it holds until the server restarts with other keys). A rate limit on
 *   them is thrown like any other: the cursor has not moved, so nothing is lost.
 * - A deeper answer's thread root (its conversation's first post, when that is not the post it
 *   answers) is looked up in one call of GET /2/tweets; when X rate-limits that, the entries come
 *   without it.
 */

/** Pages of the mentions timeline one read follows back to its cursor (X keeps the last 800). */
export const MENTION_PAGES = 3;
/** Pages of 1000 accounts read of each of the muting and blocking lists. */
export const LIST_PAGES = 5;
const LIST_PAGE_SIZE = 1000;
/**
 * How long the muted and blocked accounts read for an account are used: a mute made on X meanwhile
 * takes effect within this time, and an account read every 15 minutes pays for its lists once an hour.
 */
export const HIDDEN_TTL_MS = 60 * 60_000;
const LOOKUP_BATCH = 100;
const POST_ID = /^\d{1,19}$/;

type TList = 'muting' | 'blocking';

export type TInboxCalls = {
  /** The provider's call: retries, error mapping, logging. */
  call<T>(operation: string, fn: () => Promise<T>): Promise<T>;
  /** The provider's call where a rate limit only costs detail (null instead of throwing). */
  secondaryCall<T>(operation: string, fn: () => Promise<T>): Promise<T | null>;
  logger: TLogger;
  now: () => number;
};

/** Reads the inbox of X accounts; remembers which lists X refused this app. */
export class XInbox {
  private readonly refused = new Set<TList>();
  /** The hidden accounts of each account (by its X id), with when they were read. */
  private readonly hiddenByAccount = new Map<string, { readAt: number; ids: Set<string> }>();

  constructor(private readonly calls: TInboxCalls) {}

  async read(
    client: TwitterApi,
    credentials: TCredentials,
    options: { cursor: string | null; max: number },
  ): Promise<TInboxPage> {
    const max = Math.max(0, Math.floor(options.max));
    const cursor = options.cursor !== null && POST_ID.test(options.cursor) ? options.cursor : null;
    if (options.cursor !== null && cursor === null) {
      throw new BadInputError(`Not an X inbox cursor: ${options.cursor.slice(0, 40)}`);
    }
    if (max === 0) return { entries: [], cursor: options.cursor };
    const userId = credentials.userId;

    const { tweets, includes } = await this.readMentions(client, userId, cursor, max);
    const ascending = tweets
      .map((tweet) => ({ tweet, post: mapTweet(tweet, includes) }))
      .sort((a, b) => compareIds(a.post.id, b.post.id));
    const taken = (post: TPlatformPost) => post.author.id !== userId && post.tweet_type !== 'RETWEET';
    const hidden = ascending.some(({ post }) => taken(post))
      ? await this.hiddenAuthors(client, userId)
      : new Set<string>();

    const entries: TInboxEntry[] = [];
    let next = options.cursor;
    for (const { tweet, post } of ascending) {
      if (entries.length >= max) break;
      next = numericCursorAfter(next, post);
      if (!taken(post) || hidden.has(post.author.id)) continue;
      entries.push({ kind: kindOf(tweet, post, userId), post });
    }
    await this.addThreadRoots(client, entries, includes);
    return { entries, cursor: next };
  }

  /** The mentions after `cursor` (or the newest page), newest first as X gives them, and their includes. */
  private async readMentions(
    client: TwitterApi,
    userId: string,
    cursor: string | null,
    max: number,
  ): Promise<{ tweets: TweetV2[]; includes: ApiV2Includes }> {
    const byId = new Map<string, TweetV2>();
    const includes: Required<Pick<ApiV2Includes, 'users' | 'tweets' | 'media'>> = {
      users: [],
      tweets: [],
      media: [],
    };
    let token: string | undefined;
    const pages = cursor === null ? 1 : MENTION_PAGES;
    for (let page = 0; page < pages; page++) {
      const result = await this.calls.call('readInbox', async () => {
        const paginator = await client.v2.userMentionTimeline(userId, {
          ...TWEET_QUERY,
          max_results: Math.min(100, Math.max(5, max)),
          since_id: cursor ?? undefined,
          pagination_token: token,
        });
        return paginator.data;
      });
      if (!result.data?.length) {
        const missing = result.errors?.find((e) => e.resource_type === 'user' && e.resource_id === userId);
        if (missing) throw new BadInputError(missing.detail || `Unknown user ${userId}`);
      }
      for (const tweet of result.data ?? []) byId.set(tweet.id, tweet);
      includes.users.push(...(result.includes?.users ?? []));
      includes.tweets.push(...(result.includes?.tweets ?? []));
      includes.media.push(...(result.includes?.media ?? []));
      token = result.meta?.next_token;
      if (!token) break;
    }
    if (token && cursor !== null) {
      this.calls.logger.warn(
        { platform: 'twitter', operation: 'readInbox', pages },
        'more new mentions than one inbox read follows; the oldest of them are passed over',
      );
    }
    return { tweets: [...byId.values()], includes };
  }

  /** The ids of the accounts the user mutes or blocks on X, as far as X lets this app read them. */
  private async hiddenAuthors(client: TwitterApi, userId: string): Promise<Set<string>> {
    const now = this.calls.now();
    const kept = this.hiddenByAccount.get(userId);
    if (kept && now - kept.readAt < HIDDEN_TTL_MS) return kept.ids;
    const hidden = await this.readHiddenAuthors(client, userId);
    for (const [id, entry] of this.hiddenByAccount) {
      if (now - entry.readAt >= HIDDEN_TTL_MS) this.hiddenByAccount.delete(id);
    }
    this.hiddenByAccount.set(userId, { readAt: now, ids: hidden });
    return hidden;
  }

  private async readHiddenAuthors(client: TwitterApi, userId: string): Promise<Set<string>> {
    const hidden = new Set<string>();
    for (const list of ['muting', 'blocking'] as const) {
      if (this.refused.has(list)) continue;
      try {
        let token: string | undefined;
        for (let page = 0; page < LIST_PAGES; page++) {
          const result = await this.calls.call(`readInbox.${list}`, async () => {
            const params = { max_results: LIST_PAGE_SIZE, pagination_token: token };
            const paginator =
              list === 'muting'
                ? await client.v2.userMutingUsers(userId, params)
                : await client.v2.userBlockingUsers(userId, params);
            return paginator.data;
          });
          for (const user of result.data ?? []) hidden.add(user.id);
          token = result.meta?.next_token;
          if (!token) break;
        }
      } catch (err) {
        if (!refusedAccess(err)) throw err;
        this.refused.add(list);
        this.calls.logger.warn(
          { platform: 'twitter', operation: `readInbox.${list}`, error: (err as Error).message },
          'X refused this list to the app; the inbox is read without leaving those accounts out',
        );
      }
    }
    return hidden;
  }

  /** Fills `thread_root` of answers deeper in a thread, from the includes or one lookup. */
  private async addThreadRoots(
    client: TwitterApi,
    entries: TInboxEntry[],
    includes: ApiV2Includes,
  ): Promise<void> {
    const rootIdOf = (post: TPlatformPost) =>
      post.in_reply_to_id &&
      post.conversation_id &&
      post.conversation_id !== post.in_reply_to_id &&
      post.conversation_id !== post.id &&
      POST_ID.test(post.conversation_id)
        ? post.conversation_id
        : null;
    const roots = new Map<string, TPlatformPostBase>();
    for (const tweet of includes.tweets ?? []) roots.set(tweet.id, mapBase(tweet, includes));
    const wanted = [
      ...new Set(entries.map((e) => rootIdOf(e.post)).filter((id): id is string => id !== null)),
    ].filter((id) => !roots.has(id));
    for (let i = 0; i < wanted.length; i += LOOKUP_BATCH) {
      const ids = wanted.slice(i, i + LOOKUP_BATCH);
      const lookup = await this.calls.secondaryCall('readInbox.threadRoots', () =>
        client.v2.tweets(ids, TWEET_QUERY),
      );
      if (lookup === null) break;
      for (const tweet of lookup.data ?? []) roots.set(tweet.id, mapBase(tweet, lookup.includes ?? {}));
    }
    for (const entry of entries) {
      const rootId = rootIdOf(entry.post);
      if (rootId) entry.post.thread_root = roots.get(rootId) ?? null;
    }
  }
}

/**
 * 'answer' when the post replies to one of the account's posts, 'quote' when it quotes one, else
 * 'mention'. Who was answered comes from in_reply_to_user_id, or the answered post's author.
 */
export function kindOf(tweet: TweetV2, post: TPlatformPost, userId: string): TInboxEntry['kind'] {
  if (post.in_reply_to_id && (tweet.in_reply_to_user_id === userId || post.replied_to?.author.id === userId))
    return 'answer';
  if (post.tweet_type === 'QUOTE' && post.original?.author.id === userId) return 'quote';
  return 'mention';
}

/** X refused a list with a 403 that is not about the user's token (the app's access level). */
function refusedAccess(err: unknown): boolean {
  return (
    err instanceof PlatformError &&
    !(err instanceof ReconnectNeededError) &&
    err.cause instanceof ApiResponseError &&
    err.cause.code === 403
  );
}

/** X ids as numbers, ascending: longer means larger. */
function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
