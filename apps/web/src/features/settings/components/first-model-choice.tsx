import { useId, useState } from 'react';
import { MODEL_PROVIDERS } from '@gatling/shared/api/model-providers';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useOllamaModels } from '../api/get-ollama-models';
import { useModelSettings } from '../api/get-model-settings';
import type { TUnsavedModel } from '../lib/model-input';
import { SETTINGS_COPY } from '../texts';
import { describeModel } from './current-model';
import { ModelForm } from './model-form';

const COPY = SETTINGS_COPY.firstModel;
/** A provider key: every preset but Ollama, which has its own choice when the server has it. */
const KEY_PROVIDERS = MODEL_PROVIDERS.filter((p) => p !== 'ollama');
/** The server's Ollama, chosen above: the form asks only which of its models. */
const OLLAMA_ONLY = ['ollama'] as const;

type TChoice = 'ollama' | 'key' | 'demo';

/**
 * Onboarding's last step: who drafts before the first run. With no model drafting for the user, it
 * offers the server's Ollama (only when it runs with a model pulled), a provider key (Settings'
 * own form), or demo drafts for now, the one chosen until another is saved. Once a model drafts
 * (the instance's, or one just saved), it says which. Says nothing while the settings load or
 * when they cannot be read: Settings › Drafting model is there later either way.
 * `onUnsavedChange` hands the step what the form holds and is not saved, for Complete Setup to
 * save (it passed Test) or ask about (it did not) before the first run.
 */
export function FirstModelChoice({
  onUnsavedChange,
}: {
  onUnsavedChange?: (unsaved: TUnsavedModel | null) => void;
}) {
  const id = useId();
  const settings = useModelSettings();
  const offline = settings.data?.drafting.provider === 'offline';
  const ollama = useOllamaModels(offline);
  const [choice, setChoice] = useState<TChoice>('demo');
  if (!settings.data) return null;
  const { drafting } = settings.data;
  if (!offline) {
    return (
      <Card className="p-4 text-sm text-muted sm:p-6" data-testid="first-model">
        {COPY.drafting(describeModel(drafting))} {COPY.later}
      </Card>
    );
  }
  const pulled = ollama.data?.status === 'running' ? ollama.data.models.length : 0;
  const options: { value: TChoice; label: string; help: string }[] = [
    ...(pulled > 0 ? [{ value: 'ollama' as const, label: COPY.ollama, help: COPY.ollamaHelp(pulled) }] : []),
    { value: 'key', label: COPY.key, help: COPY.keyHelp },
    { value: 'demo', label: COPY.demo, help: COPY.demoHelp },
  ];

  return (
    <Card className="p-4 sm:p-6">
      <fieldset className="space-y-3" data-testid="first-model">
        <legend className="text-sm font-medium">{COPY.legend}</legend>
        <p className="text-sm text-muted">{COPY.intro}</p>
        <div className="grid gap-2">
          {options.map((o) => (
            <label
              key={o.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border bg-surface px-3 py-2.5 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                choice === o.value ? 'border-accent bg-accent-soft' : 'border-border hover:bg-surface-2',
              )}
            >
              <input
                type="radio"
                name={`${id}-choice`}
                value={o.value}
                checked={choice === o.value}
                onChange={() => setChoice(o.value)}
                aria-labelledby={`${id}-${o.value}-label`}
                aria-describedby={`${id}-${o.value}`}
                className="mt-0.5 size-4 shrink-0 accent-accent"
              />
              <span className="min-w-0">
                <span id={`${id}-${o.value}-label`} className="block text-sm font-medium">
                  {o.label}
                </span>
                <span id={`${id}-${o.value}`} className="block text-xs text-muted">
                  {o.help}
                </span>
              </span>
            </label>
          ))}
        </div>
        {choice === 'ollama' && (
          <ModelForm
            key="ollama"
            settings={settings.data}
            initialProvider="ollama"
            providers={OLLAMA_ONLY}
            notSavedText={COPY.notSaved}
            onUnsavedChange={onUnsavedChange}
          />
        )}
        {choice === 'key' && (
          <ModelForm
            key="key"
            settings={settings.data}
            providers={KEY_PROVIDERS}
            notSavedText={COPY.notSaved}
            onUnsavedChange={onUnsavedChange}
          />
        )}
        {choice === 'demo' && <p className="text-xs text-muted">{COPY.later}</p>}
      </fieldset>
    </Card>
  );
}
