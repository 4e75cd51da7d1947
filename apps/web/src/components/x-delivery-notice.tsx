import { useId } from 'react';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** How replies reach X, said before the trial and once after the first approval (decision 0043). */
export const X_DELIVERY_COPY = {
  title: 'How your replies go out on X',
  body: "On X the app can post only where you were mentioned or quoted. Other replies open X's reply page for you to send with one tap.",
  where: 'You find those under Scheduled, marked "Your turn".',
  dismiss: 'Got it',
} as const;

/** The notice itself, a plain note: who posts on X and what the user does for the rest. */
export function XDeliveryNotice({ className, onDismiss }: { className?: string; onDismiss?: () => void }) {
  const id = useId();
  return (
    <div
      role="note"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className={cn(
        'flex items-start gap-3 rounded-md border border-accent/30 bg-accent-soft/60 px-3.5 py-3 text-sm',
        className,
      )}
    >
      <Send aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <div className="min-w-0 flex-1">
        <p id={`${id}-title`} className="font-medium">
          {X_DELIVERY_COPY.title}
        </p>
        <p id={`${id}-body`} className="mt-0.5 text-muted text-pretty">
          {X_DELIVERY_COPY.body}
          {onDismiss && ` ${X_DELIVERY_COPY.where}`}
        </p>
        {onDismiss && (
          <Button size="sm" variant="outline" className="mt-2.5" onClick={onDismiss}>
            {X_DELIVERY_COPY.dismiss}
          </Button>
        )}
      </div>
    </div>
  );
}
