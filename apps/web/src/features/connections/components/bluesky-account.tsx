import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TBlueskyProfile } from '@gatling/shared/api/connections';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { publicConfig } from '@/lib/public-config';
import { BLUESKY_PROFILE_KEY, useBlueskyProfile } from '../api/get-bluesky-profile';
import { CONNECTIONS_COPY } from '../texts';
import { AccountLoadFailed, AccountLoading } from './account-states';
import { BlueskyConnectForm } from './bluesky-connect-form';
import { BlueskyProfileCard } from './bluesky-profile-card';
import { BlueskySandboxPicker } from './bluesky-sandbox-picker';
import { NetworkIntro, SandboxNetworkBadge } from './network-intro';
import { BLUESKY_TILE, BlueskyMark } from './platform-marks';

const COPY = CONNECTIONS_COPY.bluesky;

/**
 * The Bluesky account of the user: loading, error with Retry, Connect Bluesky (which opens the
 * app-password form, or the simulated accounts on the sandbox network), or the profile card. A connection puts the answered profile straight into
 * the profile query's cache: the password went to the server only.
 */
export function BlueskyAccount() {
  const profile = useBlueskyProfile();
  const queryClient = useQueryClient();
  const [justConnected, setJustConnected] = useState(false);

  const connected = (next: TBlueskyProfile) => {
    queryClient.setQueryData(BLUESKY_PROFILE_KEY, next);
    setJustConnected(true);
    toast({ title: COPY.connectedToast, variant: 'success' });
  };

  if (profile.isPending) {
    return <AccountLoading label={COPY.loadingProfile} />;
  }

  if (profile.isError) {
    // A network failure keeps its own sentence; an error answer reads as the product's.
    const text =
      profile.error instanceof ApiError && profile.error.status === 0
        ? profile.error.message
        : COPY.fetchProfileFailed;
    return <AccountLoadFailed text={text} query={profile} retry={COPY.retry} />;
  }

  if (profile.data)
    return (
      <BlueskyProfileCard profile={profile.data} focusOnMount={justConnected} onReconnected={connected} />
    );
  return <ConnectBluesky onConnected={connected} />;
}

/**
 * Connect Bluesky: the app-password form, or where Bluesky is the sandbox network's (public config
 * `bluesky_sandbox`, decision 0067) the list of its accounts, one click each, no password.
 */
function ConnectBluesky({ onConnected }: { onConnected: (profile: TBlueskyProfile) => void }) {
  const sandbox = publicConfig().bluesky_sandbox;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // The button comes back with the closed form: give it the focus the form had.
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  return (
    <div className="rounded-md border border-border p-4">
      {/* Phone: the button takes its own full-width row; wider: it sits at the end of the row. */}
      <div className="grid grid-cols-[auto_1fr] items-center gap-3 sm:grid-cols-[auto_1fr_auto]">
        <span
          className={cn(
            'flex size-11 shrink-0 items-center justify-center self-start rounded-full sm:self-center',
            BLUESKY_TILE,
          )}
        >
          <BlueskyMark className="size-5" />
        </span>
        <NetworkIntro
          name={COPY.name}
          badge={sandbox && <SandboxNetworkBadge label={COPY.sandbox.badge} hint={COPY.sandbox.hint} />}
          text={sandbox ? COPY.sandbox.hint : COPY.pitch}
        />
        {!open && (
          <Button ref={buttonRef} onClick={() => setOpen(true)} className="col-span-2 sm:col-span-1">
            <BlueskyMark />
            {sandbox ? COPY.sandbox.open : COPY.connect}
          </Button>
        )}
      </div>
      {open && (
        <div className="mt-4 border-t border-border pt-4">
          {sandbox ? (
            <BlueskySandboxPicker onCancel={close} onConnected={onConnected} />
          ) : (
            <BlueskyConnectForm onCancel={close} onConnected={onConnected} />
          )}
        </div>
      )}
    </div>
  );
}
