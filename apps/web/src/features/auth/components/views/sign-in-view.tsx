import { useRef, useState } from 'react';
import { TEXT } from '@gatling/shared/spec';
import { authClient } from '@/lib/auth/auth-client';
import { useAuthAction } from '../../hooks/use-auth-action';
import { requireFilled } from '../../lib/require-filled';
import { AUTH_COPY } from '../../texts';
import { AuthForm } from '../auth-form';
import { EmailField } from '../email-field';
import { PasswordField } from '../password-field';
import type { TViewProps } from '../view-props';

/** E-mail and password. Success emits SIGNED_IN, which the page routes on. */
export function SignInView({ email, onEmailChange, notice, autoFocus, social }: TViewProps) {
  const [password, setPassword] = useState('');
  const { pending, message, run, reject } = useAuthAction(notice);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (!requireFilled(email, TEXT.auth.emptyEmailAddress, reject, emailRef)) return;
    if (!requireFilled(password, AUTH_COPY.errors.passwordRequired, reject, passwordRef)) return;
    void run('Sign in', async () => {
      await authClient.signInWithPassword({ email: email.trim(), password });
    });
  };

  return (
    <div className="grid grid-cols-1 gap-5">
      {social}
      <AuthForm
        label={AUTH_COPY.views.sign_in.title}
        submitLabel={TEXT.auth.buttons.sign_in}
        pending={pending}
        message={message}
        onSubmit={submit}
      >
        <EmailField inputRef={emailRef} value={email} onChange={onEmailChange} autoFocus={autoFocus} />
        <PasswordField
          inputRef={passwordRef}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
      </AuthForm>
    </div>
  );
}
