/** Small text repairs the voice guard and the offline drafter share. */

/** `replacement` written in the case of `original`: SHOUTED, Capitalised or as given. */
export function matchCase(original: string, replacement: string): string {
  const letters = original.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) {
    return replacement.toUpperCase();
  }
  return /^\p{Lu}/u.test(letters) ? capitalizeFirst(replacement) : replacement;
}

/** Upper-cases the first letter, skipping leading spaces and opening punctuation. */
export function capitalizeFirst(text: string): string {
  return text.replace(
    /^([^\p{L}\p{N}@#]*)(\p{Ll})/u,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}

/** True when text placed after `before` starts a sentence. */
export function isSentenceStart(before: string): boolean {
  const trimmed = before.replace(/[ \t]+$/u, '');
  return trimmed === '' || /[.!?…:]["'”’)]*$/u.test(trimmed) || /\n$/u.test(trimmed);
}

/**
 * Puts spacing and punctuation right after words were cut out: one space between words, none
 * before punctuation, no doubled or dangling commas, colons or dashes at either end.
 */
export function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/gu, ' ')
    .replace(/[ \t]+(?=[,.;:!?…)\]])/gu, '')
    .replace(/([,;:])(?:\s*[,;:])+/gu, '$1')
    .replace(/[,;:]+(?=\s*[.!?…])/gu, '')
    .replace(/\(\s*\)/gu, '')
    .replace(/^[\s,;:—–-]+/u, '')
    .replace(/[\s,;:—–-]+$/u, '')
    .replace(/[ \t]*\n[ \t]*/gu, '\n')
    .trim();
}
