import { useRef, useState } from 'react';
import { TEXT } from '@gatling/shared/spec';
import { authClient } from '@/lib/auth/auth-client';
import { useAuthAction } from '../../hooks/use-auth-action';
import { requireFilled } from '../../lib/require-filled';
import { AUTH_COPY } from '../../texts';
import { AuthForm } from '../auth-form';
import { PasswordField } from '../password-field';
import { ViewIntro } from '../view-intro';
import type { TViewProps } from '../view-props';

/**
 * The new password for a recovery link. Success emits USER_UPDATED; the page then shows
 * 'Your password has been updated' on the sign-in view.
 */
export function UpdatePasswordView({ notice, autoFocus }: TViewProps) {
  const [password, setPassword] = useState('');
  const { pending, message, run, reject } = useAuthAction(notice);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (!requireFilled(password, AUTH_COPY.errors.passwordRequired, reject, passwordRef)) return;
    void run('Password update', () => authClient.updatePassword(password));
  };

  return (
    <AuthForm
      label={AUTH_COPY.views.update_password.title}
      submitLabel={TEXT.auth.buttons.update_password}
      pending={pending}
      message={message}
      onSubmit={submit}
    >
      <ViewIntro view="update_password" />
      <PasswordField
        inputRef={passwordRef}
        label={AUTH_COPY.labels.newPassword}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
    </AuthForm>
  );
}
