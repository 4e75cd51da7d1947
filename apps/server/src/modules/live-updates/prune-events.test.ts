import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { userEvents } from '../../db/schema/events';
import { publishEvent } from '../../event-log/publish-event';
import { uniqueEmail, useTestApp } from '#test/harness';
import { EVENT_JOBS } from './event-jobs';

const t = useTestApp();

describe('the prune-events job', () => {
  test('drops the events older than a day and keeps the rest', async () => {
    const { user } = await t.signUpAndConfirm(uniqueEmail('prune'));
    // Another user's events bear the same ids (each user counts their own): only the old row goes.
    const { user: other } = await t.signUpAndConfirm(uniqueEmail('other'));
    const db = t.database.db;
    const old = await publishEvent(db, user.id, { type: 'subscription.changed' });
    const recent = await publishEvent(db, user.id, { type: 'subscription.changed' });
    const others = [
      await publishEvent(db, other.id, { type: 'subscription.changed' }),
      await publishEvent(db, other.id, { type: 'subscription.changed' }),
    ];
    expect(others).toEqual([old, recent]);
    await db
      .update(userEvents)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(userEvents.userId, user.id), eq(userEvents.id, old)));
    const [job] = EVENT_JOBS;
    expect(job?.name).toBe('prune-events');
    expect(await job!.run(t.services, new Date())).toBe(1);
    expect(await job!.run(t.services, new Date())).toBe(0);
    const left = await db.select().from(userEvents).where(eq(userEvents.userId, user.id));
    expect(left.map((r) => r.id)).toEqual([recent]);
    const othersLeft = await db.select().from(userEvents).where(eq(userEvents.userId, other.id));
    expect(othersLeft.map((r) => r.id).sort((a, b) => a - b)).toEqual(others);
  });
});
