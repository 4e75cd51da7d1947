import { sql } from 'drizzle-orm';
import { replies } from '../../db/schema/replies';
import type { TDecision } from './publish-decision';

/** When the first check for a reply finished on the platform's page happens (reconcile-intents). */
export const INTENT_FIRST_CHECK_MS = 2 * 60_000;

type TPostedReply = { id: string; url: string; created_at?: string };

/** Published: with the platform's post, or without one for a dry send. */
export function publishedPatch(post: TPostedReply | null, now: Date) {
  const postedAt = post?.created_at ? new Date(post.created_at) : null;
  return {
    status: 'published' as const,
    publishedAt: postedAt && !Number.isNaN(postedAt.getTime()) ? postedAt : now,
    publishedPostId: post?.id ?? null,
    publishedUrl: post?.url ?? null,
    leaseUntil: null,
    retryAt: null,
    lastError: null,
  };
}

/**
 * Waiting for the user to finish it on the platform's reply page. lease_until is reused as the time
 * of the next check for it (reconcile-intents claims rows by it).
 */
export function awaitingIntentPatch(now: Date) {
  return {
    status: 'awaiting_intent' as const,
    delivery: 'intent' as const,
    leaseUntil: new Date(now.getTime() + INTENT_FIRST_CHECK_MS),
    retryAt: null,
    lastError: null,
  };
}

export function retryPatch(decision: Extract<TDecision, { kind: 'retry' }>) {
  return {
    status: 'scheduled' as const,
    retryAt: decision.at,
    leaseUntil: null,
    lastError: decision.detail,
    ...(decision.refund ? { publishAttempts: sql<number>`greatest(${replies.publishAttempts} - 1, 0)` } : {}),
  };
}

export function failedPatch(detail: string) {
  return { status: 'failed' as const, leaseUntil: null, retryAt: null, lastError: detail };
}
