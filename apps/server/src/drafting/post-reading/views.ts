import { addressed } from './phrases';
import type { TTerm } from './terms';

// What an opinion claims and how a reply says it back ("Agree that …", a lesson quoted): a view is
// restated only when it is short and is a view, not a report of what the author did.

/** An opinion's subject and what it says of it: "shipping weekly" / "beats shipping perfectly". */
export type TClaim = { subject: string; says: string };

/** "Hot take: shipping weekly beats shipping perfectly." → subject and what it says of it. */
export function readClaim(terms: TTerm[]): TClaim | null {
  const at = terms.findIndex((t, i) => i > 0 && t.verb && t.form !== 'gerund');
  if (at <= 0) return null;
  const head = terms.slice(0, at);
  if (
    head.some((t) => t.verb && t.form !== 'gerund') ||
    head.some((t) => t.pronoun && !/^(?:nobody|everyone|everybody)$/iu.test(t.text))
  )
    return null;
  const subject = head
    .filter(
      (t, i) =>
        !(i === 0 && (t.determiner || t.possessive)) &&
        !t.adverb &&
        !/^(?:most|many|all|some|every)$/iu.test(t.text),
    )
    .map((t) => t.text)
    .join(' ');
  const says = terms
    .slice(at)
    .map((t) => t.text + (t.after === ',' ? ',' : ''))
    .join(' ')
    .replace(/[,;]$/u, '');
  if (subject.split(' ').length > 5 || says.split(' ').length < 2) return null;
  // "Nobody cares about X", "Everyone is talking about X": the subject is no one in particular.
  if (/^(?:nobody|everyone|everybody|no one|someone|people)$/iu.test(subject)) return null;
  return { subject, says };
}

/**
 * Whether a sentence is no view "Agree that …" can restate: it opens on what its author did
 * ("Tried …", "We killed …") or tells the reader to do something ("Charge from day one").
 */
export function notAView(terms: TTerm[]): boolean {
  const at = terms[0] && /^(?:we|i)$/iu.test(terms[0].text) ? 1 : 0;
  const verb = terms[at];
  if (!verb?.verb || verb.copula) return false;
  // "Charge from day one", "Go talk to users"; not "Bear markets are …", where a noun follows.
  const next = terms[at + 1];
  const imperative =
    at === 0 && verb.form === 'plain' && (!next || !next.noun || next.determiner || next.pronoun);
  return verb.form === 'past' || imperative;
}

/**
 * A sentence of the post as a reply says it back: addressed to its author, without its end mark,
 * lower-cased where only the sentence start made it a capital; null outside 3…`most` words or when
 * `unfit` matches.
 */
function saidBack(sentence: string, most: number, unfit: RegExp, voice = (s: string) => s): string | null {
  const body = voice(addressed(sentence.replace(/[.!?…]+$/u, '').trim()));
  const n = body.split(/\s+/u).length;
  if (n < 3 || n > most || unfit.test(body)) return null;
  return /^\p{Lu}\p{Ll}/u.test(body) ? body.charAt(0).toLowerCase() + body.slice(1) : body;
}

/** A lesson as a reply quotes it, in the author's words: seven words at most. */
export const quotable = (lesson: string | null) => (lesson ? saidBack(lesson, 7, /["“”:;]/u) : null);

/**
 * An opinion's sentence as a reply can restate it after "Agree that": six words at most, so with the
 * "that" before it a restated claim never runs eight words of a post.
 */
export const restated = (sentence: string) =>
  saidBack(sentence, 6, /[:;?]|^(?:if|when|because|stop|go)\b/iu, (s) =>
    s.replace(/\bwe\b/giu, 'you').replace(/\bI\b/gu, 'you'),
  );

/** Words that speak against what an opinion names ("overrated", "is dead", "stop"). */
const AGAINST =
  /\b(?:not|no|nobody|never|overrated|dead|stop|don't|doesn't|isn't|less|kills?|worst|slowed|just|only|merely)\b/iu;

/** Whether an opinion speaks for its subject or against it, read from what it says. */
export function stanceOf(says: string): 'for' | 'against' {
  return AGAINST.test(says) ? 'against' : 'for';
}
