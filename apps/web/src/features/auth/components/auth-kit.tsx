import { useState, type ComponentType } from 'react';
import type { TAuthView, TNotice } from '../auth-view';
import { AuthLinks } from './auth-links';
import { GoogleButton, OrDivider } from './google-button';
import type { TViewProps } from './view-props';
import { SignInView, SignUpView } from './views/email-password-views';
import { ForgottenPasswordView } from './views/forgotten-password-view';
import { MagicLinkView } from './views/magic-link-view';
import { UpdatePasswordView } from './views/update-password-view';
import { VerifyOtpView } from './views/verify-otp-view';

const VIEWS: Record<TAuthView, ComponentType<TViewProps>> = {
  sign_in: SignInView,
  sign_up: SignUpView,
  magic_link: MagicLinkView,
  forgotten_password: ForgottenPasswordView,
  update_password: UpdatePasswordView,
  verify_otp: VerifyOtpView,
};

type TProps = {
  view: TAuthView;
  /** Changes whenever the page changes view or message, so the view starts fresh. */
  viewKey: number;
  notice: TNotice | null;
  focus: boolean;
  /** Offer 'Continue with Google' (the deployment has it configured). */
  google: boolean;
  onSwitch: (view: TAuthView) => void;
};

/**
 * The auth kit: the current view's form and the link row to the others. Google shows in the views
 * that sign in or sign up; the rest are about the e-mail account.
 */
export function AuthKit({ view, viewKey, notice, focus, google, onSwitch }: TProps) {
  const [email, setEmail] = useState('');
  const View = VIEWS[view];
  const social = google ? (
    <>
      <GoogleButton />
      <OrDivider />
    </>
  ) : null;
  return (
    <div className="grid grid-cols-1 gap-5">
      <View
        key={viewKey}
        email={email}
        onEmailChange={setEmail}
        notice={notice}
        autoFocus={focus}
        social={social}
      />
      <AuthLinks view={view} onSwitch={onSwitch} />
    </div>
  );
}
