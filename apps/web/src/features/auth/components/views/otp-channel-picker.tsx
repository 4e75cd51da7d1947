import { Mail, Smartphone } from 'lucide-react';
import { cn } from '@/lib/cn';
import { AUTH_COPY } from '../../texts';

export type TOtpChannel = 'email' | 'phone';

const OPTIONS = [
  { value: 'email', label: AUTH_COPY.otp.email, Icon: Mail },
  { value: 'phone', label: AUTH_COPY.otp.phone, Icon: Smartphone },
] as const;

/** A segmented choice between e-mail and phone, built on native radios (arrow keys work). */
export function OtpChannelPicker({
  value,
  onChange,
}: {
  value: TOtpChannel;
  onChange: (value: TOtpChannel) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{AUTH_COPY.otp.channel}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-md border border-border bg-surface-2 p-1">
        {OPTIONS.map(({ value: option, label, Icon }) => (
          <label
            key={option}
            className={cn(
              'flex h-9 cursor-pointer items-center justify-center gap-2 rounded-sm text-sm font-medium text-muted transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              'has-[:checked]:bg-surface has-[:checked]:text-foreground has-[:checked]:shadow-sm',
            )}
          >
            <input
              type="radio"
              name="otp-channel"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon aria-hidden className="size-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
