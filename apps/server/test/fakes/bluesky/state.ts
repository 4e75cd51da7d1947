import { didFor } from './ids';

export type TFakeBlueskyAccount = {
  handle: string;
  email?: string;
  /** The account password: signs in with full access (scope com.atproto.access). */
  password: string;
  /** App passwords: sign in with scope com.atproto.appPass. */
  appPasswords: string[];
  displayName?: string;
  followers?: number;
  description?: string;
  /** A suspended account cannot sign in; a deactivated one signs in with active: false. */
  status?: 'takendown' | 'deactivated';
};

export type TAccount = TFakeBlueskyAccount & { did: string; handle: string };

export type TStoredRecord = {
  uri: string;
  cid: string;
  did: string;
  collection: string;
  rkey: string;
  value: Record<string, unknown>;
  indexedAt: string;
};

export type TSession = { jti: string; did: string; scope: string; live: boolean };

export type TReceived = { nsid: string; params: Record<string, string | string[]>; body: unknown };

export type TFakeState = {
  accounts: TAccount[];
  /** By at:// URI, in the order written. */
  records: Map<string, TStoredRecord>;
  /** By session id (the tokens' jti). */
  sessions: Map<string, TSession>;
  /**
   * Refresh tokens already exchanged, with when: the PDS rotates them but still takes a used one
   * for a grace period (two hours), so that concurrent refreshes of one session both succeed.
   */
  usedRefreshTokens: Map<string, number>;
  /** Access tokens expireAccessTokens() expired. */
  expiredAccessTokens: Set<string>;
  issuedAccessTokens: Set<string>;
  calls: string[];
  received: TReceived[];
  rateLimits: Map<string, number>;
  failures: Map<string, { status: number; times: number }>;
  /** The PDS the DID documents in session answers name; null: no DID document (as now and then). */
  pds: string | null;
  /** Labels moderation services put on posts (the author's own are in the records). */
  labels: { uri: string; val: string; neg?: boolean }[];
  /** The members (DIDs) of each list a thread gate's listRule may name. */
  lists: Map<string, Set<string>>;
  /** Whether post views carry viewer.replyDisabled for a gated thread (the AppView computes it). */
  saysReplyDisabled: boolean;
  /** The PDS's own DID, its tokens' audience: did:web of its host, as a PDS names itself. */
  did: string;
  /** Accounts hosted on another PDS that this service resolves (handle → DID) and whose DID documents it serves as a PLC directory would. */
  identities: Map<string, { did: string; pds: string }>;
  /**
   * Whether an account is notified of its own posts (a reply in its own thread, a mention of
   * itself): the AppView does not, but a reader must not count on it.
   */
  notifiesOwnPosts: boolean;
  /** Whom each account (DID) muted: mutes are private to the muter, not records. */
  mutes: Map<string, Set<string>>;
  /** When each account (DID) last marked its notifications seen (updateSeen). */
  seenAt: Map<string, string>;
  /** Calls (by method id) to carry out and then answer 502, as when the answer is lost on the way back. */
  lostAnswers: Map<string, number>;
  /** The last indexedAt given (ms): every record is indexed after the one before, as the AppView's order is. */
  lastIndexedAt: number;
};

/** Accounts every fake has unless others are given: the user's own, and two others who post. */
export const FAKE_BLUESKY_ACCOUNTS: TFakeBlueskyAccount[] = [
  {
    handle: 'gatling-me.bsky.social',
    email: 'me@example.com',
    password: 'account-password-1',
    appPasswords: ['abcd-efgh-ijkl-mnop'],
    displayName: 'Gatling Me',
    followers: 120,
    description: 'Building in public.',
  },
  {
    handle: 'alice.bsky.social',
    password: 'alice-account',
    appPasswords: ['alic-eapp-pass-word'],
    displayName: 'Alice',
    followers: 900,
  },
  {
    handle: 'bob.bsky.social',
    password: 'bob-account',
    appPasswords: ['bobb-apps-pass-word'],
    followers: 40,
  },
];

export function newState(accounts: TFakeBlueskyAccount[], did = 'did:web:127.0.0.1'): TFakeState {
  return {
    accounts: accounts.map((a) => ({
      ...a,
      handle: a.handle.toLowerCase(),
      did: didFor(a.handle.toLowerCase()),
    })),
    records: new Map(),
    sessions: new Map(),
    usedRefreshTokens: new Map(),
    expiredAccessTokens: new Set(),
    issuedAccessTokens: new Set(),
    calls: [],
    received: [],
    rateLimits: new Map(),
    failures: new Map(),
    pds: null,
    labels: [],
    lists: new Map(),
    saysReplyDisabled: true,
    did,
    identities: new Map(),
    notifiesOwnPosts: false,
    mutes: new Map(),
    seenAt: new Map(),
    lostAnswers: new Map(),
    lastIndexedAt: 0,
  };
}

/** An account by handle (any case, '@' or not), DID or e-mail. */
export function findAccount(state: TFakeState, identifier: string): TAccount | undefined {
  const id = identifier.trim().replace(/^@/, '').toLowerCase();
  return state.accounts.find((a) => a.handle === id || a.did === id || a.email?.toLowerCase() === id);
}

export function postsOf(state: TFakeState): TStoredRecord[] {
  return [...state.records.values()].filter((r) => r.collection === 'app.bsky.feed.post');
}

/** A record of `collection` in `did`'s repo whose subject (a DID) is `subject`: a follow or a block. */
export function graphRecord(
  state: TFakeState,
  collection: 'app.bsky.graph.follow' | 'app.bsky.graph.block',
  did: string,
  subject: string,
): TStoredRecord | undefined {
  return [...state.records.values()].find(
    (r) =>
      r.collection === collection && r.did === did && (r.value as { subject?: string }).subject === subject,
  );
}

/** A time after every one given before, as the AppView indexes records one after another. */
export function nextIndexedAt(state: TFakeState): string {
  state.lastIndexedAt = Math.max(Date.now(), state.lastIndexedAt + 1);
  return new Date(state.lastIndexedAt).toISOString();
}
