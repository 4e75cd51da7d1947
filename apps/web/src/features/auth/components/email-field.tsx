import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { AUTH_COPY } from '../texts';
import { Field, type TTextFieldProps } from './field';

export function EmailField({ value, onChange, autoFocus, inputRef }: TTextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={AUTH_COPY.labels.email}>
      <Input
        ref={inputRef}
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={AUTH_COPY.placeholders.email}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoFocus={autoFocus}
      />
    </Field>
  );
}
