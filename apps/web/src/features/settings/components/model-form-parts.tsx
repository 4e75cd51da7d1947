import type { ComponentProps, ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { TModelTestResult } from '../hooks/use-model-form';
import { SETTINGS_COPY } from '../texts';
import { FieldMessage } from './model-fields';

type TFieldProps = Omit<ComponentProps<'input'>, 'id' | 'onChange'> & {
  id: string;
  label: ReactNode;
  help: string;
  error?: string | undefined;
  onChange: (value: string) => void;
};

/** A field of the model form: its label, the input, its help line and its error (announced). */
export function ModelTextField({ id, label, help, error, onChange, ...input }: TFieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
      />
      <FieldMessage id={id} help={help} error={error} />
    </div>
  );
}

/** Why the form cannot be used as it is (an address the operator does not allow). */
export function ModelFormWarning({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-warning/40 bg-warning-soft px-3.5 py-3 text-sm break-words">
      {children}
    </p>
  );
}

/**
 * What Test came to, announced politely; the live region stays in place, empty, before a test.
 * `notSaved`: what a passing setting the form still holds needs, said with the outcome.
 */
export function ModelTestOutcome({
  result,
  notSaved = null,
}: {
  result: TModelTestResult | null;
  notSaved?: string | null;
}) {
  return (
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
            {!result.ok && <span className="font-medium">{SETTINGS_COPY.model.testFailedTitle}: </span>}
            <span>{result.text}</span>
            {result.ok && notSaved && <span className="mt-1 block font-medium">{notSaved}</span>}
          </span>
        </p>
      )}
    </div>
  );
}
