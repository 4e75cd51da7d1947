import crypto from 'node:crypto';

/**
 * OAuth 1.0a HMAC-SHA1 signatures per RFC 5849 §3.4, written out so the fake X server can check
 * what the real client sends (and so both can be proven against published vectors).
 */

export type TOAuthParams = Array<[name: string, value: string]> | Record<string, string>;

export type TSignatureInput = {
  method: string;
  /** The request URL; parameters in its query take part in the signature (§3.4.1.3.1). */
  url: string;
  /** Protocol (`oauth_*`, without `oauth_signature`) and form-body parameters. */
  params: TOAuthParams;
  consumerSecret: string;
  /** Empty when there is no token yet (the request-token step). */
  tokenSecret?: string | undefined;
};

/** RFC 3986 percent-encoding (§3.6): everything but ALPHA / DIGIT / "-" / "." / "_" / "~". */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** §3.4.1.2: scheme and host lower case, default port dropped, no query or fragment. */
export function baseStringUri(url: string): string {
  const u = new URL(url);
  // URL already lower-cases scheme and host and drops the scheme's default port.
  return `${u.protocol}//${u.host}${u.pathname}`;
}

/** Form-urlencoded pairs as §3.4.1.3.1 reads them ('+' is a space; a bare name has an empty value). */
export function parseFormPairs(encoded: string): Array<[string, string]> {
  return [...new URLSearchParams(encoded)];
}

function toPairs(params: TOAuthParams): Array<[string, string]> {
  return Array.isArray(params) ? params : Object.entries(params);
}

/** §3.4.1.3.2: encode each name and value, sort by name then value, join with '=' and '&'. */
export function normaliseParameters(pairs: Array<[string, string]>): string {
  return pairs
    .map(([name, value]): [string, string] => [percentEncode(name), percentEncode(value)])
    .sort(([an, av], [bn, bv]) => (an === bn ? compare(av, bv) : compare(an, bn)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** §3.4.1.1: METHOD & encoded base URI & encoded normalised parameters. */
export function signatureBaseString(input: Pick<TSignatureInput, 'method' | 'url' | 'params'>): string {
  const query = new URL(input.url).search.slice(1);
  const pairs = [...toPairs(input.params), ...(query ? parseFormPairs(query) : [])].filter(
    ([name]) => name !== 'oauth_signature' && name !== 'realm',
  );
  return [
    input.method.toUpperCase(),
    percentEncode(baseStringUri(input.url)),
    percentEncode(normaliseParameters(pairs)),
  ].join('&');
}

/** §3.4.2: base64 HMAC-SHA1 of the base string, keyed with consumerSecret&tokenSecret. */
export function oauth1Signature(input: TSignatureInput): string {
  const key = `${percentEncode(input.consumerSecret)}&${percentEncode(input.tokenSecret ?? '')}`;
  return crypto.createHmac('sha1', key).update(signatureBaseString(input)).digest('base64');
}

/** §3.5.1: the `Authorization: OAuth ...` header's parameters, decoded; null if it is not one. */
export function parseAuthorizationHeader(header: string | undefined): Array<[string, string]> | null {
  if (!header || !/^OAuth\s/i.test(header)) return null;
  const pairs: Array<[string, string]> = [];
  const re = /([A-Za-z0-9_.~%-]+)="([^"]*)"/g;
  for (const match of header.slice(6).matchAll(re)) {
    try {
      pairs.push([decodeURIComponent(match[1] ?? ''), decodeURIComponent(match[2] ?? '')]);
    } catch {
      return null;
    }
  }
  return pairs;
}

/** §3.5.1: an `OAuth ...` header value from protocol parameters (already including the signature). */
export function buildAuthorizationHeader(params: Record<string, string>): string {
  const parts = Object.entries(params).map(
    ([name, value]) => `${percentEncode(name)}="${percentEncode(value)}"`,
  );
  return `OAuth ${parts.join(', ')}`;
}
