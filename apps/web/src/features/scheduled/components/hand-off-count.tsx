import { NavCount } from '@/components/nav-count';
import { useHandOffs } from '../api/get-hand-offs';
import { handOffNavCount } from '../hand-off-nav-texts';

/**
 * The Scheduled item's name with the count of replies ready to finish on X ("Scheduled, 3 replies to
 * finish on X"), or undefined when there are none. Given to the link as its aria-label: as a hidden
 * span beside the label, the browser heard the flex item apart ("Scheduled , 3 replies…").
 */
export function useScheduledNavName(label: string): string | undefined {
  const { data } = useHandOffs();
  const count = data?.ready.length ?? 0;
  return count === 0 ? undefined : `${label}, ${handOffNavCount(count)}`;
}

/**
 * The navigation's count of replies ready to finish on X, on the Scheduled item. It reads the same
 * query as "Finish N on X", kept fresh by the live events. The number is for the eye; the link's
 * name says it (useScheduledNavName).
 */
export function HandOffCount({ className }: { className?: string }) {
  const { data } = useHandOffs();
  return <NavCount count={data?.ready.length ?? 0} most={99} testId="hand-off-count" className={className} />;
}
