import { z } from 'zod';
import { ZDraftingModel } from './model-settings';

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  user_metadata: z.object({ avatar_url: z.string().nullable() }),
});

/** Spec §3 Session: what the browser holds while signed in. */
export const ZSession = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.number().int().describe('Unix seconds.'),
  user: ZSessionUser,
  drafting_model: ZDraftingModel.optional().describe(
    'The model that drafts for this user: the instance default or their own (Settings › Drafting model).',
  ),
});
export type TSession = z.infer<typeof ZSession>;

export const ZSessionAnswer = z.object({ session: ZSession.nullable() });
export type TSessionAnswer = z.infer<typeof ZSessionAnswer>;

/** Values the browser may know about the deployment; nothing secret ever goes here. */
export const ZPublicConfig = z.object({
  product_name: z.string(),
  price_monthly_usd: z.number(),
  trial_days: z.number().int(),
  waitlist_url: z.string(),
  google_sign_in: z.boolean(),
  team_email_domain: z.string().nullable(),
  dev_outbox: z.boolean(),
  twitter_sandbox: z
    .boolean()
    .describe('No X API keys: Twitter connections go to the simulated sandbox network.'),
  billing_test_mode: z
    .boolean()
    .describe('No payment keys: checkout is the test-mode page served by the app; nothing is charged.'),
  billing_off: z
    .boolean()
    .describe(
      'BILLING=off: the server runs without subscriptions. Every user has every feature; there is no price, trial or checkout.',
    ),
  llm_offline: z
    .boolean()
    .describe(
      'No language model configured: drafts come from the offline drafter built from your own posts.',
    ),
  llm_provider: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']),
  llm_model: z.string().nullable(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
