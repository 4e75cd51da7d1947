/** X's limit on a post's weighted length. */
export const X_MAX_LENGTH = 280;
/** Every link counts this much on X, whatever its length. */
const URL_WEIGHT = 23;
const URL = /\bhttps?:\/\/[^\s]+/gi;

/** Code point ranges X counts as 1 (Latin and most scripts); everything else (CJK, emoji) as 2. */
const LIGHT: [number, number][] = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * An approximation of X's weighted length (the server applies the real count): links 23, CJK and
 * emoji 2, everything else 1.
 */
export function xLength(text: string): number {
  let length = 0;
  const rest = text.replace(URL, () => {
    length += URL_WEIGHT;
    return '';
  });
  for (const g of graphemes(rest)) {
    const cp = g.codePointAt(0) ?? 0;
    length += LIGHT.some(([lo, hi]) => cp >= lo && cp <= hi) ? 1 : 2;
  }
  return length;
}
