import { SheetError, type SheetsClient } from './sheets-client';
import type { TSheetRef } from './sheets-url';

/** A sheet of usernames is kilobytes; 2 MB is far beyond any real list and bounds memory. */
export const SHEET_MAX_BYTES = 2 * 1024 * 1024;
export const SHEET_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 5;
/** Google serves a public sheet's export from a content host after a 307. */
const CONTENT_HOST_SUFFIX = '.googleusercontent.com';
const SIGN_IN_HOST = 'accounts.google.com';
const SIGN_IN_PATH = /\/(?:ServiceLogin|signin|AccountChooser)(?:\/|$)/i;

export type THttpSheetsOptions = {
  /** Origin of Google Docs: https://docs.google.com, or a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
  maxBytes?: number;
};

function isSignIn(url: URL): boolean {
  return url.hostname.toLowerCase() === SIGN_IN_HOST || SIGN_IN_PATH.test(url.pathname);
}

function looksLikeHtml(text: string): boolean {
  return /^\s*<(?:!doctype\s+html|html|head|body)[\s>]/i.test(text.slice(0, 512));
}

async function readBounded(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw new SheetError('too_large', `the sheet declares ${declared} bytes`);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  // Drops a UTF-8 byte-order mark; an invalid byte becomes U+FFFD rather than failing the import.
  const decoder = new TextDecoder('utf-8');
  let total = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new SheetError('too_large', `the sheet is over ${maxBytes} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Reads a tab through Google's CSV export (`/spreadsheets/d/<id>/export?format=csv&gid=<gid>`),
 * which works without keys for sheets shared as "anyone with the link". Redirects are followed by
 * hand, at most five and only to the Docs host or Google's content hosts, so a private sheet's
 * redirect to the sign-in page is recognised instead of read. Bytes and time are bounded.
 */
export function createHttpSheetsClient(options: THttpSheetsOptions): SheetsClient {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? SHEET_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? SHEET_MAX_BYTES;

  const allowedHop = (url: URL) =>
    (url.host === base.host && url.protocol === base.protocol) ||
    (url.protocol === 'https:' && url.hostname.toLowerCase().endsWith(CONTENT_HOST_SUFFIX));

  async function follow(sheet: TSheetRef, signal: AbortSignal): Promise<string> {
    const id = encodeURIComponent(sheet.spreadsheetId);
    const gid = encodeURIComponent(sheet.gid);
    let url = new URL(`${base.origin}${basePath}/spreadsheets/d/${id}/export?format=csv&gid=${gid}`);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const res = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'text/csv' } });
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel();
        const location = res.headers.get('location');
        if (!location) throw new SheetError('unavailable', `a ${res.status} without a location`);
        const next = new URL(location, url);
        if (isSignIn(next)) throw new SheetError('not_public', 'Google asked for a sign-in');
        if (!allowedHop(next)) throw new SheetError('unavailable', `a redirect to ${next.host}`);
        url = next;
        continue;
      }
      if (res.status === 401 || res.status === 403) {
        await res.body?.cancel();
        throw new SheetError('not_public', `Google answered ${res.status}`);
      }
      if (res.status === 400 || res.status === 404) {
        await res.body?.cancel();
        throw new SheetError('not_found', `Google answered ${res.status}`);
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        throw new SheetError('unavailable', `Google answered ${res.status}`);
      }
      // A sign-in or "request access" page served in place of the export.
      if ((res.headers.get('content-type') ?? '').toLowerCase().includes('text/html')) {
        await res.body?.cancel();
        throw new SheetError('not_public', 'Google answered a web page instead of CSV');
      }
      const text = await readBounded(res, maxBytes);
      if (looksLikeHtml(text)) throw new SheetError('not_public', 'the answer is a web page, not CSV');
      return text;
    }
    throw new SheetError('unavailable', `more than ${MAX_REDIRECTS} redirects`);
  }

  return {
    maxBytes,
    async fetchCsv(sheet) {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return await follow(sheet, signal);
      } catch (err) {
        if (err instanceof SheetError) throw err;
        if (signal.aborted)
          throw new SheetError('timeout', `no answer within ${timeoutMs} ms`, { cause: err });
        throw new SheetError('unavailable', 'Google Sheets could not be reached', { cause: err });
      }
    },
  };
}
