import { Link } from '@/lib/router';
import type { TDraftedBy } from '@gatling/shared/api/replies';
import { DRAFTING_MODEL_HREF } from '@/lib/drafting-model-link';
import { REPLIES_COPY } from '../texts';

const COPY = REPLIES_COPY.demoDraft;

/**
 * The label above the draft. A draft the built-in demo writer made says so there, so nobody sends
 * it taking it for a model's reading of the post: a "Demo draft" tag on the label's row and one
 * line leading to Settings › Drafting model, above the draft, where a 390 px phone shows both
 * without scrolling (the link's words fit one line there). A model's draft names its model on the
 * label's row, quietly, so a user who brought their own model knows which one wrote it. A draft
 * older than the record of its writer has the label alone.
 */
export function DraftLabel({ draftedBy }: { draftedBy: TDraftedBy | undefined }) {
  const demo = draftedBy?.kind === 'demo';
  const model = draftedBy?.kind === 'model' ? draftedBy.label?.trim() || null : null;
  return (
    <div className="mb-2 text-xs" data-testid={demo ? 'demo-draft' : undefined}>
      <p className="flex items-center justify-between gap-2">
        <span className="shrink-0 font-medium tracking-wide text-muted uppercase">
          {REPLIES_COPY.yourReply}
        </span>
        {demo && (
          <span className="rounded-full border border-border bg-surface px-2 py-0.5 font-medium">
            {COPY.label}
          </span>
        )}
        {model && <ModelTag model={model} />}
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

/**
 * "Drafted by MODEL", cut with an ellipsis where the row ends. A name with a path
 * (meta-llama/Llama-3.3-70B-Instruct) shows its last part, the model's own name, as the part that
 * fits a 390 px phone best; the whole name is the tag's title and what a screen reader reads.
 */
function ModelTag({ model }: { model: string }) {
  const full = REPLIES_COPY.modelDraft(model);
  const shown = REPLIES_COPY.modelDraft(model.split('/').filter(Boolean).pop() ?? model);
  return (
    <span data-testid="model-draft" title={full} className="min-w-0 truncate text-muted">
      {shown === full ? (
        full
      ) : (
        <>
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{full}</span>
        </>
      )}
    </span>
  );
}
