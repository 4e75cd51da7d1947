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

/**
 * The magic link form (docs/product/states.md#magic-link-form): idle, loading, then the confirmation or an
 * error. An empty e-mail sends nothing.
 */
export function MagicLinkView({ email, onEmailChange, notice, autoFocus }: TViewProps) {
  const { pending, message, run, reject } = useAuthAction(notice);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (!requireFilled(email, TEXT.auth.emptyEmailAddress, reject, emailRef)) return;
    void run('Sending a magic link', async () => {
      await authClient.signInWithOtp({ email: email.trim() });
      return { tone: 'success', text: TEXT.auth.checkMagicLink, sent: true };
    });
  };

  return (
    <AuthForm
      label={AUTH_COPY.views.magic_link.title}
      submitLabel={TEXT.auth.buttons.magic_link}
      pending={pending}
      message={message}
      onSubmit={submit}
    >
      <ViewIntro view="magic_link" />
      <EmailField inputRef={emailRef} value={email} onChange={onEmailChange} autoFocus={autoFocus} />
    </AuthForm>
  );
}
