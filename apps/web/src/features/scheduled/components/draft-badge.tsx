import type { ReactNode } from 'react';
import type { TDraftedBy } from '@gatling/shared/api/replies';
import { Badge } from '@/components/ui/badge';
import { SCHEDULED_COPY } from '../texts';

const COPY = SCHEDULED_COPY.demoDraft;

/**
 * What the list says of a reply's draft (decision 0080): "Demo draft" when the built-in demo writer
 * made it, as its card said, and "Demo draft, edited by you" once the user changed it; for any other
 * writer, the `edited` marker when the user changed it, else nothing.
 */
export function DraftBadge({
  draftedBy,
  edited,
  editedMarker,
}: {
  draftedBy: TDraftedBy;
  edited: boolean;
  /** The list's own Edited marker. */
  editedMarker: ReactNode;
}) {
  if (draftedBy.kind === 'demo') return <Badge>{edited ? COPY.edited : COPY.label}</Badge>;
  return edited ? editedMarker : null;
}
