import { STOP_WORDS } from './stop-words';

/**
 * The most frequent words of everyday English: the stop words and the everyday words below. A word
 * a user repeats that is not on this list is a signature word: part of what makes their writing
 * theirs.
 */

/**
 * Stop words a user's writing is still known by, so they are not "common" here: casual shorthand
 * (tbh, ngl, fwiw, ppl), reactions (congrats, wow, agree) and the rarer connectives (however, thus,
 * whether, besides) few posts use.
 */
const TELLING: ReadonlySet<string> = new Set(
  `below either further however per please prior thus whether meanwhile instead otherwise besides u
  ur w/ bc ppl rly tbh ngl imo fwiw congrats congratulations wow agree`.split(/\s+/u),
);

/** Everyday verbs, nouns and adjectives, and the contractions of social posts. */
const EVERYDAY = `
  across actually ago ah along already anybody anywhere ask asked bad became become best better big
  bit bring call case coming day days different early end enough far feel find first found give go
  goes going good great half happen he'd he'll he's hear help here's herself high im keep kind know
  last later left little long look man mean mine new next none old ourselves part people person
  place point probably put re right saw seem seen she's show sometimes soon taking tell themselves
  they'd they'll they've thing things think thought time times today together told took toward try
  trying two use used using want wanted wants week went who's whole work working year years
  yourselves`;

export const COMMON_ENGLISH: ReadonlySet<string> = new Set([
  ...[...STOP_WORDS].filter((w) => !TELLING.has(w)),
  ...EVERYDAY.split(/\s+/u).filter(Boolean),
]);
