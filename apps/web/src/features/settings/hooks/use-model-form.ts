import { useState, type FormEvent } from 'react';
import type { TModelProvider, TModelSettings, TModelSettingsInput } from '@gatling/shared/api/model-settings';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { useSaveModelSettings } from '../api/save-model-settings';
import { useTestModelSettings } from '../api/test-model-settings';
import {
  keptApiKey,
  readModelInput,
  unsavedModel,
  type TModelFormErrors,
  type TModelFormValues,
} from '../lib/model-input';
import { SETTINGS_COPY } from '../texts';

const COPY = SETTINGS_COPY.model;

/** What Test came to: a short call that worked (with its time), or why it did not. */
export type TModelTestResult = { ok: boolean; text: string };

/**
 * The model form's state: what it holds, what is wrong with it, and Test and Save, each checking
 * the form first. Changing the provider starts the model and key again (the saved model returns).
 * `unsaved` is what the form holds and is not saved, and whether it passed Test as it stands.
 */
export function useModelForm(settings: TModelSettings, firstProvider: TModelProvider) {
  const own = settings.own;
  const [values, setValues] = useState<TModelFormValues>({
    provider: firstProvider,
    model: own?.model ?? '',
    baseUrl: own?.base_url ?? '',
    apiKey: '',
  });
  const [errors, setErrors] = useState<TModelFormErrors>({});
  const [result, setResult] = useState<TModelTestResult | null>(null);
  // The setting the last passing Test was of: while the form holds it, it is a tested one.
  const [passed, setPassed] = useState<TModelSettingsInput | null>(null);
  const savedKey = keptApiKey(own, values);

  const save = useSaveModelSettings({
    onSuccess: () => toast({ title: COPY.saved, variant: 'success' }),
    onError: (error) => setErrors({ form: serverDetail(error) ?? error.message }),
  });
  const test = useTestModelSettings();

  const change = (field: 'model' | 'baseUrl' | 'apiKey') => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  /** A model offered as a list arrives: it fills the field only while nothing is typed there. */
  const offerModel = (model: string) => setValues((v) => (v.model.trim() === '' ? { ...v, model } : v));

  const changeProvider = (next: TModelProvider) => {
    setValues((v) => ({ ...v, provider: next, model: own?.provider === next ? own.model : '', apiKey: '' }));
    setErrors({});
    setResult(null);
    setPassed(null);
  };

  /** The body to send, or null after showing what is missing. */
  const checkedInput = () => {
    const { input, errors: found } = readModelInput(values, savedKey !== null);
    setErrors(found);
    return input;
  };

  const runTest = () => {
    const input = checkedInput();
    if (!input) return;
    setResult(null);
    setPassed(null);
    test.mutate(input, {
      onSuccess: (answer) => {
        setPassed(answer.ok ? input : null);
        setResult(
          answer.ok
            ? { ok: true, text: COPY.testOk(input.model, answer.duration_ms) }
            : { ok: false, text: answer.detail ?? COPY.testFailedTitle },
        );
      },
      onError: (error) => setResult({ ok: false, text: serverDetail(error) ?? error.message }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = checkedInput();
    if (input) save.mutate(input);
  };

  const unsaved = unsavedModel(values, own, passed);
  return {
    values,
    change,
    changeProvider,
    offerModel,
    errors,
    result,
    savedKey,
    unsaved,
    save,
    test,
    runTest,
    submit,
  };
}
