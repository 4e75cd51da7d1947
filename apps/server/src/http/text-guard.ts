import type { Context } from 'hono';
import { AppError } from '../errors';

/** A NUL, or a surrogate without its pair: text PostgreSQL cannot store or JSON cannot round-trip. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  const found = BAD_TEXT.exec(text)?.[0];
  if (found === undefined) return null;
  return found === '\u0000'
    ? 'contains a NUL character, which text cannot hold'
    : 'contains a lone surrogate (a half of a character): not valid Unicode';
}

/** The first string (or key) in a parsed body that is not storable text, with where it is. */
export function findBadText(value: unknown, at = ''): { field: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem ? { field: at || 'the body', problem } : null;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findBadText(item, `${at}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const field = at ? `${at}.${key}` : key;
      const keyProblem = problemOf(key);
      if (keyProblem) return { field: `a field name in ${at || 'the body'}`, problem: keyProblem };
      const found = findBadText(item, field);
      if (found) return found;
    }
  }
  return null;
}

const BROKEN_ESCAPE = /%(?![0-9a-fA-F]{2})/;

/** One percent-encoded part of an address, decoded strictly: a 400 when its bytes are not UTF-8. */
function decodedPart(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      BROKEN_ESCAPE.test(part)
        ? `The ${what} is not valid: a % is not followed by two hex digits`
        : `The ${what} is not valid: its escaped bytes are not UTF-8`,
    );
  }
}

/**
 * The name=value pairs of a query or form, decoded strictly. Not URLSearchParams: it turns bytes
 * that are not UTF-8 (%FF, an encoded surrogate, an overlong NUL) into U+FFFD without a word.
 */
function strictPairs(text: string, what: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    pairs.push([decodedPart(name.replace(/\+/g, ' '), what), decodedPart(value.replace(/\+/g, ' '), what)]);
  }
  return pairs;
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Broken JSON is the handler's to report (400 'not valid JSON'). */
function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Text that cannot be stored (NUL characters, lone surrogates) is refused with a 400 naming the
 * field, before any handler runs: without that it reached PostgreSQL (a 500) or was silently turned
 * into U+FFFD (a trigger that no longer matches what the user typed). request-screen.ts runs these.
 *
 * Refuses, with a 400, an address (path or query) holding text that cannot be stored. A request
 * line holds no NUL (the HTTP parser refuses it) and its bytes cannot make a lone surrogate: both
 * arrive only percent-encoded, so an address without a % has neither.
 */
export function checkAddressText(c: Context): void {
  const href = c.req.url;
  if (!href.includes('%')) return;
  const url = new URL(href);
  const pathProblem = problemOf(decodedPart(url.pathname, 'address'));
  if (pathProblem) throw new AppError('BAD_REQUEST', `The address ${pathProblem}`);
  for (const [name, value] of strictPairs(url.search.slice(1), 'query')) {
    const problem = problemOf(name) ?? problemOf(value);
    if (problem) throw new AppError('BAD_REQUEST', `The query parameter ${name} ${problem}`);
  }
}

/** Deepest nesting of arrays and objects a JSON body may have; the product's own bodies use a few. */
export const JSON_MAX_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read in one pass without recursion
 * (brackets inside strings do not count). Broken JSON is the parser's to report.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character.
      if (ch === 0x5c) i += 1;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** Refuses, with a 400 naming the field, a JSON or form body holding text that cannot be stored. */
export async function checkBodyText(c: Context): Promise<void> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const form = type.startsWith('application/x-www-form-urlencoded');
  if (!form && !type.startsWith('application/json')) return;
  // A copy: the handler (or the sign-in library) still reads the body itself.
  let text: string;
  try {
    text = STRICT_UTF8.decode(await c.req.raw.clone().arrayBuffer());
  } catch {
    // Bytes that are not UTF-8 would be turned into U+FFFD without a word.
    throw new AppError('BAD_REQUEST', 'The request body is not valid UTF-8');
  }
  // A megabyte of '[[[…' overflowed the stack of every reader after the parser (this one first).
  if (!form && nestsDeeperThan(text, JSON_MAX_DEPTH)) {
    throw new AppError(
      'BAD_REQUEST',
      `The request body is nested too deeply (${JSON_MAX_DEPTH} levels at most)`,
    );
  }
  const found = form
    ? // A form may repeat a field: every value is read.
      (strictPairs(text, 'request body')
        .map(([name, v]) => findBadText(v, name))
        .find(Boolean) ?? null)
    : findBadText(parsedOrNull(text));
  if (found) throw new AppError('BAD_REQUEST', `${found.field} ${found.problem}`);
}
