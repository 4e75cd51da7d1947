/** The auth kit's views (docs/product/screens.md#sign-in). */
export type TAuthView =
  'sign_in' | 'sign_up' | 'magic_link' | 'forgotten_password' | 'update_password' | 'verify_otp';

/** A message under a form: the server's error in a danger box, or a confirmation. */
export type TNotice = {
  tone: 'error' | 'success';
  text: string;
  /** A second, quieter line: what to do next. */
  hint?: string;
  /** The message went out by e-mail or SMS: in development, point at the dev outbox. */
  sent?: boolean;
};
