import { eq, sql } from 'drizzle-orm';
import type { TSubscriptionStatus } from '@gatling/shared/api/billing';
import type { TSessionUser } from '../../context';
import type { TConfig } from '../../config';
import { preparedInTransactions, type TDb } from '../../db/client';
import { users } from '../../db/schema/auth';
import { subscriptions, teamAccessGrants, trialsUsed } from '../../db/schema/billing';
import { describeSubscription, effectivePaymentStatus, type TSubscriptionRow } from './subscription-state';
import { isTeamEmail } from './team';

export type TBillingState = {
  /** BILLING=off: the server runs without subscriptions; nothing else below is read then. */
  billingOff: boolean;
  subscription: TSubscriptionRow | null;
  trialUsed: boolean;
  teamMember: boolean;
  /** A team grant counts only while the address is still on the configured team domain. */
  teamGrantedAt: Date | null;
};

export async function loadBillingState(db: TDb, user: TSessionUser, config: TConfig): Promise<TBillingState> {
  const teamMember = isTeamEmail(user.email, config.TEAM_EMAIL_DOMAIN);
  if (config.BILLING === 'off') {
    return { billingOff: true, subscription: null, trialUsed: false, teamMember, teamGrantedAt: null };
  }
  const [row] = await billingStateRow(db)({ userId: user.id });
  return {
    billingOff: false,
    subscription: row?.subscription ?? null,
    trialUsed: !!row?.trialOf,
    teamMember,
    teamGrantedAt: teamMember ? (row?.grantedAt ?? null) : null,
  };
}

/**
 * The user's subscription, trial and team grant (one row each at most) in one statement: every
 * decision checks the plan inside the transaction that holds the reply's lock, so each round trip
 * here is one more the lock is held for. Prepared once, run in whichever transaction asks.
 */
const billingStateRow = preparedInTransactions(
  (db) =>
    db
      .select({
        subscription: subscriptions,
        trialOf: trialsUsed.userId,
        grantedAt: teamAccessGrants.grantedAt,
      })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .leftJoin(trialsUsed, eq(trialsUsed.userId, users.id))
      .leftJoin(teamAccessGrants, eq(teamAccessGrants.userId, users.id))
      .where(eq(users.id, sql.placeholder('userId'))),
  'gatling_billing_state',
);

/** A subscription or trial that gives access right now. */
export function hasActiveSubscription(state: TBillingState, now: Date): boolean {
  return state.subscription !== null && effectivePaymentStatus(state.subscription, now) === 'active';
}

/**
 * What every plan check asks (the daily reply allowance, analytics, checkout): full access is everyone's
 * when subscriptions are off (BILLING=off), otherwise an active subscription or trial, or the team
 * skip.
 */
export function hasFullAccess(state: TBillingState, now: Date): boolean {
  if (state.billingOff) return true;
  return hasActiveSubscription(state, now) || state.teamGrantedAt !== null;
}

/**
 * The subscription status (docs/product/data.md#subscription). With subscriptions off, everyone's is active
 * (the monthly plan with no start, renewal or trial: every feature, nothing to pay). Otherwise an active
 * subscription shows first; then team access (shown as an active monthly plan with no renewal, `team_access`
 * true); then the ended or unpaid subscription; then the free tier.
 */
export function describeBillingState(state: TBillingState, now: Date): TSubscriptionStatus {
  if (state.billingOff) {
    return {
      is_active: true,
      payment_status: 'active',
      subscription_tier: 'monthly',
      subscription_start_date: null,
      renewal_date: null,
      cancel_at_period_end: false,
      trial_available: false,
      team_member: state.teamMember,
      team_access: false,
    };
  }
  const common = { trial_available: !state.trialUsed, team_member: state.teamMember };
  if (state.subscription && hasActiveSubscription(state, now)) {
    return { ...describeSubscription(state.subscription, now), ...common, team_access: false };
  }
  if (state.teamGrantedAt) {
    return {
      is_active: true,
      payment_status: 'active',
      subscription_tier: 'monthly',
      subscription_start_date: state.teamGrantedAt.toISOString(),
      renewal_date: null,
      cancel_at_period_end: false,
      ...common,
      team_access: true,
    };
  }
  if (state.subscription)
    return { ...describeSubscription(state.subscription, now), ...common, team_access: false };
  return {
    is_active: false,
    payment_status: 'none',
    subscription_tier: 'free',
    subscription_start_date: null,
    renewal_date: null,
    cancel_at_period_end: false,
    ...common,
    team_access: false,
  };
}
