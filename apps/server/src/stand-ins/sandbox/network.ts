import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sandboxState } from '../../db/schema/sandbox';
import type { TLogger } from '../../lib/logger';
import { generateAccounts } from './generate-accounts';
import { insertAccounts, materialise, prune, type TNetworkRecord } from './materialise';
import { HOUR_MS, slotsBetween } from './schedule';

/** Bump when the generator's output changes; stored with the network for the record. */
export const GENERATOR_VERSION = 1;
/** A new network starts with this much history (X's recent search covers 7 days). */
export const HISTORY_MS = 7 * 24 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

export type TClock = () => Date;

export type TSandboxNetwork = {
  /** Seeds the network on first use, then materialises the posts due by `now`. Returns the network's now. */
  advanceTo(now: Date): Promise<Date>;
  /** advanceTo(clock()). */
  sync(): Promise<Date>;
};

export function createSandboxNetwork(deps: {
  db: TDb;
  seed: string;
  clock?: TClock;
  logger?: TLogger;
}): TSandboxNetwork {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  // What this process knows: the network is complete up to highWater (never moves back).
  let highWater = 0;
  let record: TNetworkRecord | null = null;
  let warnedSeed = false;

  /** Nothing scheduled in (from, to]: the network is complete up to `to` without writing. */
  const quiet = (from: number, to: number) =>
    record !== null && slotsBetween(record.seed, generateAccounts(record.seed), from, to).length === 0;

  async function readClock(): Promise<number> {
    const [row] = await db.select().from(sandboxState).where(eq(sandboxState.key, 'clock'));
    return typeof row?.value.high_water_ms === 'number' ? row.value.high_water_ms : 0;
  }

  async function advanceTo(now: Date): Promise<Date> {
    const target = now.getTime();
    if (highWater >= target) return new Date(highWater);
    // Most reads are seconds apart and the network posts about once a minute: skip the database.
    if (highWater > 0 && quiet(highWater, target)) {
      highWater = target;
      return now;
    }
    highWater = Math.max(highWater, await readClock());
    if (highWater >= target) return new Date(highWater);
    highWater = await db.transaction(async (tx) => {
      await tx.insert(sandboxState).values({ key: 'clock', value: {} }).onConflictDoNothing();
      const [locked] = await tx
        .select()
        .from(sandboxState)
        .where(eq(sandboxState.key, 'clock'))
        .for('update');
      const done = typeof locked?.value.high_water_ms === 'number' ? locked.value.high_water_ms : null;
      if (done !== null && done >= target) return done;
      const network =
        done === null
          ? await seedNetwork(tx as unknown as TDb, target)
          : await readNetwork(tx as unknown as TDb);
      if (done !== null)
        await materialise(tx as unknown as TDb, network, Math.max(done, target - HISTORY_MS), target);
      if (done !== null && Math.floor(done / DAY_MS) !== Math.floor(target / DAY_MS))
        await prune(tx as unknown as TDb, target);
      await tx
        .update(sandboxState)
        .set({ value: { high_water_ms: target }, updatedAt: new Date() })
        .where(eq(sandboxState.key, 'clock'));
      return target;
    });
    return new Date(Math.max(highWater, target));
  }

  async function readNetwork(tx: TDb): Promise<TNetworkRecord> {
    const [row] = await tx.select().from(sandboxState).where(eq(sandboxState.key, 'network'));
    const value = row?.value as TNetworkRecord | undefined;
    if (!value) throw new Error('sandbox network state is missing its network record');
    record = value;
    if (value.seed !== deps.seed && !warnedSeed) {
      warnedSeed = true;
      deps.logger?.warn(
        { stored: value.seed, configured: deps.seed },
        'sandbox network keeps the seed it was made with',
      );
    }
    return value;
  }

  async function seedNetwork(tx: TDb, target: number): Promise<TNetworkRecord> {
    const started = performance.now();
    const network: TNetworkRecord = {
      seed: deps.seed,
      origin_ms: Math.floor((target - HISTORY_MS) / HOUR_MS) * HOUR_MS,
      generator: GENERATOR_VERSION,
    };
    await tx.insert(sandboxState).values({ key: 'network', value: network });
    record = network;
    const accounts = generateAccounts(network.seed);
    await insertAccounts(tx, accounts);
    const count = await materialise(tx, network, network.origin_ms - 1, target);
    deps.logger?.info(
      { accounts: accounts.length, posts: count, ms: Math.round(performance.now() - started) },
      'sandbox network seeded',
    );
    return network;
  }

  return { advanceTo, sync: () => advanceTo(clock()) };
}
