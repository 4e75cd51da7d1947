/**
 * The details of failures that are about the model server itself (errors.ts picks them): what it
 * did (nothing answered, an HTTP error, a web page, something else than the API, silence) and what
 * the reader can do. Three readers: a user with their own server at an address they typed (told the
 * address and what to check under Settings), a user of a hosted provider (told to try again), and a
 * user of this server's model (the operator is the one to act).
 */

/** Who a detail is about: the user's own provider (with the address they typed, if any), or none. */
export type TServerOf = { provider: string; address?: string | undefined } | undefined;

const IN_SETTINGS = 'under Settings › Drafting model';
const UNDER_V1 = 'many compatible servers serve it under /v1';

/** The address as the user reads it: scheme, host, port and path, never credentials or a query. */
export function shownAddress(address: string): string {
  if (!URL.canParse(address)) return 'its address';
  const url = new URL(address);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The subject of a sentence about the server that answered (or did not). */
export function serverSubject(own: TServerOf): string {
  if (!own) return 'The language model server';
  return own.address ? `Your model server at ${shownAddress(own.address)}` : own.provider;
}

/** What an HTTP status says happened, in a few words: "answered 500 (an error on its side)". */
export function statusWords(status: number): string {
  const gloss =
    status === 503
      ? 'unavailable for now'
      : status === 529
        ? 'overloaded'
        : status === 408
          ? 'it gave up waiting for the request'
          : 'an error on its side';
  return `answered ${status} (${gloss})`;
}

/** No HTTP answer at all: refused, reset, no such host, not an HTTP server. */
export function unreachableDetail(own: TServerOf): string {
  if (own?.address) {
    return `Could not reach your model server at ${shownAddress(own.address)}: no connection could be made. Check the address ${IN_SETTINGS}, and that the server is running.`;
  }
  if (own)
    return `Could not reach ${own.provider}: no connection could be made. Please try again in a moment.`;
  return "Could not reach the language model server: no connection could be made. Please try again in a moment; if it keeps failing, the server's operator needs to check its address and that it is running.";
}

/** An HTTP error of the server's own (5xx, 408) after the retries; no status: an error event mid-answer. */
export function serverErrorDetail(own: TServerOf, status: number | undefined): string {
  if (status === undefined) {
    return `${serverSubject(own)} reported an error while answering. Please try again in a moment.`;
  }
  const did = `${serverSubject(own)} ${statusWords(status)}.`;
  if (own?.address) return `${did} Try again later, or check the server's own log.`;
  if (own) return `${did} Please try again later.`;
  return `${did} Please try again later; if it keeps failing, the server's operator can check its log.`;
}

/** A web page (HTML) where the API should answer: a website's or a proxy's address, not the API's. */
export function pageDetail(own: TServerOf, status: number | undefined): string {
  const did = `${serverSubject(own)} answered${status ? ` ${status}` : ''} with a web page instead of the API`;
  const failing = status !== undefined && status >= 500;
  if (own?.address) {
    return failing
      ? `${did}: a proxy in front of it may not reach the model server, or the address points at a website rather than the API (${UNDER_V1}). Try again later, or check the address ${IN_SETTINGS}.`
      : `${did}: the address likely points at a website or a proxy's page rather than the API (${UNDER_V1}). Check the address ${IN_SETTINGS}.`;
  }
  if (own) return `${did}. Please try again later.`;
  return failing
    ? `${did}. Please try again later; if it keeps failing, the server's operator needs to check its address.`
    : `${did}. The server's operator needs to check its address.`;
}

/** An answer that is not the API's JSON (not JSON at all, or of another shape). */
export function notApiDetail(own: TServerOf): string {
  const did = `${serverSubject(own)} answered, but not with the API's JSON`;
  if (own?.address) {
    return `${did}. Check that the address ${IN_SETTINGS} is the server's OpenAI-compatible API (${UNDER_V1}).`;
  }
  if (own) return `${did}. Please try again later.`;
  return `${did}. The server's operator needs to check its address and model settings.`;
}

/** A redirect where the API should answer: calls are not sent on to an address nobody allowed. */
export function redirectDetail(own: TServerOf): string {
  const did = `${serverSubject(own)} answered with a redirect to another address, which calls do not follow`;
  if (own?.address) {
    return `${did}. Check the address ${IN_SETTINGS}: enter the one it redirects to (often https:// instead of http://).`;
  }
  if (own) return `${did}. Please try again later.`;
  return `${did}. The server's operator needs to check its address.`;
}

/** No answer within the per-attempt timeout (LLM_TIMEOUT_MS), on every attempt. */
export function timeoutDetail(own: TServerOf, timeoutMs: number | undefined): string {
  const within = !timeoutMs
    ? 'in time'
    : timeoutMs < 1000
      ? `within ${timeoutMs} ms`
      : `within ${Math.ceil(timeoutMs / 1000)} s`;
  if (own?.address) {
    return `Your model server at ${shownAddress(own.address)} did not answer ${within}. Please try again; if it keeps happening, check that the server is running and not overloaded.`;
  }
  return `${own ? own.provider : 'The language model'} did not answer ${within}. Please try again.`;
}
