import type { Agent } from '@atproto/api';
import { BLUESKY_MAX_GRAPHEMES, graphemeLength } from '@gatling/shared/api/platforms';
import type { TLogger } from '../../../lib/logger';
import {
  BaseProvider,
  normaliseUsername,
  type TBaseProviderOptions,
  type TCallOptions,
} from '../base-provider';
import { BadInputError, PlatformDownError, type PlatformError } from '../errors';
import {
  OUTCOMES_BATCH_MAX,
  type PasswordConnect,
  type PlatformProvider,
  type TConnected,
  type TCredentials,
  type TFoundReply,
  type TOwnReplyQuery,
  type TOutcomeQuery,
  type TPageOptions,
  type TPlatformPost,
  type TPlatformProfile,
  type TPostOutcome,
} from '../types';
import { mapBlueskyError, xrpcErrorName } from './bluesky-errors';
import { feedPosts, searchPosts } from './read-posts';
import { mapProfile, postUrl } from './map-post';
import { normaliseHandle } from './keyword-query';
import { readOutcomes } from './outcomes';
import type { TPdsNetwork } from './pds-fetch';
import { recordKeyOf, replyRecordKey, repoOf } from './record-key';
import { assertPostable, replyRecord, type TStrongRef } from './reply-record';
import { openSession, type TBlueskySession, type TRunner } from './session';
import { signIn } from './sign-in';

export type TBlueskyProviderOptions = {
  /** BLUESKY_SERVICE_URL: where accounts sign in (their PDS or an entryway such as bsky.social). */
  serviceUrl: string;
  logger: TLogger;
  /** Injectable so tests can cut the network. */
  fetch?: typeof fetch | undefined;
  /** How a PDS other than serviceUrl is resolved and reached; injectable for tests (pds-fetch.ts). */
  pdsNetwork?: TPdsNetwork | undefined;
} & Pick<TBaseProviderOptions, 'retry' | 'sleep' | 'random' | 'now'>;

const POST_COLLECTION = 'app.bsky.feed.post';
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

  constructor(options: TBlueskyProviderOptions) {
    super(options);
    this.serviceUrl = options.serviceUrl;
    this.fetchImpl = options.fetch;
    this.pdsNetwork = options.pdsNetwork;
  }

  protected mapError(err: unknown): PlatformError {
    return mapBlueskyError(err, this.now());
  }

  signIn(input: { identifier: string; password: string }): Promise<TConnected> {
    return signIn(input, {
      serviceUrl: this.serviceUrl,
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
      feedPosts(run, { actor: userId, withReplies: own, sinceId: options.sinceId, max: options.max ?? 100 }),
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
      searchPosts(run, keyword, { sinceId: options.sinceId, max: options.max ?? 100 }),
    );
  }

  cursorAfter(current: string | null, post: TPlatformPost): string {
    if (!current || !Number.isFinite(Date.parse(current))) return post.created_at;
    return Date.parse(post.created_at) > Date.parse(current) ? post.created_at : current;
  }

  /**
   * Exactly once: the post's record key comes from `key`, and it is written "only if absent"
   * (putRecord with swapRecord null). An InvalidSwap answer means an earlier attempt posted it.
   */
  async postReply(
    credentials: TCredentials,
    input: { inReplyToId: string; text: string; key: string },
  ): Promise<{ id: string; url: string }> {
    assertPostable(input.text);
    const rkey = replyRecordKey(input.key);
    return this.withSession(credentials, async (run, session) => {
      const parents = await run.main('postReply.parent', (a) =>
        a.app.bsky.feed.getPosts({ uris: [input.inReplyToId] }),
      );
      const parent = parents.data.posts[0];
      if (!parent) throw new BadInputError('The post being answered is no longer on Bluesky.');
      const parentRef = { uri: parent.uri, cid: parent.cid };
      const root = strongRef((parent.record as { reply?: { root?: unknown } }).reply?.root) ?? parentRef;
      const record = await replyRecord(session.agent, {
        text: input.text,
        root,
        parent: parentRef,
        createdAt: new Date(this.now()).toISOString(),
      });
      try {
        const written = await run.main(
          'postReply',
          (a) =>
            a.com.atproto.repo.putRecord({
              repo: credentials.userId,
              collection: POST_COLLECTION,
              rkey,
              record,
              swapRecord: null,
            }),
          // The outcome of a failed write is unknown: it is looked up (findOwnReplies), not retried.
          { idempotent: false },
        );
        return { id: written.data.uri, url: postUrl(credentials.username, written.data.uri) };
      } catch (err) {
        if (xrpcErrorName(err) !== 'InvalidSwap') throw err;
        const existing = await this.readOwnPost(run, credentials, rkey);
        if (!existing) throw err;
        return existing;
      }
    });
  }

  /** Each query's reply is the post its key would have made: one record lookup each, no timeline. */
  findOwnReplies(credentials: TCredentials, queries: TOwnReplyQuery[]): Promise<(TFoundReply | null)[]> {
    return this.withSession(credentials, async (run) => {
      const found: (TFoundReply | null)[] = [];
      for (const query of queries)
        found.push(await this.readOwnPost(run, credentials, replyRecordKey(query.key)));
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
    if (items.length > OUTCOMES_BATCH_MAX) {
      throw new BadInputError(`At most ${OUTCOMES_BATCH_MAX} posts per lookup, got ${items.length}`);
    }
    return this.withSession(credentials, (run) => readOutcomes(run, credentials.userId, items));
  }

  /** Bluesky lets an account reply to any post it can see (a thread gate only hides the reply). */
  replyDelivery(): 'api' {
    return 'api';
  }

  intentUrl(_postId: string, text: string): string {
    return `https://bsky.app/intent/compose?text=${encodeURIComponent(text)}`;
  }

  /** The account's post at `rkey`, or null when there is none. */
  private async readOwnPost(run: TRunner, credentials: TCredentials, rkey: string) {
    try {
      const answer = await run.main('findOwnReplies', (a) =>
        a.com.atproto.repo.getRecord({ repo: credentials.userId, collection: POST_COLLECTION, rkey }),
      );
      return { id: answer.data.uri, url: postUrl(credentials.username, answer.data.uri) };
    } catch (err) {
      if (xrpcErrorName(err) === 'RecordNotFound') return null;
      throw err;
    }
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

function strongRef(value: unknown): TStrongRef | null {
  const v = value as { uri?: unknown; cid?: unknown } | undefined;
  return typeof v?.uri === 'string' && typeof v.cid === 'string' ? { uri: v.uri, cid: v.cid } : null;
}
