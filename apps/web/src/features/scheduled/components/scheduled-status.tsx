import { useState } from 'react';
import { CircleAlert, ExternalLink, FlaskConical, Hand, LoaderCircle, Pencil } from 'lucide-react';
import type { TScheduledReply } from '@gatling/shared/api/scheduled';
import { TEXT } from '@gatling/shared/spec';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useCheckFinished } from '../api/check-finished';
import { useCheckPosted } from '../api/check-posted';
import { useOnReturn } from '../hooks/use-on-return';
import { SCHEDULED_COPY as COPY } from '../texts';
import { DraftBadge } from '@/components/draft-badge';
import { HeldNote } from './held-note';
import { RetryButton } from './retry-button';
import { SandboxBadge } from './sandbox-badge';

type TProps = { reply: TScheduledReply };

/**
 * The small markers of a reply: Edited (or Demo draft), Dry run, Simulated, and its state when it is
 * not simply waiting.
 */
export function ScheduledBadges({ reply }: TProps) {
  return (
    <>
      {reply.status === 'publishing' && (
        <Badge variant="accent">
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          {COPY.publishing}
        </Badge>
      )}
      {reply.status === 'awaiting_intent' && (
        <Badge variant="warning">
          <Hand aria-hidden="true" />
          {COPY.awaitingIntent.badge}
        </Badge>
      )}
      {reply.status === 'failed' && (
        <Badge className="bg-destructive/10 text-destructive">
          <CircleAlert aria-hidden="true" />
          {COPY.failed.badge}
        </Badge>
      )}
      <DraftBadge
        draftedBy={reply.drafted_by}
        edited={reply.edited_response}
        editedMarker={
          <Badge>
            <Pencil aria-hidden="true" />
            {TEXT.scheduled.edited}
          </Badge>
        }
      />
      {reply.dry_send && (
        <Badge title={COPY.dryRunHint}>
          <FlaskConical aria-hidden="true" />
          {COPY.dryRun}
        </Badge>
      )}
      {!reply.dry_send && <SandboxBadge sandbox={reply.sandbox} platform={reply.platform} />}
    </>
  );
}

/**
 * What the user must know or do for a reply that is not simply waiting: finish it on X (intent
 * delivery, where the API may not reply), why it waits past its time, or why posting it failed
 * (with Retry, once the cause is gone).
 */
export function ScheduledStatusPanel({ reply, now }: TProps & { now: Date }) {
  if (reply.status === 'awaiting_intent') return <FinishOnPlatform reply={reply} />;
  if (reply.status === 'scheduled' && reply.held) return <HeldNote held={reply.held} now={now} />;
  if (reply.status === 'failed') {
    return (
      <div
        role="note"
        className="flex gap-2.5 rounded-md border border-destructive/30 bg-destructive/10 p-3.5 text-sm"
      >
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold text-destructive">{COPY.failed.title}</p>
          <p className="mt-0.5 break-words">{reply.last_error ?? COPY.failed.fallback}</p>
          <RetryButton reply={reply} />
        </div>
      </div>
    );
  }
  return null;
}

/**
 * Finish on X in one step: the link opens X's prefilled reply page in a new tab; when the user comes
 * back, the app looks for the reply there and shows it sent. "I've posted it" shows only when that
 * look did not find it (X can take a moment to list a new post).
 */
function FinishOnPlatform({ reply }: TProps) {
  const [opened, setOpened] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const check = useCheckPosted(reply.id);
  useOnReturn(
    opened,
    () =>
      check.mutate(undefined, {
        onSuccess: (answer) => {
          if (answer.posted) toast({ title: COPY.awaitingIntent.sent });
          else setNotFound(true);
        },
        onError: () => setNotFound(true),
      }),
    () => setOpened(false),
  );
  return (
    <div className="rounded-md border border-accent/30 bg-accent-soft/60 p-3.5 text-sm">
      <p className="font-semibold">{COPY.awaitingIntent.title}</p>
      <p className="mt-1 text-muted">{COPY.awaitingIntent.body}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        {reply.intent_url && (
          <Button asChild className="w-full sm:w-auto">
            <a
              href={reply.intent_url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpened(true)}
            >
              {COPY.awaitingIntent.action}
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        )}
        {(notFound || !reply.intent_url) && <PostedButton />}
      </div>
      <p role="status" className="mt-2 text-muted empty:hidden">
        {check.isPending ? COPY.awaitingIntent.looking : notFound ? COPY.awaitingIntent.notFound : ''}
      </p>
    </div>
  );
}

/** "I've posted it": the server looks for the finished replies now instead of minutes later. */
function PostedButton() {
  const check = useCheckFinished();
  return (
    <Button
      variant="outline"
      className="w-full sm:w-auto"
      disabled={check.isPending}
      onClick={() =>
        check.mutate(undefined, {
          onSuccess: () => toast({ title: COPY.awaitingIntent.checking }),
          onError: () => toast({ title: COPY.awaitingIntent.checkFailed, variant: 'destructive' }),
        })
      }
    >
      {check.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {COPY.awaitingIntent.posted}
    </Button>
  );
}
