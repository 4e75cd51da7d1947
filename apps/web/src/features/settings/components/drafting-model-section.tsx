import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';
import { DRAFTING_MODEL_SECTION } from '@/lib/drafting-model-link';
import { QueryLoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { useModelSettings } from '../api/get-model-settings';
import { useOllamaModels } from '../api/get-ollama-models';
import { SETTINGS_COPY } from '../texts';
import { CurrentModel } from './current-model';
import { ModelForm } from './model-form';
import { SettingsSection } from './settings-section';

const COPY = SETTINGS_COPY.model;

/**
 * Settings › Drafting model: who drafts for the user now (the instance's model or their own), and
 * the form to choose their own: a provider, its model (or one of the server's Ollama models), a
 * write-only key, Test and Save. Links that say drafting is offline lead here (#drafting-model).
 * With no model of their own saved, the form opens on the server's Ollama when it runs with a model
 * pulled: the one choice that needs no key, first for someone arriving from a demo draft's link.
 */
export function DraftingModelSection() {
  const settings = useModelSettings();
  const unsaved = settings.isSuccess && settings.data.own === null;
  const ollama = useOllamaModels(unsaved);
  // The form's provider is chosen once, as it opens: it waits for the answer (an error opens it as usual).
  const ready = settings.isSuccess && !(unsaved && ollama.isPending);
  const onOllama = ollama.data?.status === 'running' && ollama.data.models.length > 0;
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const arrived = hash === `#${DRAFTING_MODEL_SECTION}`;

  useEffect(() => {
    if (!arrived || !ready) return;
    anchor.current?.scrollIntoView({ block: 'start' });
    anchor.current?.focus({ preventScroll: true });
  }, [arrived, ready]);

  return (
    <div id={DRAFTING_MODEL_SECTION} ref={anchor} tabIndex={-1} className="scroll-mt-20 outline-none">
      <SettingsSection id="drafting-model" heading={COPY.heading} description={COPY.description}>
        {settings.isPending || (settings.isSuccess && !ready) ? (
          <div className="space-y-4" aria-busy="true">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        ) : settings.isError ? (
          <QueryLoadFailed query={settings} title={COPY.loadFailed} retryLabel={COPY.retry} />
        ) : (
          <div className="space-y-6">
            <CurrentModel settings={settings.data} />
            {/* A fresh form for each saved state: what was saved is what it starts from. */}
            <ModelForm
              key={settings.data.own?.updated_at ?? 'none'}
              settings={settings.data}
              initialProvider={onOllama ? 'ollama' : undefined}
            />
          </div>
        )}
      </SettingsSection>
    </div>
  );
}
