import { z } from 'zod';
import { MODEL_PROVIDERS } from './model-providers';

export { INSTANCE_PROVIDERS, MODEL_PROVIDERS } from './model-providers';

/**
 * Who drafts a user's replies, as the session tells every screen (GET /api/session): apart from
 * the model settings' own contract (model-settings.ts), which only Settings and onboarding carry.
 */

export const ZModelProvider = z.enum(MODEL_PROVIDERS);
export type TModelProvider = z.infer<typeof ZModelProvider>;

/** Any provider a draft may come from: the instance's kinds and the users' presets. */
export const ZDraftingProvider = z.enum(['offline', ...MODEL_PROVIDERS]);
export type TDraftingProvider = z.infer<typeof ZDraftingProvider>;

/** Who drafts for the user right now. `model` is null for the offline drafter. */
export const ZDraftingModel = z.object({
  source: z
    .enum(['instance', 'own'])
    .describe("'instance': the server's model (its environment); 'own': the user's own setting."),
  provider: ZDraftingProvider,
  model: z.string().nullable(),
});
export type TDraftingModel = z.infer<typeof ZDraftingModel>;
