import { hashString, words } from '../../../drafting/text/text';
import { isPlural } from '../../../lib/text/plural';
import { openingOf, repeatedRuns, wordGrams, type TMemory } from '../../../drafting/voice-guard/frames';

/**
 * Sentence patterns with choices: "(Congrats on|Nice work on) {topic} (going live|shipping)". A
 * pattern yields many sentences; which one a draft gets is seeded from the post, and a sentence
 * that repeats a recent draft's wording is passed over for another (see `fresh`).
 */
export type TSlot =
  | 'topic'
  | 'thing'
  | 'other'
  | 'action'
  | 'event'
  | 'figure'
  /** The figure where it is good news (up, or down on a cost): praise goes only with it. */
  | 'gain'
  /** What the author did, its figure left out: "raising prices" of "raising prices 51%". */
  | 'lever'
  | 'change'
  | 'measure'
  | 'asked'
  | 'subject'
  | 'says'
  | 'item'
  | 'item2'
  /** A list's last item: in a recap, usually the line worth taking up. */
  | 'last'
  | 'feeling'
  | 'praised'
  | 'mine'
  | 'claim'
  | 'doubted'
  /** The lesson a post draws, as the author worded it: "charge from day one". */
  | 'lesson';
export type TSlots = Partial<Record<TSlot, string>>;

/**
 * Words that agree with the pattern's first slot: "{topic} {is} worth a look" reads "usability
 * tests are worth a look" and "the checkout is worth a look".
 */
const AGREEING: Record<string, [singular: string, plural: string]> = {
  is: ['is', 'are'],
  was: ['was', 'were'],
  has: ['has', 'have'],
  does: ['does', 'do'],
  it: ['it', 'they'],
  its: ['its', 'their'],
  itself: ['itself', 'themselves'],
  looks: ['looks', 'look'],
  reads: ['reads', 'read'],
  seems: ['seems', 'seem'],
  feels: ['feels', 'feel'],
  deserves: ['deserves', 'deserve'],
  needs: ['needs', 'need'],
  stays: ['stays', 'stay'],
  goes: ['goes', 'go'],
  makes: ['makes', 'make'],
  gets: ['gets', 'get'],
  knows: ['knows', 'know'],
  picks: ['picks', 'pick'],
  fails: ['fails', 'fail'],
  sounds: ['sounds', 'sound'],
  checks: ['checks', 'check'],
  holds: ['holds', 'hold'],
};

type TPiece = { kind: 'text'; text: string } | { kind: 'choice'; options: string[] };

const parsed = new Map<string, TPiece[]>();

function parse(pattern: string): TPiece[] {
  const cached = parsed.get(pattern);
  if (cached) return cached;
  const pieces: TPiece[] = [];
  let at = 0;
  while (at < pattern.length) {
    const open = pattern.indexOf('(', at);
    if (open < 0) {
      pieces.push({ kind: 'text', text: pattern.slice(at) });
      break;
    }
    const close = pattern.indexOf(')', open);
    if (close < 0) throw new Error(`unclosed choice in pattern: ${pattern}`);
    if (open > at) pieces.push({ kind: 'text', text: pattern.slice(at, open) });
    pieces.push({ kind: 'choice', options: pattern.slice(open + 1, close).split('|') });
    at = close + 1;
  }
  parsed.set(pattern, pieces);
  return pieces;
}

/**
 * The slots a pattern needs. `{?gain}` needs a slot without saying it: "Hope {measure} keeps
 * heading that way{?gain}" is written only where the figure is good news.
 */
export function slotsOf(pattern: string): TSlot[] {
  return [...pattern.matchAll(/\{\??(\w+)\}/gu)].map((m) => m[1]!).filter((s) => !(s in AGREEING)) as TSlot[];
}

/** Slots that say what happened or what was claimed, rather than only what the post is about. */
const PARTICULAR = new Set<string>([
  'event',
  'action',
  'claim',
  'change',
  'figure',
  'measure',
  'item',
  'last',
  'praised',
  'doubted',
]);

/** 1 for a pattern that names only the subject, 2 for one that takes up a particular. */
function specificity(pattern: string): number {
  return slotsOf(pattern).some((s) => PARTICULAR.has(s)) ? 2 : 1;
}

/** How many sentences a pattern can make (the product of its choices' sizes). */
function variety(pattern: string): number {
  return parse(pattern).reduce((n, piece) => (piece.kind === 'choice' ? n * piece.options.length : n), 1);
}

/**
 * The sentence of a pattern numbered `index` (0 ≤ index < variety), or with `seed` its choices
 * drawn from the seed; null when a slot it needs is empty.
 */
export function realize(pattern: string, slots: TSlots, seed: string, index?: number): string | null {
  if (slotsOf(pattern).some((s) => !slots[s])) return null;
  let rest = index ?? 0;
  const text = parse(pattern)
    .map((piece, i) => {
      if (piece.kind === 'text') return piece.text;
      const n = piece.options.length;
      let at: number;
      if (index === undefined) at = hashString(`${seed}:${i}`) % n;
      else {
        at = rest % n;
        rest = Math.floor(rest / n);
      }
      return piece.options[at]!;
    })
    .join('')
    .replace(/\{\?\w+\}/gu, '')
    .replace(/\{(\w+)\}/gu, (whole: string, s: string) => {
      const agreeing = AGREEING[s];
      if (!agreeing) return slots[s as TSlot]!;
      const first = slotsOf(pattern)[0];
      return agreeing[first && isPlural(slots[first] ?? '') ? 1 : 0] ?? whole;
    })
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.?!:])/gu, '$1')
    .trim()
    // A slot that starts a sentence inside the pattern starts with a capital, as the pattern does.
    .replace(/([.?!] [“"]?)(\p{Ll})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
  // A sentence that opens on a quotation capitalises its first word inside the quote.
  const sentence = text.replace(
    /^([“"]?)(\p{Ll})/u,
    (_, quote: string, letter: string) => quote + letter.toUpperCase(),
  );
  return /[.?!…]$/u.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * How many of the sentence's 4-word runs (and its opening, twice over) a user has seen before; a
 * sentence that repeats eight words of the user's own posts counts as wholly stale, even when the
 * post says them too: a reply in the user's name must not read as their earlier post.
 */
function staleness(text: string, memory: TMemory, post: string, opening: boolean): number {
  if (memory.own && memory.own.size > 0) {
    for (const g of wordGrams(text, 8)) if (memory.own.has(g)) return Number.MAX_SAFE_INTEGER;
  }
  const runs = repeatedRuns(text, memory, post, opening);
  return runs.length + (opening && runs[0] === openingOf(text) ? 1 : 0);
}

/** Sentences a pattern is tried as: all of them in a seeded order when few, else a seeded sample. */
const MAX_TRIED = 48;

/**
 * The first sentence, in a seeded order over `patterns` and their sentences, that repeats nothing
 * remembered; when every one does, the one that repeats least; null when none can be written.
 */
export function fresh(
  patterns: string[],
  slots: TSlots,
  seed: string,
  memory: TMemory,
  post: string,
  opening: boolean,
  before = '',
  /** Answer null rather than a sentence that repeats (for a sentence the reply can do without). */
  strict = false,
): string | null {
  // The words where this sentence meets the one before count too: "…, thanks. Curious how long".
  const joint = words(before).slice(-3).join(' ');
  const usable = patterns.filter((p) => slotsOf(p).every((s) => slots[s]));
  if (usable.length === 0) return null;
  const candidates: { text: string; rank: number; tier: number }[] = [];
  for (const [i, pattern] of usable.entries()) {
    const n = variety(pattern);
    const tries = Math.min(n, MAX_TRIED);
    for (let k = 0; k < tries; k += 1) {
      const pick = n <= MAX_TRIED ? k : hashString(`${seed}:${i}:pick:${k}`) % n;
      const text = realize(pattern, slots, seed, pick);
      if (text) candidates.push({ text, rank: hashString(`${seed}:${text}`), tier: specificity(pattern) });
    }
  }
  // What is most particular to this post goes first ("your biggest customer churning" before "your
  // customer"); the seed orders sentences within a tier.
  candidates.sort((a, b) => b.tier - a.tier || a.rank - b.rank);
  let best: { text: string; stale: number } | null = null;
  for (const c of candidates) {
    const stale = staleness(joint ? `${joint} ${c.text}` : c.text, memory, post, opening && !joint);
    if (stale === 0) return c.text;
    if (!best || stale < best.stale) best = { text: c.text, stale };
  }
  return strict ? null : (best?.text ?? null);
}
