import { useEffect, useEffectEvent, useId } from 'react';
import { PlugZap } from 'lucide-react';
import type { TModelProvider, TModelSettings } from '@gatling/shared/api/model-settings';
import { MODEL_PROVIDER_INFO, MODEL_PROVIDERS } from '@gatling/shared/api/model-providers';
import { PendingButton } from '@/components/ui/pending-button';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useModelForm } from '../hooks/use-model-form';
import type { TUnsavedModel } from '../lib/model-input';
import { SETTINGS_COPY } from '../texts';
import { ProviderSelect } from './model-fields';
import { ModelFormFields } from './model-form-fields';
import { ModelFormWarning, ModelTestOutcome } from './model-form-parts';

const COPY = SETTINGS_COPY.model;

/**
 * The user's own model: provider, model (typed, or picked from what the server's Ollama or the
 * user's compatible server lists), the address of a compatible server, and the API key, which is
 * write-only: a saved one is named by its last four characters and kept while the field stays
 * empty. Test makes one short call with what the form holds; Save makes it the model that drafts.
 * A setting that passed Test and is not saved says so (`notSavedText`), and leaving the page then
 * asks first; `onUnsavedChange` tells the screen around it what is not saved (null when nothing).
 */
export function ModelForm({
  settings,
  initialProvider = 'openai',
  providers = MODEL_PROVIDERS,
  notSavedText = COPY.notSaved,
  onUnsavedChange,
}: {
  settings: TModelSettings;
  /** The provider shown first when the user has none saved (onboarding opens on Ollama or a key). */
  initialProvider?: TModelProvider;
  providers?: readonly TModelProvider[];
  notSavedText?: string;
  onUnsavedChange?: (unsaved: TUnsavedModel | null) => void;
}) {
  const own = settings.own;
  const id = useId();
  const form = useModelForm(
    settings,
    own && providers.includes(own.provider) ? own.provider : initialProvider,
  );
  const { save, test } = form;
  const blocked =
    MODEL_PROVIDER_INFO[form.values.provider].address === 'own' && !settings.custom_servers_allowed;
  // Saved before the operator stopped allowing its address: the server no longer calls it.
  const savedAddressRefused = own?.base_url && !own.base_url_allowed ? own.base_url : null;
  const { unsaved } = form;

  // Told on every change of what is unsaved, and null once the form is gone (saved, or left).
  const unsavedKey = JSON.stringify(unsaved);
  const report = useEffectEvent((gone: boolean) => onUnsavedChange?.(gone ? null : unsaved));
  useEffect(() => report(false), [unsavedKey]);
  useEffect(() => () => report(true), []);

  return (
    <form onSubmit={form.submit} noValidate className="space-y-5" aria-label={COPY.heading}>
      {/* Offered one provider (onboarding's "Ollama on this server"), the form has nothing to choose. */}
      {providers.length > 1 && (
        <ProviderSelect
          id={`${id}-provider`}
          value={form.values.provider}
          onChange={form.changeProvider}
          providers={providers}
        />
      )}
      {savedAddressRefused && (
        <ModelFormWarning>{COPY.savedAddressNotAllowed(savedAddressRefused)}</ModelFormWarning>
      )}
      {blocked && <ModelFormWarning>{COPY.customNotAllowed}</ModelFormWarning>}
      <ModelFormFields
        id={id}
        form={form}
        listing={{ enabled: !blocked, onOpen: savedAddressRefused === null }}
      />
      <ModelTestOutcome result={form.result} notSaved={unsaved?.tested ? notSavedText : null} />
      <UnsavedChangesGuard when={unsaved?.tested === true} />
      {form.errors.form && (
        <p role="alert" className="text-sm font-medium break-words text-destructive">
          {COPY.saveFailed}: {form.errors.form}
        </p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <PendingButton
          type="button"
          variant="outline"
          className="sm:w-auto"
          pending={test.isPending}
          disabled={blocked || save.isPending}
          onClick={form.runTest}
        >
          {!test.isPending && <PlugZap aria-hidden="true" />}
          {test.isPending ? COPY.testing : COPY.test}
        </PendingButton>
        <PendingButton
          type="submit"
          className="sm:w-auto"
          pending={save.isPending}
          disabled={blocked || test.isPending}
        >
          {COPY.save}
        </PendingButton>
      </div>
    </form>
  );
}
