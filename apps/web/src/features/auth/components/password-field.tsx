import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { Input } from '@/components/ui/input';
import { AUTH_COPY } from '../texts';
import { Field } from './field';

type TProps = {
  value: string;
  onChange: (value: string) => void;
  /** current-password to sign in, new-password to create or change one. */
  autoComplete: 'current-password' | 'new-password';
  label?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A password input with a show/hide toggle (a pressed-state button, so its name stays the same). */
export function PasswordField({
  value,
  onChange,
  autoComplete,
  label = AUTH_COPY.labels.password,
  autoFocus,
  inputRef,
}: TProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Field id={id} label={label}>
      <div className="relative">
        <Input
          ref={inputRef}
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className="pr-11"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoFocus={autoFocus}
        />
        <button
          type="button"
          aria-label={AUTH_COPY.showPassword}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-md text-muted transition-colors hover:text-foreground"
        >
          <Icon aria-hidden className="size-4" />
        </button>
      </div>
    </Field>
  );
}
