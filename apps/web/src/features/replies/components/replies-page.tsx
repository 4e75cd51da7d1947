import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import type { TPendingReply } from '@gatling/shared/api/replies';
import { TEXT } from '@gatling/shared/spec';
import { CardSkeleton } from '@/components/card-skeleton';
import { Button } from '@/components/ui/button';
import { FirstApprovalNotice } from '@/components/first-approval-notice';
import { useOffersPlatformFilter, usePlatformParam } from '@/components/platform-badge';
import { SkipLink } from '@/components/skip-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useKeepToastsClear, useToastsAtBottom } from '@/components/ui/toast-placement';
import { serverDetail } from '@/lib/api-error';
import { UndoDock } from '@/lib/undo/undo-dock';
import { useDecisionGate } from '../hooks/use-decision-gate';
import { useStackControls } from '../hooks/use-stack-controls';
import { useReviewQueue } from '../hooks/use-review-queue';
import { REPLIES_COPY } from '../texts';
import { CardStack, REVIEW_CARD_ID } from './card-stack';
import { EmptyStack } from './empty-stack';
import { LearnedRuleNotice } from './learned-rule-notice';
import { ReviewActions } from './review-actions';
import { StackActionsBar } from './stack-actions-bar';

type TProps = {
  /**
   * What the empty stack offers (the route gives monitoring's "Check for new posts"); `refetch`
   * reloads the pending drafts.
   */
  emptyAction: (refetch: () => Promise<unknown>) => ReactNode;
  /** Shown above the cards while there are any (the route gives what its last run skipped). */
  aboveStack?: ReactNode;
};

/**
 * /replies (docs/product/screens.md#replies): the review stack with its counter, Ignore / Edit / Send by
 * swipe, button or arrow key, the edit form (swipe up, Escape cancels), and curation feedback per card.
 */
/** The curation-feedback dialog loads when first asked for: it is not part of the first paint. */
const ComplaintDialog = lazy(() =>
  import('./complaint-dialog').then((m) => ({ default: m.ComplaintDialog })),
);

/**
 * The platform filter's controls load only once the stack offers them (cards from more than one
 * network): a user with one network never downloads them.
 */
const PlatformFilter = lazy(() =>
  import('@/components/platform-filter').then((m) => ({ default: m.PlatformFilter })),
);
const PlatformEmpty = lazy(() =>
  import('@/components/platform-filter').then((m) => ({ default: m.PlatformEmpty })),
);

export function RepliesPage({ emptyAction, aboveStack }: TProps) {
  const [platform, setPlatform] = usePlatformParam();
  const { query, deck, drafts, decide, hiddenByFilter } = useReviewQueue(platform, setPlatform);
  const offersFilter = useOffersPlatformFilter(query.data, platform);
  const [feedbackFor, setFeedbackFor] = useState<TPendingReply | null>(null);
  // Once shown, the dialog stays mounted, so closing it can animate.
  const [feedbackAsked, setFeedbackAsked] = useState(false);
  if (feedbackFor !== null && !feedbackAsked) setFeedbackAsked(true);
  const top = deck[0];
  const actions = useRef<HTMLDivElement>(null);
  const accepts = useDecisionGate(top?.id);
  const { controls, editButton, request } = useStackControls({
    top,
    cardElementId: REVIEW_CARD_ID,
    accepts,
    decide,
    keys: feedbackFor === null,
  });
  const { editing } = controls;

  // The top of the screen holds the counter, the undo control and the card: toasts come at the
  // bottom, above the review actions and the bottom navigation.
  useToastsAtBottom();
  useKeepToastsClear(actions, top !== undefined && !editing);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 pt-2 sm:pt-4 lg:max-w-5xl lg:px-8 lg:pt-8">
      {top && <SkipLink targetId={REVIEW_CARD_ID}>{REPLIES_COPY.skipToCard}</SkipLink>}
      <h1 className="sr-only lg:not-sr-only lg:text-2xl lg:font-semibold lg:tracking-tight">
        {TEXT.replies.title}
      </h1>
      {/*
        The counter, and the place of the Undo control (top right, beside the card and never over
        it). The row stays in view as the page scrolls, so Undo stays in reach; the card passes
        under it as under the header.
      */}
      <div className="sticky top-[var(--header-h)] z-20 -mx-4 flex min-h-12 items-center justify-between gap-3 bg-background px-4 lg:top-0 lg:mx-0 lg:px-0">
        <p aria-live="polite" className="text-sm font-medium text-muted tabular">
          {query.isSuccess && deck.length > 0 ? TEXT.replies.remaining(deck.length) : ''}
        </p>
        <UndoDock.Slot data-testid="undo-dock" className="flex shrink-0 justify-end" />
      </div>

      {offersFilter && (
        <Suspense fallback={null}>
          {/* Off while the edit form is open: another network's cards would take its card away. */}
          <PlatformFilter value={platform} onChange={setPlatform} disabled={editing} className="mt-1" />
        </Suspense>
      )}
      <LearnedRuleNotice className="mt-3" />
      <FirstApprovalNotice
        className="mt-3"
        onDismissed={() => document.getElementById(REVIEW_CARD_ID)?.focus()}
      />
      {deck.length > 0 && aboveStack}

      <div className="mt-3">
        {query.isPending ? (
          <LoadingCard />
        ) : query.isError && !query.data ? (
          <div role="alert" className="rounded-lg border border-border bg-surface px-6 py-10 text-center">
            <p className="font-semibold">{REPLIES_COPY.loadFailed}</p>
            {serverDetail(query.error) && (
              <p className="mt-1 text-sm text-muted">{serverDetail(query.error)}</p>
            )}
            <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
              {REPLIES_COPY.retry}
            </Button>
          </div>
        ) : deck.length === 0 && platform && hiddenByFilter > 0 ? (
          <Suspense fallback={null}>
            <PlatformEmpty platform={platform} onShowAll={setPlatform} />
          </Suspense>
        ) : deck.length === 0 ? (
          <EmptyStack action={emptyAction(() => query.refetch())} />
        ) : (
          <CardStack deck={deck} drafts={drafts} controls={controls} onFeedback={setFeedbackFor} />
        )}
      </div>

      {/* While editing, the form has its own Cancel and Submit (and the keyboard needs the room). */}
      {top && !editing && (
        <StackActionsBar ref={actions}>
          <ReviewActions cardId={top.id} onAction={request} editRef={editButton} />
        </StackActionsBar>
      )}

      {feedbackAsked && (
        <Suspense fallback={null}>
          <ComplaintDialog
            replyId={feedbackFor?.id ?? ''}
            open={feedbackFor !== null}
            onOpenChange={(open) => {
              if (!open) setFeedbackFor(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The card's shape while the drafts load: the post, then the draft (side by side on a desktop). */
function LoadingCard() {
  return (
    <CardSkeleton
      label={REPLIES_COPY.loading}
      after={<Skeleton className="mt-2 h-4 w-5/6" />}
      draftAfter={<Skeleton className="mt-4 h-8 w-2/3 rounded-full" />}
    />
  );
}
