/**
 * The style used when there is nothing to learn from (no posts yet, nothing typed): plain, short and
 * human, so the first drafts read like a person and not like marketing copy.
 */
export const DEFAULT_STYLE_PROMPT = [
  'Write like a real person replying on social media, not like a brand.',
  'Keep replies short: one or two sentences, under 200 characters when possible.',
  'Use plain, everyday words and a friendly, direct tone; no buzzwords, no hype, no sales pitch.',
  'Respond to the specific point the post makes: agree and add one useful detail, share a quick',
  'experience, or ask one genuine question.',
  'No hashtags, at most one emoji and only when the post uses them, and no more than one exclamation mark.',
].join(' ');
