import { useRef, useState } from 'react';
import { TEXT } from '@gatling/shared/spec';
import { authClient } from '@/lib/auth/auth-client';
import { useAuthAction } from '../../hooks/use-auth-action';
import { requireFilled } from '../../lib/require-filled';
import { AUTH_COPY } from '../../texts';
import { AuthForm } from '../auth-form';
import { EmailField } from '../email-field';
import { PasswordField } from '../password-field';
import { ViewIntro } from '../view-intro';
import type { TViewProps } from '../view-props';

/** Creates the account; the session starts once the e-mail is confirmed, so a confirmation text shows. */
export function SignUpView({ email, onEmailChange, notice, autoFocus, social }: TViewProps) {
  const [password, setPassword] = useState('');
  const { pending, message, run, reject } = useAuthAction(notice);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (!requireFilled(email, TEXT.auth.emptyEmailAddress, reject, emailRef)) return;
    if (!requireFilled(password, AUTH_COPY.errors.passwordRequired, reject, passwordRef)) return;
    void run('Sign up', async () => {
      const { session } = await authClient.signUp({ email: email.trim(), password });
      if (!session) return { tone: 'success', text: TEXT.auth.checkConfirmation, sent: true };
    });
  };

  return (
    <div className="grid grid-cols-1 gap-5">
      <ViewIntro view="sign_up" />
      {social}
      <AuthForm
        label={AUTH_COPY.views.sign_up.title}
        submitLabel={TEXT.auth.buttons.sign_up}
        pending={pending}
        message={message}
        onSubmit={submit}
      >
        <EmailField inputRef={emailRef} value={email} onChange={onEmailChange} autoFocus={autoFocus} />
        <PasswordField
          inputRef={passwordRef}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
        />
      </AuthForm>
    </div>
  );
}
