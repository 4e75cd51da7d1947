import {
  MODEL_PROVIDER_INFO,
  type TModelProvider,
  type TModelSettings,
  type TModelSettingsInput,
} from '@gatling/shared/api/model-settings';
import { SETTINGS_COPY } from '../texts';

const COPY = SETTINGS_COPY.model;

/** What the model form says is wrong, by field (`form`: the server's refusal of a save). */
export type TModelFormErrors = { model?: string; baseUrl?: string; apiKey?: string; form?: string };

/** What the model form holds. */
export type TModelFormValues = { provider: TModelProvider; model: string; baseUrl: string; apiKey: string };

type TOwnModel = NonNullable<TModelSettings['own']>;

const sameAddress = (a: string | null, b: string) =>
  (a ?? '').replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');

/**
 * The saved API key the form keeps while its field stays empty: the saved one of this provider, and
 * for a provider at an address of the user's own, only while that address is the saved one.
 */
export function keptApiKey(own: TOwnModel | null, { provider, baseUrl }: TModelFormValues) {
  const ownAddress = MODEL_PROVIDER_INFO[provider].address === 'own';
  return own?.provider === provider && own.api_key.set && (!ownAddress || sameAddress(own.base_url, baseUrl))
    ? own.api_key
    : null;
}

/** The body to send, or what is missing: the model, the address of an own server, a required key. */
export function readModelInput(
  values: TModelFormValues,
  hasSavedKey: boolean,
): { input: TModelSettingsInput | null; errors: TModelFormErrors } {
  const { provider, model, baseUrl, apiKey } = values;
  const info = MODEL_PROVIDER_INFO[provider];
  const ownAddress = info.address === 'own';
  const errors: TModelFormErrors = {};
  if (model.trim() === '') errors.model = COPY.modelRequired;
  if (ownAddress && baseUrl.trim() === '') errors.baseUrl = COPY.baseUrlRequired;
  if (info.key === 'required' && !hasSavedKey && apiKey.trim() === '')
    errors.apiKey = COPY.apiKeyRequired(info.label);
  if (Object.keys(errors).length > 0) return { input: null, errors };
  const input: TModelSettingsInput = {
    provider,
    model: model.trim(),
    ...(info.key !== 'none' && apiKey.trim() !== '' ? { api_key: apiKey.trim() } : {}),
    ...(ownAddress ? { base_url: baseUrl.trim() } : {}),
  };
  return { input, errors };
}
