import type { z } from 'zod';
import { MODEL_PROVIDER_INFO, type ZModelSettingsInput } from '@gatling/shared/api/model-settings';
import type { TModuleDeps } from '../../context';
import { AppError } from '../../errors';
import { listOllamaModels } from '../../integrations/llm/ollama';
import type { TOwnModelSpec } from '../../integrations/llm/presets';
import { allowedBaseUrl, baseUrlPolicy } from './base-url-policy';
import { keyLast4, readModelSettingsRow } from './settings-row';

export type TModelSettingsContext = Pick<TModuleDeps, 'db' | 'cipher' | 'config' | 'logger'>;

/** A setting checked and ready: to run (`spec`, the key opened) and to store (the key sealed). */
export type TResolvedSettings = {
  spec: TOwnModelSpec;
  apiKeySealed: string | null;
  apiKeyLast4: string | null;
};

const invalid = (detail: string) => new AppError('VALIDATION_FAILED', detail);

/** What a compatible server's setting (or the listing of its models) says when it has no address. */
export const MISSING_ADDRESS = "Enter your server's address: its /v1 address, e.g. http://localhost:8000/v1.";

/**
 * Turns what the form sent into a setting, or refuses it with what to change. A key left out is
 * the saved one while the provider and its address stay the same (the browser never has it to send
 * back); sent to another address it would reach a server the user did not give it to, so then it is
 * dropped. Ollama must be running and have the model.
 */
export async function resolveSettingsInput(
  ctx: TModelSettingsContext,
  userId: string,
  input: z.output<typeof ZModelSettingsInput>,
): Promise<TResolvedSettings> {
  const info = MODEL_PROVIDER_INFO[input.provider];
  const sentUrl = input.base_url ? input.base_url : null;
  let baseUrl: string | null = null;
  if (info.address === 'own') {
    if (!sentUrl) {
      throw invalid(MISSING_ADDRESS);
    }
    baseUrl = allowedBaseUrl(sentUrl, baseUrlPolicy(ctx.config));
  } else if (sentUrl) {
    throw invalid(`${info.label} has a fixed address: base_url is only for an OpenAI-compatible server.`);
  }

  const previous = await readModelSettingsRow(ctx.db, userId);
  const sameEndpoint = previous?.provider === input.provider && (previous.baseUrl ?? null) === baseUrl;
  let key: { plain: string; sealed: string; last4: string | null } | null = null;
  if (info.key === 'none') {
    if (input.api_key) throw invalid(`${info.label} takes no API key.`);
  } else if (typeof input.api_key === 'string') {
    key = { plain: input.api_key, sealed: ctx.cipher.encrypt(input.api_key), last4: keyLast4(input.api_key) };
  } else if (input.api_key === undefined && sameEndpoint && previous.apiKeySealed) {
    key = {
      plain: openSavedKey(ctx, previous.apiKeySealed),
      sealed: previous.apiKeySealed,
      last4: previous.apiKeyLast4,
    };
  }
  if (info.key === 'required' && !key) throw invalid(`Enter your ${info.label} API key.`);

  const model = input.provider === 'ollama' ? await pulledOllamaModel(ctx, input.model) : input.model;
  return {
    spec: { provider: input.provider, model, apiKey: key?.plain ?? null, baseUrl },
    apiKeySealed: key?.sealed ?? null,
    apiKeyLast4: key?.last4 ?? null,
  };
}

/** The saved key in plain text, to call with; a 422 asking for it again when it cannot be opened. */
export function openSavedKey(ctx: TModelSettingsContext, sealed: string): string {
  try {
    return ctx.cipher.decrypt(sealed);
  } catch {
    throw invalid('The saved API key can no longer be read. Enter it again.');
  }
}

/** The model's name as Ollama lists it ("llama3.2" is "llama3.2:latest"), when Ollama has it. */
async function pulledOllamaModel(ctx: TModelSettingsContext, model: string): Promise<string> {
  const url = ctx.config.ollamaUrl;
  if (!url) throw invalid('Ollama is turned off on this server.');
  const listing = await listOllamaModels(url);
  if (listing.status === 'not_running') {
    ctx.logger.info({ reason: listing.reason }, 'Ollama is not running');
    throw new AppError('UNAVAILABLE', 'Ollama is not running on this server. Start it, then try again.');
  }
  const names = listing.models.map((m) => m.name);
  const found = names.find((n) => n === model) ?? names.find((n) => n === `${model}:latest`);
  if (!found) {
    throw invalid(
      `Ollama on this server has no model “${model}”. Pick one of its models, or pull it first (ollama pull ${model}).`,
    );
  }
  return found;
}
