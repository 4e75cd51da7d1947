import { MODEL_PROVIDER_INFO, MODEL_SETTINGS_LIMITS } from '@gatling/shared/api/model-settings';
import type { useModelForm } from '../hooks/use-model-form';
import { SETTINGS_COPY } from '../texts';
import { ModelTextField } from './model-form-parts';
import { OllamaModelPicker } from './ollama-model-picker';

const COPY = SETTINGS_COPY.model;

/**
 * The fields the provider asks for: the model (picked from the server's Ollama, or typed), the
 * address of a server of the user's own, and the API key (write-only: a saved one shows its last
 * four characters and is kept while the field stays empty).
 */
export function ModelFormFields({ id, form }: { id: string; form: ReturnType<typeof useModelForm> }) {
  const { values, change, errors, savedKey } = form;
  const info = MODEL_PROVIDER_INFO[values.provider];
  const keyHelp = savedKey
    ? COPY.apiKeySaved(savedKey.last4)
    : info.key === 'optional'
      ? COPY.apiKeyHelpOptional
      : COPY.apiKeyHelpNew;
  return (
    <>
      {values.provider === 'ollama' ? (
        <OllamaModelPicker value={values.model} onChange={change('model')} error={errors.model} />
      ) : (
        <ModelTextField
          id={`${id}-model`}
          label={COPY.model}
          help={COPY.modelHelp(info.modelExample)}
          error={errors.model}
          value={values.model}
          onChange={change('model')}
          placeholder={info.modelExample}
          maxLength={MODEL_SETTINGS_LIMITS.model}
          autoCapitalize="off"
        />
      )}
      {info.address === 'own' && (
        <ModelTextField
          id={`${id}-baseUrl`}
          label={COPY.baseUrl}
          help={COPY.baseUrlHelp}
          error={errors.baseUrl}
          type="url"
          inputMode="url"
          value={values.baseUrl}
          onChange={change('baseUrl')}
          placeholder="http://localhost:8000/v1"
          maxLength={MODEL_SETTINGS_LIMITS.baseUrl}
        />
      )}
      {info.key !== 'none' && (
        <ModelTextField
          id={`${id}-apiKey`}
          label={info.key === 'optional' ? COPY.apiKeyOptional : COPY.apiKey}
          help={keyHelp}
          error={errors.apiKey}
          type="password"
          value={values.apiKey}
          onChange={change('apiKey')}
          placeholder={savedKey ? `•••• ${savedKey.last4 ?? ''}`.trim() : undefined}
          maxLength={MODEL_SETTINGS_LIMITS.apiKey}
          className="font-mono"
        />
      )}
    </>
  );
}
