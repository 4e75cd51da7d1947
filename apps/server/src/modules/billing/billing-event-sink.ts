import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import { users } from '../../db/schema/auth';
import type { TBillingEventSink } from '../../integrations/billing/billing-provider';
import type { TLogger } from '../../lib/logger';
import { hasFullAccess, loadBillingState } from './load-billing-state';
import { recordAndApplyEvent } from './process-billing-event';

/**
 * The product's side of a checkout completed in this process (the test mode's page): the same
 * recording and applying of events as the webhook, inside the page's transaction.
 */
export function createBillingEventSink(deps: { config: TConfig; logger: TLogger }): TBillingEventSink {
  return {
    async accessOf(tx, userId, now) {
      const [user] = await tx
        .select({ id: users.id, email: users.email, image: users.image })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return null;
      const state = await loadBillingState(tx, user, deps.config);
      return { hasAccess: hasFullAccess(state, now), trialUsed: state.trialUsed };
    },
    async apply(tx, event) {
      await recordAndApplyEvent(tx, { provider: 'test', logger: deps.logger }, event);
    },
  };
}
