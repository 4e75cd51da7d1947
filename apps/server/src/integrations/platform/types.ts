/**
 * The social platform contract. Generic code (connections, monitoring, publishing, style) uses only
 * these types and the PlatformProvider interface; it never names a platform's API.
 */
export type TPlatformId = 'twitter';
export type TTweetType = 'SINGLE' | 'RETWEET' | 'QUOTE';

export type TReactions = { likes: number; replies: number; retweets: number; views: number };

export type TPlatformAuthor = { id: string; username: string; name: string; avatar_url: string | null };

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
};

export type TPlatformProfile = {
  id: string;
  username: string;
  name: string;
  avatar_url: string | null;
  followers: number | null;
  description: string | null;
};

/** A user's stored access (OAuth 1.0a user token; these do not expire). */
export type TCredentials = { accessToken: string; accessSecret: string; userId: string; username: string };

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

  /** Whether a reply to `post` may go through the API for this account, or needs the web intent. */
  replyDelivery(post: TPlatformPost, account: { userId: string; username: string }): TReplyDelivery;
  /** The prefilled web page where the user completes a reply themselves. */
  intentUrl(postId: string, text: string): string;
}
