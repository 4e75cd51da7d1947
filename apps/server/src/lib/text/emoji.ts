/**
 * The one way the server tells emoji in a text (docs/decisions/0052-one-text-toolkit.md): the style
 * features, the voice guard, the drafting prompt, the post reading, the offline writer and the
 * evaluation all count, keep or strip the same thing.
 *
 * Built from Unicode's own properties rather than a list: `\p{RGI_Emoji}` and the emoji-regex
 * package see only the emoji-presentation forms, and people type a bare ❤ or ☺ as often as ❤️.
 */

/**
 * One emoji as the eye sees it: a pictograph with its skin tone, variation selector and joined
 * partners (👩🏽‍💻 is one), a flag, or a keycap (1️⃣). ©, ® and ™ are pictographs to Unicode but
 * read as marks of a name, not emoji.
 */
export const EMOJI_PATTERN = String.raw`(?:\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|(?![©®™])\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*)*)`;

const EVERY = new RegExp(EMOJI_PATTERN, 'gu');
const ANY = new RegExp(EMOJI_PATTERN, 'u');
const AT_END = new RegExp(`${EMOJI_PATTERN}$`, 'u');

/** Every emoji of the text, in order, each as one string. */
export function findEmoji(text: string): string[] {
  return text.match(EVERY) ?? [];
}

export function hasEmoji(text: string): boolean {
  return ANY.test(text);
}

/** Whether the text's last character is (the end of) an emoji: a sentence may end on one. */
export function endsWithEmoji(text: string): boolean {
  return AT_END.test(text);
}

/** The text with each emoji replaced by `by` (removed by default). */
export function stripEmoji(text: string, by = ''): string {
  return text.replace(EVERY, by);
}
