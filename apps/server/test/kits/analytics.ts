import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ZAnalyticsRepliesAnswer,
  ZAnalyticsSummary,
  type TAnalyticsRepliesAnswer,
  type TAnalyticsSummary,
} from '@gatling/shared/api/analytics';
import type { TSession } from '@gatling/shared/api/session';
import { accountSnapshots, platformCalls } from '../../src/db/schema/analytics';
import { llmCalls } from '../../src/db/schema/llm';
import {
  platformRegistry,
  type TPlatformRegistry,
  type TProviders,
} from '../../src/integrations/platform/registry';
import type {
  PlatformProvider,
  TCredentials,
  TOutcomeQuery,
  TPostOutcome,
} from '../../src/integrations/platform/types';
import { createLogger } from '../../src/lib/logger';
import { createSandboxProvider } from '../../src/stand-ins/sandbox/sandbox-provider';
import { bearer, createTestApp, uniqueEmail, type TTestApp } from '../harness';
import { billingKit } from './billing';
import { blueskyDouble, connectBlueskyAccount, newBlueskyScript } from './bluesky-double';
import { connectionsKit, sandboxBrowser } from './connections';
import { insertReply, testOriginalMessage, type TNewReply } from './replies';

const DAY_MS = 24 * 60 * 60_000;

/** Figures the platform answers for a published post id; `throws` makes the next read fail. */
export type TScript = {
  figures: Map<string, Omit<TPostOutcome, 'postId'>>;
  throws: Error | null;
  asked: TOutcomeQuery[][];
};

/** The sandbox provider with getReplyOutcomes answered from a script (everything else real). */
function scriptedProvider(real: PlatformProvider, script: TScript): PlatformProvider {
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'getReplyOutcomes') {
        return async (_credentials: TCredentials, items: TOutcomeQuery[]) => {
          script.asked.push(items);
          if (script.throws) throw script.throws;
          const found = items.flatMap((i) => {
            const f = script.figures.get(i.postId);
            return f ? [{ postId: i.postId, ...f }] : [];
          });
          return { found, missing: items.filter((i) => !script.figures.has(i.postId)).map((i) => i.postId) };
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * A test app whose platforms read scripted reply figures (X: the sandbox network with scripted
 * outcomes; Bluesky: the in-memory double), and the calls analytics tests make.
 */
export async function openAnalyticsApp() {
  const script: TScript = { figures: new Map(), throws: null, asked: [] };
  const bluesky = newBlueskyScript();
  const t: TTestApp = await createTestApp(
    // As on X: the first reading an hour after publishing.
    { OUTCOME_FIRST_READ_MINUTES: '60' },
    {
      platforms: ({ config, database }): TPlatformRegistry => {
        const sandbox = createSandboxProvider({
          db: database.db,
          seed: config.SANDBOX_SEED,
          publicUrl: config.publicUrl,
          logger: createLogger('silent'),
        });
        const twitter = scriptedProvider(sandbox, script) as TProviders['twitter'];
        return platformRegistry({ twitter, bluesky: blueskyDouble(bluesky) });
      },
    },
  );
  const db = t.database.db;
  const connections = connectionsKit(t);
  const browser = sandboxBrowser(t, connections);
  const billing = billingKit(t);

  /**
   * A user on the trial with a sandbox identity connected; unless `keep`, nothing metered and no
   * follower reading yet (connecting takes today's).
   */
  const subscriber = async ({ keep = false } = {}) => {
    const session = await t.signUpAndConfirm(uniqueEmail('analytics'));
    await billing.startTrial(session);
    await browser.connect(session);
    if (!keep) {
      await db.delete(platformCalls).where(eq(platformCalls.userId, session.user.id));
      await db.delete(accountSnapshots).where(eq(accountSnapshots.userId, session.user.id));
    }
    return session;
  };

  /** Midnight UTC of today, plus `days` (negative: before) and `hours`. */
  const dayAt = (days: number, hours = 0) => {
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return new Date(midnight + days * DAY_MS + hours * 60 * 60_000);
  };

  const reply = (session: TSession, overrides: Partial<TNewReply>) =>
    insertReply(db, session.user.id, { post: testOriginalMessage(), ...overrides });

  /** The Bluesky account of a subscriber, connected beside their X one. */
  const connectBluesky = (session: TSession) => connectBlueskyAccount(db, t.services.cipher, session.user.id);

  const snapshot = (
    session: TSession,
    day: Date,
    followers: number,
    platform: 'twitter' | 'bluesky' = 'twitter',
  ) =>
    db.insert(accountSnapshots).values({
      userId: session.user.id,
      platform,
      day: day.toISOString().slice(0, 10),
      followers,
      following: 10,
    });

  /** A metered model call; `tokens`: its input, and how much of it came from the prompt cache. */
  const modelCall = (
    session: TSession,
    at: Date,
    costUsd: string,
    tokens: { input: number; cached: number } = { input: 0, cached: 0 },
  ) =>
    db.insert(llmCalls).values({
      userId: session.user.id,
      task: 'draft-reply',
      provider: 'openai',
      model: 'gpt-4o-mini',
      inputTokens: tokens.input,
      cachedInputTokens: tokens.cached,
      costUsd,
      durationMs: 10,
      status: 'ok',
      createdAt: at,
    });

  const get = (session: TSession, path: string, headers: Record<string, string> = {}) =>
    t.request(`/api/analytics${path}`, { headers: { ...bearer(session), ...headers } });

  const summary = async (session: TSession, query = ''): Promise<TAnalyticsSummary> => {
    const res = await get(session, `/summary${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return ZAnalyticsSummary.strict().parse(await res.json());
  };

  const repliesOf = async (session: TSession, query = ''): Promise<TAnalyticsRepliesAnswer> => {
    const res = await get(session, `/replies${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return ZAnalyticsRepliesAnswer.strict().parse(await res.json());
  };

  return {
    t,
    close: () => t.close(),
    db,
    script,
    bluesky,
    connectBluesky,
    subscriber,
    dayAt,
    reply,
    snapshot,
    modelCall,
    get,
    summary,
    repliesOf,
    billing,
  };
}
