/**
 * The social platform contract. Generic code (connections, monitoring, publishing, style) uses only
 * these types and the PlatformProvider interface; it never names a platform's API.
 */
export type TPlatformId = 'twitter';
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

/** A user's stored access (OAuth 1.0a user token; these do not expire). */
export type TCredentials = {
  accessToken: string;
  accessSecret: string;
  userId: string;
  username: string;
  /** The product user these belong to: calls made with them are metered to that user. */
  meterAs?: string | undefined;
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

export interface PlatformProvider {
  readonly id: TPlatformId;
  /** 'live' talks to the real platform; 'sandbox' to the simulated network. */
  readonly kind: 'live' | 'sandbox';

  /** Step 1 of the three-legged flow: a request token and the page the browser goes to. */
  startConnect(callbackUrl: string): Promise<TConnectStart>;
  /** Step 3: exchange the verifier for the user's access token. */
  finishConnect(input: { requestToken: string; requestSecret: string; verifier: string }): Promise<{
    credentials: TCredentials;
    profile: TPlatformProfile;
  }>;

  getProfile(credentials: TCredentials): Promise<TPlatformProfile>;
  /** Newest first. */
  getUserPosts(credentials: TCredentials, userId: string, options?: TPageOptions): Promise<TPlatformPost[]>;
  /** Batched lookup; usernames without '@', any case. */
  getUsersByUsernames(
    credentials: TCredentials,
    usernames: string[],
  ): Promise<{ found: TPlatformProfile[]; missing: string[] }>;
  /** Recent search with the platform's query operators; newest first. */
  searchRecent(credentials: TCredentials, query: string, options?: TPageOptions): Promise<TPlatformPost[]>;
  postReply(
    credentials: TCredentials,
    input: { inReplyToId: string; text: string },
  ): Promise<{ id: string; url: string }>;
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

  /** Whether a reply to `post` may go through the API for this account, or needs the web intent. */
  replyDelivery(post: TPlatformPost, account: { userId: string; username: string }): TReplyDelivery;
  /** The prefilled web page where the user completes a reply themselves. */
  intentUrl(postId: string, text: string): string;
}
