import type { TBillingWebhookAnswer } from '@gatling/shared/api/billing';
import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import { WebhookRejectedError, type BillingProvider } from '../../integrations/billing/billing-provider';
import type { TLogger } from '../../lib/logger';
import { processBillingEvent, type TFetchedSubscription } from './process-billing-event';

/**
 * A provider's webhook delivery: verified against the raw bytes (400 and no change when the
 * signature is missing or wrong), then applied once per event id.
 */
export async function handleWebhook(
  db: TDb,
  provider: BillingProvider,
  logger: TLogger,
  rawBody: Uint8Array,
  headers: Headers,
): Promise<TBillingWebhookAnswer> {
  let event;
  try {
    event = provider.parseWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookRejectedError) throw new AppError('BAD_REQUEST', err.message);
    throw err;
  }
  // A completed checkout names its subscription but not its state: ask the provider now, so the
  // user who lands on the success page sees it active even before the subscription events arrive.
  let fetched: TFetchedSubscription | null = null;
  if (event.type === 'checkout.completed' && event.subscriptionId) {
    try {
      const snapshot = await provider.retrieveSubscription(event.subscriptionId);
      if (snapshot) fetched = { snapshot, at: new Date() };
    } catch (err) {
      logger.warn({ err, event_id: event.id }, 'could not fetch the subscription of a completed checkout');
    }
  }
  const { duplicate } = await processBillingEvent(db, { provider: provider.kind, logger, fetched }, event);
  logger.info({ event_id: event.id, type: event.type, duplicate }, 'billing event');
  return { received: true, duplicate };
}
