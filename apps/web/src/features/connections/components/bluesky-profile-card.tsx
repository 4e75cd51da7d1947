import { useRef, useState } from 'react';
import type { TBlueskyProfile } from '@gatling/shared/api/connections';
import { Badge } from '@/components/ui/badge';
import { publicConfig } from '@/lib/public-config';
import { useDisconnectBluesky } from '../api/disconnect-bluesky';
import { CONNECTIONS_COPY } from '../texts';
import { AccountCard, ReconnectPrompt, type TAccountCardNetwork } from './account-card';
import { BlueskyConnectForm } from './bluesky-connect-form';
import { BlueskySandboxPicker } from './bluesky-sandbox-picker';
import { BLUESKY_TILE, BlueskyMark } from './platform-marks';

const COPY = CONNECTIONS_COPY.bluesky;

const BLUESKY_CARD: TAccountCardNetwork = {
  name: COPY.name,
  Mark: BlueskyMark,
  tile: BLUESKY_TILE,
  useDisconnect: useDisconnectBluesky,
  copy: {
    connected: COPY.connected,
    reconnectBadge: COPY.reconnect.badge,
    sandboxBadge: COPY.sandbox.cardBadge,
    sandboxHint: COPY.sandbox.cardHint,
    disconnect: COPY.disconnect,
  },
};

type TProps = {
  profile: TBlueskyProfile;
  /** Takes focus when it appears, so a keyboard user lands on what they just connected. */
  focusOnMount?: boolean;
  onReconnected: (profile: TBlueskyProfile) => void;
};

/**
 * The connected Bluesky account on the shared card, with Bluesky's name as a badge. Reconnect
 * opens the app-password form in place (or the simulated accounts where Bluesky is the sandbox's).
 */
export function BlueskyProfileCard({ profile, focusOnMount = false, onReconnected }: TProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  return (
    <AccountCard
      ref={cardRef}
      network={BLUESKY_CARD}
      account={{
        name: profile.display_name.trim() || profile.handle,
        handle: profile.handle,
        avatarUrl: profile.avatar_url,
        needsReconnect: profile.status === 'reconnect_needed',
        sandbox: profile.provider === 'sandbox',
      }}
      badges={
        <Badge variant="neutral">
          <BlueskyMark />
          {COPY.name}
        </Badge>
      }
      focusOnMount={focusOnMount}
      reconnect={
        <ReconnectBluesky
          handle={profile.handle}
          onReconnected={(next) => {
            cardRef.current?.focus();
            onReconnected(next);
          }}
        />
      }
    />
  );
}

/** Reconnect's warning, which opens the form (or the simulated accounts) in its place. */
function ReconnectBluesky({
  handle,
  onReconnected,
}: {
  handle: string;
  onReconnected: (profile: TBlueskyProfile) => void;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sandbox = publicConfig().bluesky_sandbox;

  const close = () => {
    setOpen(false);
    // The button comes back with the closed form: give it the focus the form had.
    requestAnimationFrame(() => buttonRef.current?.focus());
  };
  const reconnected = (next: TBlueskyProfile) => {
    setOpen(false);
    onReconnected(next);
  };

  if (!open)
    return (
      <ReconnectPrompt
        body={sandbox ? COPY.sandbox.reconnectBody : COPY.reconnect.body}
        action={COPY.reconnect.action}
        icon={<BlueskyMark />}
        onClick={() => setOpen(true)}
        buttonRef={buttonRef}
      />
    );
  return (
    <div className="mt-4 border-t border-border pt-4">
      {sandbox ? (
        <BlueskySandboxPicker onCancel={close} onConnected={reconnected} />
      ) : (
        <BlueskyConnectForm initialIdentifier={handle} onCancel={close} onConnected={reconnected} />
      )}
    </div>
  );
}
