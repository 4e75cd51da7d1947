import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { AUTH_COPY } from '../texts';
import { Field, type TTextFieldProps } from './field';

/** The one-time code: numeric keypad on phones, and the OS may fill it from the message. */
export function TokenField({ value, onChange, autoFocus, inputRef }: TTextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={AUTH_COPY.labels.token}>
      <Input
        ref={inputRef}
        id={id}
        name="token"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={AUTH_COPY.placeholders.token}
        className="text-center font-mono text-lg tracking-[0.4em] tabular sm:text-lg"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoFocus={autoFocus}
      />
    </Field>
  );
}
