import { z } from 'zod';
import { STYLE_PROMPT_MAX } from './text-limits';

export { STYLE_PROMPT_MAX } from './text-limits';

/**
 * Measurable features of how a user writes, derived from their own posts and updated by their
 * approved edits. Ratios are 0..1 over the posts measured.
 */
export const ZStyleFeatures = z.object({
  samples: z.number().int().describe('Posts and approved edits measured.'),
  length: z.object({
    mean: z.number(),
    median: z.number(),
    p10: z.number(),
    p90: z.number(),
  }),
  words_per_post: z.number(),
  casing: z.object({
    lowercase_start: z.number().describe('Share of posts that start with a lower-case letter.'),
    all_lowercase: z.number(),
    shouting_words: z.number().describe('Share of words written in capitals (2+ letters).'),
  }),
  punctuation: z.object({
    question: z.number(),
    exclamation: z.number(),
    ellipsis: z.number(),
    em_dash: z.number(),
    ends_with_period: z.number(),
  }),
  emoji: z.object({ posts_with_emoji: z.number(), top: z.array(z.string()) }),
  hashtags: z.object({ posts_with_hashtag: z.number() }),
  links: z.object({ posts_with_link: z.number() }),
  vocabulary: z.object({
    type_token_ratio: z.number(),
    signature_words: z.array(z.string()).describe('Words this user uses more than most people.'),
    avg_word_length: z.number(),
  }),
});
export type TStyleFeatures = z.infer<typeof ZStyleFeatures>;

/** Where the current style prompt came from. */
export const ZStyleSource = z.enum(['analyzed', 'default', 'user']);

/** GET and POST /api/users/style answer (docs/product/data.md User style; the extra fields are additions). */
export const ZStyleAnswer = z.object({
  style_prompt: z.string().nullable(),
  source: ZStyleSource.nullable(),
  features: ZStyleFeatures.nullable(),
  examples_learned: z.number().int().describe('Approved edits kept as examples of the voice.'),
  updated_at: z.string().nullable(),
});
export type TStyleAnswer = z.infer<typeof ZStyleAnswer>;

/** POST /api/users/style. */
export const ZStyleInput = z.object({
  style_prompt: z
    .string()
    .trim()
    .min(1, 'The speaking style cannot be empty')
    .max(STYLE_PROMPT_MAX, `The speaking style has at most ${STYLE_PROMPT_MAX} characters`),
});
export type TStyleInput = z.infer<typeof ZStyleInput>;

/** GET /api/build_user_profile/twitter/analyze (docs/product/data.md Profile analysis response). */
export const ZAnalyzeAnswer = z.object({
  meta: z.object({ tweets_analyzed: z.number().int() }),
  style_prompt: z.string(),
  source: ZStyleSource,
  features: ZStyleFeatures.nullable(),
});
export type TAnalyzeAnswer = z.infer<typeof ZAnalyzeAnswer>;
