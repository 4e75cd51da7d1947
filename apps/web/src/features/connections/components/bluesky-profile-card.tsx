import { useEffect, useRef, useState } from 'react';
import { FlaskConical, TriangleAlert } from 'lucide-react';
import type { TBlueskyProfile } from '@gatling/shared/api/connections';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { publicConfig } from '@/lib/public-config';
import { useDisconnectBluesky } from '../api/disconnect-bluesky';
import { CONNECTIONS_COPY } from '../texts';
import { BlueskyConnectForm } from './bluesky-connect-form';
import { BlueskySandboxPicker } from './bluesky-sandbox-picker';
import { BLUESKY_TILE, BlueskyMark, BusyMark } from './platform-marks';

const COPY = CONNECTIONS_COPY.bluesky;

type TProps = {
  profile: TBlueskyProfile;
  /** Takes focus when it appears, so a keyboard user lands on what they just connected. */
  focusOnMount?: boolean;
  onReconnected: (profile: TBlueskyProfile) => void;
};

/**
 * The connected Bluesky account: who it is (an account of the sandbox network says so), whether
 * Bluesky still accepts the stored session (else Reconnect opens the app-password form in place,
 * or the simulated accounts where Bluesky is the sandbox's), and Disconnect behind a confirmation.
 */
export function BlueskyProfileCard({ profile, focusOnMount = false, onReconnected }: TProps) {
  const [confirming, setConfirming] = useState(false);
  const [reconnecting, setReconnecting] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const reconnectRef = useRef<HTMLButtonElement>(null);
  const disconnect = useDisconnectBluesky({
    onSuccess: () => toast({ title: COPY.disconnect.done, variant: 'success' }),
    onError: () => toast({ title: COPY.disconnect.failed, variant: 'destructive' }),
  });
  const needsReconnect = profile.status === 'reconnect_needed';
  const name = profile.display_name.trim() || profile.handle;

  useEffect(() => {
    if (focusOnMount) cardRef.current?.focus();
  }, [focusOnMount]);

  const reconnected = (next: TBlueskyProfile) => {
    setReconnecting(false);
    cardRef.current?.focus();
    onReconnected(next);
  };

  const closeForm = () => {
    setReconnecting(false);
    // The button comes back with the closed form: give it the focus the form had.
    requestAnimationFrame(() => reconnectRef.current?.focus());
  };

  return (
    <div
      ref={cardRef}
      tabIndex={-1}
      className="rounded-md border border-border bg-surface p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      aria-label={COPY.name}
      role="group"
    >
      {/* Phone: Disconnect gets a row of its own under the name, so a long domain handle is not cut. */}
      <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-3 sm:grid-cols-[auto_1fr_auto]">
        <div className="relative shrink-0 self-start sm:self-center">
          <Avatar src={profile.avatar_url} name={name} className="size-12" initialClassName="text-lg" />
          <span
            className={cn(
              'absolute -right-1 -bottom-1 flex size-5 items-center justify-center rounded-full border-2 border-surface',
              BLUESKY_TILE,
            )}
          >
            <BlueskyMark className="size-2.5" />
          </span>
        </div>
        <div className="min-w-0">
          <p className="leading-tight font-semibold break-words">{name}</p>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">@{profile.handle}</p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {needsReconnect ? (
              <Badge variant="warning">
                <TriangleAlert aria-hidden="true" />
                {COPY.reconnect.badge}
              </Badge>
            ) : (
              <Badge variant="success">{COPY.connected}</Badge>
            )}
            <Badge variant="neutral">
              <BlueskyMark />
              {COPY.name}
            </Badge>
            {profile.provider === 'sandbox' && (
              <Badge variant="neutral" title={COPY.sandbox.cardHint}>
                <FlaskConical aria-hidden="true" />
                {COPY.sandbox.cardBadge}
              </Badge>
            )}
          </div>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="col-start-2 justify-self-start sm:col-start-auto"
          onClick={() => setConfirming(true)}
          disabled={disconnect.isPending}
          aria-busy={disconnect.isPending}
        >
          {disconnect.isPending && <BusyMark />}
          {COPY.disconnect.action}
        </Button>
      </div>

      {needsReconnect && !reconnecting && (
        <div className="mt-4 flex flex-col gap-3 rounded-md bg-warning-soft p-3 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm">
            {publicConfig().bluesky_sandbox ? COPY.sandbox.reconnectBody : COPY.reconnect.body}
          </p>
          <Button ref={reconnectRef} size="sm" className="shrink-0" onClick={() => setReconnecting(true)}>
            <BlueskyMark />
            {COPY.reconnect.action}
          </Button>
        </div>
      )}

      {needsReconnect && reconnecting && (
        <div className="mt-4 border-t border-border pt-4">
          {publicConfig().bluesky_sandbox ? (
            <BlueskySandboxPicker onCancel={closeForm} onConnected={reconnected} />
          ) : (
            <BlueskyConnectForm
              initialIdentifier={profile.handle}
              onCancel={closeForm}
              onConnected={reconnected}
            />
          )}
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={COPY.disconnect.title}
        description={COPY.disconnect.body(profile.handle)}
        confirmLabel={COPY.disconnect.confirm}
        destructive
        onConfirm={() => disconnect.mutate()}
      />
    </div>
  );
}
