import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { AUTH_COPY } from '../texts';
import { Field, type TTextFieldProps } from './field';

export function PhoneField({ value, onChange, autoFocus, inputRef }: TTextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={AUTH_COPY.labels.phone} hint={AUTH_COPY.otp.phoneHint}>
      <Input
        ref={inputRef}
        id={id}
        name="phone"
        type="tel"
        autoComplete="tel"
        placeholder={AUTH_COPY.placeholders.phone}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
        autoFocus={autoFocus}
      />
    </Field>
  );
}
