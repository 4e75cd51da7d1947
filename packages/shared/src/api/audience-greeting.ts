/**
 * docs/product/states.md Audience chat: with no history the assistant opens by asking the user to describe their
 * target market in 2-3 sentences. The web client shows it; the server's interviewer treats the first
 * answer as the answer to it (who the audience is).
 */
export const AUDIENCE_GREETING =
  "Hi! Let's define who you want to reach, so I can find the conversations worth replying to. " +
  'Describe your target market in 2-3 sentences: who they are, what they struggle with, and where they talk online.';
