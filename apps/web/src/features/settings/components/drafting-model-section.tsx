import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { DRAFTING_MODEL_SECTION } from '@/lib/drafting-model-link';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { useModelSettings } from '../api/get-model-settings';
import { SETTINGS_COPY } from '../texts';
import { CurrentModel } from './current-model';
import { ModelForm } from './model-form';
import { SettingsSection } from './settings-section';

const COPY = SETTINGS_COPY.model;

/**
 * Settings › Drafting model: who drafts for the user now (the instance's model or their own), and
 * the form to choose their own: a provider, its model (or one of the server's Ollama models), a
 * write-only key, Test and Save. Links that say drafting is offline lead here (#drafting-model).
 */
export function DraftingModelSection() {
  const settings = useModelSettings();
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const arrived = hash === `#${DRAFTING_MODEL_SECTION}`;

  useEffect(() => {
    if (!arrived || !settings.isSuccess) return;
    anchor.current?.scrollIntoView({ block: 'start' });
    anchor.current?.focus({ preventScroll: true });
  }, [arrived, settings.isSuccess]);

  return (
    <div id={DRAFTING_MODEL_SECTION} ref={anchor} tabIndex={-1} className="scroll-mt-20 outline-none">
      <SettingsSection id="drafting-model" heading={COPY.heading} description={COPY.description}>
        {settings.isPending ? (
          <div className="space-y-4" aria-busy="true">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        ) : settings.isError ? (
          <LoadFailed
            title={COPY.loadFailed}
            error={settings.error}
            retrying={settings.isFetching}
            onRetry={() => void settings.refetch()}
            retryLabel={COPY.retry}
          />
        ) : (
          <div className="space-y-6">
            <CurrentModel settings={settings.data} />
            {/* A fresh form for each saved state: what was saved is what it starts from. */}
            <ModelForm key={settings.data.own?.updated_at ?? 'none'} settings={settings.data} />
          </div>
        )}
      </SettingsSection>
    </div>
  );
}
