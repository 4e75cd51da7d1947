/**
 * The style used when there is nothing to learn from (no posts yet, nothing typed): plain and human,
 * so the first drafts read like a person and not like marketing copy. It says nothing about what
 * the measured features and the per-draft shape decide (length, questions, emoji, hashtags,
 * exclamation marks, casing): stated here too, it would contradict them for most people.
 */
export const DEFAULT_STYLE_PROMPT = [
  'Write like a real person replying on social media, not like a brand.',
  'Use plain, everyday words and a direct tone; no buzzwords, no hype, no sales pitch.',
  'Respond to the specific point the post makes: add one useful detail or share a quick experience.',
].join(' ');
