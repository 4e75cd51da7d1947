import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import type { TModelProvider } from '@gatling/shared/api/model-settings';
import { MODEL_PROVIDER_INFO } from '@gatling/shared/api/model-providers';
import { Label } from '@/components/ui/input';
import { SETTINGS_COPY } from '../texts';

/** The provider, as a native select: the phone's own picker, and the keyboard's, for free. */
export function ProviderSelect({
  id,
  value,
  onChange,
  providers,
}: {
  id: string;
  value: TModelProvider;
  onChange: (provider: TModelProvider) => void;
  providers: readonly TModelProvider[];
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{SETTINGS_COPY.model.provider}</Label>
      <NativeSelect id={id} value={value} onChange={(v) => onChange(v as TModelProvider)}>
        {providers.map((p) => (
          <option key={p} value={p}>
            {MODEL_PROVIDER_INFO[p].label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A native select in the form's style: the phone's own picker, and the keyboard's, for free. */
export function NativeSelect({
  id,
  value,
  onChange,
  describedBy,
  children,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-w-0">
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        className="h-11 w-full cursor-pointer appearance-none truncate rounded-md border border-border bg-surface pr-10 pl-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring sm:text-sm"
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}

/** A field's help line, and its error under it (announced) when there is one. */
export function FieldMessage({ id, help, error }: { id: string; help: string; error?: string | undefined }) {
  return (
    <>
      <p id={`${id}-help`} className="text-xs text-muted">
        {help}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
