import { CircleAlert, CircleCheck } from 'lucide-react';
import { publicConfig } from '@/lib/public-config';
import { cn } from '@/lib/cn';
import type { TNotice } from '../auth-view';
import { AUTH_COPY } from '../texts';

/** The kit's message box: errors in a danger box (announced at once), confirmations politely. */
export function FormMessage({ notice, id }: { notice: TNotice; id?: string }) {
  const error = notice.tone === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      id={id}
      role={error ? 'alert' : 'status'}
      className={cn(
        'flex gap-2.5 rounded-md border px-3 py-2.5 text-sm leading-snug',
        error
          ? 'border-destructive/30 bg-destructive/10 text-destructive'
          : 'border-send/30 bg-send-soft text-foreground',
      )}
    >
      <Icon aria-hidden className={cn('mt-px size-4 shrink-0', error ? 'text-destructive' : 'text-send')} />
      <div className="min-w-0 break-words">
        <p className={cn(error && 'font-medium')}>{notice.text}</p>
        {notice.hint && <p className="mt-0.5 text-foreground/80">{notice.hint}</p>}
        {notice.sent && publicConfig().dev_outbox && <DevOutboxHint />}
      </div>
    </div>
  );
}

/** Without SMTP the server keeps e-mails in its dev outbox; say so instead of pretending they were sent. */
function DevOutboxHint() {
  const { before, link, after } = AUTH_COPY.devOutbox;
  return (
    <p className="mt-1 text-xs text-muted">
      {before}
      <a
        className="font-medium text-accent underline underline-offset-2"
        href="/dev/outbox"
        target="_blank"
        rel="noreferrer"
      >
        {link}
      </a>
      {after}
    </p>
  );
}
