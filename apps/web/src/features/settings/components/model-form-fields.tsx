import type { FocusEvent } from 'react';
import { MODEL_PROVIDER_INFO, MODEL_SETTINGS_LIMITS } from '@gatling/shared/api/model-providers';
import type { useModelForm } from '../hooks/use-model-form';
import { useServerModels } from '../hooks/use-server-models';
import { SETTINGS_COPY } from '../texts';
import { ModelTextField } from './model-form-parts';
import { OllamaModelPicker } from './ollama-model-picker';
import { ServerModelPicker } from './server-model-picker';

const COPY = SETTINGS_COPY.model;

/**
 * The fields the provider asks for: the model (picked from the server's Ollama, or typed), the
 * address of a server of the user's own, and the API key (write-only: a saved one shows its last
 * four characters and is kept while the field stays empty). A server of the user's own is asked
 * first for its address and key, then offers the models it lists above the Model field; `listing`
 * says whether it may be asked, and whether at once when its address is already there.
 */
export function ModelFormFields({
  id,
  form,
  listing,
}: {
  id: string;
  form: ReturnType<typeof useModelForm>;
  listing: { enabled: boolean; onOpen: boolean };
}) {
  const { values, change, errors, savedKey } = form;
  const info = MODEL_PROVIDER_INFO[values.provider];
  const ownAddress = info.address === 'own';
  const server = useServerModels(values, {
    ...listing,
    enabled: listing.enabled && ownAddress,
    onListed: (models) => models[0] && form.offerModel(models[0]),
  });
  /**
   * Leaving the address or key asks the server for its models, unless the focus goes to one of the
   * form's buttons (Test, Save): the list arriving would move that button from under the press, and
   * the button's own answer says what the server did anyway.
   */
  const askUnlessPressing = (event: FocusEvent<HTMLInputElement>) => {
    const to = event.relatedTarget;
    if (to instanceof HTMLButtonElement && to.form !== null && to.form === event.currentTarget.form) return;
    server.ask();
  };
  const keyHelp = savedKey
    ? COPY.apiKeySaved(savedKey.last4)
    : info.key === 'optional'
      ? COPY.apiKeyHelpOptional
      : COPY.apiKeyHelpNew;
  const model =
    values.provider === 'ollama' ? (
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
    );
  return (
    <>
      {!ownAddress && model}
      {ownAddress && (
        <ModelTextField
          id={`${id}-baseUrl`}
          label={COPY.baseUrl}
          help={COPY.baseUrlHelp}
          error={errors.baseUrl}
          type="url"
          inputMode="url"
          value={values.baseUrl}
          onChange={change('baseUrl')}
          onBlur={askUnlessPressing}
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
          onBlur={ownAddress ? askUnlessPressing : undefined}
          placeholder={savedKey ? `•••• ${savedKey.last4 ?? ''}`.trim() : undefined}
          maxLength={MODEL_SETTINGS_LIMITS.apiKey}
          className="font-mono"
        />
      )}
      {ownAddress && <ServerModelPicker server={server} value={values.model} onChange={change('model')} />}
      {ownAddress && model}
    </>
  );
}
