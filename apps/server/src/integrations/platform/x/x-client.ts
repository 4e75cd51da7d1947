import http from 'node:http';
import { TwitterApi, type IClientSettings, type ITwitterApiClientPlugin } from 'twitter-api-v2';

export type TXClients = {
  /** App-only OAuth 1.0a (consumer keys): the request-token step. */
  app(): TwitterApi;
  /** Signed with the user's token (or, while connecting, the request token). */
  user(token: { accessToken: string; accessSecret: string }): TwitterApi;
  /** The authorize page's URL, moved to the base URL when one is set. */
  authorizationUrl(url: string): string;
};

export const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * twitter-api-v2 clients for one app. `baseUrl` (X_API_BASE_URL) sends every request, API and
 * OAuth alike, to another origin (a local fake in tests). The client has no base-URL option, so a
 * plugin rewrites each request's URL after it is signed, and a plain http.Agent lets the https
 * module speak http. The signature therefore covers the public X URL, exactly as X would check it.
 */
export function createXClients(options: {
  appKey: string;
  appSecret: string;
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
}): TXClients {
  const base = options.baseUrl ? new URL(options.baseUrl) : null;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const settings: Partial<IClientSettings> = { plugins: [requestPlugin(base, timeoutMs)] };
  if (base?.protocol === 'http:') settings.httpAgent = new http.Agent();
  const keys = { appKey: options.appKey, appSecret: options.appSecret };
  return {
    app: () => new TwitterApi(keys, settings),
    user: (token) => new TwitterApi({ ...keys, ...token }, settings),
    authorizationUrl: (url) => (base ? rebase(new URL(url), base).toString() : url),
  };
}

function requestPlugin(base: URL | null, timeoutMs: number): ITwitterApiClientPlugin {
  return {
    onBeforeRequestConfig({ params, url }) {
      // No call may hang a job: the client sets no timeout of its own.
      params.timeout ??= timeoutMs;
      // The client reads OAuth token answers as a form only on https://api.x.com/oauth/.
      if (base && url.pathname.startsWith('/oauth/')) params.forceParseMode ??= 'url';
    },
    onBeforeRequest({ computedParams }) {
      if (base) rebase(computedParams.url, base);
    },
  };
}

/** Moves a URL to the base origin, keeping its path (under the base's own path, if any) and query. */
function rebase(url: URL, base: URL): URL {
  const prefix = base.pathname.replace(/\/+$/, '');
  url.protocol = base.protocol;
  url.host = base.host;
  url.pathname = `${prefix}${url.pathname}`;
  return url;
}
