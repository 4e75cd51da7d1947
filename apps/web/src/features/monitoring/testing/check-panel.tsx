import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import { CheckForPosts } from '../components/check-for-posts';
import { useCheckForPosts } from '../hooks/use-check-for-posts';

/** "Check for new posts" with its check held beside it, as a screen holds it. */
export function CheckPanel({ onComplete }: { onComplete: (run: TMonitorStatus) => Promise<unknown> }) {
  const checker = useCheckForPosts();
  return <CheckForPosts checker={checker} onComplete={onComplete} />;
}
