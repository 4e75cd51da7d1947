import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

/** A checked address to connect to: the host name is not looked up again. */
export type TPin = { address: string; family: 4 | 6 };

/** No answer for this long (connecting, or between bytes): the request is abandoned. */
const IDLE_TIMEOUT_MS = 30_000;
/** Statuses whose answer has no body (the Response constructor refuses one). */
const NO_BODY = new Set([204, 205, 304]);

/**
 * Sends `request` to `pin.address` however its host name resolves by now: the connection goes to
 * the address that was checked, while the Host header, the TLS server name (SNI) and the
 * certificate check keep the name. A redirect is answered as it is, never followed; the
 * connection is the request's own (no pool shared with other code, whose sockets were never
 * checked). The body is read into memory: the calls this serves are small JSON.
 */
export async function pinnedFetch(request: Request, pin: TPin): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : null;
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  if (body) headers['content-length'] = String(body.length);
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pin.address, family: pin.family }]);
    else callback(null, pin.address, pin.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Response>((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: request.method,
        headers,
        lookup,
        family: pin.family,
        agent: false,
        signal: request.signal,
        timeout: IDLE_TIMEOUT_MS,
      },
      (incoming) => {
        try {
          const answer = new Headers();
          const raw = incoming.rawHeaders;
          for (let i = 0; i + 1 < raw.length; i += 2) answer.append(raw[i] ?? '', raw[i + 1] ?? '');
          const status = incoming.statusCode ?? 0;
          const empty = NO_BODY.has(status) || request.method === 'HEAD';
          if (empty) incoming.resume();
          const stream = empty ? null : (Readable.toWeb(incoming) as unknown as ReadableStream<Uint8Array>);
          resolve(
            new Response(stream, { status, statusText: incoming.statusMessage ?? '', headers: answer }),
          );
        } catch (err) {
          incoming.destroy();
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer from ${url.origin} in time`)));
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
}
