import { CircleAlert, RotateCw } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type TProps = { retrying: boolean; onRetry: () => void };

/** The subscription status could not be read: the product's text and a Retry that spins while it reads. */
export function StatusFailed({ retrying, onRetry }: TProps) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
      <CircleAlert className="size-6 text-ignore" aria-hidden="true" />
      <p className="font-medium">{TEXT.subscription.statusFailed}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw className={cn(retrying && 'animate-spin')} aria-hidden="true" />
        Retry
      </Button>
    </Card>
  );
}
