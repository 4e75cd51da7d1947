import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/input';
import { QueryLoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { useContentSettings, useSaveContentSettings } from '../api/content-settings';
import { SETTINGS_COPY } from '../texts';
import { SettingsSection } from './settings-section';

const COPY = SETTINGS_COPY.content;

/**
 * Settings › Content: whether monitoring drafts for Bluesky posts labelled as adult content (off by
 * default: they are listed with the run as skipped). Saved on the server as soon as it changes.
 */
export function ContentSection() {
  const settings = useContentSettings();
  const save = useSaveContentSettings({
    onSuccess: (saved) =>
      toast({ title: saved.show_adult_content ? COPY.adultOn : COPY.adultOff, variant: 'success' }),
    onError: (error) =>
      toast({
        title: COPY.saveFailed,
        description: serverDetail(error) ?? undefined,
        variant: 'destructive',
      }),
  });
  const id = useId();
  // While a change is on its way the box shows it; a failed save falls back to the saved value.
  const checked = save.isPending
    ? save.variables.show_adult_content
    : (settings.data?.show_adult_content ?? false);

  return (
    <SettingsSection id="content-settings" heading={COPY.heading} description={COPY.description}>
      {settings.isPending ? (
        <div aria-busy="true">
          <Skeleton className="h-11 w-full" />
        </div>
      ) : settings.isError ? (
        <QueryLoadFailed query={settings} title={COPY.loadFailed} retryLabel={COPY.retry} />
      ) : (
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-adult`}
            checked={checked}
            disabled={save.isPending}
            onCheckedChange={(value) => save.mutate({ show_adult_content: value === true })}
            aria-describedby={`${id}-adult-help`}
            className="mt-0.5"
          />
          <div className="space-y-0.5">
            <Label htmlFor={`${id}-adult`} className="cursor-pointer">
              {COPY.adultLabel}
            </Label>
            <p id={`${id}-adult-help`} className="text-xs text-muted">
              {COPY.adultHelp}
            </p>
          </div>
        </div>
      )}
    </SettingsSection>
  );
}
