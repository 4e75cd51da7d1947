import { and, eq, type SQL } from 'drizzle-orm';
import type { TPlatform } from '@gatling/shared/api/platforms';
import { replies } from '../../db/schema/replies';
import { inPeriod, type TPeriod } from './period';

/**
 * The user's replies that went out in the period, on `platform` only when given: published, and
 * not as a dry run (those never reached the platform).
 */
export function sentInPeriod(userId: string, period: TPeriod, platform?: TPlatform): SQL | undefined {
  return and(
    eq(replies.userId, userId),
    platform ? eq(replies.platform, platform) : undefined,
    eq(replies.status, 'published'),
    eq(replies.drySend, false),
    inPeriod(replies.publishedAt, period),
  );
}
