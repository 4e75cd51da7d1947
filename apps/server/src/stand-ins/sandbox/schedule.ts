import type { TGenAccount } from './generate-accounts';
import { generatedPostId } from './ids';
import { poisson, rngFor } from './prng';

/** When each account posts: per (account, hour) a Poisson draw shaped by its daily rhythm. */
export type TSlot = { id: string; at: number; seq: number };

export const HOUR_MS = 3_600_000;

/** Relative activity by local hour (mean 1): quiet nights, a morning and an evening peak. */
const RHYTHM_RAW = [
  0.2, 0.12, 0.08, 0.06, 0.06, 0.1, 0.3, 0.7, 1.2, 1.6, 1.7, 1.5, 1.4, 1.4, 1.3, 1.3, 1.3, 1.4, 1.5, 1.7, 1.8,
  1.6, 1.1, 0.5,
];
const RHYTHM_MEAN = RHYTHM_RAW.reduce((a, b) => a + b, 0) / 24;
const RHYTHM = RHYTHM_RAW.map((x) => x / RHYTHM_MEAN);

const cache = new Map<string, TSlot[]>();

/** Every post scheduled in one UTC hour (hours since the Unix epoch), in time order. */
export function hourSlots(seed: string, accounts: TGenAccount[], hour: number): TSlot[] {
  const key = `${seed}:${accounts.length}:${hour}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const slots: TSlot[] = [];
  for (const account of accounts) {
    const local = (((hour + account.voice.utcOffset) % 24) + 24) % 24;
    const rng = rngFor(seed, 'hour', hour, account.seq);
    const count = Math.min(15, poisson(rng, (account.postsPerDay / 24) * (RHYTHM[local] ?? 1)));
    const times = Array.from({ length: count }, () => hour * HOUR_MS + Math.floor(rng() * HOUR_MS)).sort(
      (a, b) => a - b,
    );
    times.forEach((at, k) => slots.push({ id: generatedPostId(at, account.seq, k), at, seq: account.seq }));
  }
  slots.sort((a, b) => a.at - b.at || a.seq - b.seq);
  if (cache.size > 600) cache.clear();
  cache.set(key, slots);
  return slots;
}

/** Slots with fromMs < at <= toMs. */
export function slotsBetween(seed: string, accounts: TGenAccount[], fromMs: number, toMs: number): TSlot[] {
  const out: TSlot[] = [];
  for (let hour = Math.floor(fromMs / HOUR_MS); hour <= Math.floor(toMs / HOUR_MS); hour++) {
    for (const slot of hourSlots(seed, accounts, hour))
      if (slot.at > fromMs && slot.at <= toMs) out.push(slot);
  }
  return out;
}
