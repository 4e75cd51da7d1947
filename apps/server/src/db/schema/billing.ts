import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, owner, ownerKey } from './columns';

/** Which payment provider a row belongs to: ids of one are meaningless to the other. */
export const BILLING_PROVIDERS = ['stripe', 'test'] as const;
const provider = () => text('provider', { enum: BILLING_PROVIDERS }).notNull();

/** The provider's customer for a user, reused by every later checkout. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: owner(),
    provider: provider(),
    customerId: text('customer_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex('billing_customers_provider_customer_idx').on(t.provider, t.customerId),
  ],
);

/**
 * The user's current subscription (one row per user; a new subscription replaces an ended one).
 * `statusRaw` is the provider's word; `paymentStatus`/`tier` its normalisation (a trial is
 * 'active'). `stateAsOf` is the time of the newest provider state applied: older events are ignored.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    provider: provider(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    statusRaw: text('status_raw').notNull(),
    paymentStatus: text('payment_status', {
      enum: ['active', 'past_due', 'canceled', 'incomplete'],
    }).notNull(),
    tier: text('tier', { enum: ['trial', 'monthly'] }).notNull(),
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    trialEnd: at('trial_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    stateAsOf: at('state_as_of').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_provider_ref_idx').on(t.provider, t.providerSubscriptionId),
  ],
);

/** One free trial per user, ever: a row is written when a trial starts and never removed. */
export const trialsUsed = pgTable('trials_used', {
  userId: ownerKey(),
  provider: provider(),
  providerSubscriptionId: text('provider_subscription_id'),
  startedAt: at('started_at').notNull().defaultNow(),
});

/** Provider events already applied: a replayed event id is a no-op. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: provider(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    eventCreatedAt: at('event_created_at').notNull(),
    processedAt: at('processed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Checkouts this product started; the test-mode checkout page is served from these rows. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    provider: provider(),
    status: text('status', { enum: ['open', 'completed', 'canceled'] })
      .notNull()
      .default('open'),
    withTrial: boolean('with_trial').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    customerId: text('customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Replies reviewed per user per UTC day (approved, rejected or edited: each counted once), for users
 * without a subscription or trial. The table keeps its first name, daily_interaction_usage.
 */
export const dailyReviewUsage = pgTable(
  'daily_interaction_usage',
  {
    userId: owner(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Team members (e-mail on TEAM_EMAIL_DOMAIN) who skipped the trial step and have full access. */
export const teamAccessGrants = pgTable('team_access_grants', {
  userId: ownerKey(),
  email: text('email').notNull(),
  grantedAt: at('granted_at').notNull().defaultNow(),
});
