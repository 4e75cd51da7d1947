import type { TDb } from '../../db/client';
import { outboxMessages } from '../../db/schema/dev-outbox';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import type { TLogger } from '../../lib/logger';

/** Local implementation: the text lands in the dev outbox next to the e-mails. */
export function createOutboxSmsSender(db: TDb, logger: TLogger): SmsSender {
  return {
    kind: 'outbox',
    async send(to, text) {
      await db.insert(outboxMessages).values({ channel: 'sms', to, subject: 'SMS', text, links: [] });
      logger.info({ outbox: { to, channel: 'sms' } }, 'SMS delivered to the dev outbox');
    },
  };
}
