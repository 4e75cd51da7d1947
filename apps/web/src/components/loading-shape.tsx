import type { ReactNode } from 'react';

/**
 * A screen's content while it loads: the loading sentence, announced, over the shape of what is to
 * come (skeletons, as children). `className` places and spaces it.
 */
export function LoadingShape({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <p role="status" className="text-sm text-muted">
        {label}
      </p>
      {children}
    </div>
  );
}
