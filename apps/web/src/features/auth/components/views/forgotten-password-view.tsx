import { useRef } from 'react';
import { TEXT } from '@gatling/shared/spec';
import { authClient } from '@/lib/auth/auth-client';
import { useAuthAction } from '../../hooks/use-auth-action';
import { requireFilled } from '../../lib/require-filled';
import { AUTH_COPY } from '../../texts';
import { AuthForm } from '../auth-form';
import { EmailField } from '../email-field';
import { ViewIntro } from '../view-intro';
import type { TViewProps } from '../view-props';

/** Sends a reset link; it opens /auth?type=recovery&token=... */
export function ForgottenPasswordView({ email, onEmailChange, notice, autoFocus }: TViewProps) {
  const { pending, message, run, reject } = useAuthAction(notice);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (!requireFilled(email, TEXT.auth.emptyEmailAddress, reject, emailRef)) return;
    void run('Password reset request', async () => {
      await authClient.resetPasswordForEmail(email.trim());
      return { tone: 'success', text: TEXT.auth.checkPasswordReset, sent: true };
    });
  };

  return (
    <AuthForm
      label={AUTH_COPY.views.forgotten_password.title}
      submitLabel={TEXT.auth.buttons.forgotten_password}
      pending={pending}
      message={message}
      onSubmit={submit}
    >
      <ViewIntro view="forgotten_password" />
      <EmailField inputRef={emailRef} value={email} onChange={onEmailChange} autoFocus={autoFocus} />
    </AuthForm>
  );
}
