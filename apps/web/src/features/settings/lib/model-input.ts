import type { TModelProvider, TModelSettings, TModelSettingsInput } from '@gatling/shared/api/model-settings';
import { MODEL_PROVIDER_INFO } from '@gatling/shared/api/model-providers';
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

/**
 * What the form holds and is not saved: a setting that passed Test as it stands (`tested`), or
 * changes from the saved one that have not (`input` null while something is still missing).
 */
export type TUnsavedModel =
  { tested: true; input: TModelSettingsInput } | { tested: false; input: TModelSettingsInput | null };

const sameInput = (a: TModelSettingsInput, b: TModelSettingsInput) =>
  a.provider === b.provider &&
  a.model === b.model &&
  (a.api_key ?? null) === (b.api_key ?? null) &&
  (a.base_url ?? null) === (b.base_url ?? null);

/** Whether sending `input` would change nothing: the saved setting, its key kept. */
const isSaved = (input: TModelSettingsInput, own: TOwnModel | null) =>
  own !== null &&
  input.provider === own.provider &&
  input.model === own.model &&
  input.api_key === undefined &&
  sameAddress(own.base_url, input.base_url ?? '');

/** Whether the user changed a field from what the form opened with (the saved setting, or nothing). */
function edited(values: TModelFormValues, own: TOwnModel | null): boolean {
  const savedModel = own?.provider === values.provider ? own.model : '';
  const ownAddress = MODEL_PROVIDER_INFO[values.provider].address === 'own';
  return (
    values.apiKey.trim() !== '' ||
    values.model.trim() !== savedModel ||
    (ownAddress && !sameAddress(own?.base_url ?? null, values.baseUrl))
  );
}

/**
 * The form's unsaved setting, or null when there is none: what passed Test (`tested`: the last
 * passing test was of exactly what the form holds now), else any change not saved.
 */
export function unsavedModel(
  values: TModelFormValues,
  own: TOwnModel | null,
  lastPassed: TModelSettingsInput | null,
): TUnsavedModel | null {
  const { input } = readModelInput(values, keptApiKey(own, values) !== null);
  if (input && isSaved(input, own)) return null;
  if (input && lastPassed && sameInput(input, lastPassed)) return { tested: true, input };
  return edited(values, own) ? { tested: false, input } : null;
}
