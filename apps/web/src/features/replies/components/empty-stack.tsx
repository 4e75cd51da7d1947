import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { EmptyState } from '@/components/empty-state';
import { REPLIES_COPY } from '../texts';

/**
 * The empty review stack: the product's text, and below it the action the page gives (on /replies,
 * monitoring's "Check for new posts", which reloads the drafts: new cards replace this view).
 */
export function EmptyStack({ action }: { action?: ReactNode }) {
  return (
    <EmptyState
      icon={Inbox}
      tone="accent"
      title={TEXT.replies.empty}
      lines={[REPLIES_COPY.empty.body]}
      action={action}
    />
  );
}
