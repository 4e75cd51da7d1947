/**
 * The fake X server's world: users, posts and media in X's own v2 field names, a seed that covers
 * every post shape the provider maps, and rendering that honours `*.fields` and `expansions` the
 * way X does (defaults only, plus what was asked for).
 */

export type TFakeXUser = {
  id: string;
  username: string;
  name: string;
  description: string;
  profile_image_url: string;
  created_at: string;
  public_metrics: {
    followers_count: number;
    following_count: number;
    tweet_count: number;
    listed_count: number;
  };
};

export type TFakeXMedia = {
  media_key: string;
  type: 'photo' | 'video' | 'animated_gif';
  url?: string;
  preview_image_url?: string;
};

export type TFakeXTweet = {
  id: string;
  text: string;
  author_id: string;
  created_at: string;
  lang: string;
  conversation_id: string;
  in_reply_to_user_id?: string;
  referenced_tweets?: Array<{ type: 'retweeted' | 'quoted' | 'replied_to'; id: string }>;
  attachments?: { media_keys: string[] };
  entities?: { mentions: Array<{ start: number; end: number; username: string; id: string }> };
  public_metrics: {
    retweet_count: number;
    reply_count: number;
    like_count: number;
    quote_count: number;
    bookmark_count: number;
    impression_count: number;
  };
};

/** Who liked which post (liking_users). */
export type TFakeXLike = { tweet_id: string; user_id: string };

export type TFakeXWorld = {
  users: TFakeXUser[];
  tweets: TFakeXTweet[];
  media: TFakeXMedia[];
  likes: TFakeXLike[];
};

const SNOWFLAKE_EPOCH_MS = 1288834974657n;

/** An X-style id: milliseconds since X's epoch, shifted left 22 bits, plus a sequence. */
export function snowflake(date: Date, sequence = 0): string {
  return ((BigInt(date.getTime()) - SNOWFLAKE_EPOCH_MS) * 4194304n + BigInt(sequence)).toString();
}

function user(
  id: string,
  username: string,
  name: string,
  followers: number,
  description: string,
): TFakeXUser {
  return {
    id,
    username,
    name,
    description,
    profile_image_url: `https://pbs.twimg.com/profile_images/${id}/${username}_normal.jpg`,
    created_at: '2019-04-02T10:00:00.000Z',
    public_metrics: { followers_count: followers, following_count: 180, tweet_count: 2400, listed_count: 12 },
  };
}

const ME = user('4001', 'gatling_me', 'Gatling Me', 1520, 'Replies worth reading.');
const ALICE = user('4002', 'alice_dev', 'Alice Developer', 48200, 'Building CLIs in the open.');
const BOB = user('4003', 'bob_builds', 'Bob Builds', 9100, 'Hot takes, cold coffee.');
const CAROL = user('4004', 'carol_writes', 'Carol Writes', 730, 'Writing every day.');

const at = (hour: number) => new Date(Date.UTC(2026, 2, 1, 9 + hour));
const ids = {
  mePost: snowflake(at(0)),
  bobHot: snowflake(at(1)),
  aliceSingle: snowflake(at(2)),
  aliceRetweet: snowflake(at(3)),
  aliceQuote: snowflake(at(4)),
  aliceReply: snowflake(at(5)),
  carolMention: snowflake(at(6)),
  carolPlain: snowflake(at(7)),
};

/** Ids and keys of the seed, for tests. */
export const FAKE_X = {
  consumer: { key: 'fake-consumer-key', secret: 'fake-consumer-secret' },
  users: { me: ME, alice: ALICE, bob: BOB, carol: CAROL },
  tweets: ids,
  media: { alicePhoto: '3_1001', aliceVideo: '7_1002' },
} as const;

function metrics(like: number, reply: number, retweet: number, quote: number, impression: number) {
  return {
    like_count: like,
    reply_count: reply,
    retweet_count: retweet,
    quote_count: quote,
    bookmark_count: 0,
    impression_count: impression,
  };
}

/** Mentions as X reports them: each @name in the text that names a known user. */
export function mentionsOf(text: string, users: TFakeXUser[]): TFakeXTweet['entities'] {
  const mentions = [...text.matchAll(/@([A-Za-z0-9_]{1,15})/g)].flatMap((m) => {
    const known = users.find((u) => u.username.toLowerCase() === (m[1] ?? '').toLowerCase());
    return known
      ? [{ start: m.index, end: m.index + m[0].length, username: known.username, id: known.id }]
      : [];
  });
  return mentions.length > 0 ? { mentions } : undefined;
}

function tweet(
  id: string,
  author: TFakeXUser,
  text: string,
  extra: Partial<TFakeXTweet> = {},
  users: TFakeXUser[] = [ME, ALICE, BOB, CAROL],
): TFakeXTweet {
  const created = new Date(Number((BigInt(id) >> 22n) + SNOWFLAKE_EPOCH_MS)).toISOString();
  const entities = mentionsOf(text, users);
  return {
    id,
    text,
    author_id: author.id,
    created_at: created,
    lang: 'en',
    conversation_id: id,
    public_metrics: metrics(0, 0, 0, 0, 0),
    ...(entities ? { entities } : {}),
    ...extra,
  };
}

/** Every shape the provider maps: single with photo, retweet, quote with video, reply, mentions. */
export function seedWorld(): TFakeXWorld {
  const bobHot = 'Hot take: tests are documentation. @alice_dev agrees, right?';
  return {
    users: [ME, ALICE, BOB, CAROL].map((u) => structuredClone(u)),
    likes: [],
    media: [
      { media_key: FAKE_X.media.alicePhoto, type: 'photo', url: 'https://pbs.twimg.com/media/alice-cli.jpg' },
      {
        media_key: FAKE_X.media.aliceVideo,
        type: 'video',
        preview_image_url: 'https://pbs.twimg.com/ext_tw_video_thumb/1002/pu/img/rule-3.jpg',
      },
    ],
    tweets: [
      tweet(ids.mePost, ME, 'Five rules for replies people actually want to read', {
        public_metrics: metrics(40, 6, 5, 2, 3100),
      }),
      tweet(ids.bobHot, BOB, bobHot, { public_metrics: metrics(310, 42, 57, 11, 21000) }),
      tweet(ids.aliceSingle, ALICE, 'Shipping v2 of our CLI today 🚀', {
        attachments: { media_keys: [FAKE_X.media.alicePhoto] },
        public_metrics: metrics(120, 14, 9, 3, 8800),
      }),
      tweet(ids.aliceRetweet, ALICE, `RT @bob_builds: ${bobHot}`, {
        referenced_tweets: [{ type: 'retweeted', id: ids.bobHot }],
      }),
      tweet(ids.aliceQuote, ALICE, 'Rule 3 is the one everyone forgets', {
        referenced_tweets: [{ type: 'quoted', id: ids.mePost }],
        attachments: { media_keys: [FAKE_X.media.aliceVideo] },
        public_metrics: metrics(75, 8, 4, 1, 5400),
      }),
      tweet(ids.aliceReply, ALICE, '@bob_builds only the good ones', {
        referenced_tweets: [{ type: 'replied_to', id: ids.bobHot }],
        in_reply_to_user_id: BOB.id,
        conversation_id: ids.bobHot,
        lang: 'en',
        public_metrics: metrics(12, 1, 0, 0, 900),
      }),
      tweet(ids.carolMention, CAROL, 'Does anyone know a good reply assistant? @Gatling_Me maybe?', {
        public_metrics: metrics(3, 1, 0, 0, 150),
      }),
      tweet(ids.carolPlain, CAROL, 'Writing every day this month. Day 1.', {
        public_metrics: metrics(9, 0, 1, 0, 400),
      }),
    ],
  };
}

type TFields = { tweet: Set<string>; user: Set<string>; media: Set<string>; expansions: Set<string> };

export function fieldsOf(query: URLSearchParams): TFields {
  const list = (name: string) => new Set((query.get(name) ?? '').split(',').filter(Boolean));
  return {
    tweet: list('tweet.fields'),
    user: list('user.fields'),
    media: list('media.fields'),
    expansions: list('expansions'),
  };
}

function pick(
  source: Record<string, unknown>,
  always: string[],
  asked: Set<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of [...always, ...asked]) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

export function renderUser(u: TFakeXUser, fields: Set<string>): Record<string, unknown> {
  return pick(u, ['id', 'name', 'username'], fields);
}

function renderTweet(t: TFakeXTweet, fields: Set<string>): Record<string, unknown> {
  return { ...pick(t, ['id', 'text'], fields), edit_history_tweet_ids: [t.id] };
}

/** `data` + `includes` for a list of posts, as X builds them from the expansions asked for. */
export function renderTweets(world: TFakeXWorld, tweets: TFakeXTweet[], fields: TFields) {
  const referenced = fields.expansions.has('referenced_tweets.id')
    ? unique(
        tweets.flatMap((t) => t.referenced_tweets ?? []).map((r) => world.tweets.find((x) => x.id === r.id)),
      )
    : [];
  const authorIds = [
    ...(fields.expansions.has('author_id') ? tweets.map((t) => t.author_id) : []),
    ...(fields.expansions.has('referenced_tweets.id.author_id') ? referenced.map((t) => t.author_id) : []),
  ];
  const users = unique([...new Set(authorIds)].map((id) => world.users.find((u) => u.id === id)));
  const mediaKeys = fields.expansions.has('attachments.media_keys')
    ? tweets.flatMap((t) => t.attachments?.media_keys ?? [])
    : [];
  const media = unique([...new Set(mediaKeys)].map((key) => world.media.find((m) => m.media_key === key)));
  const includes: Record<string, unknown[]> = {};
  if (users.length) includes.users = users.map((u) => renderUser(u, fields.user));
  if (referenced.length) includes.tweets = referenced.map((t) => renderTweet(t, fields.tweet));
  if (media.length) includes.media = media.map((m) => pick(m, ['media_key', 'type'], fields.media));
  return {
    ...(tweets.length ? { data: tweets.map((t) => renderTweet(t, fields.tweet)) } : {}),
    ...(Object.keys(includes).length ? { includes } : {}),
  };
}

function unique<T extends object>(items: Array<T | undefined>): T[] {
  return [...new Set(items.filter((i): i is T => i !== undefined))];
}
