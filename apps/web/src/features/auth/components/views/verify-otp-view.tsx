import { useRef, useState } from 'react';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth/auth-client';
import { publicConfig } from '@/lib/public-config';
import { useAuthAction } from '../../hooks/use-auth-action';
import { requireFilled } from '../../lib/require-filled';
import { AUTH_COPY } from '../../texts';
import { AuthForm } from '../auth-form';
import { EmailField } from '../email-field';
import { PhoneField } from '../phone-field';
import { TokenField } from '../token-field';
import { ViewIntro } from '../view-intro';
import type { TViewProps } from '../view-props';
import { OtpChannelPicker, type TOtpChannel } from './otp-channel-picker';

/** The server takes E.164 numbers (+15550100199): drop the spaces, dashes and brackets people type. */
const toE164 = (phone: string) => phone.replace(/[\s().-]/g, '');

/**
 * Sign in with a one-time code: choose e-mail or phone, 'Send code', then enter the code and
 * 'Verify token'. Success emits SIGNED_IN, which the page routes on. Phone is offered only where the
 * server can text a code (public config `phone_sign_in`); otherwise the code goes to the e-mail.
 */
export function VerifyOtpView({ email, onEmailChange, notice, autoFocus }: TViewProps) {
  const phoneOffered = publicConfig().phone_sign_in;
  const [channel, setChannel] = useState<TOtpChannel>('email');
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<'request' | 'verify'>('request');
  const [token, setToken] = useState('');
  const { pending, message, run, reject, clear } = useAuthAction(notice);
  const addressRef = useRef<HTMLInputElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);
  const address = channel === 'email' ? email.trim() : toE164(phone);

  const addressFilled = () =>
    requireFilled(
      address,
      channel === 'email' ? TEXT.auth.emptyEmailAddress : AUTH_COPY.errors.phoneRequired,
      reject,
      addressRef,
    );

  const send = async () => {
    if (!addressFilled()) return;
    const sent = await run('Sending a one-time code', async () => {
      await authClient.sendOtp(channel === 'email' ? { email: address } : { phone: address });
      return { tone: 'success', text: AUTH_COPY.otp.checkFor(channel), sent: true };
    });
    if (sent) setStep('verify');
  };

  const verify = () => {
    const code = token.replace(/\s+/g, '');
    if (!requireFilled(code, AUTH_COPY.errors.tokenRequired, reject, tokenRef)) return;
    void run('Verifying a one-time code', async () => {
      await authClient.verifyOtp(
        channel === 'email'
          ? { email: address, token: code, type: 'email' }
          : { phone: address, token: code, type: 'sms' },
      );
    });
  };

  const backToRequest = () => {
    clear();
    setToken('');
    setStep('request');
  };

  const label = AUTH_COPY.views.verify_otp.title;
  /** The quieter action under the submit button. */
  const secondary = (text: string, onClick: () => void) => (
    <Button
      type="button"
      variant="ghost"
      className="h-10 w-full text-muted hover:text-foreground"
      disabled={pending}
      onClick={onClick}
    >
      {text}
    </Button>
  );

  if (step === 'verify') {
    return (
      <AuthForm
        label={label}
        submitLabel={TEXT.auth.buttons.verify_otp}
        pending={pending}
        message={message}
        onSubmit={verify}
        after={secondary(AUTH_COPY.otp.resendCode, () => void send())}
      >
        <ViewIntro view="verify_otp">
          <p>
            {AUTH_COPY.otp.enterCodeFor}{' '}
            <span className="font-medium break-all text-foreground">{address}</span>.{' '}
            <button
              type="button"
              className="cursor-pointer rounded-sm font-medium text-accent underline-offset-4 hover:underline"
              onClick={backToRequest}
            >
              {AUTH_COPY.otp.change(channel)}
            </button>
          </p>
        </ViewIntro>
        <TokenField inputRef={tokenRef} value={token} onChange={setToken} autoFocus />
      </AuthForm>
    );
  }

  return (
    <AuthForm
      label={label}
      submitLabel={AUTH_COPY.otp.sendCode}
      pending={pending}
      message={message}
      onSubmit={() => void send()}
      after={secondary(AUTH_COPY.otp.haveCode, () => addressFilled() && setStep('verify'))}
    >
      <ViewIntro view="verify_otp">{phoneOffered ? undefined : <p>{AUTH_COPY.otp.emailOnly}</p>}</ViewIntro>
      {phoneOffered && <OtpChannelPicker value={channel} onChange={setChannel} />}
      {channel === 'email' ? (
        <EmailField inputRef={addressRef} value={email} onChange={onEmailChange} autoFocus={autoFocus} />
      ) : (
        <PhoneField inputRef={addressRef} value={phone} onChange={setPhone} autoFocus />
      )}
    </AuthForm>
  );
}
