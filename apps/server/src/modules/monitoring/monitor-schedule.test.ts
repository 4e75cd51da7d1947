import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { profiles } from '../../db/schema/profiles';
import { monitorRuns } from '../../db/schema/monitoring';
import { uniqueEmail, useTestApp } from '#test/harness';
import { ALL_JOBS } from '../../worker/all-jobs';
import { MONITOR_JOBS } from './monitor-jobs';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { queueScheduledRuns } from './schedule-runs';

const t = useTestApp();
const kit = monitoringKit(t);

const onboard = (session: TSession) =>
  t.database.db
    .update(profiles)
    .set({ onboardingCompleted: true })
    .where(eq(profiles.userId, session.user.id));

describe('the monitor-schedule job', () => {
  test('queues a run for each eligible user only, then waits for the interval', async () => {
    const nudged: string[] = [];
    const unsubscribe = t.services.jobs.subscribe((name) => nudged.push(name));

    // Eligible: onboarded, connected, an active keyword.
    const { session: ada } = await kit.connectedUser('ada');
    await onboard(ada);
    await kit.addKeyword(ada, uniqueWord());
    // Eligible through a core user alone.
    const { session: ben } = await kit.connectedUser('ben');
    await onboard(ben);
    const word = uniqueWord();
    await kit.account(`ben${word}`.slice(0, 15));
    await kit.addCoreUser(ben, `ben${word}`.slice(0, 15));
    // Not onboarded.
    const { session: cy } = await kit.connectedUser('cy');
    await kit.addKeyword(cy, uniqueWord());
    // Onboarded, nothing to monitor (its only keyword is off).
    const { session: dee } = await kit.connectedUser('dee');
    await onboard(dee);
    await kit.addKeyword(dee, uniqueWord(), false);
    // Onboarded with a keyword, but never connected.
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    await onboard(eve);
    await kit.addKeyword(eve, uniqueWord());
    // Eligible, but ran ten minutes ago.
    const { session: fay } = await kit.connectedUser('fay');
    await onboard(fay);
    await kit.addKeyword(fay, uniqueWord());
    await t.database.db
      .insert(monitorRuns)
      .values({ userId: fay.user.id, status: 'COMPLETED', createdAt: new Date(Date.now() - 10 * 60_000) });
    // Eligible, but a run is still queued from long ago.
    const { session: gus } = await kit.connectedUser('gus');
    await onboard(gus);
    await kit.addKeyword(gus, uniqueWord());
    await t.database.db
      .insert(monitorRuns)
      .values({ userId: gus.user.id, status: 'QUEUED', createdAt: new Date(Date.now() - 120 * 60_000) });

    const now = new Date();
    expect(await queueScheduledRuns(t.services, now)).toBe(2);
    expect(nudged).toEqual(['monitor-runs']);
    unsubscribe();
    for (const session of [ada, ben]) {
      expect((await kit.runsOf(session)).map((r) => [r.status, r.trigger])).toEqual([['QUEUED', 'schedule']]);
    }
    for (const session of [cy, dee, eve]) expect(await kit.runsOf(session)).toEqual([]);
    expect(await kit.runsOf(fay)).toHaveLength(1);
    expect(await kit.runsOf(gus)).toHaveLength(1);

    // Nothing more until the interval has passed since each user's last run.
    expect(await queueScheduledRuns(t.services, now)).toBe(0);
    expect(await kit.work()).toBe(3);
    // 29 minutes on: fay's run (then 39 minutes old) and gus's (now finished) are past the interval.
    expect(await queueScheduledRuns(t.services, new Date(now.getTime() + 29 * 60_000))).toBe(2);
    expect((await kit.runsOf(fay)).map((r) => r.trigger)).toEqual(['manual', 'schedule']);
    expect(await kit.runsOf(ada)).toHaveLength(1);
    expect(await queueScheduledRuns(t.services, new Date(now.getTime() + 31 * 60_000))).toBe(2);
    expect((await kit.runsOf(ada)).map((r) => r.status)).toEqual(['COMPLETED', 'QUEUED']);
  });

  test('MONITOR_INTERVAL_MINUTES=0 turns the schedule off', async () => {
    const off = { ...t.services, config: { ...t.services.config, MONITOR_INTERVAL_MINUTES: 0 } };
    expect(await queueScheduledRuns(off, new Date(Date.now() + 24 * 60 * 60_000))).toBe(0);
  });

  test('both monitoring jobs are in the worker', () => {
    expect(MONITOR_JOBS.map((j) => j.name)).toEqual(['monitor-runs', 'monitor-schedule']);
    for (const job of MONITOR_JOBS) expect(ALL_JOBS).toContain(job);
  });
});
