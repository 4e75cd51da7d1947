import { useId, useState } from 'react';
import { Send } from 'lucide-react';
import { LIMITS } from '@gatling/shared/spec/public';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const X_RULE = `On X a reply fits in ${LIMITS.xReplyMax} characters, counted X's way. The app can post only where you were mentioned or quoted; other replies open X's reply page, filled in, for you to send with one tap.`;
const BLUESKY_RULE = `On Bluesky a reply fits in ${LIMITS.blueskyReplyMax} characters and the app posts it for you, up to ${LIMITS.blueskyDailyReplyCapDefault} a day by default; the rest go out the next day.`;

/**
 * How replies reach each network, said before the trial and once after the first approval (decisions
 * 0043, 0058). `body` is the two rules as one text: the notice's description.
 */
export const X_DELIVERY_COPY = {
  title: 'How your replies go out',
  x: X_RULE,
  bluesky: BLUESKY_RULE,
  body: `${X_RULE} ${BLUESKY_RULE}`,
  where: 'Replies to finish on X wait under Scheduled, marked "Your turn".',
  /** The after-approval notice on a phone: the rules in one line, the whole of them a tap away. */
  short: "X: most replies open X's reply page for you to send. Bluesky: posted for you.",
  more: 'Details',
  dismiss: 'Got it',
} as const;

/**
 * The notice itself, a plain note: what each network allows, and what the user does on X. After the
 * first approval (`onDismiss`) it sits above the card, so on a phone it says the rules in one line
 * with the whole of them a tap away: at full length it pushed the card's quick edits under the
 * fixed button bar.
 */
export function XDeliveryNotice({ className, onDismiss }: { className?: string; onDismiss?: () => void }) {
  const id = useId();
  const [more, setMore] = useState(false);
  const folds = onDismiss !== undefined && !more;
  return (
    <div
      role="note"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className={cn(
        'flex items-start gap-3 rounded-md border border-accent/30 bg-accent-soft/60 px-3.5 py-3 text-sm',
        folds && 'max-lg:py-2',
        className,
      )}
    >
      <Send aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0 text-accent', onDismiss && 'mt-2')} />
      <div className="min-w-0 flex-1">
        {/* "Got it" beside the title: under the rules it made the phone's notice a line taller. */}
        <div className="flex items-center justify-between gap-3">
          <p id={`${id}-title`} className={cn('font-medium', onDismiss && 'py-1.5')}>
            {X_DELIVERY_COPY.title}
          </p>
          {onDismiss && (
            <Button size="sm" variant="outline" className="shrink-0" onClick={onDismiss}>
              {X_DELIVERY_COPY.dismiss}
            </Button>
          )}
        </div>
        {folds && (
          <p className="text-muted lg:hidden">
            {X_DELIVERY_COPY.short}{' '}
            <button
              type="button"
              aria-expanded={false}
              aria-controls={`${id}-body`}
              onClick={() => setMore(true)}
              className="font-medium text-accent underline underline-offset-2"
            >
              {X_DELIVERY_COPY.more}
            </button>
          </p>
        )}
        {/* One rule a line; the space between them keeps the description one readable text. */}
        <p
          id={`${id}-body`}
          className={cn('mt-0.5 space-y-1 text-muted text-pretty', folds && 'max-lg:hidden')}
        >
          <span className="block">{X_DELIVERY_COPY.x}</span>{' '}
          <span className="block">{X_DELIVERY_COPY.bluesky}</span>
          {onDismiss && (
            <>
              {' '}
              <span className="block">{X_DELIVERY_COPY.where}</span>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
