/**
 * Seeded randomness: a string hash (cyrb128) feeding sfc32. Every random choice of the sandbox goes
 * through a generator made from a string that names what it decides (seed, hour, account, post),
 * so one choice never shifts another and the same seed always builds the same network.
 */
export type TRandom = () => number;

function cyrb128(input: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < input.length; i++) {
    const k = input.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

function sfc32(a: number, b: number, c: number, d: number): TRandom {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** A generator for one named decision: `rngFor(seed, 'post', id)`. */
export function rngFor(...parts: Array<string | number>): TRandom {
  const [a, b, c, d] = cyrb128(parts.join('\u241f'));
  const next = sfc32(a, b, c, d);
  for (let i = 0; i < 12; i++) next(); // sfc32 wants a few rounds before its output is well mixed
  return next;
}

/** A 32-bit hash of a string, for small stable choices (colours, bits of an id). */
export function hash32(input: string): number {
  return cyrb128(input)[0];
}

export function int(rng: TRandom, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function chance(rng: TRandom, p: number): boolean {
  return rng() < p;
}

export function pick<T>(rng: TRandom, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(rng() * items.length)] as T;
}

/** `count` distinct items, in the order drawn. */
export function pickSome<T>(rng: TRandom, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0] as T);
  }
  return out;
}

/** Knuth's method; fine for the small rates of one account in one hour. */
export function poisson(rng: TRandom, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng();
  while (p > limit && k < 50) {
    k++;
    p *= rng();
  }
  return k;
}

/** Standard normal (Box–Muller). */
export function normal(rng: TRandom): number {
  const u = Math.max(rng(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}
