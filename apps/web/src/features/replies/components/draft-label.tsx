import { Link } from 'react-router';
import type { TDraftedBy } from '@gatling/shared/api/replies';
import { DRAFTING_MODEL_HREF } from '@/lib/drafting-model-link';
import { REPLIES_COPY } from '../texts';

const COPY = REPLIES_COPY.demoDraft;

/**
 * The label above the draft. A draft the built-in demo writer made says so there, so nobody sends
 * it taking it for a model's reading of the post: a "Demo draft" tag on the label's row and one
 * line leading to Settings › Drafting model, above the draft, where a 390 px phone shows both
 * without scrolling (the link's words fit one line there). A model's draft has the label alone.
 */
export function DraftLabel({ draftedBy }: { draftedBy: TDraftedBy | undefined }) {
  const demo = draftedBy?.kind === 'demo';
  return (
    <div className="mb-2 text-xs" data-testid={demo ? 'demo-draft' : undefined}>
      <p className="flex items-center justify-between gap-2">
        <span className="font-medium tracking-wide text-muted uppercase">{REPLIES_COPY.yourReply}</span>
        {demo && (
          <span className="rounded-full border border-border bg-surface px-2 py-0.5 font-medium">
            {COPY.label}
          </span>
        )}
      </p>
      {demo && (
        <Link
          to={DRAFTING_MODEL_HREF}
          className="mt-1 inline-block font-medium text-accent underline-offset-4 hover:underline"
        >
          {COPY.link}
        </Link>
      )}
    </div>
  );
}
