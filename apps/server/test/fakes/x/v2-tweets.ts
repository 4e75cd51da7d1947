import {
  fieldsOf,
  mentionsOf,
  renderTweets,
  renderUser,
  snowflake,
  type TFakeXTweet,
  type TFakeXUser,
} from './data';
import type { TFakeXState } from './state';
import { invalid, notFound, PROBLEMS, rangeParam, type TAnswer, type TV2Context } from './v2-answers';

/**
 * The tweets resource of X's v2 API: a user's timeline, lookup by ids, recent search, liking users,
 * posting and deleting.
 */

/** GET /2/tweets?ids=…: up to 100 ids, in the order asked; unknown ones in `errors`. */
export function lookupTweets(ctx: TV2Context): TAnswer {
  const raw = ctx.url.searchParams.get('ids');
  if (!raw) return invalid('ids', '', 'The `ids` query parameter can not be empty');
  const ids = raw.split(',');
  if (ids.length > 100) return invalid('ids', raw, 'The `ids` query parameter can have at most 100 values');
  const bad = ids.find((id) => !isId(id));
  if (bad !== undefined)
    return invalid('ids', bad, `The \`ids\` query parameter value [${bad}] does not match ^[0-9]{1,19}$`);
  const lookup = (id: string) => ctx.state.tweets.find((t) => t.id === id);
  const found = ids.map(lookup).filter((t): t is TFakeXTweet => t !== undefined);
  const missing = ids.filter((id) => !lookup(id));
  return {
    status: 200,
    body: {
      ...renderTweets(ctx.state, found, fieldsOf(ctx.url.searchParams)),
      ...(missing.length
        ? {
            errors: missing.map((id) =>
              notFound('tweet', 'ids', id, `Could not find tweet with ids: [${id}].`),
            ),
          }
        : {}),
    },
  };
}

/** GET /2/tweets/:id/liking_users: the users who liked a post, newest like first, paged. */
export function likingUsers(ctx: TV2Context): TAnswer {
  const q = ctx.url.searchParams;
  const max = rangeParam(q, 'max_results', 1, 100, 100);
  if (typeof max !== 'number') return max;
  if (!ctx.state.tweets.some((t) => t.id === ctx.pathParam)) {
    const detail = `Could not find tweet with id: [${ctx.pathParam}].`;
    return { status: 200, body: { errors: [notFound('tweet', 'id', ctx.pathParam, detail)] } };
  }
  const likers = ctx.state.likes
    .filter((l) => l.tweet_id === ctx.pathParam)
    .map((l) => ctx.state.users.find((u) => u.id === l.user_id))
    .filter((u): u is TFakeXUser => u !== undefined)
    .reverse();
  const token = q.get('pagination_token');
  const start = token ? Number(Buffer.from(token, 'base64url').toString('utf8')) : 0;
  if (!Number.isInteger(start) || start < 0)
    return invalid('pagination_token', token ?? '', 'The `pagination_token` is not valid');
  const slice = likers.slice(start, start + max);
  const next = start + max < likers.length ? Buffer.from(String(start + max)).toString('base64url') : null;
  const fields = fieldsOf(q).user;
  return {
    status: 200,
    body: {
      ...(slice.length ? { data: slice.map((u) => renderUser(u, fields)) } : {}),
      meta: { result_count: slice.length, ...(next ? { next_token: next } : {}) },
    },
  };
}

export function userTweets(ctx: TV2Context): TAnswer {
  const max = rangeParam(ctx.url.searchParams, 'max_results', 5, 100, 10);
  if (typeof max !== 'number') return max;
  const author = ctx.state.users.find((u) => u.id === ctx.pathParam);
  if (!author) {
    const detail = `Could not find user with id: [${ctx.pathParam}].`;
    return { status: 200, body: { errors: [notFound('user', 'id', ctx.pathParam, detail)] } };
  }
  return page(
    ctx,
    ctx.state.tweets.filter((t) => t.author_id === author.id),
    max,
    'pagination_token',
  );
}

/**
 * GET /2/users/:id/mentions: the posts whose @mentions name the user, newest first, paged like a
 * timeline (since_id, until_id, pagination_token).
 */
export function userMentions(ctx: TV2Context): TAnswer {
  const max = rangeParam(ctx.url.searchParams, 'max_results', 5, 100, 10);
  if (typeof max !== 'number') return max;
  const user = ctx.state.users.find((u) => u.id === ctx.pathParam);
  if (!user) {
    const detail = `Could not find user with id: [${ctx.pathParam}].`;
    return { status: 200, body: { errors: [notFound('user', 'id', ctx.pathParam, detail)] } };
  }
  return page(
    ctx,
    ctx.state.tweets.filter((t) => (t.entities?.mentions ?? []).some((m) => m.id === user.id)),
    max,
    'pagination_token',
  );
}

/**
 * POST /2/users/:id/likes {tweet_id}: the signed-in user likes the post. Liking a post already
 * liked changes nothing and answers `liked: true` again, as X does.
 */
export function likeTweet(ctx: TV2Context): TAnswer {
  if (ctx.pathParam !== ctx.viewer.id) return { status: 403, body: PROBLEMS.notOwnAccount };
  let payload: { tweet_id?: unknown };
  try {
    payload = JSON.parse(ctx.body) as typeof payload;
  } catch {
    return invalid('tweet_id', '', 'Request body is not valid JSON');
  }
  const tweetId = payload.tweet_id;
  if (typeof tweetId !== 'string' || !isId(tweetId))
    return invalid('tweet_id', String(tweetId ?? ''), 'The `tweet_id` field is not valid');
  const tweet = ctx.state.tweets.find((t) => t.id === tweetId);
  if (!tweet) return invalid('tweet_id', tweetId, 'This tweet cannot be found.');
  if (!ctx.state.likes.some((l) => l.tweet_id === tweetId && l.user_id === ctx.viewer.id)) {
    ctx.state.likes.push({ tweet_id: tweetId, user_id: ctx.viewer.id });
    tweet.public_metrics.like_count += 1;
  }
  return { status: 200, body: { data: { liked: true } } };
}

/** X's limit on a recent-search query for self-serve access. */
export const SEARCH_QUERY_MAX = 512;

export function searchRecent(ctx: TV2Context): TAnswer {
  const q = ctx.url.searchParams;
  const query = q.get('query')?.trim();
  if (!query) return invalid('query', '', 'The `query` query parameter can not be empty');
  if (query.length > SEARCH_QUERY_MAX) {
    return invalid('query', query, `Query length exceeds maximum of ${SEARCH_QUERY_MAX} characters`);
  }
  const tree = parseQuery(query);
  if (!tree) return invalid('query', query, 'There were errors processing your request: unbalanced query');
  const max = rangeParam(q, 'max_results', 10, 100, 10);
  if (typeof max !== 'number') return max;
  return page(
    ctx,
    ctx.state.tweets.filter((t) => evaluate(tree, (term) => matches(ctx.state, t, term))),
    max,
    'next_token',
  );
}

const isId = (value: string) => /^\d{1,19}$/.test(value);
const newer = (a: string, b: string) => BigInt(a) > BigInt(b);

/** Newest first, after since_id, before until_id or the page token; meta as X reports it. */
function page(ctx: TV2Context, tweets: TFakeXTweet[], max: number, tokenParam: string): TAnswer {
  const q = ctx.url.searchParams;
  for (const name of ['since_id', 'until_id']) {
    const value = q.get(name);
    if (value !== null && !isId(value))
      return invalid(name, value, `The \`${name}\` query parameter value [${value}] is not valid`);
  }
  const since = q.get('since_id');
  const until = q.get('until_id');
  const token = q.get(tokenParam);
  const before = token ? Buffer.from(token, 'base64url').toString('utf8') : null;
  if (token && (!before || !isId(before)))
    return invalid(tokenParam, token, `The \`${tokenParam}\` is not valid`);
  const eligible = tweets
    .filter((t) => (since ? newer(t.id, since) : true))
    .filter((t) => (until ? newer(until, t.id) : true))
    .filter((t) => (before ? newer(before, t.id) : true))
    .sort((a, b) => (newer(a.id, b.id) ? -1 : 1));
  const slice = eligible.slice(0, max);
  const last = slice.at(-1);
  const meta = {
    result_count: slice.length,
    ...(slice.length ? { newest_id: slice[0]?.id, oldest_id: last?.id } : {}),
    ...(eligible.length > max && last ? { next_token: Buffer.from(last.id).toString('base64url') } : {}),
  };
  return { status: 200, body: { ...renderTweets(ctx.state, slice, fieldsOf(q)), meta } };
}

type TQueryNode =
  | { kind: 'term'; term: string }
  | { kind: 'not'; node: TQueryNode }
  | { kind: 'and' | 'or'; nodes: TQueryNode[] };

/**
 * X's query grammar, as far as the provider uses it: terms side by side are ANDed, `OR` between
 * them, `( … )` groups, `-` negates a term or a group. Null when it does not parse.
 */
function parseQuery(query: string): TQueryNode | null {
  const tokens = query.match(/-?"[^"]*"|-?\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const parseOr = (): TQueryNode | null => {
    const first = parseAnd();
    if (!first) return null;
    const nodes = [first];
    while (tokens[at] === 'OR') {
      at++;
      const next = parseAnd();
      if (!next) return null;
      nodes.push(next);
    }
    return nodes.length === 1 ? first : { kind: 'or', nodes };
  };
  const parseAnd = (): TQueryNode | null => {
    const nodes: TQueryNode[] = [];
    while (at < tokens.length && tokens[at] !== ')' && tokens[at] !== 'OR') {
      const token = tokens[at++] ?? '';
      if (token === '(' || token === '-(') {
        const inner = parseOr();
        if (!inner || tokens[at] !== ')') return null;
        at++;
        nodes.push(token === '-(' ? { kind: 'not', node: inner } : inner);
      } else if (token.startsWith('-') && token.length > 1) {
        nodes.push({ kind: 'not', node: { kind: 'term', term: token.slice(1) } });
      } else {
        nodes.push({ kind: 'term', term: token });
      }
    }
    if (nodes.length === 0) return null;
    return nodes.length === 1 ? (nodes[0] ?? null) : { kind: 'and', nodes };
  };
  const tree = parseOr();
  return tree && at === tokens.length ? tree : null;
}

function evaluate(node: TQueryNode, test: (term: string) => boolean): boolean {
  switch (node.kind) {
    case 'term':
      return test(node.term);
    case 'not':
      return !evaluate(node.node, test);
    case 'and':
      return node.nodes.every((n) => evaluate(n, test));
    case 'or':
      return node.nodes.some((n) => evaluate(n, test));
  }
}

/**
 * One term: a word or "phrase", from:, to:, @name, in_reply_to_tweet_id:, is:retweet|reply|quote,
 * lang:.
 */
function matches(state: TFakeXState, tweet: TFakeXTweet, term: string): boolean {
  const author = state.users.find((u) => u.id === tweet.author_id);
  const repliedTo = state.users.find((u) => u.id === tweet.in_reply_to_user_id);
  const refs = new Set(tweet.referenced_tweets?.map((r) => r.type));
  const lower = term.toLowerCase();
  if (lower.startsWith('from:')) return author?.username.toLowerCase() === lower.slice(5);
  if (lower.startsWith('to:')) return repliedTo?.username.toLowerCase() === lower.slice(3);
  if (lower.startsWith('in_reply_to_tweet_id:'))
    return (tweet.referenced_tweets ?? []).some(
      (r) => r.type === 'replied_to' && r.id === lower.slice('in_reply_to_tweet_id:'.length),
    );
  if (lower.startsWith('@'))
    return (tweet.entities?.mentions ?? []).some((m) => m.username.toLowerCase() === lower.slice(1));
  if (lower === 'is:retweet') return refs.has('retweeted');
  if (lower === 'is:reply') return refs.has('replied_to');
  if (lower === 'is:quote') return refs.has('quoted');
  if (lower.startsWith('lang:')) return tweet.lang === lower.slice(5);
  return tweet.text.toLowerCase().includes(lower.replace(/^"|"$/g, ''));
}

/** X's self-serve rule: the author mentioned the account, quoted one of its posts, or is the account. */
function summoned(state: TFakeXState, target: TFakeXTweet, viewer: TFakeXUser): boolean {
  if (target.author_id === viewer.id) return true;
  if (target.entities?.mentions.some((m) => m.id === viewer.id)) return true;
  return (target.referenced_tweets ?? []).some(
    (r) => r.type === 'quoted' && state.tweets.find((t) => t.id === r.id)?.author_id === viewer.id,
  );
}

export function createTweet(ctx: TV2Context): TAnswer {
  let payload: { text?: unknown; reply?: { in_reply_to_tweet_id?: unknown } };
  try {
    payload = JSON.parse(ctx.body) as typeof payload;
  } catch {
    return {
      status: 400,
      body: {
        title: 'Invalid Request',
        detail: 'Request body is not valid JSON',
        type: 'about:blank',
        status: 400,
      },
    };
  }
  const text = payload.text;
  if (typeof text !== 'string' || text.trim() === '')
    return invalid('text', '', 'The `text` field can not be empty');
  if ([...text].length > 280)
    return invalid('text', text, 'The `text` field is too long (more than 280 characters)');
  const replyTo = payload.reply?.in_reply_to_tweet_id;
  const target = typeof replyTo === 'string' ? ctx.state.tweets.find((t) => t.id === replyTo) : undefined;
  if (replyTo !== undefined && !target) {
    const detail = 'You attempted to reply to a Tweet that is deleted or not visible to you.';
    return { status: 403, body: { title: 'Forbidden', detail, type: 'about:blank', status: 403 } };
  }
  if (target && ctx.state.enforceReplyRule && !summoned(ctx.state, target, ctx.viewer)) {
    return { status: 403, body: PROBLEMS.replyNotAllowed };
  }
  if (ctx.state.tweets.some((t) => t.author_id === ctx.viewer.id && t.text === text)) {
    return { status: 403, body: PROBLEMS.duplicate };
  }
  const latest = ctx.state.tweets.reduce((max, t) => (BigInt(t.id) > max ? BigInt(t.id) : max), 0n);
  const fromClock = BigInt(snowflake(new Date()));
  const id = (fromClock > latest ? fromClock : latest + 1n).toString();
  const entities = mentionsOf(text, ctx.state.users);
  ctx.state.tweets.push({
    id,
    text,
    author_id: ctx.viewer.id,
    created_at: new Date().toISOString(),
    lang: 'en',
    conversation_id: target?.conversation_id ?? id,
    ...(target
      ? {
          in_reply_to_user_id: target.author_id,
          referenced_tweets: [{ type: 'replied_to' as const, id: target.id }],
        }
      : {}),
    ...(entities ? { entities } : {}),
    public_metrics: {
      retweet_count: 0,
      reply_count: 0,
      like_count: 0,
      quote_count: 0,
      bookmark_count: 0,
      impression_count: 0,
    },
  });
  if (target) target.public_metrics.reply_count += 1;
  return { status: 201, body: { data: { id, text, edit_history_tweet_ids: [id] } } };
}

export function deleteTweet(ctx: TV2Context): TAnswer {
  const index = ctx.state.tweets.findIndex((t) => t.id === ctx.pathParam);
  const tweet = ctx.state.tweets[index];
  if (!tweet) {
    const detail = `Could not find tweet with id: [${ctx.pathParam}].`;
    return { status: 404, body: { title: 'Not Found Error', detail, type: 'about:blank', status: 404 } };
  }
  if (tweet.author_id !== ctx.viewer.id) {
    const detail = 'You are not authorized to delete this Tweet.';
    return { status: 403, body: { title: 'Forbidden', detail, type: 'about:blank', status: 403 } };
  }
  ctx.state.tweets.splice(index, 1);
  return { status: 200, body: { data: { deleted: true } } };
}
