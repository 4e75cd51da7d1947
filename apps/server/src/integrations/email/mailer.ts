/** An e-mail the product sends: confirmation, magic link, password reset, one-time code. */
export type TEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The actionable links in the message (the dev outbox lists them). */
  links: string[];
};

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: TEmail): Promise<void>;
}
