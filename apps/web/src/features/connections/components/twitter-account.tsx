import { Ban } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { publicConfig } from '@/lib/public-config';
import { useConnectTwitter } from '../hooks/use-connect-twitter';
import { useTwitterProfile } from '../api/get-twitter-profile';
import { CONNECTIONS_COPY as COPY } from '../texts';
import { BusyMark, XMark } from './platform-marks';
import { TwitterProfileCard } from './twitter-profile-card';
import { AccountLoadFailed, AccountLoading } from './account-states';
import { NetworkIntro, SandboxNetworkBadge } from './network-intro';

/**
 * A non-OK profile answer reads as the product's message (docs/product/errors.md#twitter-and-onboarding); a
 * network failure keeps its own.
 */
function profileErrorText(error: Error): string {
  if (error instanceof ApiError && error.status > 0) return TEXT.twitter.fetchProfileFailed;
  return error.message || TEXT.twitter.errorFallback;
}

/** The X account of the user: loading, error with Retry, the connect button, or the profile card. */
export function TwitterAccount() {
  const profile = useTwitterProfile();

  if (profile.isPending) {
    return <AccountLoading label={COPY.loadingProfile} />;
  }

  if (profile.isError) {
    return (
      <AccountLoadFailed text={profileErrorText(profile.error)} query={profile} retry={TEXT.twitter.retry} />
    );
  }

  if (profile.data) return <TwitterProfileCard profile={profile.data} />;
  return publicConfig().twitter_configured ? <ConnectX /> : <XNotConfigured />;
}

/** Production without X API keys: X is named, said to be unavailable here, and offers no button. */
function XNotConfigured() {
  return (
    <div
      role="group"
      aria-label={COPY.x.name}
      className="grid grid-cols-[auto_1fr] items-center gap-3 rounded-md border border-dashed border-border p-4"
    >
      <span className="flex size-11 shrink-0 items-center justify-center self-start rounded-full bg-surface-2 text-muted sm:self-center">
        <XMark className="size-5" />
      </span>
      <NetworkIntro
        name={COPY.x.name}
        badge={
          <Badge variant="neutral">
            <Ban aria-hidden="true" />
            {COPY.x.notConfigured}
          </Badge>
        }
        text={COPY.x.notConfiguredHint}
      />
    </div>
  );
}

function ConnectX() {
  const connect = useConnectTwitter();
  const sandbox = publicConfig().twitter_sandbox;
  return (
    // Phone: the button takes its own full-width row; wider: it sits at the end of the row.
    <div className="grid grid-cols-[auto_1fr] items-center gap-3 rounded-md border border-border p-4 sm:grid-cols-[auto_1fr_auto]">
      <span className="flex size-11 shrink-0 items-center justify-center self-start rounded-full bg-foreground text-background sm:self-center">
        <XMark className="size-5" />
      </span>
      <NetworkIntro
        name={COPY.x.name}
        badge={sandbox && <SandboxNetworkBadge label={COPY.x.sandboxNetwork} hint={COPY.x.sandboxHint} />}
        text={sandbox ? COPY.x.sandboxHint : COPY.x.pitch}
      />
      <Button
        onClick={() => connect.mutate()}
        disabled={connect.isPending}
        aria-busy={connect.isPending}
        className="col-span-2 sm:col-span-1"
      >
        {connect.isPending ? <BusyMark /> : <XMark />}
        {COPY.x.connect}
      </Button>
    </div>
  );
}
