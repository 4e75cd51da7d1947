import type { TDb } from '../../db/client';
import { outboxMessages } from '../../db/schema/dev-outbox';
import type { TLogger } from '../../lib/logger';
import type { Mailer, TEmail } from '../../integrations/email/mailer';

/**
 * Local delivery for machines without SMTP: the message is stored and logged with its links, and
 * listed at /dev/outbox. Never used when SMTP_URL is set.
 */
export function createOutboxMailer(db: TDb, logger: TLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message: TEmail) {
      await db.insert(outboxMessages).values({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        links: message.links,
      });
      logger.info(
        { outbox: { to: message.to, subject: message.subject, links: message.links } },
        'e-mail delivered to the dev outbox (set SMTP_URL to send for real)',
      );
    },
  };
}
