/**
 * Bluesky's own reference network (@atproto/dev-env: a PLC directory, a PDS and the AppView) for
 * one test file, and the product's API app on a PostgreSQL database of its own, pointed at it.
 */
import { AtpAgent } from '@atproto/api';
import { TestNetwork } from '@atproto/dev-env';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, uniqueEmail, type TTestApp } from '../../apps/server/test/harness';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** How long each step took, printed at the end of the file (the suite's timing figures). */
export const timings: Record<string, number> = {};
export async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    timings[label] = Math.round(performance.now() - started);
  }
}

/**
 * A schema name no other run uses (dev-env takes letters and underscores only, and never drops its
 * schemas: dropSchemas below does, after the network closed).
 */
function freshSchema(label: string): string {
  const letters = (n: number) => n.toString().replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'z');
  return `bsn_${label}_${letters(Date.now())}${letters(Math.floor(Math.random() * 1e4))}`;
}

/** The network's schemas (bsky's own and those it prefixes, e.g. bsync_<schema>), dropped. */
async function dropSchemas(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const found = await client.query<{ name: string }>(
      `select schema_name as name from information_schema.schemata where schema_name like $1`,
      [`%${schema}`],
    );
    for (const { name } of found.rows) await client.query(`drop schema if exists "${name}" cascade`);
  } finally {
    await client.end();
  }
}

export type TBlueskyAccount = {
  handle: string;
  did: string;
  email: string;
  password: string;
  /** Signed in with the account password, on the PDS. */
  agent: AtpAgent;
};

/**
 * The network for the tests of a file (its `label` names its schema): started before them, closed
 * (and its schemas dropped) after them. Read `current()` inside hooks and tests.
 */
export function useBlueskyNetwork(label: string) {
  let network: TestNetwork | undefined;
  const schema = freshSchema(label);
  beforeAll(async () => {
    network = await timed('network start', () =>
      TestNetwork.create({
        dbPostgresUrl: POSTGRES_URL,
        dbPostgresSchema: schema,
        pds: { rateLimitsEnabled: true },
      }),
    );
  });
  afterAll(async () => {
    await timed('network close', async () => {
      await network?.close();
      await dropSchemas(schema);
    });
    console.warn(`[bluesky-network ${label}] timings (ms): ${JSON.stringify(timings)}`);
  });

  const current = (): TestNetwork => {
    if (!network) throw new Error('the network is started in beforeAll');
    return network;
  };

  let accounts = 0;
  /** A new account on the PDS (handle <name><n>.test), signed in with its account password. */
  const createAccount = async (name: string): Promise<TBlueskyAccount> => {
    accounts += 1;
    const handle = `${name}${accounts}${Date.now().toString(36).slice(-3)}.test`;
    const email = `${handle}@example.com`;
    const password = `account-password-${Math.random().toString(36).slice(2)}`;
    const agent = new AtpAgent({ service: current().pds.url });
    const created = await agent.createAccount({ handle, email, password });
    return { handle, did: created.data.did, email, password, agent };
  };

  /** A fresh app password of the account, made the way a person makes one in Bluesky's settings. */
  const createAppPassword = async (account: TBlueskyAccount): Promise<string> => {
    const answer = await account.agent.com.atproto.server.createAppPassword({
      name: `gatling-${Math.random().toString(36).slice(2, 8)}`,
    });
    return answer.data.password;
  };

  /** An agent reading straight from the AppView (no PDS in between), signed out. */
  const appView = () => new AtpAgent({ service: current().bsky.url });

  /** The replies under a post, as the AppView's thread shows them. */
  const repliesInThread = async (uri: string) => {
    const answer = await appView().app.bsky.feed.getPostThread({ uri, depth: 1 });
    const thread = answer.data.thread as {
      replies?: { post?: { uri: string; author: { did: string }; record: unknown } }[];
    };
    return (thread.replies ?? []).flatMap((r) =>
      r.post
        ? [
            {
              uri: r.post.uri,
              authorDid: r.post.author.did,
              record: r.post.record as {
                text: string;
                reply?: { root: { uri: string }; parent: { uri: string } };
              },
            },
          ]
        : [],
    );
  };

  return { current, createAccount, createAppPassword, appView, repliesInThread };
}

export type TBlueskyNetwork = ReturnType<typeof useBlueskyNetwork>;

/** A product user, signed up and confirmed; `auth` is the header their requests carry. */
export async function productUser(t: TTestApp, label: string) {
  const session = await t.signUpAndConfirm(uniqueEmail(label));
  return { session, userId: session.user.id, auth: { authorization: `Bearer ${session.access_token}` } };
}

/** The product's API app on a database of its own, with Bluesky at `serviceUrl()` (read when it opens). */
export function useProductApp(serviceUrl: () => string, overrides: Record<string, string> = {}) {
  let app: TTestApp | undefined;
  beforeAll(async () => {
    app = await timed('product app open', () =>
      createTestApp({ BLUESKY_SERVICE_URL: serviceUrl(), ...overrides }),
    );
  });
  afterAll(async () => {
    await app?.close();
  });
  return (): TTestApp => {
    if (!app) throw new Error('the product app is opened in beforeAll');
    return app;
  };
}

/** POST /api/auth/bluesky for a user. */
export async function connectBluesky(
  t: TTestApp,
  auth: Record<string, string>,
  input: { identifier: string; app_password: string },
): Promise<Response> {
  return t.post('/api/auth/bluesky', input, auth);
}

/** Connects and checks the answer: the profile of the account. */
export async function connectedBluesky(
  t: TTestApp,
  auth: Record<string, string>,
  input: { identifier: string; app_password: string },
): Promise<{ did: string; handle: string }> {
  const res = await connectBluesky(t, auth, input);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { data: { did: string; handle: string } };
  return body.data;
}
