import { z } from 'zod';
import { ZDraftingModel } from './drafting-model';

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  user_metadata: z.object({ avatar_url: z.string().nullable() }),
});

/** docs/product/data.md Session: what the browser holds while signed in. */
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
  bluesky_sandbox: z
    .boolean()
    .describe(
      'No BLUESKY_SERVICE_URL (outside production, or DEMO_MODE): Bluesky connections go to the simulated sandbox network, whose accounts are picked with no app password.',
    ),
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
  phone_sign_in: z
    .boolean()
    .describe(
      'Sign-in with a code by SMS is offered. Off in production unless DEMO_MODE lets the dev outbox stand in for an SMS provider.',
    ),
  twitter_configured: z
    .boolean()
    .describe(
      'X accounts can be connected: X API keys are set, or the sandbox network stands in (outside production, or DEMO_MODE). False: X is not configured on this server.',
    ),
  demo_mode: z
    .boolean()
    .describe('DEMO_MODE=true: a demo server, which every page says; stand_ins lists what it simulates.'),
  stand_ins: z
    .array(z.enum(['email', 'sms', 'twitter', 'bluesky']))
    .describe(
      'The outside services this server simulates: e-mail and SMS land in the dev outbox, X and Bluesky are the sandbox network.',
    ),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

/**
 * The detail of the 409 every phone-number endpoint of the sign-in answers when phone sign-in is off
 * (public config `phone_sign_in` false: no SMS provider, in production without DEMO_MODE).
 */
export const PHONE_SIGN_IN_OFF_DETAIL =
  'Sign-in with a code by SMS is not available on this server. Use your e-mail address instead.';
