import { describe, expect, test } from 'vitest';
import { ZAnalyticsSummary } from '@gatling/shared/api/analytics';
import { bearer, createTestApp, openedForAll, uniqueEmail, type TTestApp } from '#test/harness';

/**
 * Three servers on one database: the simulated network with no setting (the default start), X
 * itself (its API keys set) with no setting, and the simulated network with the first reading set.
 * Subscriptions are off so that every user may read analytics.
 */
const apps = openedForAll(
  async () => {
    const sandbox = await createTestApp({ BILLING: 'off' });
    const x = await createTestApp(
      { BILLING: 'off', X_API_KEY: 'key', X_API_SECRET: 'secret' },
      { shareDatabaseOf: sandbox },
    );
    const configured = await createTestApp(
      { BILLING: 'off', OUTCOME_FIRST_READ_MINUTES: '15' },
      { shareDatabaseOf: sandbox },
    );
    return { sandbox, x, configured };
  },
  async ({ sandbox, x, configured }) => {
    await configured.close();
    await x.close();
    await sandbox.close();
  },
);

async function firstReadingOn(t: TTestApp): Promise<number> {
  const session = await t.signUpAndConfirm(uniqueEmail('first-reading'));
  const res = await t.request('/api/analytics/summary?range=7d', { headers: bearer(session) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZAnalyticsSummary.strict().parse(await res.json()).first_reading_minutes;
}

describe('GET /api/analytics/summary says when a reply’s first figures come on this server', () => {
  test('5 minutes on the simulated network, an hour on X, the configured time when set', async () => {
    expect(apps.sandbox.services.platforms.get('twitter').kind).toBe('sandbox');
    expect(apps.x.services.platforms.get('twitter').kind).toBe('live');
    expect(await firstReadingOn(apps.sandbox)).toBe(5);
    expect(await firstReadingOn(apps.x)).toBe(60);
    expect(await firstReadingOn(apps.configured)).toBe(15);
  });
});
