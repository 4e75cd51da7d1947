import type { TTwitterProfile } from '@gatling/shared/api/connections';
import { TEXT } from '@gatling/shared/spec';
import { publicConfig } from '@/lib/public-config';
import { useDisconnectTwitter } from '../api/disconnect-twitter';
import { useConnectTwitter } from '../hooks/use-connect-twitter';
import { CONNECTIONS_COPY as COPY } from '../texts';
import { AccountCard, ReconnectPrompt, ReconnectUnavailable, type TAccountCardNetwork } from './account-card';
import { XMark } from './platform-marks';

const X_CARD: TAccountCardNetwork = {
  name: COPY.x.name,
  Mark: XMark,
  tile: 'bg-foreground text-background',
  useDisconnect: useDisconnectTwitter,
  copy: {
    connected: COPY.x.connected,
    reconnectBadge: COPY.reconnect.badge,
    sandboxBadge: COPY.x.sandboxBadge,
    sandboxHint: COPY.x.sandboxHint,
    disconnect: {
      ...COPY.disconnect,
      done: TEXT.twitter.disconnected,
      failed: TEXT.twitter.disconnectFailed,
    },
  },
};

/**
 * The connected X account on the shared card. Reconnect starts X's authorization again; without
 * X API keys on this server the card says it cannot be reconnected here.
 */
export function TwitterProfileCard({ profile }: { profile: TTwitterProfile }) {
  return (
    <AccountCard
      network={X_CARD}
      account={{
        name: profile.display_name,
        handle: profile.twitter_username,
        avatarUrl: profile.profile_image_url,
        needsReconnect: profile.status === 'reconnect_needed',
        sandbox: profile.provider === 'sandbox',
      }}
      reconnect={<ReconnectX />}
    />
  );
}

function ReconnectX() {
  const reconnect = useConnectTwitter();
  if (!publicConfig().twitter_configured)
    return <ReconnectUnavailable text={COPY.x.notConfiguredReconnect} />;
  return (
    <ReconnectPrompt
      body={COPY.reconnect.body}
      action={COPY.reconnect.action}
      icon={<XMark />}
      onClick={() => reconnect.mutate()}
      pending={reconnect.isPending}
    />
  );
}
