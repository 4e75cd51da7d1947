import { useEffect } from 'react';
import type { TTwitterProfile } from '@gatling/shared/api/connections';
import { useTwitterProfile } from '../api/get-twitter-profile';
import { CONNECTIONS_COPY as COPY } from '../texts';
import { ComingSoonIntegrations } from './coming-soon-integrations';
import { TwitterAccount } from './twitter-account';

type TProps = {
  showHeading?: boolean;
  /** The X profile once known, or null when none is connected (onboarding's Next waits for one). */
  onProfileChange?: (profile: TTwitterProfile | null) => void;
};

/**
 * The platforms the user replies on: X (connect, or the profile card with Disconnect) and the
 * integrations still to come. Used by /settings and onboarding step 1.
 */
export function ConnectedAccounts({ showHeading = true, onProfileChange }: TProps) {
  const profile = useTwitterProfile();
  useEffect(() => {
    if (profile.isSuccess) onProfileChange?.(profile.data);
  }, [profile.isSuccess, profile.data, onProfileChange]);

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
      <div className="space-y-2">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">{COPY.comingSoonLabel}</p>
        <ComingSoonIntegrations />
      </div>
    </section>
  );
}
