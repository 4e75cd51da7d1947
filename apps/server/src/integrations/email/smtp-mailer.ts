import nodemailer from 'nodemailer';
import type { Mailer, TEmail } from './mailer';

/** Real delivery over SMTP (any provider that speaks it: Postmark, SES, Mailgun, a relay). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message: TEmail) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
