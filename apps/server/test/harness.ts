import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { ZSessionAnswer, type TSession } from '@gatling/shared/api/session';
import { createApp, type TApp } from '../src/app';
import { chooseServices } from '../src/boot';
import { loadConfig, type TConfig } from '../src/config';
import type { TDatabase } from '../src/db/client';
import type { BillingProvider } from '../src/integrations/billing/billing-provider';
import type { LanguageService } from '../src/integrations/llm/types';
import type { Mailer } from '../src/integrations/email/mailer';
import type { TPlatformRegistry } from '../src/integrations/platform/registry';
import { createLogger } from '../src/lib/logger';
import { testPasswordHashing } from './password-hashing';
import { openTestDatabase } from './test-database';

export const TEST_AUTH_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const TEST_PASSWORD = 'correct horse battery staple';
/** A fixed token-encryption key (32 bytes, hex), so sealed values are comparable across a file. */
export const TEST_TOKEN_KEY = '0123456789abcdef'.repeat(4);

export type TOutboxMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  links: string[];
  sent_at: string;
};

type TTestAppOverrides = Record<string, string | undefined>;
export type TSignIn = { res: Response; token: string | null; cookie: string };

export type TTestApp = TApp & {
  config: TConfig;
  database: TDatabase;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /**
   * A request whose socket's peer is `address`, as the Node server would see it (plain requests have
   * no socket): e.g. '127.0.0.1' for one made on the server's own machine.
   */
  requestFrom: (address: string, path: string, init?: RequestInit) => Promise<Response>;
  /** POST with a JSON body. */
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  /** The dev outbox, newest first, as GET /dev/outbox.json answers it. */
  outbox: () => Promise<TOutboxMessage[]>;
  /** The newest outbox message to an address; fails the test when there is none. */
  lastMessageTo: (to: string) => Promise<TOutboxMessage>;
  signIn: (email: string, password: string) => Promise<TSignIn>;
  signUpAndConfirm: (email: string, password?: string) => Promise<TSession>;
  close: () => Promise<void>;
};

/** `name=value` pairs of every cookie a response sets (not the ones it clears), as a Cookie header. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

/** The path and query of an absolute link from an e-mail, for app.request(). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

let counter = 0;
/** An address no other test in the file uses. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A fresh database and app for one test file. Request logs stay silent (LOG_LEVEL silent); what the
 * server logs as an error goes to console.error, which fails the test unless it expects it.
 */
export async function createTestApp(
  overrides: TTestAppOverrides = {},
  deps: {
    mailer?: Mailer;
    shareDatabaseOf?: TTestApp;
    /** Platform providers to use instead of the configured ones, e.g. X pointed at a fake server. */
    platforms?: (ctx: { config: TConfig; database: TDatabase }) => TPlatformRegistry;
    /** A payment provider instead of the configured one, e.g. Stripe pointed at a fake server. */
    billing?: BillingProvider;
    /** A language service instead of the configured one, e.g. a provider pointed at a fake server. */
    llm?: (ctx: { config: TConfig; database: TDatabase }) => LanguageService;
  } = {},
): Promise<TTestApp> {
  const adminUrl = process.env.DATABASE_URL?.trim() || undefined;
  // A second app on the same database (another configuration) saves opening one; its close() leaves it open.
  const shared = deps.shareDatabaseOf;
  const { database, url, drop } = shared
    ? { database: shared.database, url: shared.config.DATABASE_URL, drop: async () => undefined }
    : await openTestDatabase(adminUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_DISABLED: 'true',
    DATABASE_URL: url,
    ...overrides,
  });
  const logger = createLogger('error', { write: (line: string) => console.error(line.trimEnd()) });
  const built = createApp({
    config,
    database,
    logger,
    passwordHashing: testPasswordHashing,
    authSecret: config.AUTH_SECRET ?? TEST_AUTH_SECRET,
    tokenKey: config.TOKEN_ENCRYPTION_KEY ?? TEST_TOKEN_KEY,
    services: {
      ...chooseServices({ config, db: database.db, logger }),
      ...(deps.mailer ? { mailer: deps.mailer } : {}),
      ...(deps.platforms ? { platforms: deps.platforms({ config, database }) } : {}),
      ...(deps.billing ? { billing: deps.billing } : {}),
      ...(deps.llm ? { llm: deps.llm({ config, database }) } : {}),
    },
  });
  const request = async (path: string, init?: RequestInit) => built.app.request(path, init);
  const requestFrom = async (address: string, path: string, init?: RequestInit) =>
    built.app.request(path, init, { incoming: { socket: { remoteAddress: address } } });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  const outbox = async () => {
    const res = await requestFrom('127.0.0.1', '/dev/outbox.json');
    expect(res.status).toBe(200);
    return (await res.json()) as TOutboxMessage[];
  };
  const lastMessageTo = async (to: string) => {
    const message = (await outbox()).find((m) => m.to === to);
    if (!message) throw new Error(`no outbox message to ${to}`);
    return message;
  };

  const signIn = async (email: string, password: string): Promise<TSignIn> => {
    const res = await post('/api/identity/sign-in/email', { email, password, callbackURL: '/auth' });
    return { res, token: res.headers.get('set-auth-token'), cookie: cookiesOf(res) };
  };

  const signUpAndConfirm = async (email: string, password = TEST_PASSWORD): Promise<TSession> => {
    const name = email.split('@')[0] ?? email;
    const signUp = await post('/api/identity/sign-up/email', { email, password, name, callbackURL: '/auth' });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const link = (await lastMessageTo(email)).links[0];
    if (!link) throw new Error(`the confirmation e-mail to ${email} has no link`);
    const confirm = await request(pathOf(link));
    expect(confirm.status).toBe(302);
    const signedIn = await signIn(email, password);
    expect(signedIn.res.status, await signedIn.res.clone().text()).toBe(200);
    const headers: Record<string, string> = signedIn.token
      ? { authorization: `Bearer ${signedIn.token}` }
      : { cookie: signedIn.cookie };
    const answer = ZSessionAnswer.parse(await (await request('/api/session', { headers })).json());
    if (!answer.session) throw new Error(`no session after signing in as ${email}`);
    return answer.session;
  };

  return {
    ...built,
    config,
    database,
    request,
    requestFrom,
    post,
    outbox,
    lastMessageTo,
    signIn,
    signUpAndConfirm,
    close: drop,
  };
}

/**
 * Stands for the value a hook opens, before it is open: a file can name it at the top (and build
 * its helpers on it) and use it in hooks and tests, where it is open. Reading it earlier throws.
 */
function standIn<T extends object>(slot: { value?: T }, opensIn: string): T {
  const open = (): T => {
    if (slot.value === undefined) throw new Error(`read outside hooks and tests: it is opened in ${opensIn}`);
    return slot.value;
  };
  return new Proxy({} as T, {
    get(_, prop) {
      const target = open();
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
    set: (_, prop, value) => Reflect.set(open(), prop, value),
    has: (_, prop) => Reflect.has(open(), prop),
    // Spreading and JSON see the value's own properties (reported configurable, as a proxy of {} must).
    ownKeys: () => Reflect.ownKeys(open()),
    getOwnPropertyDescriptor: (_, prop) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(open(), prop);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

type TClosable = { close: () => unknown };
const closeItself = (value: object) => (value as TClosable).close();

/** Opens a value in one hook and closes it in the other; the stand-in reads it. */
function opened<T extends object>(
  hooks: { before: typeof beforeAll; after: typeof afterAll; name: string },
  open: () => Promise<T>,
  close: (value: T) => unknown,
): T {
  const slot: { value?: T } = {};
  hooks.before(async () => {
    slot.value = await open();
  });
  hooks.after(async () => {
    if (slot.value !== undefined) await close(slot.value);
  });
  return standIn(slot, hooks.name);
}

/**
 * A value (an app, a fake server) opened before the tests of the file, or of the describe block
 * it is called in, and closed after them: by `close`, else by its own close(). Hooks run in the
 * order they are declared, closes in reverse.
 */
export function openedForAll<T extends TClosable>(open: () => Promise<T>): T;
export function openedForAll<T extends object>(open: () => Promise<T>, close: (value: T) => unknown): T;
export function openedForAll<T extends object>(open: () => Promise<T>, close = closeItself): T {
  return opened({ before: beforeAll, after: afterAll, name: 'beforeAll' }, open, close);
}

/** A value opened afresh before each test and closed after it, as openedForAll. */
export function openedForEach<T extends TClosable>(open: () => Promise<T>): T;
export function openedForEach<T extends object>(open: () => Promise<T>, close: (value: T) => unknown): T;
export function openedForEach<T extends object>(open: () => Promise<T>, close = closeItself): T {
  return opened({ before: beforeEach, after: afterEach, name: 'beforeEach' }, open, close);
}

/**
 * createTestApp for the tests of the file (or describe block): opened before them, closed after.
 * Overrides given as a function are read when the app opens, e.g. the URL of a fake opened before it.
 */
export function useTestApp(
  overrides: TTestAppOverrides | (() => TTestAppOverrides) = {},
  deps: Parameters<typeof createTestApp>[1] = {},
): TTestApp {
  return openedForAll(() => createTestApp(typeof overrides === 'function' ? overrides() : overrides, deps));
}

/** Authorization header for a session's access token. */
export function bearer(session: { access_token: string } | string): Record<string, string> {
  return { authorization: `Bearer ${typeof session === 'string' ? session : session.access_token}` };
}

/** Reads an error answer and checks the one error shape: JSON { detail, code }. */
export async function expectErrorBody(
  res: Response,
  status?: number,
): Promise<{ detail: string; code: string }> {
  const text = await res.text();
  if (status !== undefined) expect(res.status, text).toBe(status);
  expect(res.status, text).toBeGreaterThanOrEqual(400);
  expect(res.status, text).toBeLessThan(500);
  expect(res.headers.get('content-type') ?? '').toContain('application/json');
  const body = JSON.parse(text) as { detail?: unknown; code?: unknown };
  expect(typeof body.detail, text).toBe('string');
  expect((body.detail as string).length).toBeGreaterThan(0);
  expect(typeof body.code, text).toBe('string');
  return body as { detail: string; code: string };
}
