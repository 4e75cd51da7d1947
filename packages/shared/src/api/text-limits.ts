/**
 * The longest texts a user may type, without zod: the web shows and enforces them as the user
 * types, the schemas (./replies, ./rules, ./audience, ./style) enforce them on the server.
 */

/** Longest reply text accepted before the platform's own count (X: 280 weighted) is applied. */
export const REPLY_TEXT_MAX = 1000;
/** Longest curation feedback (complaint). */
export const COMPLAINT_MAX = 2000;

export const TRIGGER_PROMPT_MAX = 500;
export const SEMANTIC_RESPONSE_MAX = 2000;

/** Longest message to the audience chat. */
export const CHAT_INPUT_MAX = 2000;
/** Longest speaking style. */
export const STYLE_PROMPT_MAX = 4000;
