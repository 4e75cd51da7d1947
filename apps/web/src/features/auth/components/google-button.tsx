import { useState } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { authClient } from '@/lib/auth/auth-client';
import { AUTH_COPY } from '../texts';
import { errorMessage } from '../lib/error-message';
import { FormMessage } from './form-message';

/** Google's four-colour mark, as its brand guidelines ask for on sign-in buttons. */
function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-[18px]">
      <path
        fill="#4285F4"
        d="M23.52 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.46a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.58-5.17 3.58-8.81z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.91l-3.88-3.01c-1.07.72-2.45 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.28v3.11A12 12 0 0 0 12 24z"
      />
      <path
        fill="#FBBC05"
        d="M5.29 14.28A7.2 7.2 0 0 1 4.91 12c0-.79.14-1.56.38-2.28V6.61H1.28A12 12 0 0 0 0 12c0 1.94.46 3.77 1.28 5.39l4.01-3.11z"
      />
      <path
        fill="#EA4335"
        d="M12 4.77c1.76 0 3.34.61 4.59 1.8l3.44-3.44C17.95 1.19 15.24 0 12 0A12 12 0 0 0 1.28 6.61l4.01 3.11C6.23 6.88 8.88 4.77 12 4.77z"
      />
    </svg>
  );
}

/** 'Continue with Google': the browser leaves for Google and comes back to /auth signed in. */
export function GoogleButton() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setPending(true);
    setError(null);
    try {
      await authClient.signInWithOAuth({ provider: 'google' });
    } catch (err) {
      console.error('Google sign-in failed', err);
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-3">
      <PendingButton type="button" variant="outline" pending={pending} onClick={() => void start()}>
        {!pending && <GoogleMark />}
        {AUTH_COPY.continueWithGoogle}
      </PendingButton>
      {error && <FormMessage notice={{ tone: 'error', text: error }} />}
    </div>
  );
}

export function OrDivider() {
  return (
    <div
      className="flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-muted"
      role="separator"
    >
      <span className="h-px flex-1 bg-border" />
      {AUTH_COPY.orWithEmail}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
