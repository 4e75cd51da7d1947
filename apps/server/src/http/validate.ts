import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors';

function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/** Reads and validates a JSON body: 415 for another content type, 400 for broken JSON, 422 for a wrong shape. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', describeIssues(parsed.error));
  return parsed.data;
}

/** Reads and validates the query: 422 by default, or `code` where the contract says 400. */
export function readQuery<S extends z.ZodType>(
  c: Context,
  schema: S,
  code: 'VALIDATION_FAILED' | 'BAD_REQUEST' = 'VALIDATION_FAILED',
): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new AppError(code, describeIssues(parsed.error));
  return parsed.data;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where `sent` has a key the parsed `kept` value does not: the fields the schema does not know. */
function unknownFields(sent: unknown, kept: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, i) => (i < kept.length ? unknownFields(item, kept[i], `${at}[${i}]`) : []));
  }
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    return key in kept ? unknownFields(value, kept[key], path) : [path];
  });
}

/**
 * 400 naming the fields a body sent that its schema does not know: a misspelt field is a mistake to
 * report, not something to drop silently while answering 200.
 */
export function assertKnownFields(sent: unknown, kept: unknown): void {
  const unknown = unknownFields(sent, kept, '');
  if (unknown.length === 0) return;
  const shown = unknown.slice(0, 5).join(', ');
  throw new AppError('BAD_REQUEST', `Unknown field${unknown.length > 1 ? 's' : ''}: ${shown}`);
}

/** A name as a detail shows it: an empty one is visible, a long one cut. */
const shownName = (name: string) => (name === '' ? '""' : name.length > 64 ? `${name.slice(0, 64)}…` : name);

/**
 * 400 naming the query parameters a route does not declare: like a misspelt body field, a misspelt
 * parameter (`?limt=5`) is a mistake to report, not one to answer 200 as if it were not there.
 */
export function assertKnownQuery(c: Context, declared: readonly string[]): void {
  // Hono's reading of the query, the one readQuery validates.
  const unknown = Object.keys(c.req.queries()).filter((name) => !declared.includes(name));
  if (unknown.length === 0) return;
  const shown = unknown.slice(0, 5).map(shownName).join(', ');
  throw new AppError('BAD_REQUEST', `Unknown query parameter${unknown.length > 1 ? 's' : ''}: ${shown}`);
}

/**
 * On a route that takes no body: no body, an empty one or `{}` pass (a client may send `{}` with
 * every POST); a JSON object with fields is a 400 naming them, anything else a 400 saying so.
 */
export async function assertNoBody(c: Context): Promise<void> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return; // a body there is never read
  const text = await c.req.text();
  if (text.trim() === '') return;
  let sent: unknown;
  try {
    sent = JSON.parse(text);
  } catch {
    sent = undefined;
  }
  if (!isPlainObject(sent)) throw new AppError('BAD_REQUEST', 'This request takes no body');
  assertKnownFields(sent, {});
}
