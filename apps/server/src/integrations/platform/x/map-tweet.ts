import type {
  ApiV2Includes,
  TTweetv2Expansion,
  TTweetv2MediaField,
  TTweetv2TweetField,
  TTweetv2UserField,
  TweetV2,
  UserV2,
} from 'twitter-api-v2';
import { normaliseUsername } from '../base-provider';
import type {
  TPlatformAuthor,
  TPlatformPost,
  TPlatformPostBase,
  TPlatformProfile,
  TTweetType,
} from '../types';

/** What every post read asks X for: enough to map a post, what it retweets or quotes, and media. */
export const TWEET_QUERY: {
  'tweet.fields': TTweetv2TweetField[];
  expansions: TTweetv2Expansion[];
  'media.fields': TTweetv2MediaField[];
  'user.fields': TTweetv2UserField[];
} = {
  'tweet.fields': [
    'created_at',
    'public_metrics',
    'referenced_tweets',
    'attachments',
    'entities',
    'lang',
    'conversation_id',
    'in_reply_to_user_id',
    'author_id',
  ],
  expansions: [
    'author_id',
    'referenced_tweets.id',
    'referenced_tweets.id.author_id',
    'attachments.media_keys',
  ],
  'media.fields': ['url', 'preview_image_url'],
  // The author's bio is what a person glances at before answering a stranger.
  'user.fields': ['profile_image_url', 'name', 'username', 'description'],
};

export const PROFILE_FIELDS: TTweetv2UserField[] = ['profile_image_url', 'public_metrics', 'description'];

/** X's epoch for snowflake ids (2010-11-04T01:42:54.657Z). */
const SNOWFLAKE_EPOCH_MS = 1288834974657n;

export function postUrl(username: string | null, id: string): string {
  // X's own form for a post whose author is not known.
  return username ? `https://x.com/${username}/status/${id}` : `https://x.com/i/web/status/${id}`;
}

export function mapProfile(user: UserV2): TPlatformProfile {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    avatar_url: user.profile_image_url ?? null,
    followers: user.public_metrics?.followers_count ?? null,
    following: user.public_metrics?.following_count ?? null,
    description: user.description ?? null,
  };
}

/** A page of posts (data + includes), newest first. */
export function mapTweets(result: {
  data?: TweetV2[] | undefined;
  includes?: ApiV2Includes | undefined;
}): TPlatformPost[] {
  const includes = result.includes ?? {};
  const posts = (result.data ?? []).map((tweet) => mapTweet(tweet, includes));
  return posts.sort((a, b) => compareIdsDescending(a.id, b.id));
}

export function mapTweet(tweet: TweetV2, includes: ApiV2Includes): TPlatformPost {
  const tweetType = tweetTypeOf(tweet);
  const originalRef = tweet.referenced_tweets?.find((r) =>
    tweetType === 'RETWEET' ? r.type === 'retweeted' : tweetType === 'QUOTE' && r.type === 'quoted',
  );
  const original = originalRef ? includes.tweets?.find((t) => t.id === originalRef.id) : undefined;
  const parentRef = tweet.referenced_tweets?.find((r) => r.type === 'replied_to');
  const parent = parentRef ? includes.tweets?.find((t) => t.id === parentRef.id) : undefined;
  return {
    ...mapBase(tweet, includes),
    original: original ? mapBase(original, includes) : null,
    replied_to: parent ? mapBase(parent, includes) : null,
  };
}

function tweetTypeOf(tweet: TweetV2): TTweetType {
  const types = new Set(tweet.referenced_tweets?.map((r) => r.type));
  if (types.has('retweeted')) return 'RETWEET';
  if (types.has('quoted')) return 'QUOTE';
  return 'SINGLE';
}

/** One post as the base shape (no original or answered post), its author and media from `includes`. */
export function mapBase(tweet: TweetV2, includes: ApiV2Includes): TPlatformPostBase {
  const author = authorOf(tweet, includes);
  const metrics = tweet.public_metrics;
  const mediaUrls = (tweet.attachments?.media_keys ?? [])
    .map((key) => includes.media?.find((m) => m.media_key === key))
    .map((m) => m?.url ?? m?.preview_image_url)
    .filter((url): url is string => typeof url === 'string' && url.length > 0);
  return {
    id: tweet.id,
    text: tweet.text,
    created_at: createdAtOf(tweet),
    lang: tweet.lang ?? null,
    author,
    reactions: {
      likes: metrics?.like_count ?? 0,
      replies: metrics?.reply_count ?? 0,
      retweets: metrics?.retweet_count ?? 0,
      views: metrics?.impression_count ?? 0,
    },
    media_url: mediaUrls[0] ?? null,
    media_urls: mediaUrls,
    tweet_type: tweetTypeOf(tweet),
    conversation_id: tweet.conversation_id ?? null,
    in_reply_to_id: tweet.referenced_tweets?.find((r) => r.type === 'replied_to')?.id ?? null,
    mentions: [...new Set((tweet.entities?.mentions ?? []).map((m) => normaliseUsername(m.username)))],
    url: postUrl(author.username || null, tweet.id),
  };
}

function authorOf(tweet: TweetV2, includes: ApiV2Includes): TPlatformAuthor {
  const user = includes.users?.find((u) => u.id === tweet.author_id);
  if (!user) return { id: tweet.author_id ?? '', username: '', name: '', avatar_url: null };
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    avatar_url: user.profile_image_url ?? null,
    description: user.description ?? null,
  };
}

/** ISO 8601 UTC; from the id itself when X left created_at out (ids are timestamped snowflakes). */
function createdAtOf(tweet: TweetV2): string {
  const parsed = tweet.created_at ? new Date(tweet.created_at) : null;
  if (parsed && !Number.isNaN(parsed.getTime())) return parsed.toISOString();
  try {
    return new Date(Number((BigInt(tweet.id) >> 22n) + SNOWFLAKE_EPOCH_MS)).toISOString();
  } catch {
    return new Date(0).toISOString();
  }
}

/** X ids are 64-bit integers in strings: compare as numbers, longer means larger. */
export function compareIdsDescending(a: string, b: string): number {
  if (a.length !== b.length) return b.length - a.length;
  return a < b ? 1 : a > b ? -1 : 0;
}
