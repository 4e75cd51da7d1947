import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { TAppEnv } from '../../context';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { trialsUsed } from '../../db/schema/billing';
import type { TBillingEventSink } from '../../integrations/billing/billing-provider';
import { abandonTestCheckout } from './abandon-checkout';
import { completeTestCheckout, findTestCheckout, isExpired, successRedirect } from './complete-checkout';
import { renderTestCheckoutMessage, renderTestCheckoutPage } from './checkout-page';

/**
 * The test-mode checkout, served by the app at /billing/test-checkout/<session id> when no payment
 * provider is configured. Public like Stripe's hosted page: the unguessable session id is the key.
 */
export function createTestCheckoutRoutes({
  db,
  config,
  sink,
}: {
  db: TDb;
  config: TConfig;
  /** Where completing the page delivers its events, as Stripe's webhook would. */
  sink: TBillingEventSink;
}) {
  const app = new Hono<TAppEnv>();
  const productName = config.PRODUCT_NAME;
  const notFound = () =>
    renderTestCheckoutMessage({
      productName,
      title: 'Checkout not found',
      message: 'This checkout link is not valid. Start again from the pricing page.',
      link: '/pricing',
      linkLabel: 'Back to pricing',
    });

  app.get('/:id', async (c) => {
    const session = await findTestCheckout(db, c.req.param('id'));
    if (!session) return c.html(notFound(), 404);
    c.header('cache-control', 'no-store');
    if (session.status === 'completed') {
      const html = renderTestCheckoutMessage({
        productName,
        title: 'Checkout complete',
        message: 'This checkout is already complete.',
        link: successRedirect(session),
        linkLabel: 'Continue',
      });
      return c.html(html);
    }
    if (session.status === 'canceled' || isExpired(session, new Date())) {
      const html = renderTestCheckoutMessage({
        productName,
        title: 'Checkout closed',
        message: 'This checkout was cancelled or has expired. Start again from the pricing page.',
        link: session.cancelUrl,
        linkLabel: 'Back',
      });
      return c.html(html, 410);
    }
    // Another checkout may have used the trial since this one was opened; paying here then has none.
    const trialUsed = await db.select().from(trialsUsed).where(eq(trialsUsed.userId, session.userId));
    return c.html(
      renderTestCheckoutPage({
        productName,
        priceUsd: config.PRICE_MONTHLY_USD,
        sessionId: session.id,
        withTrial: session.withTrial && trialUsed.length === 0,
      }),
    );
  });

  app.post('/:id/complete', async (c) => {
    const target = await completeTestCheckout(db, sink, c.req.param('id'));
    return target ? c.redirect(target, 302) : c.html(notFound(), 404);
  });

  app.post('/:id/cancel', async (c) => {
    const target = await abandonTestCheckout(db, c.req.param('id'));
    return target ? c.redirect(target, 302) : c.html(notFound(), 404);
  });

  return app;
}
