import type { ReactNode } from 'react';
import { createPortalSlot } from '@/lib/portal-slot';

/** The app shell renders this first on the page; a screen's <SkipLink> goes there. */
export const SkipLinkSlot = createPortalSlot();

/**
 * A skip link, first in the page's tab order (in the shell's slot, before its navigation): hidden
 * until focused, it moves the focus to the element with `targetId` (which takes focus: a control,
 * or tabIndex -1).
 */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <SkipLinkSlot.Fill>
      <a
        href={`#${targetId}`}
        onClick={(event) => {
          const target = document.getElementById(targetId);
          if (!target) return;
          // Focus, not a hash change: the router's URL stays as it is.
          event.preventDefault();
          target.focus();
        }}
        className="sr-only rounded-md border border-border bg-surface text-sm font-semibold text-foreground shadow-pop focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:px-4 focus:py-2.5"
      >
        {children}
      </a>
    </SkipLinkSlot.Fill>
  );
}
