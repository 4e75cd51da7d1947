import { composeBio, type TWriter } from './compose';
import { accountId } from './ids';
import { avatarDataUri } from './media';
import { chance, hash32, int, normal, pick, pickSome, rngFor, type TRandom } from './prng';
import type { TWritingHabits } from '../../db/schema/sandbox';
import { generateWritingHabits } from './writing-habits';
import type { TLang } from './vocab/languages';
import { FIRST_NAMES, HANDLE_PATTERNS, LAST_NAMES, PLACES, TOPIC_HANDLE_WORDS } from './vocab/people';
import { TOPIC_KEYS } from './vocab/topics';

export const NETWORK_SIZE = 300;
/** The first accounts are the identities the authorize page suggests: English, mid-sized, active. */
export const PERSONA_COUNT = 6;

export type TGenAccount = {
  seq: number;
  id: string;
  username: string;
  name: string;
  bio: string;
  avatarUrl: string;
  followers: number;
  following: number;
  lang: TLang;
  topics: string[];
  voice: TWritingHabits;
  postsPerDay: number;
  createdAt: Date;
};

const FIRST_ACCOUNT_MS = Date.UTC(2011, 0, 1);
const LAST_ACCOUNT_MS = Date.UTC(2024, 11, 31);

/** X's rule: 1–15 of A–Z, a–z, 0–9 and _. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,15}$/;

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_]/g, '');

function makeUsername(rng: TRandom, first: string, last: string, topic: string, taken: Set<string>): string {
  const word = pick(rng, TOPIC_HANDLE_WORDS[topic] ?? ['x']);
  const lower = chance(rng, 0.5);
  const part = (s: string) => (lower ? plain(s).toLowerCase() : plain(s));
  let handle = pick(rng, HANDLE_PATTERNS)
    .replace('{fi}', part(first).charAt(0))
    .replace('{f}', part(first))
    .replace('{l}', part(last))
    .replace('{t}', word)
    .replace('{nn}', String(int(rng, 10, 99)))
    .slice(0, 15);
  while (taken.has(handle.toLowerCase())) {
    handle = `${handle.slice(0, 12)}${int(rng, 1, 999)}`.slice(0, 15);
  }
  taken.add(handle.toLowerCase());
  return handle;
}

/** Long-tailed like real follower counts: most accounts small, a few very large. */
function followerCount(rng: TRandom, persona: boolean): number {
  if (persona) return int(rng, 300, 5000);
  return Math.min(2_500_000, Math.round(60 / Math.pow(Math.max(rng(), 1e-6), 1 / 0.75)));
}

function pickLang(rng: TRandom, persona: boolean): TLang {
  if (persona) return 'en';
  const r = rng();
  return r < 0.85 ? 'en' : r < 0.9 ? 'es' : r < 0.95 ? 'de' : 'fr';
}

function generateAccount(seed: string, seq: number, taken: Set<string>): TGenAccount {
  const rng = rngFor(seed, 'account', seq);
  const persona = seq < PERSONA_COUNT;
  const lang = pickLang(rng, persona);
  const topics = persona
    ? [TOPIC_KEYS[seq % 4] ?? 'saas', pick(rng, TOPIC_KEYS)]
    : pickSome(rng, TOPIC_KEYS, int(rng, 1, 3));
  const uniqueTopics = [...new Set(topics)];
  const first = pick(rng, FIRST_NAMES[lang]);
  const last = pick(rng, LAST_NAMES[lang]);
  const username = makeUsername(rng, first, last, uniqueTopics[0] ?? 'saas', taken);
  const name = chance(rng, 0.15) ? first : `${first} ${last}`;
  const voice = generateWritingHabits(rng, lang);
  const writer: TWriter = { voice, lang, topics: uniqueTopics };
  const createdMs = int(rng, FIRST_ACCOUNT_MS, LAST_ACCOUNT_MS);
  const perDay = persona ? 2 + rng() * 3 : Math.exp(0.9 + normal(rng) * 0.7);
  return {
    seq,
    id: accountId(createdMs, seq),
    username,
    name,
    bio: composeBio(rng, writer, pick(rng, PLACES)),
    avatarUrl: avatarDataUri(name, hash32(`${seed}:${username}`)),
    followers: followerCount(rng, persona),
    following: Math.round(Math.exp(5 + normal(rng) * 0.9)),
    lang,
    topics: uniqueTopics,
    voice,
    postsPerDay: Math.round(Math.min(20, Math.max(0.3, perDay)) * 100) / 100,
    createdAt: new Date(createdMs),
  };
}

const cache = new Map<string, TGenAccount[]>();

/** The network's accounts: a pure function of the seed (kept in memory, it is read on every advance). */
export function generateAccounts(seed: string, count = NETWORK_SIZE): TGenAccount[] {
  const key = `${count}:${seed}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const taken = new Set<string>();
  const accounts = Array.from({ length: count }, (_, seq) => generateAccount(seed, seq, taken));
  if (cache.size > 8) cache.clear();
  cache.set(key, accounts);
  return accounts;
}
