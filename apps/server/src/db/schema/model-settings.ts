import { pgTable, text } from 'drizzle-orm/pg-core';
import { at, ownerKey } from './columns';

/**
 * A user's own drafting model (Settings › Drafting model); no row: the instance's model drafts.
 * The API key is sealed with AES-256-GCM like OAuth tokens (lib/token-cipher.ts) and never leaves
 * the server; its last four characters are kept apart to show which key is saved. Every change is
 * announced on `model_settings_changed` (migrations 0015 and 0016) so each process forgets the
 * model service it built for the user.
 */
export const userModelSettings = pgTable('user_model_settings', {
  userId: ownerKey(),
  provider: text('provider', {
    enum: ['openai', 'anthropic', 'openrouter', 'groq', 'ollama', 'openai-compatible'],
  }).notNull(),
  model: text('model').notNull(),
  /** Only for an OpenAI-compatible server: its /v1 address, as allowed by LLM_ALLOWED_BASE_URLS. */
  baseUrl: text('base_url'),
  apiKeySealed: text('api_key_sealed'),
  /** The key's last four characters, for keys of 12 or more; null otherwise. */
  apiKeyLast4: text('api_key_last4'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
