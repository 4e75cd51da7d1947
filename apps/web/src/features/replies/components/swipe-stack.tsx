import type { ReactNode } from 'react';
import { LIMITS } from '@gatling/shared/spec';
import type { TEditDraft } from '../lib/pending-review';
import type { TReviewAction } from '../lib/swipe';
import { SwipeCard, type TCardCommand } from './swipe-card';

/** How a stack's cards are decided: what useStackControls gives the stack, as one object. */
export type TStackControls<T extends { id: string }> = {
  editing: boolean;
  command: TCardCommand | null;
  /** Whether the card takes a decision now (useDecisionGate). */
  accepts: (id: string) => boolean;
  onDecide: (action: TReviewAction, item: T) => void;
  onSubmitEdit: (draft: TEditDraft) => void;
  onCancelEdit: () => void;
};

/** What a screen's stack (the review stack, the inbox) is given: its cards, their drafts and decisions. */
export type TStackProps<T extends { id: string }> = {
  deck: T[];
  drafts: Readonly<Record<string, TEditDraft>>;
  controls: TStackControls<T>;
};

/** The cards of a stack, whatever they show: what the review stack and the inbox share. */
type TSwipeStackProps<T extends { id: string }> = {
  /** The stack's name for assistive technology. */
  label: string;
  deck: T[];
  controls: TStackControls<T>;
  /** Whether a card may be swiped; every card when absent. */
  swipes?: (item: T) => boolean;
  /** The card's face, at its depth in the stack (0: the top card). */
  children: (item: T, depth: number) => ReactNode;
};

/**
 * The top card and at most two behind it (docs/product/limits.md#review); the top one comes first to
 * assistive technology.
 */
export function SwipeStack<T extends { id: string }>({
  label,
  deck,
  controls: { editing, command, accepts, onDecide },
  swipes,
  children,
}: TSwipeStackProps<T>) {
  const visible = deck.slice(0, LIMITS.cardsBehindTop + 1);
  return (
    // The padding leaves room for the cards peeking out underneath; they size to the inner box.
    <div role="region" aria-label={label} className="pb-6">
      <div data-card-stack className="group/stack relative">
        {visible.map((item, depth) => (
          <SwipeCard
            key={item.id}
            id={item.id}
            depth={depth}
            draggable={!editing && (swipes?.(item) ?? true)}
            command={command}
            canDecide={() => accepts(item.id)}
            onDecide={(action) => onDecide(action, item)}
          >
            {children(item, depth)}
          </SwipeCard>
        ))}
      </div>
    </div>
  );
}
