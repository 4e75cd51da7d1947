import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gateRecord, type TGateRule } from './gates';
import { nextTid } from './ids';
import { NOTIFICATION_ROUTES } from './notification-routes';
import { READ_ROUTES } from './read-routes';
import { REPO_ROUTES, writeRecord } from './repo-routes';
import { REFRESH_GRACE_MS, SESSION_ROUTES } from './session-routes';
import {
  FAKE_BLUESKY_ACCOUNTS,
  findAccount,
  newState,
  postsOf,
  type TFakeBlueskyAccount,
  type TFakeState,
  type TReceived,
} from './state';
import { verifyJwt } from './tokens';
import { type TContext, type TRoute, XrpcFail } from './xrpc';

export { FAKE_BLUESKY_ACCOUNTS, type TFakeBlueskyAccount } from './state';
export type { TGateRule } from './gates';

export type TBlueskyFake = {
  url: string;
  close(): Promise<void>;
  /** A post by `handle`, as if made in the Bluesky app. */
  addPost(
    handle: string,
    post: {
      text: string;
      createdAt?: string;
      langs?: string[];
      replyTo?: string;
      quote?: string;
      images?: number;
      /** The author's own labels (self-labels), e.g. 'porn'. */
      labels?: string[];
      /** Handles the post mentions (mention facets naming their DIDs), each written into the text. */
      mentions?: string[];
    },
  ): { uri: string; cid: string };
  /** A thread gate on the post (a thread's first post): who besides its author may reply; none: nobody. */
  gate(uri: string, rules?: TGateRule[]): void;
  /** `handle` follows `subject`. */
  follow(handle: string, subject: string): void;
  /** A moderation service labels the post (`neg`: takes that label back). */
  label(uri: string, val: string, neg?: boolean): void;
  /** A list (its at:// URI) a thread gate's listRule may name, and its members. */
  list(uri: string, handles: string[]): void;
  /** Every post (app.bsky.feed.post record) in the order written. */
  records(): { uri: string; text: string; reply?: { root: string; parent: string } }[];
  /** The next call to `nsid` answers 429 RateLimitExceeded, resetting in `resetInSeconds`. */
  rateLimitNext(nsid: string, resetInSeconds: number): void;
  /** The next `times` calls to `nsid` answer `status` (5xx: InternalServerError). */
  failNext(nsid: string, status: number, times?: number): void;
  /** The next call to `nsid` is carried out, and then answers 502: its answer is lost on the way back. */
  loseNextAnswer(nsid: string): void;
  /** Every session of the account stops working (as when its app passwords are revoked). */
  revoke(handle: string): void;
  /** Every access token issued so far answers ExpiredToken: the client must refresh. */
  expireAccessTokens(): void;
  /** From now on the DID documents in session answers name `url` as the PDS (null: none). */
  namePds(url: string | null): void;
  /**
   * An account hosted on another PDS: this service resolves its handle to `did`, and answers for
   * its DID document at `/<did>` as the PLC directory does, naming `pds`.
   */
  hostElsewhere(handle: string, did: string, pds: string): void;
  like(handle: string, uri: string): void;
  repost(handle: string, uri: string): void;
  /** `handle` mutes `subject` (private to `handle`: no record). */
  mute(handle: string, subject: string): void;
  /** `handle` blocks `subject` (an app.bsky.graph.block record in its repo). */
  block(handle: string, subject: string): void;
  /** When `handle` last marked its notifications seen (updateSeen), if it did. */
  seenAt(handle: string): string | undefined;
  /** The app.bsky.feed.like records `handle` wrote, by the post each likes. */
  likesBy(handle: string): { uri: string; subject: string }[];
  /** Sessions of the account that still work. */
  liveSessions(handle: string): number;
  /** The XRPC method ids called, in order. */
  calls: string[];
  /** Each call's method id, query parameters and JSON body, in order. */
  received: TReceived[];
  state: TFakeState;
};

const ROUTES: Record<string, TRoute> = {
  ...SESSION_ROUTES,
  ...REPO_ROUTES,
  ...READ_ROUTES,
  ...NOTIFICATION_ROUTES,
};

/**
 * A local Bluesky speaking XRPC over HTTP as a PDS (with the AppView behind it) answers: JSON
 * bodies, `{error, message}` errors with their status codes, JWT-shaped access and refresh tokens
 * (app passwords get scope com.atproto.appPass), rotated refresh tokens, and 429 with the
 * ratelimit-* headers. Only the methods the product calls are served.
 */
export async function startBlueskyFake(
  options: { accounts?: TFakeBlueskyAccount[]; did?: string } = {},
): Promise<TBlueskyFake> {
  const state = newState(options.accounts ?? FAKE_BLUESKY_ACCOUNTS, options.did);

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('fake Bluesky failed', err);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake-bluesky.invalid');
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
      if (payload === undefined) {
        res.writeHead(status, headers).end();
        return;
      }
      res
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
        .end(JSON.stringify(payload));
    };
    if (req.method === 'GET' && url.pathname.startsWith('/did:')) {
      const did = decodeURIComponent(url.pathname.slice(1));
      state.calls.push(`plc:${did}`);
      const doc = didDocument(did);
      return doc ? send(200, doc) : send(404, { message: 'DID not registered' });
    }
    const nsid = /^\/xrpc\/([a-zA-Z0-9.]+)$/.exec(url.pathname)?.[1];
    if (!nsid) return send(404, { error: 'NotFound', message: 'Not Found' });
    state.calls.push(nsid);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = parseBody(text);
    if (!body) return send(400, { error: 'InvalidRequest', message: 'Request body is not valid JSON' });
    const params: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key);
      params[key] = all.length > 1 ? all : (all[0] ?? '');
    }
    state.received.push({ nsid, params, body });

    const route = ROUTES[nsid];
    if (!route)
      return send(501, { error: 'MethodNotImplemented', message: `Method Not Implemented: ${nsid}` });
    if (route.method !== req.method) {
      return send(400, {
        error: 'InvalidRequest',
        message: `Incorrect HTTP method (${req.method}) expected ${route.method}`,
      });
    }
    const resetIn = state.rateLimits.get(nsid);
    if (resetIn !== undefined) {
      state.rateLimits.delete(nsid);
      const reset = Math.floor(Date.now() / 1000) + resetIn;
      return send(
        429,
        { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' },
        {
          'ratelimit-limit': '3000',
          'ratelimit-remaining': '0',
          'ratelimit-reset': String(reset),
          'ratelimit-policy': '3000;w=300',
        },
      );
    }
    const failure = state.failures.get(nsid);
    if (failure && failure.times > 0) {
      failure.times -= 1;
      return send(failure.status, { error: 'InternalServerError', message: 'Internal Server Error' });
    }
    try {
      const ctx = authenticate(route, req.headers.authorization, url.searchParams, body);
      const answer = route.handle(ctx);
      const lost = state.lostAnswers.get(nsid);
      if (lost !== undefined) {
        state.lostAnswers.delete(nsid);
        return send(502, { error: 'UpstreamFailure', message: 'Upstream Failure' });
      }
      send(200, answer);
    } catch (err) {
      if (!(err instanceof XrpcFail)) throw err;
      send(err.status, { error: err.error, message: err.message });
    }
  }

  /** The caller's account from its bearer token, checked as the PDS checks access and refresh tokens. */
  function authenticate(
    route: TRoute,
    header: string | undefined,
    params: URLSearchParams,
    body: Record<string, unknown>,
  ): TContext {
    const base = { state, params, body } as TContext;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : null;
    if (route.auth === 'none') return base;
    if (!token) throw new XrpcFail(401, 'AuthenticationRequired', 'Authentication Required');
    const claims = verifyJwt(token, route.auth === 'access' ? 'at+jwt' : 'refresh+jwt');
    if (!claims) throw new XrpcFail(400, 'InvalidToken', 'Token could not be verified');
    const session = state.sessions.get(claims.jti.split('.')[0] ?? '');
    const account = findAccount(state, claims.sub);
    if (!session?.live || !account) throw new XrpcFail(400, 'ExpiredToken', 'Token has been revoked');
    const usedAt = state.usedRefreshTokens.get(token);
    if (route.auth === 'refresh' && usedAt !== undefined && Date.now() - usedAt > REFRESH_GRACE_MS) {
      throw new XrpcFail(400, 'ExpiredToken', 'Token has been revoked');
    }
    if (route.auth === 'access' && (state.expiredAccessTokens.has(token) || claims.exp * 1000 < Date.now())) {
      throw new XrpcFail(400, 'ExpiredToken', 'Token has expired');
    }
    return { ...base, account, session, refreshToken: token };
  }

  /** A DID document as the PLC directory serves it: the handle, and the PDS that holds the repo. */
  function didDocument(did: string) {
    const own = state.accounts.find((a) => a.did === did);
    const elsewhere = [...state.identities.entries()].find(([, identity]) => identity.did === did);
    const handle = own?.handle ?? elsewhere?.[0];
    const pds = own ? (state.pds ?? `http://127.0.0.1:${port}`) : elsewhere?.[1].pds;
    if (!handle || !pds) return null;
    return {
      '@context': ['https://www.w3.org/ns/did/v1'],
      id: did,
      alsoKnownAs: [`at://${handle}`],
      service: [{ id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: pds }],
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const accountOf = (handle: string) => {
    const account = findAccount(state, handle);
    if (!account) throw new Error(`fake Bluesky: no account ${handle}`);
    return account;
  };
  const subjectRecord = (collection: string, handle: string, uri: string) => {
    const subject = state.records.get(uri);
    if (!subject) throw new Error(`fake Bluesky: no post ${uri}`);
    writeRecord(state, {
      did: accountOf(handle).did,
      collection,
      rkey: nextTid(),
      value: { $type: collection, subject: { uri, cid: subject.cid }, createdAt: new Date().toISOString() },
    });
  };

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    calls: state.calls,
    received: state.received,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
    addPost(handle, post) {
      const ref = (uri: string) => {
        const target = state.records.get(uri);
        if (!target) throw new Error(`fake Bluesky: no post ${uri}`);
        return {
          uri,
          cid: target.cid,
          root: (target.value as { reply?: { root: { uri: string; cid: string } } }).reply?.root,
        };
      };
      const parent = post.replyTo ? ref(post.replyTo) : null;
      const quoted = post.quote ? ref(post.quote) : null;
      const text = [post.text, ...(post.mentions ?? []).map((h) => `@${h}`)].join(' ');
      const value: Record<string, unknown> = {
        $type: 'app.bsky.feed.post',
        text,
        ...(post.mentions?.length ? { facets: mentionFacets(text, post.mentions, accountOf) } : {}),
        ...(post.labels
          ? {
              labels: {
                $type: 'com.atproto.label.defs#selfLabels',
                values: post.labels.map((val) => ({ val })),
              },
            }
          : {}),
        createdAt: post.createdAt ?? new Date().toISOString(),
        ...(post.langs ? { langs: post.langs } : {}),
        ...(parent
          ? {
              reply: {
                root: parent.root ?? { uri: parent.uri, cid: parent.cid },
                parent: { uri: parent.uri, cid: parent.cid },
              },
            }
          : {}),
        ...(quoted
          ? { embed: { $type: 'app.bsky.embed.record', record: { uri: quoted.uri, cid: quoted.cid } } }
          : {}),
        ...(post.images
          ? {
              embed: {
                $type: 'app.bsky.embed.images',
                images: Array.from({ length: post.images }, () => ({ alt: '' })),
              },
            }
          : {}),
      };
      return writeRecord(state, {
        did: accountOf(handle).did,
        collection: 'app.bsky.feed.post',
        rkey: nextTid(),
        value,
      });
    },
    records: () =>
      postsOf(state).map((r) => {
        const reply = (r.value as { reply?: { root: { uri: string }; parent: { uri: string } } }).reply;
        return {
          uri: r.uri,
          text: String((r.value as { text?: unknown }).text ?? ''),
          ...(reply ? { reply: { root: reply.root.uri, parent: reply.parent.uri } } : {}),
        };
      }),
    gate(uri, rules) {
      const post = state.records.get(uri);
      if (!post) throw new Error(`fake Bluesky: no post ${uri}`);
      writeRecord(state, {
        did: post.did,
        collection: 'app.bsky.feed.threadgate',
        rkey: post.rkey,
        value: gateRecord(uri, rules),
      });
    },
    follow(handle, subject) {
      writeRecord(state, {
        did: accountOf(handle).did,
        collection: 'app.bsky.graph.follow',
        rkey: nextTid(),
        value: {
          $type: 'app.bsky.graph.follow',
          subject: accountOf(subject).did,
          createdAt: new Date().toISOString(),
        },
      });
    },
    label: (uri, val, neg) => void state.labels.push({ uri, val, ...(neg ? { neg } : {}) }),
    list: (uri, handles) => void state.lists.set(uri, new Set(handles.map((h) => accountOf(h).did))),
    rateLimitNext: (nsid, resetInSeconds) => void state.rateLimits.set(nsid, resetInSeconds),
    failNext: (nsid, status, times = 1) => void state.failures.set(nsid, { status, times }),
    loseNextAnswer: (nsid) => void state.lostAnswers.set(nsid, 1),
    revoke(handle) {
      const did = accountOf(handle).did;
      for (const session of state.sessions.values()) if (session.did === did) session.live = false;
    },
    expireAccessTokens() {
      for (const token of state.issuedAccessTokens) state.expiredAccessTokens.add(token);
    },
    namePds(url) {
      state.pds = url;
    },
    hostElsewhere: (handle, did, pds) => void state.identities.set(handle.toLowerCase(), { did, pds }),
    like: (handle, uri) => subjectRecord('app.bsky.feed.like', handle, uri),
    repost: (handle, uri) => subjectRecord('app.bsky.feed.repost', handle, uri),
    mute(handle, subject) {
      const did = accountOf(handle).did;
      const muted = state.mutes.get(did) ?? new Set<string>();
      muted.add(accountOf(subject).did);
      state.mutes.set(did, muted);
    },
    block(handle, subject) {
      writeRecord(state, {
        did: accountOf(handle).did,
        collection: 'app.bsky.graph.block',
        rkey: nextTid(),
        value: {
          $type: 'app.bsky.graph.block',
          subject: accountOf(subject).did,
          createdAt: new Date().toISOString(),
        },
      });
    },
    seenAt: (handle) => state.seenAt.get(accountOf(handle).did),
    likesBy(handle) {
      const did = accountOf(handle).did;
      return [...state.records.values()]
        .filter((r) => r.collection === 'app.bsky.feed.like' && r.did === did)
        .map((r) => ({ uri: r.uri, subject: (r.value as { subject: { uri: string } }).subject.uri }));
    },
    liveSessions: (handle) => {
      const did = accountOf(handle).did;
      return [...state.sessions.values()].filter((s) => s.did === did && s.live).length;
    },
  };
}

/** Mention facets for `@handle` in `text`, as a client makes them (byte offsets, the DID). */
function mentionFacets(text: string, handles: string[], accountOf: (handle: string) => { did: string }) {
  return handles.map((handle) => {
    const at = text.lastIndexOf(`@${handle}`);
    const byteStart = Buffer.byteLength(text.slice(0, at), 'utf8');
    return {
      index: { byteStart, byteEnd: byteStart + Buffer.byteLength(`@${handle}`, 'utf8') },
      features: [{ $type: 'app.bsky.richtext.facet#mention', did: accountOf(handle).did }],
    };
  });
}

/** A JSON object body (empty for none), or null when it is not JSON. */
function parseBody(text: string): Record<string, unknown> | null {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
