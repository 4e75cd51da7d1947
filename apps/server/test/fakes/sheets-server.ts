import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type TFakeSheet = {
  tabs: Map<string, string>;
  mode: 'public' | 'private' | 'html';
  status: number | null;
  delayMs: number;
};

export type TFakeSheetsRequest = { method: string; path: string };

export type TFakeSheetsServer = {
  url: string;
  /** Every request received, oldest first (admin calls included). */
  requests: TFakeSheetsRequest[];
  /** A tab shared as "anyone with the link can view", with this CSV as its export. */
  setSheet(id: string, gid: string | number, csv: string): void;
  /** The sheet exists but is not shared: its export redirects to the sign-in page. */
  setPrivate(id: string): void;
  /** The export answers a web page (as Google does for some sharing states) instead of CSV. */
  setHtml(id: string): void;
  /** The export answers this HTTP status (e.g. 500, 429). */
  setStatus(id: string, status: number): void;
  /** The content host waits this long before answering the CSV. */
  setDelay(id: string, ms: number): void;
  reset(): void;
  close(): Promise<void>;
};

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><h1>${title}</h1></body></html>`;
const CHUNK = 64 * 1024;

/**
 * A local Google Docs for tests and the browser journeys, speaking the export protocol the product
 * uses: GET /spreadsheets/d/<id>/export?format=csv&gid=<gid> answers a 307 to a content host path
 * that streams the CSV (chunked); a private sheet 302s to a sign-in page; unknown sheets 404 and
 * unknown tabs 400, with HTML bodies as Google's are. Sheets are set through the functions above
 * or over HTTP: PUT /__fake/sheets/<id>/<gid> (body = CSV), PUT /__fake/private/<id>,
 * PUT /__fake/html/<id>, PUT /__fake/status/<id>/<status>, PUT /__fake/delay/<id>/<ms>, DELETE /__fake.
 */
export async function startFakeSheetsServer(options: { port?: number } = {}): Promise<TFakeSheetsServer> {
  const sheets = new Map<string, TFakeSheet>();
  const contentTokens = new Map<string, { id: string; gid: string }>();
  const requests: TFakeSheetsRequest[] = [];

  const sheetOf = (id: string): TFakeSheet => {
    let sheet = sheets.get(id);
    if (!sheet) {
      sheet = { tabs: new Map(), mode: 'public', status: null, delayMs: 0 };
      sheets.set(id, sheet);
    }
    return sheet;
  };
  const fake = {
    setSheet: (id: string, gid: string | number, csv: string) => {
      const sheet = sheetOf(id);
      sheet.tabs.set(String(gid), csv);
      sheet.mode = 'public';
      sheet.status = null;
    },
    setPrivate: (id: string) => void (sheetOf(id).mode = 'private'),
    setHtml: (id: string) => void (sheetOf(id).mode = 'html'),
    setStatus: (id: string, status: number) => void (sheetOf(id).status = status),
    setDelay: (id: string, ms: number) => void (sheetOf(id).delayMs = ms),
    reset: () => {
      sheets.clear();
      contentTokens.clear();
      requests.length = 0;
    },
  };

  const html = (
    res: http.ServerResponse,
    status: number,
    title: string,
    headers: http.OutgoingHttpHeaders = {},
  ) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(page(title));

  async function exportSheet(url: URL, id: string, res: http.ServerResponse, origin: string) {
    const sheet = sheets.get(id);
    if (!sheet) return html(res, 404, 'Sorry, the file you have requested does not exist.');
    if (sheet.status !== null) return html(res, sheet.status, `Error ${sheet.status}`);
    if (sheet.mode === 'private') {
      const signIn = `${origin}/ServiceLogin?service=wise&continue=${encodeURIComponent(url.href)}`;
      return html(res, 302, 'Moved Temporarily', { location: signIn });
    }
    if (sheet.mode === 'html') return html(res, 200, 'Google Sheets: request access');
    const gid = url.searchParams.get('gid') ?? '0';
    if (url.searchParams.get('format') !== 'csv' || !sheet.tabs.has(gid))
      return html(res, 400, 'Bad Request');
    const token = randomBytes(12).toString('hex');
    contentTokens.set(token, { id, gid });
    return html(res, 307, 'Temporary Redirect', { location: `${origin}/content/export/${token}?format=csv` });
  }

  async function content(token: string, res: http.ServerResponse) {
    const ref = contentTokens.get(token);
    const sheet = ref ? sheets.get(ref.id) : undefined;
    const csv = ref ? sheet?.tabs.get(ref.gid) : undefined;
    if (!sheet || csv === undefined) return html(res, 404, 'Not Found');
    if (sheet.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, sheet.delayMs).unref());
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
    const bytes = Buffer.from(csv, 'utf8');
    for (let i = 0; i < bytes.length && !res.destroyed; i += CHUNK) res.write(bytes.subarray(i, i + CHUNK));
    res.end();
  }

  function admin(method: string, parts: string[], body: string, res: http.ServerResponse) {
    const [what, id = '', arg = ''] = parts;
    const run = (change: () => void) => {
      change();
      res.writeHead(204).end();
    };
    if (method === 'DELETE' && parts.length === 0) return run(fake.reset);
    if (method !== 'PUT' || !id) return res.writeHead(404).end();
    if (what === 'sheets' && arg) return run(() => fake.setSheet(id, arg, body));
    if (what === 'private') return run(() => fake.setPrivate(id));
    if (what === 'html') return run(() => fake.setHtml(id));
    if (what === 'status' && /^\d{3}$/.test(arg)) return run(() => fake.setStatus(id, Number(arg)));
    if (what === 'delay' && /^\d+$/.test(arg)) return run(() => fake.setDelay(id, Number(arg)));
    return res.writeHead(404).end();
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      // A bug in the fake: loud in tests (console.error fails a test), 500 to the caller.
      console.error('fake Sheets server failed', err);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const url = new URL(req.url ?? '/', origin);
    const method = (req.method ?? 'GET').toUpperCase();
    requests.push({ method, path: url.pathname });
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);

    if (parts[0] === '__fake') return admin(method, parts.slice(1), body, res);
    if (method !== 'GET') return html(res, 405, 'Method Not Allowed');
    const exportMatch = /^\/spreadsheets\/d\/([^/]+)\/export$/.exec(url.pathname);
    if (exportMatch) return exportSheet(url, decodeURIComponent(exportMatch[1] ?? ''), res, origin);
    const contentMatch = /^\/content\/export\/([a-f0-9]+)$/.exec(url.pathname);
    if (contentMatch) return content(contentMatch[1] ?? '', res);
    if (url.pathname === '/ServiceLogin') return html(res, 200, 'Sign in - Google Accounts');
    return html(res, 404, 'Not Found');
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    ...fake,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
