/** The fake X server's state and request log, which its route handlers (v2.ts) share. */
import type { TFakeXWorld } from './data';
import type { TOAuthRefusal } from './oauth';

export type TFakeXRoute =
  | 'POST /oauth/request_token'
  | 'POST /oauth/access_token'
  | 'GET /2/users/me'
  | 'GET /2/users/by'
  | 'GET /2/users/:id/tweets'
  | 'GET /2/users/:id/mentions'
  | 'GET /2/users/:id/muting'
  | 'GET /2/users/:id/blocking'
  | 'POST /2/users/:id/likes'
  | 'GET /2/tweets'
  | 'GET /2/tweets/search/recent'
  | 'GET /2/tweets/:id/liking_users'
  | 'POST /2/tweets'
  | 'DELETE /2/tweets/:id';

export type TFakeXFailureKind =
  'rate-limited' | 'token-revoked' | 'reply-not-allowed' | 'duplicate' | 'unavailable';
export type TFakeXResponse = { status: number; body: unknown; headers?: Record<string, string> };

export type TFakeXRequest = {
  route: TFakeXRoute | null;
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
  status: number;
  /** Why the OAuth check refused the request, if it did. */
  refusal?: TOAuthRefusal;
};

export type TFakeXState = TFakeXWorld & {
  consumer: { key: string; secret: string };
  accessTokens: Map<string, { secret: string; userId: string }>;
  requestTokens: Map<string, { secret: string; callback: string; verifier?: string; userId?: string }>;
  /** Who approves at /oauth/authorize. */
  authorizingUserId: string;
  /** /oauth/authorize answers as if the user pressed "Cancel". */
  denyAuthorization: boolean;
  /** Who mutes whom (GET /2/users/:id/muting): `user_id` muted `target_id`. */
  mutes: Array<{ user_id: string; target_id: string }>;
  /** Who blocks whom (GET /2/users/:id/blocking). */
  blocks: Array<{ user_id: string; target_id: string }>;
  /** Refuse API replies where the author did not summon the account (X's self-serve rule). */
  enforceReplyRule: boolean;
  requests: TFakeXRequest[];
  seenNonces: Set<string>;
  failures: Array<{
    route: TFakeXRoute;
    response: TFakeXFailureKind | TFakeXResponse;
    remaining: number;
    resetAt?: number;
  }>;
};
