import { useEffect } from 'react';
import { useBlueskyProfile } from '../api/get-bluesky-profile';
import { useTwitterProfile } from '../api/get-twitter-profile';
import { CONNECTIONS_COPY as COPY } from '../texts';
import { BlueskyAccount } from './bluesky-account';
import { ComingSoonIntegrations } from './coming-soon-integrations';
import { TwitterAccount } from './twitter-account';

type TProps = {
  showHeading?: boolean;
  /**
   * Whether an account (X or Bluesky) is connected, once either profile is known: onboarding's
   * Next waits for one.
   */
  onConnectedChange?: (connected: boolean) => void;
};

/**
 * The platforms the user replies on: X (connect, or the profile card with Disconnect), Bluesky
 * (the app-password form, or its profile card) and the integrations still to come. Used by
 * /settings and onboarding step 1.
 */
export function ConnectedAccounts({ showHeading = true, onConnectedChange }: TProps) {
  const twitter = useTwitterProfile();
  const bluesky = useBlueskyProfile();
  const settled = twitter.isSuccess || bluesky.isSuccess;
  const connected = Boolean(twitter.data) || Boolean(bluesky.data);
  useEffect(() => {
    if (settled) onConnectedChange?.(connected);
  }, [settled, connected, onConnectedChange]);

  return (
    <section aria-labelledby={showHeading ? 'connected-accounts-heading' : undefined} className="space-y-4">
      {showHeading && (
        <div>
          <h2 id="connected-accounts-heading" className="text-base font-semibold">
            {COPY.heading}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{COPY.description}</p>
        </div>
      )}
      <TwitterAccount />
      <BlueskyAccount />
      <div className="space-y-2">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">{COPY.comingSoonLabel}</p>
        <ComingSoonIntegrations />
      </div>
    </section>
  );
}
