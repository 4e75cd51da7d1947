import { SETTINGS_COPY as COPY } from '../texts';
import { ChangePasswordForm } from './change-password-form';
import { SettingsSection } from './settings-section';
import { SignOutEverywhere } from './sign-out-everywhere';

/** The 'Sign-in and security' card of /settings: change the password, or sign out everywhere. */
export function SecuritySection() {
  return (
    <SettingsSection id="security" heading={COPY.security.heading} description={COPY.security.description}>
      <ChangePasswordForm />
      <div className="mt-6 border-t border-border pt-5">
        <SignOutEverywhere />
      </div>
    </SettingsSection>
  );
}
