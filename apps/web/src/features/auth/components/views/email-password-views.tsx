import { useRef, useState } from 'react';
import { LIMITS, TEXT } from '@gatling/shared/spec';
import { authClient } from '@/lib/auth/auth-client';
import type { TNotice } from '../../auth-view';
import { useAuthAction } from '../../hooks/use-auth-action';
import { requireFilled } from '../../lib/require-filled';
import { AUTH_COPY } from '../../texts';
import { AuthForm } from '../auth-form';
import { EmailField } from '../email-field';
import { PasswordField } from '../password-field';
import { ViewIntro } from '../view-intro';
import type { TViewProps } from '../view-props';

type TProps = TViewProps & {
  view: 'sign_in' | 'sign_up';
  /** The action's name in the log when it fails. */
  what: string;
  /** The account call, given the trimmed e-mail; it resolves to the confirmation to show, if any. */
  send: (credentials: { email: string; password: string }) => Promise<TNotice | void>;
};

/** E-mail and password, both required before anything is sent; Google above them when offered. */
function EmailPasswordView({ view, what, send, email, onEmailChange, notice, autoFocus, social }: TProps) {
  const [password, setPassword] = useState('');
  const { pending, message, run, reject } = useAuthAction(notice);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (!requireFilled(email, TEXT.auth.emptyEmailAddress, reject, emailRef)) return;
    if (!requireFilled(password, AUTH_COPY.errors.passwordRequired, reject, passwordRef)) return;
    // The server's own rule, said before the round trip; signing in keeps whatever was set before.
    if (view === 'sign_up' && password.length < LIMITS.passwordMin) {
      reject(TEXT.auth.passwordTooShort);
      passwordRef.current?.focus();
      return;
    }
    void run(what, () => send({ email: email.trim(), password }));
  };

  return (
    <div className="grid grid-cols-1 gap-5">
      {view === 'sign_up' && <ViewIntro view="sign_up" />}
      {social}
      <AuthForm
        label={AUTH_COPY.views[view].title}
        submitLabel={TEXT.auth.buttons[view]}
        pending={pending}
        message={message}
        onSubmit={submit}
      >
        <EmailField inputRef={emailRef} value={email} onChange={onEmailChange} autoFocus={autoFocus} />
        <PasswordField
          inputRef={passwordRef}
          value={password}
          onChange={setPassword}
          autoComplete={view === 'sign_in' ? 'current-password' : 'new-password'}
        />
      </AuthForm>
    </div>
  );
}

/** Signs in. Success emits SIGNED_IN, which the page routes on. */
export function SignInView(props: TViewProps) {
  return (
    <EmailPasswordView
      {...props}
      view="sign_in"
      what="Sign in"
      send={async (credentials) => {
        await authClient.signInWithPassword(credentials);
      }}
    />
  );
}

/** Creates the account; the session starts once the e-mail is confirmed, so a confirmation text shows. */
export function SignUpView(props: TViewProps) {
  return (
    <EmailPasswordView
      {...props}
      view="sign_up"
      what="Sign up"
      send={async (credentials) => {
        const { session } = await authClient.signUp(credentials);
        if (!session) return { tone: 'success', text: TEXT.auth.checkConfirmation, sent: true };
      }}
    />
  );
}
