import type { ReactNode } from 'react';
import type { TDraftedBy } from '@gatling/shared/api/replies';
import { Badge } from '@/components/ui/badge';

/** The card's word for a demo writer's draft (features/replies/texts.ts), wherever its text goes next. */
export const DRAFT_BADGE_COPY = { label: 'Demo draft', edited: 'Demo draft, edited by you' } as const;
const COPY = DRAFT_BADGE_COPY;

/**
 * What a list (Scheduled, Sent, Analytics' replies) says of a reply's draft (decision 0080): "Demo draft" when the built-in demo writer
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
