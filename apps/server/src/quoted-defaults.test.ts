import { expect, test } from 'vitest';
import { LIMITS } from '@gatling/shared/spec/public';
import { loadConfig } from './config';

test('the defaults the pricing page and notices quote are the server’s own', () => {
  const config = loadConfig({});
  expect(LIMITS.blueskyDailyReplyCapDefault).toBe(config.BLUESKY_DAILY_REPLY_CAP);
  expect(LIMITS.freeDailyReviewsDefault).toBe(config.FREE_DAILY_INTERACTIONS);
  expect(LIMITS.draftsPerRunDefault).toBe(config.MONITOR_MAX_DRAFTS_PER_RUN);
});
