import type { TPendingInteraction } from '@gatling/shared/api/replies';
import type { TReviewAction } from './swipe';

/** The user's own text for a card, kept when an edit is undone or fails so it is never lost. */
export type TEditDraft = { text: string; saveAsRule: boolean };

/**
 * One entry of the local pending stack (spec §4 Reply card): what the user decided about a card,
 * waiting out the undo timeout before its call is made.
 */
export type TPendingReview = {
  action: Exclude<TReviewAction, 'edit'> | 'edit-submit';
  interaction: TPendingInteraction;
  /** The edited text of an edit-submit. */
  edit: TEditDraft | null;
  /** Dry-send mode when the user decided (spec §7). */
  drySend: boolean;
  /** The card's position in the review stack, the undo entry's index. */
  position: number;
  timer: number | null;
  /**
   * waiting: the undo can still stop it; sent: its call has gone out; returned: the server did not
   * take it and the card is back in the stack.
   */
  state: 'waiting' | 'sent' | 'returned';
};
