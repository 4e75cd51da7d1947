import { Check } from 'lucide-react';
import { ArrowLeft, ArrowRight, ArrowUp, X } from './landing-icons';

function SkeletonCardBody() {
  return (
    <>
      <div className="flex items-center gap-2.5">
        <span className="size-8 rounded-full bg-surface-2" />
        <span className="h-2.5 w-24 rounded-full bg-surface-2" />
      </div>
      <div className="mt-4 space-y-2">
        <span className="block h-2.5 w-full rounded-full bg-surface-2" />
        <span className="block h-2.5 w-11/12 rounded-full bg-surface-2" />
        <span className="block h-2.5 w-3/5 rounded-full bg-surface-2" />
      </div>
    </>
  );
}

/** A card mid-swipe to the right, with the three directions named underneath as on the review screen. */
export function SwipeVisual() {
  return (
    <div
      role="img"
      aria-label="A reply card being swiped right to approve; swiping left ignores it, swiping up opens it for editing"
      className="rounded-lg border border-border bg-surface-2/60 p-6 sm:p-10"
    >
      <div className="relative mx-auto h-52 w-full max-w-72">
        <div className="absolute inset-0 rounded-lg border border-border bg-surface p-5 opacity-70 shadow-card">
          <SkeletonCardBody />
        </div>
        <div className="absolute inset-0 translate-x-6 rotate-6 rounded-lg border-2 border-send/60 bg-surface p-5 shadow-pop transition-transform duration-500 motion-safe:hover:translate-x-10 motion-safe:hover:rotate-9">
          <span className="absolute top-4 right-4 -rotate-6 rounded-sm border-2 border-send px-2 py-0.5 text-xs font-bold tracking-widest text-send uppercase">
            Approve
          </span>
          <SkeletonCardBody />
        </div>
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-2 text-sm font-medium">
        <span className="inline-flex items-center gap-2 rounded-full bg-ignore-soft px-3 py-1.5">
          <ArrowLeft className="size-4 text-ignore" aria-hidden="true" />
          Ignore
        </span>
        <span className="inline-flex items-center gap-2 rounded-full bg-edit-soft px-3 py-1.5">
          <ArrowUp className="size-4 text-edit" aria-hidden="true" />
          Edit
        </span>
        <span className="inline-flex items-center gap-2 rounded-full bg-send-soft px-3 py-1.5">
          Approve
          <ArrowRight className="size-4 text-send" aria-hidden="true" />
        </span>
      </div>
    </div>
  );
}

const traits = ['Short sentences', 'Lowercase openers', 'No emoji', 'Dry humour'] as const;

/** A generic model reply struck out beside one written in the user's tone. */
export function ToneVisual() {
  return (
    <div
      role="img"
      aria-label="A generic, buzzword-filled AI reply crossed out, next to a short reply in the user's own tone"
      className="space-y-4 rounded-lg border border-border bg-surface-2/60 p-6 sm:p-10"
    >
      <div className="rounded-lg border border-dashed border-border bg-surface-2 p-4">
        <p className="flex items-center gap-2 text-xs font-medium text-muted">
          <span className="flex size-4 items-center justify-center rounded-full bg-ignore-soft">
            <X className="size-3 text-ignore" strokeWidth={3} aria-hidden="true" />
          </span>
          Generic AI
        </p>
        <p className="mt-2 text-sm leading-relaxed text-muted line-through decoration-ignore/60">
          Great point! In today&apos;s fast-paced world, onboarding is more crucial than ever. Thanks for
          sharing these valuable insights!
        </p>
      </div>
      <div className="rounded-lg border border-accent/40 bg-surface p-4 shadow-card">
        <p className="flex items-center gap-2 text-xs font-medium text-muted">
          <span className="flex size-4 items-center justify-center rounded-full bg-send-soft">
            <Check className="size-3 text-send" strokeWidth={3} aria-hidden="true" />
          </span>
          In your tone
        </p>
        <p className="mt-2 text-sm leading-relaxed">
          same. we kept the &ldquo;why&rdquo; screen and cut everything else. activation went up, support
          tickets went down.
        </p>
      </div>
      <div className="flex flex-wrap gap-2 pt-1">
        {traits.map((trait) => (
          <span
            key={trait}
            className="rounded-full border border-border bg-surface px-2.5 py-1 text-xs text-muted"
          >
            {trait}
          </span>
        ))}
      </div>
    </div>
  );
}
