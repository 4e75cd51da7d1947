// One file: every PlatformProvider method of the sandbox's Bluesky face on one object, each the X face's rows seen through Bluesky's ids, handles and limits.
import { BLUESKY_SANDBOX_SIGN_IN_DETAIL } from '@gatling/shared/api/connections';
import { BLUESKY_MAX_GRAPHEMES, graphemeLength } from '@gatling/shared/api/platforms';
import { checkOutcomesBatch, normaliseUsername } from '../../../integrations/platform/base-provider';
import { BadInputError } from '../../../integrations/platform/errors';
import {
  type IdentityConnect,
  type PasswordConnect,
  type PlatformProvider,
  type TConnected,
  type TCredentials,
  type TFoundReply,
  type TInboxPage,
  type TLikeInput,
  type TOutcomeQuery,
  type TOwnReplyQuery,
  type TPageOptions,
  type TPlatformPost,
  type TPlatformProfile,
} from '../../../integrations/platform/types';
import type { TSandboxNetwork } from '../network';
import type { TAccountRow } from '../post-view';
import { SandboxFace, type TSandboxFaceDeps } from '../sandbox-face';
import { likeNetworkPost } from '../likes';
import { suggestAccountRows } from '../suggest-accounts';
import {
  SANDBOX_BLUESKY_RATE_LIMITS,
  blueskyWindow,
  openBlueskySession,
  spendBlueskyCall,
  type TBlueskyEndpoint,
  type TBlueskyRateLimits,
} from './bluesky-access';
import {
  didOf,
  handleOf,
  parsePostUri,
  postPageUrl,
  postUri,
  recordKeyOf,
  usernameKeyOfHandle,
} from './bluesky-ids';
import { blueskyIdentityChoices, claimBlueskyIdentity, findAccounts } from './bluesky-identities';
import { readBlueskyOutcomes } from './bluesky-outcomes';
import { readBlueskyInbox } from './bluesky-inbox';
import {
  checkBlueskyText,
  deleteOwnBlueskyPost,
  livePostOfUri,
  postKeyedReply,
  postOfKey,
} from './bluesky-publish';
import { authorFeed, searchKeywordPosts } from './bluesky-read';
import { toBlueskyProfile } from './bluesky-view';

export type TSandboxBlueskyDeps = TSandboxFaceDeps & {
  /** Per-endpoint overrides of SANDBOX_BLUESKY_RATE_LIMITS (tests make them small). */
  rateLimits?: Partial<TBlueskyRateLimits>;
};

export type TSandboxBlueskyProvider = PlatformProvider &
  PasswordConnect &
  IdentityConnect & { readonly kind: 'sandbox'; readonly network: TSandboxNetwork };

/**
 * The sandbox network's Bluesky face (decision 0067): the same accounts, posts, clock and
 * reactions as the simulated X, shown with Bluesky's ids (bluesky-ids.ts) and read and written by
 * Bluesky's rules: 300 graphemes, a reply anywhere through the API, exactly once per reply key.
 */
class SandboxBlueskyProvider extends SandboxFace implements TSandboxBlueskyProvider {
  readonly id = 'bluesky' as const;
  readonly replyLength = { max: BLUESKY_MAX_GRAPHEMES, measure: graphemeLength };
  readonly serviceUrl: string;
  protected readonly label = 'sandbox Bluesky';
  private readonly limits: TBlueskyRateLimits;

  constructor(deps: TSandboxBlueskyDeps) {
    super(deps);
    this.serviceUrl = `${this.publicUrl}/sandbox`;
    this.limits = { ...SANDBOX_BLUESKY_RATE_LIMITS, ...deps.rateLimits };
  }

  private spend(credentials: TCredentials, endpoint: TBlueskyEndpoint): Promise<TAccountRow> {
    return spendBlueskyCall(
      this.db,
      credentials,
      blueskyWindow(this.limits, endpoint, this.clock().getTime()),
    );
  }

  /** Profiles as the network's clock sees them (replies win followers), with Bluesky's ids. */
  protected override async profiles(rows: TAccountRow[]): Promise<TPlatformProfile[]> {
    return (await super.profiles(rows)).map(toBlueskyProfile);
  }

  private scope(now: Date, options: TPageOptions = {}) {
    return { now, publicUrl: this.publicUrl, since: options.sinceId, max: options.max ?? 100 };
  }

  /** No app passwords here: the connect screen offers the network's accounts instead. */
  signIn(): Promise<TConnected> {
    return this.call('signIn', () => Promise.reject(new BadInputError(BLUESKY_SANDBOX_SIGN_IN_DETAIL)));
  }

  listIdentities(ownerUserId: string): Promise<{ profile: TPlatformProfile; yours: boolean }[]> {
    return this.call('listIdentities', async () => {
      await this.network.sync();
      const rows = await blueskyIdentityChoices(this.db, ownerUserId);
      const profiles = await this.profiles(rows);
      return profiles.map((profile, i) => ({ profile, yours: rows[i]?.ownerUserId === ownerUserId }));
    });
  }

  connectIdentity(input: { identity: string; ownerUserId: string }): Promise<TConnected> {
    return this.call('connectIdentity', async () => {
      const now = await this.network.sync();
      const row = await claimBlueskyIdentity(this.db, input.identity, input.ownerUserId, now);
      const tokens = await openBlueskySession(this.db, row.id, now);
      const [profile] = await this.profiles([{ ...row, claimedAt: row.claimedAt ?? now }]);
      if (!profile) throw new Error('sandbox Bluesky profile missing');
      return { credentials: { ...tokens, userId: profile.id, username: profile.username }, profile };
    });
  }

  getProfile(credentials: TCredentials): Promise<TPlatformProfile> {
    return this.call('getProfile', async () => {
      const [profile] = await this.profiles([await this.spend(credentials, 'read')]);
      if (!profile) throw new Error('sandbox Bluesky profile missing');
      return profile;
    });
  }

  getUserPosts(credentials: TCredentials, userId: string, options?: TPageOptions): Promise<TPlatformPost[]> {
    return this.call('getUserPosts', async () => {
      await this.spend(credentials, 'read');
      const now = await this.network.sync();
      const [account] = await findAccounts(this.db, [userId]);
      if (!account) throw new BadInputError('Profile not found');
      return authorFeed(this.db, account.id, userId === credentials.userId, this.scope(now, options));
    });
  }

  getUsersByUsernames(credentials: TCredentials, usernames: string[]) {
    return this.call('getUsersByUsernames', async () => {
      await this.spend(credentials, 'read');
      const wanted = [...new Set(usernames.map(normaliseUsername).filter(Boolean))];
      await this.network.sync();
      const found = await this.profiles(await findAccounts(this.db, wanted));
      const known = new Set(found.flatMap((p) => [p.id, usernameKeyOfHandle(p.username) ?? p.id]));
      const missing = wanted.filter(
        (name) => !known.has(name) && !known.has(usernameKeyOfHandle(name) ?? name),
      );
      return { found, missing };
    });
  }

  /** The network's accounts as handles, for suggestions while a handle is typed. */
  suggestAccounts(text: string, limit: number): Promise<TPlatformProfile[]> {
    return this.call('suggestAccounts', async () => {
      await this.network.sync();
      const typed = usernameKeyOfHandle(text) ?? text;
      return this.profiles(await suggestAccountRows(this.db, typed, limit));
    });
  }

  searchKeyword(
    credentials: TCredentials,
    keyword: string,
    options?: TPageOptions,
  ): Promise<TPlatformPost[]> {
    return this.call('searchKeyword', async () => {
      const now = await this.network.sync();
      return searchKeywordPosts(this.db, keyword, this.scope(now, options), async () => {
        await this.spend(credentials, 'read');
      });
    });
  }

  /** As the live provider: the later creation time (record keys do not order posts across accounts). */
  cursorAfter(current: string | null, post: TPlatformPost): string {
    if (!current || !Number.isFinite(Date.parse(current))) return post.created_at;
    return Date.parse(post.created_at) > Date.parse(current) ? post.created_at : current;
  }

  /** Exactly once: a second call with the same key answers the post the first one made. */
  postReply(credentials: TCredentials, input: { inReplyToId: string; text: string; key: string }) {
    return this.call(
      'postReply',
      async () => {
        checkBlueskyText(input.text);
        const identity = await this.spend(credentials, 'create');
        const now = await this.network.sync();
        const row = await postKeyedReply(this.db, {
          seed: this.seed,
          identity,
          parentUri: input.inReplyToId,
          text: input.text,
          key: input.key,
          now,
          firstAnswerSeconds: this.firstAnswerSeconds,
        });
        return this.found(identity, row.id);
      },
      { idempotent: false },
    );
  }

  /** Each query's reply is the post its key made: one lookup each, no timeline read. */
  findOwnReplies(credentials: TCredentials, queries: TOwnReplyQuery[]): Promise<(TFoundReply | null)[]> {
    return this.call('findOwnReplies', async () => {
      const found: (TFoundReply | null)[] = [];
      for (const query of queries) {
        const identity = await this.spend(credentials, 'read');
        const row = await postOfKey(this.db, identity.id, query.key);
        found.push(row ? { ...this.found(identity, row.id), created_at: row.createdAt.toISOString() } : null);
      }
      return found;
    });
  }

  deletePost(credentials: TCredentials, postId: string): Promise<void> {
    return this.call('deletePost', async () => {
      const identity = await this.spend(credentials, 'delete');
      await deleteOwnBlueskyPost(this.db, identity, postId, await this.network.sync());
    });
  }

  getReplyOutcomes(credentials: TCredentials, items: TOutcomeQuery[]) {
    return this.call('getReplyOutcomes', async () => {
      checkOutcomesBatch(items);
      const identity = await this.spend(credentials, 'read');
      const now = await this.network.sync();
      return readBlueskyOutcomes(this.db, { seed: this.seed, identity, items, now });
    });
  }

  /**
   * The notifications Bluesky would list (reply, mention, quote) after the cursor, oldest first
   * (bluesky-inbox.ts); one read of the account's rate limit.
   */
  readInbox(credentials: TCredentials, options: { cursor: string | null; max: number }): Promise<TInboxPage> {
    return this.call('readInbox', async () => {
      const identity = await this.spend(credentials, 'read');
      const now = await this.network.sync();
      return readBlueskyInbox(this.db, {
        seed: this.seed,
        identity,
        now,
        publicUrl: this.publicUrl,
        cursor: options.cursor,
        max: options.max,
      });
    });
  }

  /** A like record on the post (its at:// URI), once however often it is asked (likes.ts). */
  likePost(credentials: TCredentials, input: TLikeInput): Promise<void> {
    return this.call('likePost', async () => {
      const identity = await this.spend(credentials, 'create');
      const now = await this.network.sync();
      const post = await livePostOfUri(this.db, input.postId);
      if (!post) throw new BadInputError('The post to like is no longer on Bluesky.');
      await likeNetworkPost(this.db, { identity, postId: post.id, key: input.key, now });
    });
  }

  /** Bluesky lets an account reply to any post it can see. */
  replyDelivery(): 'api' {
    return 'api';
  }

  /** Never needed (every reply goes through the API): the post's own page, where its thread is. */
  intentUrl(postId: string): string {
    const ids = parsePostUri(postId);
    if (!ids) return this.serviceUrl;
    return `${this.serviceUrl}/profile/${didOf(ids.authorId)}/post/${recordKeyOf(ids.postId)}`;
  }

  private found(identity: TAccountRow, postId: string): { id: string; url: string } {
    return {
      id: postUri(identity.id, postId),
      url: postPageUrl(this.publicUrl, handleOf(identity.username), postId),
    };
  }
}

/** The simulated Bluesky: the live Bluesky provider's contract, backed by the sandbox tables. */
export function createSandboxBlueskyProvider(deps: TSandboxBlueskyDeps): TSandboxBlueskyProvider {
  return new SandboxBlueskyProvider(deps);
}
