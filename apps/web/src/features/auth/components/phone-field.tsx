import { useId, type Ref } from 'react';
import { Input } from '@/components/ui/input';
import { AUTH_COPY } from '../texts';
import { Field } from './field';

type TProps = {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

export function PhoneField({ value, onChange, autoFocus, inputRef }: TProps) {
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
