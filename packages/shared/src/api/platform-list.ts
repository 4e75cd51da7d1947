/**
 * The networks the product monitors and replies on (decision 0054). X is the main one; Bluesky is
 * live beside it. LinkedIn, Telegram and Farcaster are still 'Coming Soon' (spec.ts).
 *
 * What both ends need of them at runtime lives here, without zod; their schemas are in ./platforms.
 */
export const PLATFORMS = ['twitter', 'bluesky'] as const;
export type TPlatform = (typeof PLATFORMS)[number];

/** How each network is named to the user. */
export const PLATFORM_NAMES: Record<TPlatform, string> = { twitter: 'X', bluesky: 'Bluesky' };

/** Bluesky's limit on a post: 300 graphemes (what a reader sees as characters), and 3000 bytes. */
export const BLUESKY_MAX_GRAPHEMES = 300;
export const BLUESKY_MAX_BYTES = 3000;

/** A post's length as Bluesky counts it: user-perceived characters (extended grapheme clusters). */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) count += 1;
  return count;
}
