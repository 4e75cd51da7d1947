import crypto from 'node:crypto';
import { oauth1Signature, parseAuthorizationHeader } from './oauth1-signature';

/** X's v1 error codes for refused OAuth requests. */
export type TOAuthRefusal = { code: 32 | 89 | 135 | 215; message: string };

export type TOAuthCheck =
  | { ok: true; params: Map<string, string>; token: string | undefined }
  | { ok: false; refusal: TOAuthRefusal };

/** How far a request's timestamp may be from the server's clock, as X allows. */
const TIMESTAMP_WINDOW_S = 300;

const refusals = {
  badData: { code: 215, message: 'Bad Authentication data.' },
  cannotAuthenticate: { code: 32, message: 'Could not authenticate you.' },
  badToken: { code: 89, message: 'Invalid or expired token.' },
  timestamp: { code: 135, message: 'Timestamp out of bounds.' },
} as const satisfies Record<string, TOAuthRefusal>;

/**
 * Checks an OAuth 1.0a request as X does (RFC 5849 §3.2): the consumer key, the token, the
 * timestamp window, a fresh nonce, and the HMAC-SHA1 signature recomputed from the method, the
 * URL X is reached at, the protocol parameters, the query and a form-encoded body.
 */
export function checkOAuthRequest(input: {
  method: string;
  /** The public URL the client addressed (X's origin + path), without the query. */
  signedUrl: string;
  query: Array<[string, string]>;
  /** Form-encoded body parameters (none for JSON bodies, which are not signed). */
  form: Array<[string, string]>;
  authorization: string | undefined;
  consumer: { key: string; secret: string };
  /** The secret of a token the server issued, or undefined when it does not know the token. */
  tokenSecret: (token: string) => string | undefined;
  /** Whether the request must carry a token (everything but the request-token step). */
  tokenRequired: boolean;
  seenNonces: Set<string>;
  nowS: number;
}): TOAuthCheck {
  const header = parseAuthorizationHeader(input.authorization);
  if (!header) return { ok: false, refusal: refusals.badData };
  const params = new Map<string, string>();
  for (const [name, value] of header) {
    if (params.has(name)) return { ok: false, refusal: refusals.badData };
    params.set(name, value);
  }
  const signature = params.get('oauth_signature');
  const timestamp = Number(params.get('oauth_timestamp'));
  const nonce = params.get('oauth_nonce');
  if (
    !signature ||
    !nonce ||
    !Number.isInteger(timestamp) ||
    params.get('oauth_signature_method') !== 'HMAC-SHA1'
  ) {
    return { ok: false, refusal: refusals.badData };
  }
  if (params.has('oauth_version') && params.get('oauth_version') !== '1.0')
    return { ok: false, refusal: refusals.badData };
  if (params.get('oauth_consumer_key') !== input.consumer.key)
    return { ok: false, refusal: refusals.cannotAuthenticate };

  const token = params.get('oauth_token');
  const tokenSecret = token === undefined ? undefined : input.tokenSecret(token);
  if (input.tokenRequired && (token === undefined || tokenSecret === undefined)) {
    return { ok: false, refusal: refusals.badToken };
  }
  if (Math.abs(input.nowS - timestamp) > TIMESTAMP_WINDOW_S)
    return { ok: false, refusal: refusals.timestamp };

  const protocol = header.filter(([name]) => name !== 'oauth_signature' && name !== 'realm');
  // twitter-api-v2 signs a protocol parameter it also sends in the body (the token, when
  // exchanging the verifier) once, as X accepts; every other parameter counts per RFC 5849.
  const sameAsProtocol = ([name, value]: [string, string]) =>
    name.startsWith('oauth_') && params.get(name) === value;
  const extra = [...input.query, ...input.form].filter((pair) => !sameAsProtocol(pair));
  const expected = oauth1Signature({
    method: input.method,
    url: input.signedUrl,
    params: [...protocol, ...extra],
    consumerSecret: input.consumer.secret,
    tokenSecret: tokenSecret ?? '',
  });
  if (!sameText(expected, signature)) return { ok: false, refusal: refusals.cannotAuthenticate };

  // A nonce is good once per timestamp (RFC 5849 §3.3): a replayed request is refused.
  const nonceKey = `${params.get('oauth_consumer_key')}:${token ?? ''}:${timestamp}:${nonce}`;
  if (input.seenNonces.has(nonceKey)) return { ok: false, refusal: refusals.cannotAuthenticate };
  input.seenNonces.add(nonceKey);
  return { ok: true, params, token };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
