import type { TReviewAction } from './swipe';

/** The user's own text for a card, kept when an edit is undone or fails so it is never lost. */
export type TEditDraft = { text: string; saveAsRule: boolean };

/** What the user decided about a card (docs/product/states.md#reply-card): send, ignore or edit-submit. */
export type TDecisionAction = Exclude<TReviewAction, 'edit'> | 'edit-submit';
