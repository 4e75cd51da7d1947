import type { TAuthView } from './auth-view';

/**
 * Wording of the sign-in page of its own. The product's texts (button labels, confirmations, the
 * expired-link message: docs/product/errors.md#auth-and-session) come from TEXT in @gatling/shared/spec.
 */
export const AUTH_COPY = {
  continueWithGoogle: 'Continue with Google',
  orWithEmail: 'or',
  backHome: 'Back to home',
  labels: {
    email: 'Email address',
    password: 'Password',
    newPassword: 'New password',
    phone: 'Phone number',
    token: 'One-time code',
  },
  placeholders: {
    email: 'you@example.com',
    phone: '+1 555 010 0199',
    token: '123456',
  },
  showPassword: 'Show password',
  /** The link row: where each link leads, worded as the auth kit words it. */
  links: {
    sign_up: "Don't have an account? Sign up",
    sign_in: 'Already have an account? Sign in',
    forgotten_password: 'Forgot your password?',
    magic_link: 'Send a magic link',
    verify_otp: 'Sign in with a one-time code',
  } satisfies Partial<Record<TAuthView, string>>,
  views: {
    sign_in: { title: 'Sign in', description: 'Use the email and password of your account.' },
    sign_up: { title: 'Create your account', description: 'We will send you a link to confirm your email.' },
    magic_link: {
      title: 'Sign in with a magic link',
      description: 'No password needed: we email you a link that signs you in.',
    },
    forgotten_password: {
      title: 'Reset your password',
      description: 'We will email you a link to choose a new password.',
    },
    update_password: { title: 'Choose a new password', description: 'You will sign in with it from now on.' },
    verify_otp: {
      title: 'Sign in with a one-time code',
      description: 'We send a short code to your email or phone.',
    },
  } satisfies Record<TAuthView, { title: string; description: string }>,
  otp: {
    channel: 'Send the code to',
    email: 'Email',
    phone: 'Phone',
    sendCode: 'Send code',
    resendCode: 'Resend code',
    haveCode: 'I already have a code',
    change: (channel: 'email' | 'phone') =>
      channel === 'email' ? 'Use a different email' : 'Use a different number',
    checkFor: (channel: 'email' | 'phone') =>
      channel === 'email' ? 'Check your email for the code' : 'Check your phone for the code',
    enterCodeFor: 'Enter the code sent to',
    /** The view's description where the server sends no codes by SMS (public config `phone_sign_in`). */
    emailOnly: 'We send a short code to your email.',
    phoneHint: 'Start with + and your country code.',
  },
  errors: {
    passwordRequired: 'Password is required',
    phoneRequired: 'Phone number is required',
    tokenRequired: 'Enter the code we sent you',
    linkFailed: 'The sign-in link could not be used. Please request a new one.',
    generic: 'Something went wrong. Please try again.',
  },
  devOutbox: { before: 'Development server: messages land in the ', link: 'dev outbox', after: '.' },
} as const;
