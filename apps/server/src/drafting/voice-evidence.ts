import { STOP_WORDS } from '../lib/text/stop-words';

/**
 * Which of the user's texts teach their voice. A reply that says nothing of its own ("Hard agree",
 * "Bookmarked.", "could not agree more.") shows how they react, not what they choose to say: drawn
 * as a length target it makes a substantive post get a thirty-character nod, and shown as an
 * example it teaches the model to nod. Such replies stay out of the length draws and the examples;
 * the rest of the prompt (their measured habits) still reflects them.
 */

const LINK = /https?:\/\/\S+/gu;
const MENTION = /(^|\s)@[\w.-]+/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu;

/** The words of a text, lower case, without links and @mentions. */
export function wordsOf(text: string): string[] {
  return (text.replace(LINK, ' ').replace(MENTION, ' ').toLowerCase().match(WORD) ?? []).map((w) =>
    w.replace(/’/gu, "'"),
  );
}

/** Words that say what a text is about: not a stop word, a reaction or a single letter. */
export function contentWords(text: string): string[] {
  return wordsOf(text).filter((w) => w.length >= 2 && !STOP_WORDS.has(w));
}

/**
 * A reply that carries nothing of its own: no question, and at most three words or at most one
 * word that is not a function word or a reaction. "they are until the third join" (two content
 * words in six) says something; "love this so much" does not.
 */
export function isLowContent(text: string): boolean {
  if (text.includes('?')) return false;
  return wordsOf(text).length <= 3 || contentWords(text).length <= 1;
}
