import { sql } from 'drizzle-orm';
import { perDatabase, type TDb } from '../../db/client';
import { platformCalls } from '../../db/schema/analytics';
import type { TLogger } from '../../lib/logger';
import type { TPlatformRegistry, TProviders } from './registry';
import type { PlatformProvider, TCredentials, TPlatformId } from './types';

/** What a platform bills per resource, in US dollars (X pay-per-use by default; see config). */
export type TPlatformPrices = {
  postRead: number;
  /** Reading the account's own posts (its timeline, its replies' figures). */
  ownPostRead: number;
  userRead: number;
  postCreate: number;
  /** Creating a post that carries a link. */
  postCreateWithLink: number;
};

/** The prices of each platform: a call is charged at those of the provider that made it. */
export type TPriceTable = Record<TPlatformId, TPlatformPrices>;

/** Bluesky bills nothing for its API: its calls are still recorded, at 0, so usage shows. */
export const FREE: TPlatformPrices = {
  postRead: 0,
  ownPostRead: 0,
  userRead: 0,
  postCreate: 0,
  postCreateWithLink: 0,
};

type TMeterDeps = { db: TDb; logger: TLogger; prices: TPriceTable };
type TCharge = { resources: number; usd: number };

const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]/i;

/** What one successful call is billed: resources are the posts or users it read or wrote. */
function charge(prices: TPlatformPrices, method: string, args: unknown[], result: unknown): TCharge | null {
  const credentials = args[0] as TCredentials;
  switch (method) {
    case 'searchKeyword': {
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
    case 'readInbox': {
      // Each entry is a post read (X bills the mentions timeline per post), with its context.
      const n = (result as { entries: unknown[] }).entries.length;
      return { resources: n, usd: n * prices.postRead };
    }
    case 'likePost':
      // Recorded so usage shows it; no price table bills a like.
      return { resources: 1, usd: 0 };
    default:
      return null;
  }
}

/**
 * How each method of the interface goes through the meter. 'charged': its successful result is
 * billed (see charge). 'reads': it is billed as the calls it makes on the provider (findOwnReplies
 * reads the account's posts with getUserPosts, each charged as such), so it runs with the metered
 * provider as `this`. 'free': no billable platform call (cursorAfter computes, intentUrl builds a
 * link, deletePost is not billed). Typed by the interface, so a method added there must be placed.
 */
const METERING: Record<
  Exclude<keyof PlatformProvider, 'id' | 'kind' | 'replyLength'>,
  'charged' | 'reads' | 'free'
> = {
  getProfile: 'charged',
  getUserPosts: 'charged',
  getUsersByUsernames: 'charged',
  searchKeyword: 'charged',
  postReply: 'charged',
  getReplyOutcomes: 'charged',
  readInbox: 'charged',
  likePost: 'charged',
  findOwnReplies: 'reads',
  cursorAfter: 'free',
  deletePost: 'free',
  suggestAccounts: 'free',
  replyDelivery: 'free',
  intentUrl: 'free',
};
const meteringOf = (prop: string | symbol) =>
  typeof prop === 'string' && Object.hasOwn(METERING, prop)
    ? METERING[prop as keyof typeof METERING]
    : 'free';

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
 * its credentials belong to (`meterAs`), at the prices of the provider's platform; calls without
 * one (the connect flow) and failed calls, which the platform does not bill, are not recorded. A
 * failed write is logged and never fails the call it accounts for. What the provider offers beyond
 * the interface (its way of connecting) passes through unmetered.
 */
export function meteredProvider<P extends PlatformProvider>(inner: P, deps: TMeterDeps): P {
  const prices = deps.prices[inner.id];
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
      const metering = meteringOf(prop);
      // The provider's own reads, made through the proxy, are each charged once.
      if (metering === 'reads') return (...args: unknown[]) => fn.apply(receiver, args);
      if (metering === 'free' || typeof prop !== 'string') return fn.bind(target);
      return async (...args: unknown[]) => {
        const result = await fn.apply(target, args);
        const userId = (args[0] as TCredentials | undefined)?.meterAs;
        const billed = userId ? charge(prices, prop, args, result) : null;
        if (userId && billed) await record(userId, prop, billed);
        return result;
      };
    },
  });
}

/** The registry with each platform's provider metered (each wrapped once, when first asked for). */
export function meteredRegistry(registry: TPlatformRegistry, deps: TMeterDeps): TPlatformRegistry {
  const wrapped = new Map<TPlatformId, PlatformProvider>();
  const get = <I extends TPlatformId>(id: I): TProviders[I] => {
    let provider = wrapped.get(id);
    if (!provider) {
      provider = meteredProvider(registry.get(id), deps);
      wrapped.set(id, provider);
    }
    return provider as TProviders[I];
  };
  return { get, list: () => registry.list().map((p) => get(p.id)) };
}

/** The prices in configuration (X_PRICE_*) for X; Bluesky's API is free. */
export function platformPrices(config: {
  X_PRICE_POST_READ_USD: number;
  X_PRICE_OWN_POST_READ_USD: number;
  X_PRICE_USER_READ_USD: number;
  X_PRICE_POST_CREATE_USD: number;
  X_PRICE_POST_CREATE_WITH_LINK_USD: number;
}): TPriceTable {
  return {
    twitter: {
      postRead: config.X_PRICE_POST_READ_USD,
      ownPostRead: config.X_PRICE_OWN_POST_READ_USD,
      userRead: config.X_PRICE_USER_READ_USD,
      postCreate: config.X_PRICE_POST_CREATE_USD,
      postCreateWithLink: config.X_PRICE_POST_CREATE_WITH_LINK_USD,
    },
    bluesky: FREE,
  };
}
