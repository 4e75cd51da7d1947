import type { TConfig } from '../../config';
import { AppError } from '../../errors';

/**
 * Which OpenAI-compatible server addresses users may choose. On a server many people use, an
 * address a user types is a request the server makes for them (server-side request forgery): to
 * its own admin ports, a cloud metadata service, the private network. So only what the operator
 * allowed (LLM_ALLOWED_BASE_URLS) is accepted, plus loopback outside production, where the one
 * user of a laptop runs vLLM or llama.cpp beside it.
 */
export type TBaseUrlPolicy = { allowed: URL[]; loopback: boolean };

export function baseUrlPolicy(config: Pick<TConfig, 'llmAllowedBaseUrls' | 'NODE_ENV'>): TBaseUrlPolicy {
  return {
    allowed: config.llmAllowedBaseUrls.map((u) => new URL(u)),
    loopback: config.NODE_ENV !== 'production',
  };
}

/** Whether any address can be chosen at all (the screen offers a compatible server only then). */
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

const isLoopback = (url: URL) =>
  url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);

/**
 * Allowed when it is under one of the operator's addresses: same scheme, host and port, and a path
 * at or below the allowed one, segment by segment (https://llm.internal allows
 * https://llm.internal/v1, not https://llm.internal.example.com).
 */
export function isAllowedBaseUrl(url: URL, policy: TBaseUrlPolicy): boolean {
  if (policy.loopback && isLoopback(url)) return true;
  return policy.allowed.some((prefix) => {
    if (prefix.protocol !== url.protocol || prefix.host !== url.host) return false;
    const base = prefix.pathname.replace(/\/+$/, '');
    return url.pathname === base || url.pathname.startsWith(`${base}/`);
  });
}

/** The address a user chose, checked against the operator's policy: 400 when not allowed. */
export function allowedBaseUrl(raw: string, policy: TBaseUrlPolicy): string {
  const url = parseBaseUrl(raw);
  if (!isAllowedBaseUrl(url, policy)) {
    throw new AppError(
      'BAD_REQUEST',
      `This server does not allow model servers at ${url.origin}. Its operator can allow the address with LLM_ALLOWED_BASE_URLS.`,
    );
  }
  return storedBaseUrl(url);
}
