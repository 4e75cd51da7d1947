import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns';

/*
 * The sandbox social network: a simulated X (and, through the same rows, a simulated Bluesky) kept in
 * the database so the product runs with no keys.
 * Generated rows are a pure function of the seed (stand-ins/sandbox/generate.ts); rows
 * the product writes (identities, replies) sit beside them.
 */

export const sandboxAccounts = pgTable(
  'sandbox_accounts',
  {
    /** Numeric string, snowflake-like (as X user ids are). */
    id: text('id').primaryKey(),
    /** Position in the generator's list; null for identities created on the authorize page. */
    seq: integer('seq'),
    username: text('username').notNull(),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    /** A data: URI (generated SVG) or null; never an external URL. */
    avatarUrl: text('avatar_url'),
    followers: integer('followers').notNull(),
    following: integer('following').notNull(),
    lang: text('lang').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull(),
    voice: jsonb('voice').$type<TWritingHabits>().notNull(),
    postsPerDay: doublePrecision('posts_per_day').notNull(),
    createdAt: at('created_at').notNull(),
    /** The product user who picked or created this identity on the authorize page, when known. */
    ownerUserId: text('owner_user_id'),
    /** First authorized; the simulation stops posting for an account from then on. */
    claimedAt: at('claimed_at'),
    accessToken: text('access_token'),
    accessSecret: text('access_secret'),
  },
  (t) => [
    uniqueIndex('sandbox_accounts_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('sandbox_accounts_access_token_idx').on(t.accessToken),
    index('sandbox_accounts_owner_idx').on(t.ownerUserId),
  ],
);

export const SANDBOX_TWEET_TYPES = ['SINGLE', 'RETWEET', 'QUOTE'] as const;

export const sandboxPosts = pgTable(
  'sandbox_posts',
  {
    /** Snowflake-like numeric string of 19 digits: ordering by id is ordering by time (since_id). */
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
    lang: text('lang').notNull(),
    tweetType: text('tweet_type', { enum: SANDBOX_TWEET_TYPES }).notNull(),
    /** The retweeted or quoted post. */
    referencedPostId: text('referenced_post_id'),
    inReplyToPostId: text('in_reply_to_post_id'),
    conversationId: text('conversation_id').notNull(),
    mediaUrl: text('media_url'),
    /** Reactions a post tends to (times a saturating curve of its age, at read time). */
    baseLikes: integer('base_likes').notNull().default(0),
    baseRetweets: integer('base_retweets').notNull().default(0),
    baseReplies: integer('base_replies').notNull().default(0),
    baseViews: integer('base_views').notNull().default(0),
    /** Time constant of that curve. */
    growthMinutes: integer('growth_minutes').notNull().default(240),
    /** Replies and reposts that exist in the network, added to the simulated counts. */
    replyCount: integer('reply_count').notNull().default(0),
    repostCount: integer('repost_count').notNull().default(0),
    /** Quotes a post tends to (same curve as the other reactions). */
    baseQuotes: integer('base_quotes').notNull().default(0),
    /**
     * For replies written through the product: followers the reply wins its author over time (same
     * curve), and minutes after posting at which the answered post's author likes / answers it
     * (null: never). Drawn from the network's seed and the reply's fit to the post. The answer's
     * minutes may be a fraction: an identity's first reply is answered within minutes, or seconds
     * where the server says so (decision 0083).
     */
    followGain: integer('follow_gain').notNull().default(0),
    authorLikeMinutes: integer('author_like_minutes'),
    authorReplyMinutes: doublePrecision('author_reply_minutes'),
    /** Likes identities gave the post through the network (sandbox_likes), added to the simulated ones. */
    likeCount: integer('like_count').notNull().default(0),
    deletedAt: at('deleted_at'),
    /**
     * The product's id of a reply posted through the simulated Bluesky (null otherwise): one post per
     * author and key, so a second attempt finds the first instead of posting again (decision 0067).
     */
    replyKey: text('reply_key'),
  },
  (t) => [
    index('sandbox_posts_author_idx').on(t.authorId, t.id),
    index('sandbox_posts_created_idx').on(t.createdAt),
    index('sandbox_posts_reply_to_idx').on(t.inReplyToPostId),
    uniqueIndex('sandbox_posts_reply_key_idx')
      .on(t.authorId, t.replyKey)
      .where(sql`${t.replyKey} is not null`),
  ],
);

/**
 * Likes identities gave through the network (either face): one per identity and post, so a second
 * like changes nothing; each counts once on the post's `like_count`.
 */
export const sandboxLikes = pgTable(
  'sandbox_likes',
  {
    identityId: text('identity_id')
      .notNull()
      .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => sandboxPosts.id, { onDelete: 'cascade' }),
    /** The product's id of what was liked (its first attempt's), for the record. */
    key: text('key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.postId] })],
);

/** Step 1 of the sandbox's OAuth 1.0a-shaped flow; one use. */
export const sandboxOauthRequests = pgTable('sandbox_oauth_requests', {
  requestToken: text('request_token').primaryKey(),
  requestSecret: text('request_secret').notNull(),
  callbackUrl: text('callback_url').notNull(),
  authorizedIdentityId: text('authorized_identity_id').references(() => sandboxAccounts.id, {
    onDelete: 'cascade',
  }),
  verifier: text('verifier'),
  createdAt: at('created_at').notNull(),
  /** Exchanged for an access token, or cancelled on the authorize page. */
  usedAt: at('used_at'),
});

/**
 * Sessions of the simulated Bluesky (decision 0067), apart from the X access on the account: the same
 * identity may be connected on both faces of the network. Only hashes of the tokens are kept.
 */
export const sandboxBlueskySessions = pgTable(
  'sandbox_bluesky_sessions',
  {
    identityId: text('identity_id')
      .primaryKey()
      .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('sandbox_bluesky_sessions_access_idx').on(t.accessToken)],
);

/** Fixed-window counters of the X-shaped per-user rate limits. */
export const sandboxRateWindows = pgTable(
  'sandbox_rate_windows',
  {
    key: text('key').notNull(),
    endpoint: text('endpoint').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.endpoint, t.windowStart] })],
);

/** Key/value: 'network' (seed, origin, generator version) and 'clock' (materialised up to). */
export const sandboxState = pgTable('sandbox_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}); /** How an account writes and behaves; stored on the account (jsonb) and used by the generator. */
export type TWritingHabits = {
  casing: 'standard' | 'lower' | 'shouty';
  /** What happens to a post's final full stop. */
  punctuation: 'keep' | 'drop' | 'exclaim' | 'ellipsis';
  emojiRate: number;
  emojis: string[];
  hashtagRate: number;
  openerRate: number;
  openers: string[];
  closerRate: number;
  closers: string[];
  /** Chance of a second sentence. */
  chattiness: number;
  slang: boolean;
  mentionRate: number;
  mediaRate: number;
  retweetRate: number;
  quoteRate: number;
  replyRate: number;
  threadRate: number;
  /** Hours from UTC, for the account's daily rhythm. */
  utcOffset: number;
  /** Likes per follower a typical post ends with. */
  engagement: number;
};
