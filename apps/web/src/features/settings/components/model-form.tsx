import { useId, useState, type FormEvent } from 'react';
import { CircleAlert, CircleCheck, PlugZap } from 'lucide-react';
import {
  MODEL_PROVIDER_INFO,
  MODEL_PROVIDERS,
  MODEL_SETTINGS_LIMITS,
  type TModelProvider,
  type TModelSettings,
  type TModelSettingsInput,
} from '@gatling/shared/api/model-settings';
import { Input, Label } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useSaveModelSettings } from '../api/save-model-settings';
import { useTestModelSettings } from '../api/test-model-settings';
import { SETTINGS_COPY } from '../texts';
import { FieldMessage, ProviderSelect } from './model-fields';
import { OllamaModelPicker } from './ollama-model-picker';

const COPY = SETTINGS_COPY.model;

type TErrors = { model?: string; baseUrl?: string; apiKey?: string; form?: string };
type TResult = { ok: boolean; text: string };

const sameAddress = (a: string | null, b: string) =>
  (a ?? '').replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');

/**
 * The user's own model: provider, model (typed, or picked from the server's Ollama), the address
 * of a compatible server, and the API key, which is write-only: a saved one is named by its last
 * four characters and kept while the field stays empty. Test makes one short call with what the
 * form holds; Save makes it the model that drafts.
 */
export function ModelForm({
  settings,
  initialProvider = 'openai',
  providers = MODEL_PROVIDERS,
}: {
  settings: TModelSettings;
  /** The provider shown first when the user has none saved (onboarding opens on Ollama or a key). */
  initialProvider?: TModelProvider;
  providers?: readonly TModelProvider[];
}) {
  const own = settings.own;
  const id = useId();
  const [provider, setProvider] = useState<TModelProvider>(
    own && providers.includes(own.provider) ? own.provider : initialProvider,
  );
  const [model, setModel] = useState(own?.model ?? '');
  const [baseUrl, setBaseUrl] = useState(own?.base_url ?? '');
  const [apiKey, setApiKey] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [result, setResult] = useState<TResult | null>(null);
  const info = MODEL_PROVIDER_INFO[provider];
  const ownAddress = info.address === 'own';
  const blocked = ownAddress && !settings.custom_servers_allowed;
  // Saved before the operator stopped allowing its address: the server no longer calls it.
  const savedAddressRefused = own?.base_url && !own.base_url_allowed ? own.base_url : null;
  const savedKey =
    own?.provider === provider && own.api_key.set && (!ownAddress || sameAddress(own.base_url, baseUrl))
      ? own.api_key
      : null;

  const save = useSaveModelSettings({
    onSuccess: () => toast({ title: COPY.saved, variant: 'success' }),
    onError: (error) => setErrors({ form: serverDetail(error) ?? error.message }),
  });
  const test = useTestModelSettings();

  const changeProvider = (next: TModelProvider) => {
    setProvider(next);
    setModel(own?.provider === next ? own.model : '');
    setApiKey('');
    setErrors({});
    setResult(null);
  };

  /** The body to send, or null after showing what is missing. */
  const readInput = (): TModelSettingsInput | null => {
    const found: TErrors = {};
    if (model.trim() === '') found.model = COPY.modelRequired;
    if (ownAddress && baseUrl.trim() === '') found.baseUrl = COPY.baseUrlRequired;
    if (info.key === 'required' && !savedKey && apiKey.trim() === '')
      found.apiKey = COPY.apiKeyRequired(info.label);
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return {
      provider,
      model: model.trim(),
      ...(info.key !== 'none' && apiKey.trim() !== '' ? { api_key: apiKey.trim() } : {}),
      ...(ownAddress ? { base_url: baseUrl.trim() } : {}),
    };
  };

  const runTest = () => {
    const input = readInput();
    if (!input) return;
    setResult(null);
    test.mutate(input, {
      onSuccess: (answer) =>
        setResult(
          answer.ok
            ? { ok: true, text: COPY.testOk(input.model, answer.duration_ms) }
            : { ok: false, text: answer.detail ?? COPY.testFailedTitle },
        ),
      onError: (error) => setResult({ ok: false, text: serverDetail(error) ?? error.message }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = readInput();
    if (input) save.mutate(input);
  };

  const keyHelp = savedKey
    ? COPY.apiKeySaved(savedKey.last4)
    : info.key === 'optional'
      ? COPY.apiKeyHelpOptional
      : COPY.apiKeyHelpNew;
  const described = (field: keyof TErrors, help = true) =>
    [help ? `${id}-${field}-help` : '', errors[field] ? `${id}-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={COPY.heading}>
      {/* Offered one provider (onboarding's "Ollama on this server"), the form has nothing to choose. */}
      {providers.length > 1 && (
        <ProviderSelect
          id={`${id}-provider`}
          value={provider}
          onChange={changeProvider}
          providers={providers}
        />
      )}

      {savedAddressRefused && (
        <p className="rounded-md border border-warning/40 bg-warning-soft px-3.5 py-3 text-sm break-words">
          {COPY.savedAddressNotAllowed(savedAddressRefused)}
        </p>
      )}

      {blocked && (
        <p className="rounded-md border border-warning/40 bg-warning-soft px-3.5 py-3 text-sm">
          {COPY.customNotAllowed}
        </p>
      )}

      {provider === 'ollama' ? (
        <OllamaModelPicker value={model} onChange={setModel} error={errors.model} />
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-model`}>{COPY.model}</Label>
          <Input
            id={`${id}-model`}
            value={model}
            onChange={(e) => setModel(e.target.value)}
            placeholder={info.modelExample}
            maxLength={MODEL_SETTINGS_LIMITS.model}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={errors.model ? true : undefined}
            aria-describedby={described('model')}
          />
          <FieldMessage id={`${id}-model`} help={COPY.modelHelp(info.modelExample)} error={errors.model} />
        </div>
      )}

      {ownAddress && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-baseUrl`}>{COPY.baseUrl}</Label>
          <Input
            id={`${id}-baseUrl`}
            type="url"
            inputMode="url"
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
            placeholder="http://localhost:8000/v1"
            maxLength={MODEL_SETTINGS_LIMITS.baseUrl}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.baseUrl ? true : undefined}
            aria-describedby={described('baseUrl')}
          />
          <FieldMessage id={`${id}-baseUrl`} help={COPY.baseUrlHelp} error={errors.baseUrl} />
        </div>
      )}

      {info.key !== 'none' && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-apiKey`}>
            {info.key === 'optional' ? COPY.apiKeyOptional : COPY.apiKey}
          </Label>
          <Input
            id={`${id}-apiKey`}
            type="password"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            placeholder={savedKey ? `•••• ${savedKey.last4 ?? ''}`.trim() : undefined}
            maxLength={MODEL_SETTINGS_LIMITS.apiKey}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.apiKey ? true : undefined}
            aria-describedby={described('apiKey')}
            className="font-mono"
          />
          <FieldMessage id={`${id}-apiKey`} help={keyHelp} error={errors.apiKey} />
        </div>
      )}

      <div role="status" aria-live="polite" className={cn(!result && 'sr-only')}>
        {result && (
          <p
            className={cn(
              'flex items-start gap-2 rounded-md border px-3.5 py-3 text-sm break-words',
              result.ok ? 'border-send/30 bg-send-soft' : 'border-destructive/30 bg-destructive/10',
            )}
          >
            {result.ok ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-send" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            )}
            <span>
              {!result.ok && <span className="font-medium">{COPY.testFailedTitle}: </span>}
              {result.text}
            </span>
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium break-words text-destructive">
          {COPY.saveFailed}: {errors.form}
        </p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <PendingButton
          type="button"
          variant="outline"
          className="sm:w-auto"
          pending={test.isPending}
          disabled={blocked || save.isPending}
          onClick={runTest}
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
