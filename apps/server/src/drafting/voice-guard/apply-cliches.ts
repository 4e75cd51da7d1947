import { EMOJI_PATTERN } from '../../lib/text/emoji';
import { CLICHES, type TCliche } from './cliches';
import type { TOwnHabits } from '../types';
import { familyOf, ownHabits } from './own-habits';
import { capitalizeFirst, isSentenceStart, matchCase } from './text-tidy';

export type TClicheHit = { phrase: string; group: string; replacement: string };

const WORD = '[\\p{L}\\p{N}_]';
const BEFORE = `(?<!${WORD})`;
const AFTER = `(?!${WORD})`;
/** The @mentions a reply starts with: addressing, not the reply's words. */
const LEADING_MENTIONS = /^(?:\s*@\w{1,15}\b)+\s*/u;

type TCompiled = { cliche: TCliche; core: string; find: RegExp };

function coreSource(c: TCliche): string {
  const source = c.pattern ?? c.phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/ +/gu, '\\s+');
  return source.replace(/'/gu, "['’]");
}

function compile(c: TCliche): TCompiled {
  const source = coreSource(c);
  const core = `(?:${source})`;
  // A pattern that ends on a space (a sentence shape) has its word boundary built in.
  const end = source.endsWith(' ') ? '' : AFTER;
  let find: string;
  if (c.position === 'opener') {
    find = `^${core}${end}(?:\\s*[!.,:;]+|\\s*(?:—|–|--)|(?=\\s*$))\\s*`;
  } else if (c.position === 'closer') {
    find = `(?:(?<=^|[.!?…])\\s*|\\s*,\\s*|\\s+(?:—|–|--)\\s*)${core}${end}(?:[\\s!.?…\\uFE0F]|${EMOJI_PATTERN})*$`;
  } else {
    find = `${BEFORE}${core}${end}${c.replacement === '' ? '(?:\\s*[,:])?\\s*' : ''}`;
  }
  return { cliche: c, core, find: new RegExp(find, 'giu') };
}

const byLength = (a: TCompiled, b: TCompiled) => b.core.length - a.core.length;
const COMPILED = CLICHES.map(compile);
const SHAPES = COMPILED.filter((c) => c.cliche.group === 'shape');
const OPENERS = COMPILED.filter((c) => c.cliche.position === 'opener').sort(byLength);
const CLOSERS = COMPILED.filter((c) => c.cliche.position === 'closer').sort(byLength);
const ANYWHERE = COMPILED.filter((c) => c.cliche.position === 'anywhere' && c.cliche.group !== 'shape').sort(
  byLength,
);

/** The replacement for one match: groups expanded, in the case of what it replaces. */
function replacementFor(c: TCompiled, matched: string): string {
  if (c.cliche.replacement === '') return '';
  const expanded = matched.replace(new RegExp(c.core, 'iu'), c.cliche.replacement);
  return c.cliche.group === 'shape' ? expanded : matchCase(matched, expanded);
}

/** Applies one entry everywhere it matches; a cut at the start of a sentence capitalises what follows. */
function applyOne(text: string, c: TCompiled, hits: TClicheHit[]): string {
  let from = 0;
  for (;;) {
    c.find.lastIndex = from;
    const m = c.find.exec(text);
    if (!m || m[0].length === 0) return text;
    const replacement = replacementFor(c, m[0]);
    const before = text.slice(0, m.index);
    let after = text.slice(m.index + m[0].length);
    if (replacement === '' && isSentenceStart(before)) {
      // A whole sentence cut ("Let's dive in.") takes its full stop with it.
      after = after.replace(/^[.!?…]+\s*/u, '');
      if (/^\s*\p{Lu}/u.test(m[0])) after = capitalizeFirst(after);
    }
    const glue =
      replacement === '' && before !== '' && /\S$/u.test(before) && /^\p{L}/u.test(after) ? ' ' : '';
    text = before + replacement + glue + after;
    from = before.length + replacement.length + glue.length;
    hits.push({ phrase: c.cliche.phrase, group: c.cliche.group, replacement: c.cliche.replacement });
  }
}

/**
 * What the user writes themselves: their habits (own-habits.ts, from everything they wrote), or
 * their own posts alone where a caller has nothing more.
 */
export type TOwnWriting = TOwnHabits | string[];

/** Entries the user habitually writes (in any spelling of the same habit): their voice, left alone. */
function exemptions(own: TOwnWriting): Set<TCliche> {
  if (Array.isArray(own) && own.length === 0) return new Set();
  const habits = Array.isArray(own) ? ownHabits({ own_posts: own, features: null }) : own;
  if (habits.phrases.length === 0) return new Set();
  const theirs = new Set(habits.phrases.map((p) => p.key));
  return new Set(CLICHES.filter((c) => theirs.has(familyOf(c))));
}

/**
 * Removes or rewrites every cliché of cliches.ts in `text`, except those the user habitually
 * writes. Openers are cut one after another ("Great question! Absolutely! …"), then closers, then
 * the rest, longest phrases first so "delve into" wins over "delve".
 */
export function removeCliches(text: string, own: TOwnWriting = []): { text: string; hits: TClicheHit[] } {
  const exempt = exemptions(own);
  const mentions = LEADING_MENTIONS.exec(text)?.[0] ?? '';
  let body = text.slice(mentions.length);
  const hits: TClicheHit[] = [];
  const run = (list: TCompiled[]) => {
    for (const c of list) if (!exempt.has(c.cliche)) body = applyOne(body, c, hits);
  };
  run(SHAPES);
  for (let before = -1; before !== hits.length;) {
    before = hits.length;
    run(OPENERS);
    run(CLOSERS);
  }
  run(ANYWHERE);
  return { text: mentions + body, hits };
}

/** The clichés a text uses (what the guard would change), for measuring drafts. */
export function findCliches(text: string, own: TOwnWriting = []): TClicheHit[] {
  return removeCliches(text, own).hits;
}
