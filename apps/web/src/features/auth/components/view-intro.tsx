import type { ReactNode } from 'react';
import type { TAuthView } from '../auth-view';
import { AUTH_COPY } from '../texts';

/** A short title and explanation for the views that need one. */
export function ViewIntro({ view, children }: { view: TAuthView; children?: ReactNode }) {
  const { title, description } = AUTH_COPY.views[view];
  return (
    <div className="grid grid-cols-1 gap-1">
      <h2 className="text-base font-semibold tracking-tight">{title}</h2>
      <div className="text-sm text-muted">{children ?? <p>{description}</p>}</div>
    </div>
  );
}
