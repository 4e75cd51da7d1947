/**
 * The social platform contract. Generic code (connections, monitoring, publishing, style) uses only
 * these types and the PlatformProvider interface; it never names a platform's API.
 */
import type { TPlatform } from '@gatling/shared/api/platforms';

/** X ('twitter', the stored name) or Bluesky (decision 0054). */
export type TPlatformId = TPlatform;
export type TTweetType = 'SINGLE' | 'RETWEET' | 'QUOTE';

export type TReactions = { likes: number; replies: number; retweets: number; views: number };

export type TPlatformAuthor = {
  id: string;
  username: string;
  name: string;
  avatar_url: string | null;
  /** The author's profile description, where the platform gave it with the post. */
  description?: string | null;
};

export type TPlatformPostBase = {
  id: string;
  text: string;
  /** ISO 8601, UTC. */
  created_at: string;
  lang: string | null;
  author: TPlatformAuthor;
  reactions: TReactions;
  /** First media item's URL, if any. */
  media_url: string | null;
  media_urls: string[];
  tweet_type: TTweetType;
  conversation_id: string | null;
  in_reply_to_id: string | null;
  /** Usernames the post mentions, lower case, without '@'. */
  mentions: string[];
  url: string;
};

export type TPlatformPost = TPlatformPostBase & {
  /** The retweeted or quoted post, for RETWEET and QUOTE. */
  original: TPlatformPostBase | null;
  /**
   * When the post is a reply (in_reply_to_id), the post it answers as the platform gave it with
   * the reply; null when that post is gone or was not given.
   */
  replied_to?: TPlatformPostBase | null;
  /** When the post is a reply deeper in a thread: the thread's first post, where the platform gave it. */
  thread_root?: TPlatformPostBase | null;
  /**
   * The content labels on the post (lower case, e.g. 'porn', 'graphic-media'): the author's own and
   * those of moderation services, where the platform has them (Bluesky).
   */
  labels?: string[];
  /**
   * False when the platform says the connected account may not reply to the post (Bluesky: the
   * thread's gate leaves it out; a reply would be accepted and hidden). Absent when nothing limits
   * it or it cannot be known.
   */
  reply_allowed?: boolean;
};

export type TPlatformProfile = {
  id: string;
  username: string;
  name: string;
  avatar_url: string | null;
  followers: number | null;
  /** Accounts it follows, where the platform says. */
  following: number | null;
  description: string | null;
};

/**
 * A user's stored access. X: the OAuth 1.0a user token and secret (these do not expire). Bluesky:
 * the session's access and refresh tokens (accessToken, accessSecret), userId the account's DID.
 */
export type TCredentials = {
  accessToken: string;
  accessSecret: string;
  userId: string;
  username: string;
  /** The product user these belong to: calls made with them are metered to that user. */
  meterAs?: string | undefined;
  /**
   * Called when the platform gave new tokens (a refreshed Bluesky session): the connection stores
   * them, sealed, so the next call starts from them. Absent where nothing is stored (tests, sign-in).
   */
  persist?: ((tokens: { accessToken: string; accessSecret: string }) => Promise<void>) | undefined;
};

/** One of the account's published replies whose outcome is wanted, and the post it answers. */
export type TOutcomeQuery = {
  postId: string;
  inReplyTo: { postId: string; authorId: string; authorUsername: string };
};

/** What a published reply has earned so far. */
export type TPostOutcome = {
  postId: string;
  likes: number;
  replies: number;
  reposts: number;
  quotes: number;
  /** Null where the platform does not give them. */
  impressions: number | null;
  /** The author of the answered post replied to this reply. */
  authorReplied: boolean;
  /** The author of the answered post liked this reply (false where it cannot be known). */
  authorLiked: boolean;
};

/** Most replies one getReplyOutcomes call reads (X's post lookup takes 100 ids). */
export const OUTCOMES_BATCH_MAX = 100;

export type TConnectStart = { authorizationUrl: string; requestToken: string; requestSecret: string };

export type TPageOptions = { sinceId?: string | undefined; max?: number | undefined };

export type TReplyDelivery = 'api' | 'intent';

/**
 * A reply the account may already have posted: to one of `targetIds`, saying `text`, for reply `key`.
 * `keyTime` is postReply's: the same on every attempt of one reply.
 */
export type TOwnReplyQuery = { targetIds: string[]; text: string; key: string; keyTime?: string | undefined };
/**
 * A reply to post: to `inReplyToId`, saying `text`, for the product's reply `key`. `keyTime` (ISO
 * 8601) is when the user approved it, the same on every attempt: Bluesky dates the post's record
 * key from it. Without it the key is dated from the reply id alone (how keys were made before).
 */
export type TReplyInput = { inReplyToId: string; text: string; key: string; keyTime?: string | undefined };
/** A reply found on the platform; created_at where the platform gave when it was posted. */
export type TFoundReply = { id: string; url: string; created_at?: string };

/**
 * One post of the account's inbox (decision 0083): it answers one of the account's posts or replies
 * ('answer'), mentions it ('mention') or quotes it ('quote'). `post` carries `replied_to` (the
 * account's post it answers) and `thread_root` where the platform gave them, and `original` for a
 * quote.
 */
export type TInboxEntry = { kind: 'answer' | 'mention' | 'quote'; post: TPlatformPost };

/**
 * A page of the inbox, oldest first, after `cursor`; `cursor` is where the next read starts (the
 * same one back when nothing was new). Entries by accounts the user blocked or muted on the network
 * are never in it, nor the account's own posts.
 */
export type TInboxPage = { entries: TInboxEntry[]; cursor: string | null };

/** A like to give: `key` is the product's id of the item, so a second attempt never likes twice. */
export type TLikeInput = { postId: string; key: string };

/** A connected account as the platform gave it when connecting. */
export type TConnected = { credentials: TCredentials; profile: TPlatformProfile };

/** How an X account connects: OAuth 1.0a's three legs through the browser. */
export interface OAuthConnect {
  /** Step 1 of the three-legged flow: a request token and the page the browser goes to. */
  startConnect(callbackUrl: string): Promise<TConnectStart>;
  /** Step 3: exchange the verifier for the user's access token. */
  finishConnect(input: {
    requestToken: string;
    requestSecret: string;
    verifier: string;
  }): Promise<TConnected>;
}

/** How a Bluesky account connects: a sign-in with the handle (or e-mail) and an app password. */
export interface PasswordConnect {
  /**
   * Signs in; the password is used for this call only and never kept. Throws a BadInputError that
   * says why (bluesky/bluesky-errors.ts: a wrong identifier or password, an account password given
   * where an app password is wanted, a suspended or deactivated account), RateLimitedError, or
   * PlatformDownError when the service cannot be reached.
   */
  signIn(input: { identifier: string; password: string }): Promise<TConnected>;
  /** The service the accounts sign in at (BLUESKY_SERVICE_URL). */
  readonly serviceUrl: string;
}

/**
 * How an account of a simulated network connects (the sandbox's Bluesky, decision 0067): the user
 * picks one of its identities, with no password. An identity belongs to the first user who picks it.
 */
export interface IdentityConnect {
  /** The identities `ownerUserId` may pick: theirs first (`yours`), then some nobody has picked. */
  listIdentities(ownerUserId: string): Promise<{ profile: TPlatformProfile; yours: boolean }[]>;
  /**
   * Signs in as the identity (its id or its handle) for `ownerUserId`: a BadInputError when there is
   * no such identity or another user owns it.
   */
  connectIdentity(input: { identity: string; ownerUserId: string }): Promise<TConnected>;
}

/** A reply's length as its platform counts it, and the most it may have. */
export type TLengthRule = {
  max: number;
  /** X: the weighted length (URLs 23, emoji and CJK 2); Bluesky: graphemes. */
  measure: (text: string) => number;
};

/**
 * A provider of a platform this server offers (live or the sandbox network): the kinds a stored
 * connection can have been made with, so the only ones anything is read or posted through.
 */
export type TOfferedProvider = PlatformProvider & { readonly kind: 'live' | 'sandbox' };

export interface PlatformProvider {
  readonly id: TPlatformId;
  /**
   * 'live' talks to the real platform; 'sandbox' to the simulated network; 'unconfigured' stands for
   * a platform this server does not offer (production without its API keys): every call fails.
   */
  readonly kind: 'live' | 'sandbox' | 'unconfigured';
  /** The limit a reply must fit in, counted the platform's way. */
  readonly replyLength: TLengthRule;

  getProfile(credentials: TCredentials): Promise<TPlatformProfile>;
  /** Newest first. */
  getUserPosts(credentials: TCredentials, userId: string, options?: TPageOptions): Promise<TPlatformPost[]>;
  /** Batched lookup; usernames without '@', any case. */
  getUsersByUsernames(
    credentials: TCredentials,
    usernames: string[],
  ): Promise<{ found: TPlatformProfile[]; missing: string[] }>;
  /**
   * Recent posts for one of the user's stored keywords (written in X's query syntax by the audience
   * agent and the user), newest first, leaving out reposts and replies. Each platform sends it its
   * own way: X adds its operators, Bluesky turns `lang:` into a parameter and drops what it lacks.
   */
  searchKeyword(credentials: TCredentials, keyword: string, options?: TPageOptions): Promise<TPlatformPost[]>;
  /**
   * Where a source's next read starts after `post` was read: the later of the two. X: the larger
   * numeric id; Bluesky: the later creation time (its ids do not sort by time).
   */
  cursorAfter(current: string | null, post: TPlatformPost): string;
  /**
   * Posts the reply. `key` is the product's id of the reply: a platform that can (Bluesky) derives
   * the new post's id from it (and from `keyTime`), so that a second attempt can never post it twice.
   */
  postReply(credentials: TCredentials, input: TReplyInput): Promise<{ id: string; url: string }>;
  /**
   * For each query, the account's reply to one of its `targetIds` if an earlier attempt (or the
   * user) posted it, else null, in the queries' order: the one carrying `text` where there is one.
   * X reads the account's recent posts once for all of them; Bluesky looks up the post each `key`
   * would have made.
   */
  findOwnReplies(credentials: TCredentials, queries: TOwnReplyQuery[]): Promise<(TFoundReply | null)[]>;
  deletePost(credentials: TCredentials, postId: string): Promise<void>;
  /**
   * The figures of up to OUTCOMES_BATCH_MAX of the account's own published replies; ids the
   * platform no longer has (deleted) come back in `missing`.
   */
  getReplyOutcomes(
    credentials: TCredentials,
    items: TOutcomeQuery[],
  ): Promise<{ found: TPostOutcome[]; missing: string[] }>;

  /**
   * Up to `limit` accounts whose username or display name contains `text` (any case), best match
   * first: what a person may add while typing a handle. Only a simulated network lists its
   * accounts; the live platform has no such call here (a user search there is billed per account).
   */
  suggestAccounts?(text: string, limit: number): Promise<TPlatformProfile[]>;

  /**
   * The account's inbox after `cursor` (null: the newest page, where a first read starts), at most
   * `max` entries. Bluesky reads its notifications (reply, mention, quote) and marks them seen; X
   * reads the mentions timeline, where every answer to the account also is.
   */
  readInbox?(credentials: TCredentials, options: { cursor: string | null; max: number }): Promise<TInboxPage>;
  /** Likes the post as the account; liking a post already liked changes nothing. */
  likePost?(credentials: TCredentials, input: TLikeInput): Promise<void>;

  /** Whether a reply to `post` may go through the API for this account, or needs the web intent. */
  replyDelivery(post: TPlatformPost, account: { userId: string; username: string }): TReplyDelivery;
  /** The prefilled web page where the user completes a reply themselves. */
  intentUrl(postId: string, text: string): string;
}
