import { sql } from 'drizzle-orm';
import { perDatabase, type TDb } from '../../db/client';
import { platformCalls } from '../../db/schema/analytics';
import type { TLogger } from '../../lib/logger';
import type { TPlatformRegistry } from './registry';
import type { PlatformProvider, TCredentials } from './types';

/** What the platform bills per resource, in US dollars (X pay-per-use by default; see config). */
export type TPlatformPrices = {
  postRead: number;
  /** Reading the account's own posts (its timeline, its replies' figures). */
  ownPostRead: number;
  userRead: number;
  postCreate: number;
  /** Creating a post that carries a link. */
  postCreateWithLink: number;
};

type TMeterDeps = { db: TDb; logger: TLogger; prices: TPlatformPrices };
type TCharge = { resources: number; usd: number };

const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]/i;

/** What one successful call is billed: resources are the posts or users it read or wrote. */
function charge(prices: TPlatformPrices, method: string, args: unknown[], result: unknown): TCharge | null {
  const credentials = args[0] as TCredentials;
  switch (method) {
    case 'searchRecent': {
      const n = (result as unknown[]).length;
      return { resources: n, usd: n * prices.postRead };
    }
    case 'getUserPosts': {
      const n = (result as unknown[]).length;
      const own = args[1] === credentials.userId;
      return { resources: n, usd: n * (own ? prices.ownPostRead : prices.postRead) };
    }
    case 'getUsersByUsernames': {
      const n = (result as { found: unknown[] }).found.length;
      return { resources: n, usd: n * prices.userRead };
    }
    case 'getProfile':
      return { resources: 1, usd: prices.userRead };
    case 'postReply': {
      const text = (args[1] as { text: string }).text;
      return { resources: 1, usd: LINK.test(text) ? prices.postCreateWithLink : prices.postCreate };
    }
    case 'getReplyOutcomes': {
      const n = (result as { found: unknown[] }).found.length;
      return { resources: n, usd: n * prices.ownPostRead };
    }
    default:
      return null;
  }
}

const METERED = new Set([
  'searchRecent',
  'getUserPosts',
  'getUsersByUsernames',
  'getProfile',
  'postReply',
  'getReplyOutcomes',
]);

/** The insert of one call, its SQL built once for each database (it runs after every billable call). */
const recordStatement = perDatabase((db) => {
  const value = (name: string) => sql`${sql.placeholder(name)}`;
  return db
    .insert(platformCalls)
    .values({
      userId: value('userId'),
      platform: value('platform'),
      providerKind: value('providerKind'),
      endpoint: value('endpoint'),
      resources: value('resources'),
      costUsd: value('costUsd'),
    })
    .prepare('gatling_record_platform_call');
});

/**
 * The provider with every successful billable call written to platform_calls for the product user
 * its credentials belong to (`meterAs`); calls without one (the connect flow) and failed calls,
 * which the platform does not bill, are not recorded. A failed write is logged and never fails the
 * call it accounts for.
 */
export function meteredProvider(inner: PlatformProvider, deps: TMeterDeps): PlatformProvider {
  const record = async (userId: string, endpoint: string, billed: TCharge) => {
    try {
      await recordStatement(deps.db).execute({
        userId,
        platform: inner.id,
        providerKind: inner.kind,
        endpoint,
        resources: billed.resources,
        costUsd: billed.usd.toFixed(6),
      });
    } catch (err) {
      deps.logger.warn({ err, endpoint }, 'could not record a platform call');
    }
  };
  return new Proxy(inner, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      const fn = value as (...args: unknown[]) => unknown;
      if (typeof prop !== 'string' || !METERED.has(prop)) return fn.bind(target);
      return async (...args: unknown[]) => {
        const result = await fn.apply(target, args);
        const userId = (args[0] as TCredentials | undefined)?.meterAs;
        const billed = userId ? charge(deps.prices, prop, args, result) : null;
        if (userId && billed) await record(userId, prop, billed);
        return result;
      };
    },
  });
}

/** The registry with each provider metered. */
export function meteredRegistry(registry: TPlatformRegistry, deps: TMeterDeps): TPlatformRegistry {
  const wrapped = new Map(registry.list().map((p) => [p.id, meteredProvider(p, deps)]));
  return { get: (id) => wrapped.get(id) ?? registry.get(id), list: () => [...wrapped.values()] };
}

/** The prices in configuration (X_PRICE_*). */
export function platformPrices(config: {
  X_PRICE_POST_READ_USD: number;
  X_PRICE_OWN_POST_READ_USD: number;
  X_PRICE_USER_READ_USD: number;
  X_PRICE_POST_CREATE_USD: number;
  X_PRICE_POST_CREATE_WITH_LINK_USD: number;
}): TPlatformPrices {
  return {
    postRead: config.X_PRICE_POST_READ_USD,
    ownPostRead: config.X_PRICE_OWN_POST_READ_USD,
    userRead: config.X_PRICE_USER_READ_USD,
    postCreate: config.X_PRICE_POST_CREATE_USD,
    postCreateWithLink: config.X_PRICE_POST_CREATE_WITH_LINK_USD,
  };
}
