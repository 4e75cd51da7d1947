/**
 * What the generator knows about one topic. Templates fill `{slot}` from `slots` (each slot drawn
 * without repeats inside one post) or from the common slots of compose.ts: {n} {big} {pct} {money}
 * {days} {weekday} {mention}. Every topic has a `thing` and a `tool` slot, which the Spanish, German
 * and French templates use.
 */
export type TTopic = {
  key: string;
  hashtags: string[];
  emojis: string[];
  slots: Record<string, string[]>;
  posts: string[];
  /** Second sentences that chatty voices add. */
  followups: string[];
  replies: string[];
  /** Comments on a quoted post. */
  quotes: string[];
  /** Bio fragments: "{role}" lines joined with " · ". */
  bios: string[];
};
