/**
 * Whether a noun phrase is plural, by its last word: "usability tests", "DMs", "Meta ads", "DeFi
 * yields"; not "analytics", "AWS", "the bus", "news". For the verb after a phrase already known to
 * name something; a part-of-speech tagger reading the phrase alone takes "yields" for a verb and
 * "Meta ads" for one ad.
 */
export function isPlural(phrase: string): boolean {
  const last = phrase.trim().split(/\s+/u).at(-1) ?? '';
  if (/^\p{Lu}{2,}$/u.test(last)) return false;
  if (/(?:ss|us|is|ics|news|ops)$/iu.test(last)) return false;
  return /\p{Ll}s$|\p{Lu}s$/u.test(last);
}
