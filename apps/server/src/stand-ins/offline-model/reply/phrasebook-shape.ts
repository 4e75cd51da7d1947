import type { TPostKind } from '../../../drafting/post-reading/post-kind';

/**
 * The sentence patterns of offline replies, by kind of post (grammar.ts reads them): `leads` react
 * to what the post says, `asks` put the question it leaves open, `closes` end without a question for
 * people who rarely ask one. Every pattern names something of the post in a slot.
 */
export type TPatterns = { leads: string[]; asks: string[]; closes: string[] };
export type TPhrasebook = Record<TPostKind, TPatterns>;
