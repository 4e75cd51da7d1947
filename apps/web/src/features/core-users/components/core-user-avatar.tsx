import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The account's picture, or its initial when there is none or it fails to load. */
export function CoreUserAvatar({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className?: string;
}) {
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
        'flex items-center justify-center bg-accent-soft text-sm font-semibold text-accent',
      )}
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
