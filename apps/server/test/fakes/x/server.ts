import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TCredentials } from '../../../src/integrations/platform/types';
import {
  FAKE_X,
  mentionsOf,
  seedWorld,
  snowflake,
  type TFakeXTweet,
  type TFakeXUser,
  type TFakeXWorld,
} from './data';
import { checkOAuthRequest } from './oauth';
import { handleV2 } from './v2';
import { PROBLEMS, type TV2Context } from './v2-answers';
import { parseFormPairs } from './oauth1-signature';
import type { TFakeXFailureKind, TFakeXRequest, TFakeXResponse, TFakeXRoute, TFakeXState } from './state';

export type TFakeXServer = {
  url: string;
  state: TFakeXState;
  /** The next `times` (default 1; Infinity for always) signed calls to `route` fail this way. */
  failNext(
    route: TFakeXRoute,
    response: TFakeXFailureKind | TFakeXResponse,
    options?: { times?: number; resetAt?: number },
  ): void;
  /** An access token for a user, as if they had connected through OAuth. */
  issueCredentials(userId: string): TCredentials;
  /** The user revokes the app: the token stops working. */
  revoke(accessToken: string): void;
  /** A new account, beside the seed's (e.g. one per test, to connect with `authorizingUserId`). */
  addUser(input: { username: string; name?: string }): TFakeXUser;
  /**
   * A post by `authorId`, made now, with its @mentions of known accounts as X reports them. With
   * `replyTo` it answers that post, its text led by the answered author's @name as X writes it
   * (unless it answers its own author or already starts with it); with `quote` it quotes that post.
   */
  addPost(authorId: string, text: string, options?: { replyTo?: string; quote?: string }): TFakeXTweet;
  /** `userId` mutes `targetId` on X (GET /2/users/:id/muting lists it). */
  mute(userId: string, targetId: string): void;
  /** `userId` blocks `targetId` on X (GET /2/users/:id/blocking lists it). */
  block(userId: string, targetId: string): void;
  close(): Promise<void>;
};

const ROUTES: Array<{ route: TFakeXRoute; method: string; path: RegExp }> = [
  { route: 'POST /oauth/request_token', method: 'POST', path: /^\/oauth\/request_token$/ },
  { route: 'POST /oauth/access_token', method: 'POST', path: /^\/oauth\/access_token$/ },
  { route: 'GET /2/users/me', method: 'GET', path: /^\/2\/users\/me$/ },
  { route: 'GET /2/users/by', method: 'GET', path: /^\/2\/users\/by$/ },
  { route: 'GET /2/users/:id/tweets', method: 'GET', path: /^\/2\/users\/([^/]+)\/tweets$/ },
  { route: 'GET /2/users/:id/mentions', method: 'GET', path: /^\/2\/users\/([^/]+)\/mentions$/ },
  { route: 'GET /2/users/:id/muting', method: 'GET', path: /^\/2\/users\/([^/]+)\/muting$/ },
  { route: 'GET /2/users/:id/blocking', method: 'GET', path: /^\/2\/users\/([^/]+)\/blocking$/ },
  { route: 'POST /2/users/:id/likes', method: 'POST', path: /^\/2\/users\/([^/]+)\/likes$/ },
  { route: 'GET /2/tweets', method: 'GET', path: /^\/2\/tweets$/ },
  { route: 'GET /2/tweets/search/recent', method: 'GET', path: /^\/2\/tweets\/search\/recent$/ },
  {
    route: 'GET /2/tweets/:id/liking_users',
    method: 'GET',
    path: /^\/2\/tweets\/([^/]+)\/liking_users$/,
  },
  { route: 'POST /2/tweets', method: 'POST', path: /^\/2\/tweets$/ },
  { route: 'DELETE /2/tweets/:id', method: 'DELETE', path: /^\/2\/tweets\/([^/]+)$/ },
];

const randomToken = (bytes = 18) => crypto.randomBytes(bytes).toString('base64url');

/**
 * A local X speaking its real wire protocol (HTTP on loopback) for what the provider calls: the
 * OAuth 1.0a three-legged flow (form-encoded token answers) and the v2 JSON endpoints. Every call
 * but the browser's authorize page must carry a valid OAuth 1.0a HMAC-SHA1 signature, checked as X
 * checks it, against the public URL the client signed (`signedOrigin`, https://api.x.com).
 */
export async function startFakeXServer(
  options: { consumer?: { key: string; secret: string }; signedOrigin?: string; world?: TFakeXWorld } = {},
): Promise<TFakeXServer> {
  const signedOrigin = options.signedOrigin ?? 'https://api.x.com';
  const state: TFakeXState = {
    ...(options.world ?? seedWorld()),
    consumer: options.consumer ?? { ...FAKE_X.consumer },
    accessTokens: new Map(),
    requestTokens: new Map(),
    authorizingUserId: FAKE_X.users.me.id,
    denyAuthorization: false,
    mutes: [],
    blocks: [],
    enforceReplyRule: true,
    requests: [],
    seenNonces: new Set(),
    failures: [],
  };

  const issueAccess = (userId: string) => {
    const access = { token: `${userId}-${randomToken()}`, secret: randomToken(30) };
    state.accessTokens.set(access.token, { secret: access.secret, userId });
    return access;
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      // A bug in the fake: fail the test loudly (console.error fails a test) and answer 500.
      console.error('fake X server failed', err);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake-x.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    const matched = ROUTES.map((r) => ({
      ...r,
      m: r.method === method ? r.path.exec(url.pathname) : null,
    })).find((r) => r.m);
    const record: TFakeXRequest = {
      route: matched?.route ?? null,
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      status: 0,
    };
    state.requests.push(record);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      const contentType =
        typeof payload === 'string' ? 'application/x-www-form-urlencoded' : problemOrJson(payload, status);
      res
        .writeHead(status, { 'content-type': contentType, ...rateLimitHeaders(url.pathname), ...headers })
        .end(text);
    };

    if (method === 'GET' && url.pathname === '/oauth/authorize') return authorize(url, res, record);
    if (!matched?.m) {
      return send(404, { title: 'Not Found Error', detail: 'Not Found', type: 'about:blank', status: 404 });
    }
    const route = matched.route;
    const isOAuthStep = route.startsWith('POST /oauth/');
    const form = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
      ? parseFormPairs(body)
      : [];
    const check = checkOAuthRequest({
      method,
      signedUrl: `${signedOrigin}${url.pathname}`,
      query: [...url.searchParams],
      form,
      authorization: req.headers.authorization,
      consumer: state.consumer,
      tokenSecret:
        route === 'POST /oauth/access_token'
          ? (t) => state.requestTokens.get(t)?.secret
          : (t) => state.accessTokens.get(t)?.secret,
      tokenRequired: route !== 'POST /oauth/request_token',
      seenNonces: state.seenNonces,
      nowS: Math.floor(Date.now() / 1000),
    });
    if (!check.ok) {
      record.refusal = check.refusal;
      return isOAuthStep ? send(401, { errors: [check.refusal] }) : send(401, PROBLEMS.unauthorized);
    }

    const failure = state.failures.find((f) => f.route === route && f.remaining > 0);
    if (failure) {
      failure.remaining -= 1;
      const scripted = scriptedResponse(failure.response, isOAuthStep, failure.resetAt);
      return send(scripted.status, scripted.body, scripted.headers);
    }

    const formValue = (name: string) => form.find(([n]) => n === name)?.[1] ?? check.params.get(name);
    if (route === 'POST /oauth/request_token') {
      const callback = formValue('oauth_callback');
      if (!callback) return send(400, { errors: [{ code: 215, message: 'Bad Authentication data.' }] });
      const token = randomToken(20);
      const secret = randomToken(30);
      state.requestTokens.set(token, { secret, callback });
      return send(
        200,
        formBody({ oauth_token: token, oauth_token_secret: secret, oauth_callback_confirmed: 'true' }),
      );
    }
    if (route === 'POST /oauth/access_token') {
      const requestToken = check.token ?? '';
      const pending = state.requestTokens.get(requestToken);
      const verifier = formValue('oauth_verifier');
      if (!pending?.verifier || !pending.userId || verifier !== pending.verifier) {
        const text = 'Error processing your OAuth request: Invalid oauth_verifier parameter';
        return send(401, text, { 'content-type': 'text/plain; charset=utf-8' });
      }
      state.requestTokens.delete(requestToken);
      const user = state.users.find((u) => u.id === pending.userId);
      const access = issueAccess(pending.userId);
      return send(
        200,
        formBody({
          oauth_token: access.token,
          oauth_token_secret: access.secret,
          user_id: pending.userId,
          screen_name: user?.username ?? '',
        }),
      );
    }
    const viewer = state.users.find((u) => u.id === state.accessTokens.get(check.token ?? '')?.userId);
    if (!viewer) return send(401, PROBLEMS.unauthorized);
    const ctx: TV2Context = { state, viewer, url, body, pathParam: matched.m[1] ?? '' };
    const answer = handleV2(route, ctx);
    return send(answer.status, answer.body);
  }

  function authorize(url: URL, res: http.ServerResponse, record: TFakeXRequest): void {
    const token = url.searchParams.get('oauth_token') ?? '';
    const pending = state.requestTokens.get(token);
    if (!pending) {
      record.status = 400;
      res
        .writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
        .end('<p>This page is no longer valid.</p>');
      return;
    }
    const params = new URLSearchParams({ oauth_token: token });
    if (state.denyAuthorization) {
      state.requestTokens.delete(token);
      params.set('denied', token);
      params.delete('oauth_token');
    } else {
      pending.verifier = randomToken(24);
      pending.userId = state.authorizingUserId;
      params.set('oauth_verifier', pending.verifier);
    }
    if (pending.callback === 'oob') {
      record.status = 200;
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<code>${pending.verifier ?? ''}</code>`);
      return;
    }
    const location = `${pending.callback}${pending.callback.includes('?') ? '&' : '?'}${params.toString()}`;
    record.status = 302;
    res.writeHead(302, { location }).end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    failNext(route, response, failOptions = {}) {
      state.failures.push({
        route,
        response,
        remaining: failOptions.times ?? 1,
        ...(failOptions.resetAt !== undefined ? { resetAt: failOptions.resetAt } : {}),
      });
    },
    issueCredentials(userId) {
      const user = state.users.find((u) => u.id === userId);
      if (!user) throw new Error(`fake X has no user ${userId}`);
      const access = issueAccess(userId);
      return { accessToken: access.token, accessSecret: access.secret, userId, username: user.username };
    },
    revoke(accessToken) {
      state.accessTokens.delete(accessToken);
    },
    addUser({ username, name }) {
      const added: TFakeXUser = {
        id: String(9_000_000 + state.users.length),
        username,
        name: name ?? username,
        description: '',
        profile_image_url: `https://pbs.twimg.com/profile_images/${username}_normal.jpg`,
        created_at: new Date().toISOString(),
        public_metrics: { followers_count: 100, following_count: 100, tweet_count: 0, listed_count: 0 },
      };
      state.users.push(added);
      return added;
    },
    addPost(authorId, text, postOptions = {}) {
      if (!state.users.some((u) => u.id === authorId)) throw new Error(`fake X has no user ${authorId}`);
      const find = (id: string | undefined) => {
        if (id === undefined) return undefined;
        const found = state.tweets.find((t) => t.id === id);
        if (!found) throw new Error(`fake X has no post ${id}`);
        return found;
      };
      const target = find(postOptions.replyTo);
      const quoted = find(postOptions.quote);
      const targetAuthor = target && state.users.find((u) => u.id === target.author_id);
      const lead = targetAuthor && targetAuthor.id !== authorId ? `@${targetAuthor.username} ` : '';
      const fullText = lead && !text.toLowerCase().startsWith(lead.toLowerCase()) ? `${lead}${text}` : text;
      const references = [
        ...(target ? [{ type: 'replied_to' as const, id: target.id }] : []),
        ...(quoted ? [{ type: 'quoted' as const, id: quoted.id }] : []),
      ];
      // Ids sort by time, as createTweet's do: never below the newest one.
      const latest = state.tweets.reduce((max, t) => (BigInt(t.id) > max ? BigInt(t.id) : max), 0n);
      const fromClock = BigInt(snowflake(new Date()));
      const id = (fromClock > latest ? fromClock : latest + 1n).toString();
      const entities = mentionsOf(fullText, state.users);
      const tweet: TFakeXTweet = {
        id,
        text: fullText,
        author_id: authorId,
        created_at: new Date().toISOString(),
        lang: 'en',
        conversation_id: target?.conversation_id ?? id,
        ...(target ? { in_reply_to_user_id: target.author_id } : {}),
        ...(references.length ? { referenced_tweets: references } : {}),
        ...(entities ? { entities } : {}),
        public_metrics: {
          retweet_count: 0,
          reply_count: 0,
          like_count: 0,
          quote_count: 0,
          bookmark_count: 0,
          impression_count: 0,
        },
      };
      state.tweets.push(tweet);
      if (target) target.public_metrics.reply_count += 1;
      if (quoted) quoted.public_metrics.quote_count += 1;
      return tweet;
    },
    mute(userId, targetId) {
      if (!state.mutes.some((m) => m.user_id === userId && m.target_id === targetId))
        state.mutes.push({ user_id: userId, target_id: targetId });
    },
    block(userId, targetId) {
      if (!state.blocks.some((b) => b.user_id === userId && b.target_id === targetId))
        state.blocks.push({ user_id: userId, target_id: targetId });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

function formBody(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

function problemOrJson(payload: unknown, status: number): string {
  const isProblem = status >= 400 && payload !== null && typeof payload === 'object' && 'title' in payload;
  return isProblem ? 'application/problem+json' : 'application/json; charset=utf-8';
}

function rateLimitHeaders(path: string): Record<string, string> {
  if (!path.startsWith('/2/')) return {};
  const reset = String(Math.floor(Date.now() / 1000) + 900);
  return { 'x-rate-limit-limit': '900', 'x-rate-limit-remaining': '899', 'x-rate-limit-reset': reset };
}

function scriptedResponse(
  response: TFakeXFailureKind | TFakeXResponse,
  isOAuthStep: boolean,
  resetAt: number | undefined,
): TFakeXResponse {
  if (typeof response !== 'string') return response;
  switch (response) {
    case 'rate-limited': {
      const reset = String(resetAt ?? Math.floor(Date.now() / 1000) + 900);
      return {
        status: 429,
        body: PROBLEMS.tooManyRequests,
        headers: { 'x-rate-limit-limit': '900', 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': reset },
      };
    }
    case 'token-revoked':
      return isOAuthStep
        ? { status: 401, body: { errors: [{ code: 89, message: 'Invalid or expired token.' }] } }
        : { status: 401, body: PROBLEMS.unauthorized };
    case 'reply-not-allowed':
      return { status: 403, body: PROBLEMS.replyNotAllowed };
    case 'duplicate':
      return { status: 403, body: PROBLEMS.duplicate };
    case 'unavailable':
      return { status: 503, body: PROBLEMS.unavailable };
  }
}
