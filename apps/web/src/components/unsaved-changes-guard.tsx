import { useEffect } from 'react';
import { useBlocker } from '@/lib/router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * While `when` is true, leaving the screen never throws work away silently: in-app navigation asks
 * first (keep editing, or discard and go), and a reload or closing the tab gets the browser's own
 * question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Discard unsaved changes?"
      description="You have changes on this screen that are not saved yet. Leaving now throws them away."
      confirmLabel="Discard and leave"
      cancelLabel="Keep editing"
      destructive
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
