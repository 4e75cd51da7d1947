/*
 * Over 300 lines: one class maps every method of the platform interface onto X's API, and its
 * parts share the clients, the retry wrapper and the error mapping; split up, they would not read.
 */
import type { TLogger } from '../../../lib/logger';
import {
  BaseProvider,
  checkOutcomesBatch,
  clamp,
  normaliseUsername,
  type TBaseProviderOptions,
} from '../base-provider';
import { BadInputError, PlatformDownError, PlatformError, RateLimitedError } from '../errors';
import {
  type OAuthConnect,
  type PlatformProvider,
  type TConnectStart,
  type TConnected,
  type TCredentials,
  type TInboxPage,
  type TLikeInput,
  type TOwnReplyQuery,
  type TOutcomeQuery,
  type TPageOptions,
  type TPlatformPost,
  type TPlatformProfile,
  type TPostOutcome,
  type TReplyDelivery,
} from '../types';
import { findOwnRepliesByTimeline } from '../own-reply';
import { X_REPLY_LENGTH } from '../post-length';
import { replyDelivery } from '../reply-rule';
import { keywordQuery, numericCursorAfter } from './keyword-query';
import { mapProfile, mapTweets, PROFILE_FIELDS, postUrl, TWEET_QUERY } from './map-tweet';
import { authorReplyQueries, outcomeOf } from './reply-outcomes';
import { intentUrl } from './reply-rule';
import { createXClients, type TXClients } from './x-client';
import { XInbox } from './x-inbox';
import { mapXError } from './x-errors';

export type TXProviderOptions = {
  appKey: string;
  appSecret: string;
  /** X_UNRESTRICTED_REPLIES: the app's access may reply anywhere, not only where summoned. */
  unrestrictedReplies: boolean;
  /** X_API_BASE_URL: send every request to this origin instead of X (a local fake). */
  baseUrl?: string | undefined;
  logger: TLogger;
  timeoutMs?: number | undefined;
} & Pick<TBaseProviderOptions, 'retry' | 'sleep' | 'random' | 'now'>;

/** X usernames: 1 to 15 letters, digits or underscores. X refuses a whole lookup for one bad name. */
const USERNAME = /^[A-Za-z0-9_]{1,15}$/;
const LOOKUP_BATCH = 100;
const POST_ID = /^\d{1,19}$/;
/** liking_users gives 100 users a page: beyond that, one page cannot say whether the author liked. */
const LIKERS_PAGE = 100;

/** X's provider: the common interface, its OAuth connect, and recent search with a raw query. */
export type TXProvider = PlatformProvider &
  OAuthConnect & {
    /** Recent search with X's query operators as given; newest first. */
    searchRecent(credentials: TCredentials, query: string, options?: TPageOptions): Promise<TPlatformPost[]>;
  };

export function createXProvider(options: TXProviderOptions): TXProvider {
  return new XProvider(options);
}

/** X through twitter-api-v2: OAuth 1.0a user context for every call. */
class XProvider extends BaseProvider implements TXProvider {
  readonly id = 'twitter' as const;
  readonly kind = 'live' as const;
  readonly replyLength = X_REPLY_LENGTH;
  private readonly clients: TXClients;
  private readonly unrestrictedReplies: boolean;
  private readonly inbox: XInbox;

  constructor(options: TXProviderOptions) {
    super(options);
    this.clients = createXClients(options);
    this.unrestrictedReplies = options.unrestrictedReplies;
    this.inbox = new XInbox({
      call: (operation, fn) => this.call(operation, fn),
      secondaryCall: (operation, fn) => this.secondaryCall(operation, fn),
      logger: this.logger,
      now: () => this.now(),
    });
  }

  protected mapError(err: unknown): PlatformError {
    return mapXError(err, this.now());
  }

  async startConnect(callbackUrl: string): Promise<TConnectStart> {
    const link = await this.call('startConnect', () =>
      this.clients.app().generateAuthLink(callbackUrl, { linkMode: 'authorize' }),
    );
    if (String(link.oauth_callback_confirmed) !== 'true' || !link.oauth_token || !link.oauth_token_secret) {
      throw new PlatformError('X did not confirm the callback for the request token');
    }
    return {
      authorizationUrl: this.clients.authorizationUrl(link.url),
      requestToken: link.oauth_token,
      requestSecret: link.oauth_token_secret,
    };
  }

  async finishConnect(input: Parameters<OAuthConnect['finishConnect']>[0]): Promise<TConnected> {
    const login = await this.call(
      'finishConnect',
      () =>
        this.clients
          .user({ accessToken: input.requestToken, accessSecret: input.requestSecret })
          .login(input.verifier),
      // A verifier works once: a second try after a lost answer could only fail.
      { idempotent: false },
    );
    if (!login.accessToken || !login.accessSecret) throw new PlatformError('X answered no access token');
    const fromLogin: TCredentials = {
      accessToken: login.accessToken,
      accessSecret: login.accessSecret,
      userId: login.userId,
      username: login.screenName,
    };
    let profile: TPlatformProfile;
    try {
      profile = await this.getProfile(fromLogin);
    } catch (err) {
      // The verifier is spent: losing the token now would send the user through X again. When X
      // is only busy or down, keep the access with what the token exchange told us.
      if (!(err instanceof PlatformDownError || err instanceof RateLimitedError)) throw err;
      profile = {
        id: login.userId,
        username: login.screenName,
        name: login.screenName,
        avatar_url: null,
        followers: null,
        following: null,
        description: null,
      };
    }
    // Read with the new token, the profile's id and current username are authoritative.
    return { credentials: { ...fromLogin, userId: profile.id, username: profile.username }, profile };
  }

  async getProfile(credentials: TCredentials): Promise<TPlatformProfile> {
    const me = await this.call('getProfile', () =>
      this.clients.user(credentials).v2.me({ 'user.fields': PROFILE_FIELDS }),
    );
    return mapProfile(me.data);
  }

  async getUserPosts(
    credentials: TCredentials,
    userId: string,
    options: TPageOptions = {},
  ): Promise<TPlatformPost[]> {
    const max = options.max ?? 100;
    const page = await this.call('getUserPosts', async () => {
      const paginator = await this.clients.user(credentials).v2.userTimeline(userId, {
        ...TWEET_QUERY,
        max_results: clamp(max, 5, 100),
        since_id: options.sinceId,
      });
      return paginator.data;
    });
    if (!page.data?.length) {
      const missing = page.errors?.find((e) => e.resource_type === 'user' && e.resource_id === userId);
      if (missing) throw new BadInputError(missing.detail || `Unknown user ${userId}`);
    }
    return mapTweets(page).slice(0, Math.max(0, max));
  }

  async getUsersByUsernames(
    credentials: TCredentials,
    usernames: string[],
  ): Promise<{ found: TPlatformProfile[]; missing: string[] }> {
    const wanted = [...new Set(usernames.map(normaliseUsername))];
    const valid = wanted.filter((u) => USERNAME.test(u));
    const found: TPlatformProfile[] = [];
    for (let i = 0; i < valid.length; i += LOOKUP_BATCH) {
      const batch = valid.slice(i, i + LOOKUP_BATCH);
      const result = await this.call('getUsersByUsernames', () =>
        this.clients.user(credentials).v2.usersByUsernames(batch, { 'user.fields': PROFILE_FIELDS }),
      );
      found.push(...(result.data ?? []).map(mapProfile));
    }
    const foundNames = new Set(found.map((p) => normaliseUsername(p.username)));
    return { found, missing: wanted.filter((u) => !foundNames.has(u)) };
  }

  async searchRecent(
    credentials: TCredentials,
    query: string,
    options: TPageOptions = {},
  ): Promise<TPlatformPost[]> {
    const max = options.max ?? 100;
    const page = await this.call('searchRecent', async () => {
      const paginator = await this.clients.user(credentials).v2.search(query, {
        ...TWEET_QUERY,
        max_results: clamp(max, 10, 100),
        since_id: options.sinceId,
      });
      return paginator.data;
    });
    return mapTweets(page).slice(0, Math.max(0, max));
  }

  searchKeyword(
    credentials: TCredentials,
    keyword: string,
    options?: TPageOptions,
  ): Promise<TPlatformPost[]> {
    return this.searchRecent(credentials, keywordQuery(keyword), options);
  }

  cursorAfter(current: string | null, post: TPlatformPost): string {
    return numericCursorAfter(current, post);
  }

  /** X takes no key of the caller's: never posting twice rests on findOwnReplies before a retry. */
  async postReply(credentials: TCredentials, input: { inReplyToId: string; text: string; key: string }) {
    const result = await this.call(
      'postReply',
      () => this.clients.user(credentials).v2.reply(input.text, input.inReplyToId),
      // A 5xx or a dropped connection may still have posted: never post twice.
      { idempotent: false },
    );
    return { id: result.data.id, url: postUrl(credentials.username, result.data.id) };
  }

  findOwnReplies(credentials: TCredentials, queries: TOwnReplyQuery[]) {
    return findOwnRepliesByTimeline(this, credentials, queries);
  }

  async deletePost(credentials: TCredentials, postId: string): Promise<void> {
    await this.call('deletePost', () => this.clients.user(credentials).v2.deleteTweet(postId));
  }

  /**
   * One post lookup (GET /2/tweets, public_metrics) for the figures; ids X no longer has, and posts
   * that are not the account's own, are missing. Whether the answered post's author replied comes
   * from recent search (only for replies with replies; its 7 days bound what can be seen), whether
   * they liked from the first page of liking_users (only for 1 to 100 likes). When X rate-limits
   * one of those two, the remaining answers of that kind stay false ("cannot be known") rather than
   * losing the figures; any other failure is thrown as usual.
   */
  async getReplyOutcomes(
    credentials: TCredentials,
    items: TOutcomeQuery[],
  ): Promise<{ found: TPostOutcome[]; missing: string[] }> {
    checkOutcomesBatch(items);
    const byId = new Map<string, TOutcomeQuery>();
    for (const item of items) if (!byId.has(item.postId)) byId.set(item.postId, item);
    const ids = [...byId.keys()].filter((id) => POST_ID.test(id));
    if (ids.length === 0) return { found: [], missing: [...byId.keys()] };
    const client = () => this.clients.user(credentials);

    const lookup = await this.call('getReplyOutcomes', () =>
      client().v2.tweets(ids, { 'tweet.fields': ['public_metrics', 'author_id'] }),
    );
    const outcomes = new Map<string, TPostOutcome>();
    for (const tweet of lookup.data ?? []) {
      if (byId.has(tweet.id) && (tweet.author_id ?? credentials.userId) === credentials.userId)
        outcomes.set(tweet.id, outcomeOf(tweet));
    }
    const found = [...byId.keys()].flatMap((id) => outcomes.get(id) ?? []);
    const missing = [...byId.keys()].filter((id) => !outcomes.has(id));

    const answered = found
      .filter((o) => o.replies > 0)
      .map((o) => byId.get(o.postId))
      .filter((item): item is TOutcomeQuery => !!item && USERNAME.test(item.inReplyTo.authorUsername));
    for (const query of authorReplyQueries(answered)) {
      const page = await this.secondaryCall('getReplyOutcomes.authorReplies', async () => {
        const paginator = await client().v2.search(query, {
          max_results: 100,
          'tweet.fields': ['author_id', 'referenced_tweets'],
        });
        return paginator.data;
      });
      if (page === null) break;
      for (const tweet of page.data ?? []) {
        const repliedTo = tweet.referenced_tweets?.find((r) => r.type === 'replied_to')?.id;
        const item = repliedTo ? byId.get(repliedTo) : undefined;
        const outcome = repliedTo ? outcomes.get(repliedTo) : undefined;
        if (item && outcome && tweet.author_id === item.inReplyTo.authorId) outcome.authorReplied = true;
      }
    }

    for (const outcome of found) {
      if (outcome.likes < 1 || outcome.likes > LIKERS_PAGE) continue;
      const item = byId.get(outcome.postId);
      if (!item) continue;
      const likers = await this.secondaryCall('getReplyOutcomes.authorLiked', () =>
        client().v2.tweetLikedBy(outcome.postId, { max_results: LIKERS_PAGE }),
      );
      if (likers === null) break;
      outcome.authorLiked = (likers.data ?? []).some((u) => u.id === item.inReplyTo.authorId);
    }
    return { found, missing };
  }

  /** The mentions timeline, oldest first after the cursor (x-inbox.ts says what is left out). */
  readInbox(credentials: TCredentials, options: { cursor: string | null; max: number }): Promise<TInboxPage> {
    return this.inbox.read(this.clients.user(credentials), credentials, options);
  }

  /**
   * POST /2/users/:id/likes. X answers `liked: true` for a post the account already likes, so a
   * second attempt likes nothing twice and may be retried like a read.
   */
  async likePost(credentials: TCredentials, input: TLikeInput): Promise<void> {
    if (!POST_ID.test(input.postId))
      throw new BadInputError(`Not an X post id: ${input.postId.slice(0, 40)}`);
    const result = await this.call('likePost', () =>
      this.clients.user(credentials).v2.like(credentials.userId, input.postId),
    );
    if (result.data?.liked !== true) throw new PlatformError('X did not like the post');
  }

  replyDelivery(post: TPlatformPost, account: { userId: string; username: string }): TReplyDelivery {
    return replyDelivery(post, account, this.unrestrictedReplies);
  }

  intentUrl(postId: string, text: string): string {
    return intentUrl(postId, text);
  }
}
