import type { TConfig } from '../../config';
import { AppError } from '../../errors';
import { embeddedIpv4, ipv6Groups } from '../../lib/ip-address';

/**
 * Which OpenAI-compatible server addresses users may choose. On a server many people use, an
 * address a user types is a request the server makes for them, with their key (server-side request
 * forgery): to its own admin ports and databases, a cloud metadata service, the private network.
 * So only what the operator allowed is accepted, in every NODE_ENV: an address under
 * LLM_ALLOWED_BASE_URLS or under OLLAMA_URL (the machine's Ollama, which the product offers anyway),
 * and this machine's own addresses only when LLM_ALLOW_LOOPBACK is on (the one user of a laptop
 * running vLLM or llama.cpp beside the server).
 */
export type TBaseUrlPolicy = {
  /** LLM_ALLOWED_BASE_URLS. */
  allowed: URL[];
  /** OLLAMA_URL: one more allowed address, by the same prefix rule; null when it is off. */
  ollama: URL | null;
  /** LLM_ALLOW_LOOPBACK: any loopback address (isLoopback). */
  loopback: boolean;
};

export function baseUrlPolicy(
  config: Pick<TConfig, 'llmAllowedBaseUrls' | 'ollamaUrl' | 'LLM_ALLOW_LOOPBACK'>,
): TBaseUrlPolicy {
  return {
    allowed: config.llmAllowedBaseUrls.map((u) => new URL(u)),
    ollama: config.ollamaUrl ? new URL(config.ollamaUrl) : null,
    loopback: config.LLM_ALLOW_LOOPBACK,
  };
}

/**
 * Whether the operator allowed users' own servers at all (the screen offers a compatible server only
 * then). Ollama's address alone does not count: the screen offers Ollama by itself.
 */
export const customServersAllowed = (policy: TBaseUrlPolicy) => policy.loopback || policy.allowed.length > 0;

const EXAMPLE = 'http://localhost:8000/v1';

/** A valid http(s) address, kept without its trailing slash; a 422 naming what is wrong otherwise. */
export function parseBaseUrl(raw: string): URL {
  const text = raw.trim();
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Enter your server's address as an http:// or https:// address, e.g. ${EXAMPLE}.`,
    );
  }
  if (url.username || url.password) {
    throw new AppError('VALIDATION_FAILED', 'Put the key in the API key field, not in the address.');
  }
  if (url.search || url.hash || text.includes('?') || text.includes('#')) {
    throw new AppError('VALIDATION_FAILED', "The server's address takes no query (?…) or fragment (#…).");
  }
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}

/** The address as stored: no trailing slash. */
export const storedBaseUrl = (url: URL) => url.href.replace(/\/+$/, '');

/** 127.0.0.0/8, and 0.0.0.0/8, which connects to this machine too. */
const isLoopbackIpv4 = (first: number) => first === 127 || first === 0;

/**
 * An address of this machine, in whatever spelling the URL parser reads (it turns 127.1,
 * 2130706433 and 0x7f000001 into 127.0.0.1, and [::ffff:127.0.0.1] into [::ffff:7f00:1]):
 * localhost and *.localhost, 127.0.0.0/8, 0.0.0.0/8, [::1], [::], and IPv4-mapped or -compatible
 * IPv6 forms of those.
 */
export function isLoopback(url: URL): boolean {
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = /^(\d+)\.\d+\.\d+\.\d+$/.exec(host);
  if (v4) return isLoopbackIpv4(Number(v4[1]));
  if (!host.startsWith('[') || !host.endsWith(']')) return false;
  const groups = ipv6Groups(host.slice(1, -1));
  // ::1 and :: (the IPv4-compatible forms of 0.0.0.1 and 0.0.0.0), ::a.b.c.d, ::ffff:a.b.c.d and
  // ::ffff:0:a.b.c.d.
  const carried = groups ? embeddedIpv4(groups) : null;
  return carried !== null && isLoopbackIpv4(carried[0] ?? -1);
}

/**
 * Under an allowed address: same scheme, host and port, and a path at or below the allowed one,
 * segment by segment (https://llm.internal allows https://llm.internal/v1, not
 * https://llm.internal.example.com).
 */
function isUnder(url: URL, prefix: URL): boolean {
  if (prefix.protocol !== url.protocol || prefix.host !== url.host) return false;
  const base = comparablePath(prefix.pathname);
  const path = comparablePath(url.pathname);
  if (base === null || path === null) return false;
  return path === base || base === '' || path.startsWith(`${base}/`);
}

/**
 * A path as the server at the other end may read it: percent-escapes decoded (a server or proxy
 * may decode %2F into a slash), backslashes read as slashes, and dot segments resolved, so
 * `/v1/..%2F..%2Fadmin` is compared as `/admin`, not as a path under `/v1`. No trailing slash;
 * null when an escape is not UTF-8.
 */
function comparablePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments.length ? `/${segments.join('/')}` : '';
}

/**
 * Allowed when it is under one of the operator's addresses (LLM_ALLOWED_BASE_URLS, OLLAMA_URL), or
 * is loopback while LLM_ALLOW_LOOPBACK is on.
 */
export function isAllowedBaseUrl(url: URL, policy: TBaseUrlPolicy): boolean {
  if (policy.loopback && isLoopback(url)) return true;
  if (policy.ollama && isUnder(url, policy.ollama)) return true;
  return policy.allowed.some((prefix) => isUnder(url, prefix));
}

/** Whether an address as stored (a row saved under an earlier policy, say) may still be called. */
export function isAllowedStoredBaseUrl(raw: string | null, policy: TBaseUrlPolicy): boolean {
  if (!raw) return false;
  try {
    return isAllowedBaseUrl(parseBaseUrl(raw), policy);
  } catch {
    return false;
  }
}

/** The address a user chose, checked against the operator's policy: 400 when not allowed. */
export function allowedBaseUrl(raw: string, policy: TBaseUrlPolicy): string {
  const url = parseBaseUrl(raw);
  if (!isAllowedBaseUrl(url, policy)) {
    throw new AppError(
      'BAD_REQUEST',
      isLoopback(url)
        ? `This server does not allow model servers at ${url.origin}, an address of the server itself. Its operator can allow such addresses with LLM_ALLOW_LOOPBACK.`
        : `This server does not allow model servers at ${url.origin}. Its operator can allow the address with LLM_ALLOWED_BASE_URLS.`,
    );
  }
  return storedBaseUrl(url);
}
