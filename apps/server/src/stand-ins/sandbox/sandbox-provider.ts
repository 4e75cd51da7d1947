// Long on purpose: the simulated X is one provider class implementing the whole PlatformProvider
// interface; each part it delegates to (posting, outcomes, search, rate limits, OAuth) has its own file.
import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import { checkOutcomesBatch, normaliseUsername } from '../../integrations/platform/base-provider';
import { BadInputError } from '../../integrations/platform/errors';
import {
  type OAuthConnect,
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
} from '../../integrations/platform/types';
import { grantAccess, identitySpending } from './access';
import { readInboxRows } from './inbox';
import { likeNetworkPost } from './likes';
import { normaliseSinceId } from './ids';
import { PAGE, pageSize, USERS_BY_MAX } from './page-size';
import { HISTORY_MS, type TSandboxNetwork } from './network';
import { createRequestToken, exchangeRequest } from './oauth';
import { readReplyOutcomes } from './outcomes';
import { postUrl, selectPosts, toPlatformPosts, type TAccountRow } from './post-view';
import { deleteOwnPost, publishReply, spendToReply } from './publish';
import { findOwnRepliesByTimeline } from '../../integrations/platform/own-reply';
import { X_REPLY_LENGTH } from '../../integrations/platform/post-length';
import { replyDelivery } from '../../integrations/platform/reply-rule';
import { keywordQuery, numericCursorAfter } from '../../integrations/platform/x/keyword-query';
import type { TXProvider } from '../../integrations/platform/x/x-provider';
import {
  SANDBOX_RATE_LIMITS,
  rateWindow,
  refuseOverLimit,
  type TSandboxEndpoint,
  type TSandboxRateLimits,
} from './rate-limits';
import { SandboxFace, type TSandboxFaceDeps } from './sandbox-face';
import { parseSearchQuery } from './search-query';
import { compileQuery } from './search-sql';
import { suggestAccountRows } from './suggest-accounts';

export type TSandboxProviderDeps = TSandboxFaceDeps & {
  /** Per-endpoint overrides of SANDBOX_RATE_LIMITS (tests make them small). */
  rateLimits?: Partial<TSandboxRateLimits>;
  /** Lets the API reply anywhere, like X_UNRESTRICTED_REPLIES does for X. */
  unrestrictedReplies?: boolean;
};

/** The simulated X: what X's provider offers (recent search with a raw query too), and the network. */
export type TSandboxProvider = TXProvider & { readonly network: TSandboxNetwork };

class SandboxProvider extends SandboxFace implements TSandboxProvider {
  readonly id = 'twitter' as const;
  readonly replyLength = X_REPLY_LENGTH;
  protected readonly label = 'sandbox';
  private readonly limits: TSandboxRateLimits;
  private readonly unrestricted: boolean;

  constructor(deps: TSandboxProviderDeps) {
    super(deps);
    this.limits = { ...SANDBOX_RATE_LIMITS, ...deps.rateLimits };
    this.unrestricted = deps.unrestrictedReplies ?? false;
  }

  /** The identity behind the credentials, after counting the call against its rate limit. */
  private async spend(credentials: TCredentials, endpoint: TSandboxEndpoint) {
    const window = rateWindow(this.limits, endpoint, this.clock().getTime());
    const { identity, count } = await identitySpending(this.db, credentials, window);
    refuseOverLimit(window, count);
    return identity;
  }

  private async profile(row: TAccountRow): Promise<TPlatformProfile> {
    const [profile] = await this.profiles([row]);
    if (!profile) throw new Error('sandbox profile missing');
    return profile;
  }

  startConnect(callbackUrl: string): Promise<TConnectStart> {
    return this.call('startConnect', async () => {
      const request = await createRequestToken(this.db, callbackUrl, this.clock());
      const authorizationUrl = `${this.publicUrl}/sandbox/authorize?oauth_token=${encodeURIComponent(request.requestToken)}`;
      return { authorizationUrl, ...request };
    });
  }

  finishConnect(input: Parameters<OAuthConnect['finishConnect']>[0]): Promise<TConnected> {
    return this.call('finishConnect', async () => {
      const identityId = await exchangeRequest(this.db, input, this.clock());
      const access = await grantAccess(this.db, identityId);
      const [identity] = await this.db
        .select()
        .from(sandboxAccounts)
        .where(eq(sandboxAccounts.id, identityId));
      if (!identity) throw new BadInputError('The authorized sandbox identity no longer exists');
      return {
        credentials: { ...access, userId: identity.id, username: identity.username },
        profile: await this.profile(identity),
      };
    });
  }

  getProfile(credentials: TCredentials): Promise<TPlatformProfile> {
    return this.call('getProfile', async () => this.profile(await this.spend(credentials, 'me')));
  }

  getUserPosts(credentials: TCredentials, userId: string, options?: TPageOptions): Promise<TPlatformPost[]> {
    return this.call('getUserPosts', async () => {
      await this.spend(credentials, 'user_posts');
      const max = pageSize(options, PAGE.timeline);
      const since = normaliseSinceId(options?.sinceId);
      const now = await this.network.sync();
      const [user] = /^\d{1,19}$/.test(userId)
        ? await this.db
            .select({ id: sandboxAccounts.id })
            .from(sandboxAccounts)
            .where(eq(sandboxAccounts.id, userId))
        : [];
      if (!user) throw new BadInputError(`Could not find user with id ${userId}`);
      const rows = await selectPosts(this.db)
        .where(
          and(
            eq(sandboxPosts.authorId, userId),
            isNull(sandboxPosts.deletedAt),
            lte(sandboxPosts.createdAt, now),
            since ? gt(sandboxPosts.id, since) : undefined,
          ),
        )
        .orderBy(desc(sandboxPosts.id))
        .limit(max);
      return toPlatformPosts(this.db, rows, now.getTime(), this.publicUrl);
    });
  }

  getUsersByUsernames(credentials: TCredentials, usernames: string[]) {
    return this.call('getUsersByUsernames', async () => {
      await this.spend(credentials, 'users_by');
      const wanted = new Map<string, string>();
      for (const raw of usernames) {
        const shown = raw.trim().replace(/^@+/, '');
        if (shown && !wanted.has(normaliseUsername(shown))) wanted.set(normaliseUsername(shown), shown);
      }
      if (wanted.size > USERS_BY_MAX) throw new BadInputError(`At most ${USERS_BY_MAX} usernames per lookup`);
      if (wanted.size === 0) return { found: [], missing: [] };
      await this.network.sync();
      const rows = await this.db
        .select()
        .from(sandboxAccounts)
        .where(inArray(sql`lower(${sandboxAccounts.username})`, [...wanted.keys()]));
      const profiles = await this.profiles(rows);
      const byName = new Map(profiles.map((p) => [p.username.toLowerCase(), p]));
      const found: TPlatformProfile[] = [];
      const missing: string[] = [];
      for (const [key, shown] of wanted) {
        const profile = byName.get(key);
        if (profile) found.push(profile);
        else missing.push(shown);
      }
      return { found, missing };
    });
  }

  /** The network's accounts, for suggestions while a handle is typed: no credentials, no rate limit. */
  suggestAccounts(text: string, limit: number): Promise<TPlatformProfile[]> {
    return this.call('suggestAccounts', async () => {
      await this.network.sync();
      return this.profiles(await suggestAccountRows(this.db, text, limit));
    });
  }

  searchRecent(credentials: TCredentials, query: string, options?: TPageOptions): Promise<TPlatformPost[]> {
    return this.call('searchRecent', async () => {
      await this.spend(credentials, 'search');
      const condition = compileQuery(parseSearchQuery(query));
      const max = pageSize(options, PAGE.search);
      const since = normaliseSinceId(options?.sinceId);
      const now = await this.network.sync();
      const rows = await selectPosts(this.db)
        .where(
          and(
            isNull(sandboxPosts.deletedAt),
            gt(sandboxPosts.createdAt, new Date(now.getTime() - HISTORY_MS)),
            lte(sandboxPosts.createdAt, now),
            since ? gt(sandboxPosts.id, since) : undefined,
            condition,
          ),
        )
        .orderBy(desc(sandboxPosts.id))
        .limit(max);
      return toPlatformPosts(this.db, rows, now.getTime(), this.publicUrl);
    });
  }

  /** The stored keyword as X's provider sends it: the network reads X's query language. */
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

  /** Like X, the network takes no key of the caller's (findOwnReplies guards a retry instead). */
  postReply(credentials: TCredentials, input: { inReplyToId: string; text: string; key: string }) {
    return this.call(
      'postReply',
      async () => {
        // The call counted and the post answered read in one round trip, then the reply written.
        const window = rateWindow(this.limits, 'post', this.clock().getTime());
        const now = await this.network.sync();
        const { identity, count, target } = await spendToReply(this.db, credentials, window, input);
        refuseOverLimit(window, count);
        const row = await publishReply(this.db, {
          seed: this.seed,
          identity,
          ...input,
          now,
          restricted: !this.unrestricted,
          target,
          firstAnswerSeconds: this.firstAnswerSeconds,
        });
        return { id: row.id, url: postUrl(this.publicUrl, identity.username, row.id) };
      },
      { idempotent: false },
    );
  }

  findOwnReplies(credentials: TCredentials, queries: TOwnReplyQuery[]) {
    return findOwnRepliesByTimeline(this, credentials, queries);
  }

  deletePost(credentials: TCredentials, postId: string): Promise<void> {
    return this.call('deletePost', async () => {
      const identity = await this.spend(credentials, 'delete');
      await deleteOwnPost(this.db, identity, postId, await this.network.sync());
    });
  }

  getReplyOutcomes(
    credentials: TCredentials,
    items: TOutcomeQuery[],
  ): Promise<{ found: TPostOutcome[]; missing: string[] }> {
    return this.call('getReplyOutcomes', async () => {
      const identity = await this.spend(credentials, 'lookup');
      checkOutcomesBatch(items);
      if (items.length === 0) return { found: [], missing: [] };
      const now = await this.network.sync();
      return readReplyOutcomes(this.db, { seed: this.seed, identity, items, now });
    });
  }

  /**
   * The mentions timeline: posts that mention the identity or answer or quote its posts, after the
   * cursor (a post id), oldest first; the cursor back is the newest id taken in (inbox.ts).
   */
  readInbox(credentials: TCredentials, options: { cursor: string | null; max: number }): Promise<TInboxPage> {
    return this.call('readInbox', async () => {
      const identity = await this.spend(credentials, 'inbox');
      const after = normaliseSinceId(options.cursor ?? undefined);
      const now = await this.network.sync();
      const taken = await readInboxRows(this.db, { seed: this.seed, identity, now, after, max: options.max });
      const posts = await toPlatformPosts(
        this.db,
        taken.map((t) => t.row),
        now.getTime(),
        this.publicUrl,
        { threadRoots: true },
      );
      const entries = posts.map((post, i) => ({ kind: taken[i]?.kind ?? 'mention', post }));
      return { entries, cursor: taken.at(-1)?.row.post.id ?? options.cursor };
    });
  }

  /** Likes a post as the identity, once however often it is asked (likes.ts). */
  likePost(credentials: TCredentials, input: TLikeInput): Promise<void> {
    return this.call('likePost', async () => {
      const identity = await this.spend(credentials, 'like');
      const now = await this.network.sync();
      await likeNetworkPost(this.db, { identity, postId: input.postId, key: input.key, now });
    });
  }

  replyDelivery(post: TPlatformPost, account: { userId: string; username: string }): TReplyDelivery {
    return replyDelivery(post, account, this.unrestricted);
  }

  intentUrl(postId: string, text: string): string {
    return `${this.publicUrl}/sandbox/intent?in_reply_to=${encodeURIComponent(postId)}&text=${encodeURIComponent(text)}`;
  }
}

/** The simulated X: same contract as the X provider, backed by the sandbox tables. */
export function createSandboxProvider(deps: TSandboxProviderDeps): TSandboxProvider {
  return new SandboxProvider(deps);
}
