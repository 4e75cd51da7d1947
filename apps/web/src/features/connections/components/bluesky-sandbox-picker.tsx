import { useEffect, useId, useRef, useState } from 'react';
import { ChevronRight, CircleAlert } from 'lucide-react';
import type { TBlueskyProfile, TSandboxBlueskyAccount } from '@gatling/shared/api/connections';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useConnectSandboxBluesky } from '../api/connect-sandbox-bluesky';
import { useSandboxBlueskyAccounts } from '../api/get-sandbox-bluesky-accounts';
import { connectFailureText } from '../lib/connect-failure';
import { CONNECTIONS_COPY } from '../texts';
import { AccountLoadFailed } from './account-states';
import { BusyMark } from './platform-marks';

const COPY = CONNECTIONS_COPY.bluesky;
const SANDBOX = COPY.sandbox;
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

type TProps = {
  onConnected: (profile: TBlueskyProfile) => void;
  onCancel: () => void;
};

/**
 * Bluesky on the sandbox network (decision 0067): the simulated accounts the user may connect,
 * theirs first. Each row is one button: a click connects that account, with no password. The
 * heading takes focus on open, so a keyboard user starts at the list.
 */
export function BlueskySandboxPicker({ onConnected, onCancel }: TProps) {
  const accounts = useSandboxBlueskyAccounts();
  const [problem, setProblem] = useState<string | null>(null);
  const connect = useConnectSandboxBluesky({
    onSuccess: (profile) => onConnected(profile),
    onError: (error) => setProblem(connectFailureText(error, SANDBOX.connectFailed)),
  });
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const pick = (account: TSandboxBlueskyAccount) => {
    if (connect.isPending) return;
    setProblem(null);
    connect.mutate(account.did);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-sm font-semibold outline-none">
          {SANDBOX.listTitle}
        </h3>
        <p className="mt-0.5 text-xs text-muted">{SANDBOX.listHint}</p>
      </div>
      {accounts.isPending && (
        <div role="status" aria-busy="true" aria-label={SANDBOX.loading} className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full rounded-md" />
          ))}
        </div>
      )}
      {accounts.isError && (
        <AccountLoadFailed text={SANDBOX.loadFailed} query={accounts} retry={COPY.retry} />
      )}
      {accounts.data?.length === 0 && <p className="text-sm text-muted">{SANDBOX.none}</p>}
      {accounts.data && accounts.data.length > 0 && (
        <ul
          aria-labelledby={headingId}
          className="divide-y divide-border overflow-hidden rounded-md border border-border"
        >
          {accounts.data.map((account) => {
            const busy = connect.isPending && connect.variables === account.did;
            return (
              <li key={account.did}>
                <button
                  type="button"
                  onClick={() => pick(account)}
                  disabled={connect.isPending}
                  aria-busy={busy || undefined}
                  aria-label={SANDBOX.choose(account.display_name, account.handle)}
                  className="flex w-full items-center gap-3 px-3 py-2.5 text-left transition-colors outline-none hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <Avatar src={account.avatar_url} name={account.display_name} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2">
                      <span className="truncate font-medium">{account.display_name}</span>
                      {account.yours && <Badge variant="accent">{SANDBOX.yours}</Badge>}
                    </span>
                    <span className="block truncate text-sm text-muted">@{account.handle}</span>
                  </span>
                  {account.followers !== null && (
                    <span className="hidden shrink-0 text-xs text-muted tabular-nums sm:inline">
                      {SANDBOX.followers(compact.format(account.followers))}
                    </span>
                  )}
                  {busy ? (
                    <BusyMark />
                  ) : (
                    <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden="true" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {problem && (
        <p
          role="alert"
          className="flex gap-2 rounded-md border border-destructive/40 bg-ignore-soft/50 px-3 py-2.5 text-sm font-medium"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>{problem}</span>
        </p>
      )}
      <div className="flex justify-end">
        <Button
          type="button"
          variant="ghost"
          className="h-10"
          onClick={onCancel}
          disabled={connect.isPending}
        >
          {COPY.cancel}
        </Button>
      </div>
    </section>
  );
}
