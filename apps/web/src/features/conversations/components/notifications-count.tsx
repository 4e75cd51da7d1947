import { NavCount } from '@/components/nav-count';
import { useConversationsCount } from '../api/get-conversations-count';

/** Over this many, the badge says "9+". */
const MOST_SHOWN = 9;

/**
 * The Notifications item's name with the count of conversations waiting ("Notifications, 3
 * waiting"), or the label alone when none wait. The badge is for the eye; the link's name says it.
 */
export function useNotificationsNavName(label: string): string {
  const count = useConversationsCount().data ?? 0;
  return count === 0 ? label : `${label}, ${count} waiting`;
}

/**
 * The count on the Notifications item (bottom navigation, side navigation): the conversations
 * waiting, kept live by conversations.changed; nothing at 0.
 */
export function NotificationsCount({ className }: { className?: string }) {
  const count = useConversationsCount().data ?? 0;
  return <NavCount count={count} most={MOST_SHOWN} testId="notifications-count" className={className} />;
}
