import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * The part the local stand-ins for model providers share (for tests): an HTTP server on loopback
 * that records every request and answers from a script of replies, one per request, in order.
 * Each provider's fake turns a scripted reply into its own wire format.
 */

/**
 * Tokens a reply reports. `input` is all input; of it, `cachedInput` was read from the prompt cache
 * and `cacheWrite` written to it, each reported where the provider's usage has a field for it.
 */
export type TFakeUsage = { input: number; output: number; cachedInput?: number; cacheWrite?: number };

export type TFakeReply =
  /** The model answers `text`. Streamed as `chunks` when given (else word by word). */
  | {
      type: 'text';
      text: string;
      chunks?: string[];
      /** 'stop' by default; 'length' = cut off at the cap; 'content_filter' = stopped by a filter. */
      finish?: 'stop' | 'length' | 'content_filter';
      usage?: TFakeUsage;
      delayMs?: number;
      /** When streamed: the pause before each chunk after the first, as a model writing slowly. */
      chunkDelayMs?: number;
      /**
       * Reasoning the model sent beside its answer: OpenAI-compatible servers (DeepSeek, vLLM,
       * llama.cpp, LM Studio) put it in `reasoning_content` of the message or of each delta.
       */
      reasoning?: string;
    }
  /**
   * A web page where the API should answer (a proxy's error page, a login wall, the base URL of a
   * website): `status` with an HTML body, 200 included.
   */
  | { type: 'page'; status: number; html?: string }
  /** The model declines: OpenAI's `refusal` field, Anthropic's stop_reason "refusal". */
  | { type: 'refusal'; text: string; usage?: TFakeUsage }
  /** An HTTP error in the provider's error format. */
  | { type: 'error'; status: number; message?: string; headers?: Record<string, string>; delayMs?: number }
  /** Streams these chunks, then a provider error event inside the stream. */
  | { type: 'stream-error'; chunks: string[]; message: string }
  /** Streams these chunks (none for a plain request), then goes silent until the client leaves. */
  | { type: 'hang'; chunks?: string[] };

/**
 * A reply made from the request, as a model answers what it was asked (e.g. one entry per post id
 * the prompt shows). Called when the request takes its turn in the script.
 */
export type TFakeAnswerer = (req: TRecordedRequest) => TFakeReply;

export type TRecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body. */
  body: Record<string, unknown>;
  raw: string;
  /** Settles when the connection of this request closes (answered, or the client went away). */
  closed: Promise<void>;
};

export type TFakeModelServer = {
  /** The API base the SDK is given, ending in /v1. */
  baseUrl: string;
  /** Scheme, host and port: http://127.0.0.1:<port>. */
  origin: string;
  requests: TRecordedRequest[];
  /** Queues replies for the next requests. */
  reply: (...replies: (TFakeReply | TFakeAnswerer)[]) => void;
  /** Replies queued and not yet used. */
  pending: () => number;
  /** Drops the replies queued and not used, so a test that stopped midway leaves none to the next. */
  clearReplies: () => void;
  close: () => Promise<void>;
};

/** `next` takes the next scripted reply; a request refused before that (auth, format) uses none. */
export type TFakeHandler = (
  req: TRecordedRequest,
  next: () => TFakeReply | undefined,
  res: http.ServerResponse,
) => void | Promise<void>;

export async function startFakeModelServer(
  handle: TFakeHandler,
  options: { port?: number } = {},
): Promise<TFakeModelServer> {
  const requests: TRecordedRequest[] = [];
  const queue: (TFakeReply | TFakeAnswerer)[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const body = parseBody(raw);
      const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
      const recorded = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
        raw,
        closed,
      };
      requests.push(recorded);
      const next = () => {
        const reply = queue.shift();
        return typeof reply === 'function' ? reply(recorded) : reply;
      };
      void Promise.resolve(handle(recorded, next, res)).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(err) } }));
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    origin: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies) => queue.push(...replies),
    pending: () => queue.length,
    clearReplies: () => {
      queue.length = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseBody(raw: string): Record<string, unknown> {
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Splits a text into word-sized chunks that join back to it exactly. */
export function wordChunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** An HTML page with this status, as a proxy or a website answers where an API was expected. */
export function sendPage(res: http.ServerResponse, status: number, html?: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    html ?? '<!doctype html><html><head><title>Welcome</title></head><body><h1>It works</h1></body></html>',
  );
}

export function startSse(res: http.ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.flushHeaders();
}
