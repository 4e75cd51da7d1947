import type { Agent } from '@atproto/api';
import { BLUESKY_MAX_GRAPHEMES, graphemeLength } from '@gatling/shared/api/platforms';
import type { TLogger } from '../../../lib/logger';
import {
  BaseProvider,
  checkOutcomesBatch,
  normaliseUsername,
  type TBaseProviderOptions,
  type TCallOptions,
} from '../base-provider';
import { BadInputError, PlatformDownError, type PlatformError } from '../errors';
import {
  type PasswordConnect,
  type PlatformProvider,
  type TConnected,
  type TCredentials,
  type TFoundReply,
  type TInboxPage,
  type TLikeInput,
  type TOwnReplyQuery,
  type TOutcomeQuery,
  type TPageOptions,
  type TPlatformPost,
  type TPlatformProfile,
  type TPostOutcome,
  type TReplyInput,
} from '../types';
import { mapBlueskyError, xrpcErrorName } from './bluesky-errors';
import { readInbox } from './inbox';
import { writeLike } from './like';
import { feedPosts, searchPosts } from './read-posts';
import { mapProfile } from './map-post';
import { PLC_DIRECTORY } from './find-pds';
import { normaliseHandle } from './keyword-query';
import { readOutcomes } from './outcomes';
import { pdsFetch, type TPdsNetwork } from './pds-fetch';
import { findOwnReply, POST_COLLECTION, writeReply } from './post-reply';
import { recordKeyOf, repoOf } from './record-key';
import { assertPostable } from './reply-record';
import { openSession, type TBlueskySession, type TRunner } from './session';
import { describeServiceDid, sessionHome } from './session-home';
import { signIn } from './sign-in';

export type TBlueskyProviderOptions = {
  /** BLUESKY_SERVICE_URL: where accounts sign in (their PDS or an entryway such as bsky.social). */
  serviceUrl: string;
  logger: TLogger;
  /** Injectable so tests can cut the network. */
  fetch?: typeof fetch | undefined;
  /** How a PDS other than serviceUrl is resolved and reached; injectable for tests (pds-fetch.ts). */
  pdsNetwork?: TPdsNetwork | undefined;
  /** The PLC directory did:plc documents are read from (find-pds.ts); plc.directory unless told. */
  plcUrl?: string | undefined;
} & Pick<TBaseProviderOptions, 'retry' | 'sleep' | 'random' | 'now'>;

/** getProfiles takes 25 actors a call. */
const PROFILES_BATCH = 25;
const HANDLE = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
const DID = /^did:[a-z]+:[a-zA-Z0-9._:%-]+$/;

export function createBlueskyProvider(options: TBlueskyProviderOptions): PlatformProvider & PasswordConnect {
  return new BlueskyProvider(options);
}

/** Bluesky through the official client (@atproto/api): every call resumes the stored session. */
class BlueskyProvider extends BaseProvider implements PlatformProvider, PasswordConnect {
  readonly id = 'bluesky' as const;
  readonly kind = 'live' as const;
  readonly replyLength = { max: BLUESKY_MAX_GRAPHEMES, measure: graphemeLength };
  readonly serviceUrl: string;
  private readonly fetchImpl: typeof fetch | undefined;
  private readonly pdsNetwork: TPdsNetwork | undefined;
  private readonly plcUrl: string;
  private ownDid: Promise<string | null> | undefined;

  constructor(options: TBlueskyProviderOptions) {
    super(options);
    this.serviceUrl = options.serviceUrl;
    this.plcUrl = options.plcUrl ?? PLC_DIRECTORY;
    this.fetchImpl = options.fetch;
    this.pdsNetwork = options.pdsNetwork;
  }

  protected mapError(err: unknown): PlatformError {
    return mapBlueskyError(err, this.now());
  }

  signIn(input: { identifier: string; password: string }): Promise<TConnected> {
    return signIn(input, {
      serviceUrl: this.serviceUrl,
      plcUrl: this.plcUrl,
      fetch: this.fetchImpl,
      pdsNetwork: this.pdsNetwork,
      logger: this.logger,
      call: (operation, fn, options) => this.call(operation, fn, options),
    });
  }

  getProfile(credentials: TCredentials): Promise<TPlatformProfile> {
    return this.withSession(credentials, async (run) => {
      const answer = await run.main('getProfile', (a) =>
        a.app.bsky.actor.getProfile({ actor: credentials.userId }),
      );
      return mapProfile(answer.data);
    });
  }

  getUserPosts(
    credentials: TCredentials,
    userId: string,
    options: TPageOptions = {},
  ): Promise<TPlatformPost[]> {
    const own = userId === credentials.userId;
    return this.withSession(credentials, (run) =>
      feedPosts(run, {
        actor: userId,
        withReplies: own,
        sinceId: options.sinceId,
        max: options.max ?? 100,
        viewer: credentials.userId,
      }),
    );
  }

  async getUsersByUsernames(
    credentials: TCredentials,
    usernames: string[],
  ): Promise<{ found: TPlatformProfile[]; missing: string[] }> {
    const wanted = [...new Set(usernames.map(normaliseUsername).filter(Boolean))];
    const lookups = new Map(wanted.map((name) => [name, normaliseHandle(name)]));
    const valid = [...new Set(lookups.values())].filter((actor) => HANDLE.test(actor) || DID.test(actor));
    const found: TPlatformProfile[] = [];
    if (valid.length > 0) {
      await this.withSession(credentials, async (run) => {
        for (let i = 0; i < valid.length; i += PROFILES_BATCH) {
          const actors = valid.slice(i, i + PROFILES_BATCH);
          const answer = await run.main('getUsersByUsernames', (a) =>
            a.app.bsky.actor.getProfiles({ actors }),
          );
          found.push(...answer.data.profiles.map(mapProfile));
        }
      });
    }
    const known = new Set(found.flatMap((p) => [p.id, p.username.toLowerCase()]));
    return { found, missing: wanted.filter((name) => !known.has(lookups.get(name) ?? name)) };
  }

  searchKeyword(
    credentials: TCredentials,
    keyword: string,
    options: TPageOptions = {},
  ): Promise<TPlatformPost[]> {
    return this.withSession(credentials, (run) =>
      searchPosts(run, keyword, {
        sinceId: options.sinceId,
        max: options.max ?? 100,
        viewer: credentials.userId,
      }),
    );
  }

  cursorAfter(current: string | null, post: TPlatformPost): string {
    if (!current || !Number.isFinite(Date.parse(current))) return post.created_at;
    return Date.parse(post.created_at) > Date.parse(current) ? post.created_at : current;
  }

  /** Exactly once, and never into a thread whose gate leaves the account out (post-reply.ts). */
  async postReply(credentials: TCredentials, input: TReplyInput): Promise<{ id: string; url: string }> {
    assertPostable(input.text);
    return this.withSession(credentials, (run, session) =>
      writeReply(run, session, credentials, { ...input, createdAt: new Date(this.now()).toISOString() }),
    );
  }

  /** Each query's reply is the post its key would have made: one record lookup each, no timeline. */
  findOwnReplies(credentials: TCredentials, queries: TOwnReplyQuery[]): Promise<(TFoundReply | null)[]> {
    return this.withSession(credentials, async (run) => {
      const found: (TFoundReply | null)[] = [];
      for (const query of queries) found.push(await findOwnReply(run, credentials, query));
      return found;
    });
  }

  async deletePost(credentials: TCredentials, postId: string): Promise<void> {
    const rkey = recordKeyOf(postId);
    if (!rkey || repoOf(postId) !== credentials.userId || !postId.includes(`/${POST_COLLECTION}/`)) {
      throw new BadInputError(`Not a post of this Bluesky account: ${postId}`);
    }
    await this.withSession(credentials, (run) =>
      run.main('deletePost', (a) =>
        a.com.atproto.repo.deleteRecord({ repo: credentials.userId, collection: POST_COLLECTION, rkey }),
      ),
    );
  }

  async getReplyOutcomes(
    credentials: TCredentials,
    items: TOutcomeQuery[],
  ): Promise<{ found: TPostOutcome[]; missing: string[] }> {
    checkOutcomesBatch(items);
    return this.withSession(credentials, (run) => readOutcomes(run, credentials.userId, items));
  }

  /** The account's replies, mentions and quotes from its notifications, then marked seen (inbox.ts). */
  readInbox(credentials: TCredentials, options: { cursor: string | null; max: number }): Promise<TInboxPage> {
    return this.withSession(credentials, (run) =>
      readInbox(run, { viewer: credentials.userId, cursor: options.cursor, max: options.max }),
    );
  }

  /** At a record key the item's key gives, written only if absent: never twice (like.ts). */
  likePost(credentials: TCredentials, input: TLikeInput): Promise<void> {
    return this.withSession(credentials, (run) =>
      writeLike(run, credentials, { ...input, createdAt: new Date(this.now()).toISOString() }),
    );
  }

  /**
   * Bluesky lets an account reply to any post it can see through the API; a thread gate that leaves
   * the account out is a post monitoring skips and postReply refuses (reply_allowed false).
   */
  replyDelivery(): 'api' {
    return 'api';
  }

  intentUrl(_postId: string, text: string): string {
    return `https://bsky.app/intent/compose?text=${encodeURIComponent(text)}`;
  }

  /**
   * Runs `fn` with one session for all its calls (so a refresh happens once, and every try after
   * it uses the new tokens) and waits for refreshed tokens to be stored before returning.
   */
  private async withSession<T>(
    credentials: TCredentials,
    fn: (run: TRunner, session: TBlueskySession) => Promise<T>,
  ): Promise<T> {
    const session = openSession({
      serviceUrl: this.serviceUrl,
      fetch: this.fetchImpl,
      pdsNetwork: this.pdsNetwork,
      credentials,
      logger: this.logger,
      home: await sessionHome(this.serviceUrl, credentials.accessSecret, () => this.serviceDid()),
    });
    const main = <R>(operation: string, call: (agent: Agent) => Promise<R>, options?: TCallOptions) =>
      this.call(operation, () => this.throughSession(session, call), options);
    const secondary = <R>(operation: string, call: (agent: Agent) => Promise<R>) =>
      this.secondaryCall(operation, () => this.throughSession(session, call));
    try {
      return await fn({ main, secondary }, session);
    } finally {
      await session.settle();
    }
  }

  /** The configured service's own DID, asked once (a failed answer is asked again next time). */
  private serviceDid(): Promise<string | null> {
    this.ownDid ??= describeServiceDid(
      this.serviceUrl,
      pdsFetch(this.serviceUrl, this.fetchImpl, this.pdsNetwork).fetch,
    ).then((did) => {
      if (did === null) this.ownDid = undefined;
      return did;
    });
    return this.ownDid;
  }

  /** A call whose expired token could not be refreshed for a passing reason is "down", not "reconnect". */
  private async throughSession<R>(session: TBlueskySession, call: (agent: Agent) => Promise<R>): Promise<R> {
    try {
      return await call(session.agent);
    } catch (err) {
      if (session.refresh() === 'network-error' && xrpcErrorName(err) === 'ExpiredToken') {
        throw new PlatformDownError('Bluesky could not refresh the session just now', { cause: err });
      }
      throw err;
    }
  }
}
