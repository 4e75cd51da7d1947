import { useState } from 'react';
import { FlaskConical, TriangleAlert } from 'lucide-react';
import type { TTwitterProfile } from '@gatling/shared/api/connections';
import { TEXT } from '@gatling/shared/spec';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useDisconnectTwitter } from '../api/disconnect-twitter';
import { useConnectTwitter } from '../hooks/use-connect-twitter';
import { CONNECTIONS_COPY as COPY } from '../texts';
import { BusyMark, XMark } from './platform-marks';
import { Avatar } from '@/components/ui/avatar';
import { publicConfig } from '@/lib/public-config';

/** The connected X account: who it is, whether it still works, and Disconnect behind a confirmation. */
export function TwitterProfileCard({ profile }: { profile: TTwitterProfile }) {
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectTwitter({
    onSuccess: () => toast({ title: TEXT.twitter.disconnected, variant: 'success' }),
    onError: () => toast({ title: TEXT.twitter.disconnectFailed, variant: 'destructive' }),
  });
  const reconnect = useConnectTwitter();
  const needsReconnect = profile.status === 'reconnect_needed';

  return (
    <div className="rounded-md border border-border bg-surface p-4" aria-label={COPY.x.name} role="group">
      <div className="flex items-center gap-3">
        <div className="relative shrink-0">
          <Avatar
            src={profile.profile_image_url}
            name={profile.display_name}
            className="size-12"
            initialClassName="text-lg"
          />
          <span className="absolute -right-1 -bottom-1 flex size-5 items-center justify-center rounded-full border-2 border-surface bg-foreground text-background">
            <XMark className="size-2.5" />
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate leading-tight font-semibold">{profile.display_name}</p>
          <p className="truncate text-sm text-muted">@{profile.twitter_username}</p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {needsReconnect ? (
              <Badge variant="warning">
                <TriangleAlert aria-hidden="true" />
                {COPY.reconnect.badge}
              </Badge>
            ) : (
              <Badge variant="success">{COPY.x.connected}</Badge>
            )}
            {profile.provider === 'sandbox' && (
              <Badge variant="neutral" title={COPY.x.sandboxHint}>
                <FlaskConical aria-hidden="true" />
                {COPY.x.sandboxBadge}
              </Badge>
            )}
          </div>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          onClick={() => setConfirming(true)}
          disabled={disconnect.isPending}
          aria-busy={disconnect.isPending}
        >
          {disconnect.isPending && <BusyMark />}
          {COPY.disconnect.action}
        </Button>
      </div>

      {needsReconnect && !publicConfig().twitter_configured && (
        <p className="mt-4 rounded-md bg-warning-soft p-3 text-sm">{COPY.x.notConfiguredReconnect}</p>
      )}

      {needsReconnect && publicConfig().twitter_configured && (
        <div className="mt-4 flex flex-col gap-3 rounded-md bg-warning-soft p-3 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm">{COPY.reconnect.body}</p>
          <Button
            size="sm"
            className="shrink-0"
            onClick={() => reconnect.mutate()}
            disabled={reconnect.isPending}
            aria-busy={reconnect.isPending}
          >
            {reconnect.isPending ? <BusyMark /> : <XMark />}
            {COPY.reconnect.action}
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={COPY.disconnect.title}
        description={COPY.disconnect.body(profile.twitter_username)}
        confirmLabel={COPY.disconnect.confirm}
        destructive
        onConfirm={() => disconnect.mutate()}
      />
    </div>
  );
}
