import type { ReactNode, Ref } from 'react';
import { Label } from '@/components/ui/input';

/** What a view gives one of its text fields: the value, its setter, and the focus it may take. */
export type TTextFieldProps = {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled form control with an optional hint underneath. */
export function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
