import { useState } from 'react';
import { cn } from '@/lib/cn';

type TAvatarProps = {
  src: string | null;
  /** Whose picture: its first letter stands in when there is none or it fails to load. */
  name: string;
  /** Size and anything else; the default is size-10. */
  className?: string;
  /** Type size of the initial. */
  initialClassName?: string;
};

/** An account's picture, or its initial when there is none or it fails to load. Decorative. */
export function Avatar({ src, name, className, initialClassName = 'text-sm' }: TAvatarProps) {
  const [failed, setFailed] = useState(false);
  const base = cn('size-10 shrink-0 rounded-full border border-border', className);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        className={cn(base, 'bg-surface-2 object-cover')}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        base,
        'flex items-center justify-center bg-accent-soft font-semibold text-accent',
        initialClassName,
      )}
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
