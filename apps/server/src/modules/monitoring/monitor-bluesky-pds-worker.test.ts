import { afterAll, describe, expect, test, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import { platformConnections } from '../../db/schema/connections';
import { startBlueskyFake } from '#test/fakes/bluesky/server';
import { startPdsRecorder } from '#test/fakes/bluesky/pds-recorder';
import { bearer, openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { workerProcesses } from '#test/kits/worker-process';
import { readFailureDetails } from './monitor-details';

// A real worker process (`npm run worker`) resuming a stored Bluesky session whose refresh names a
// PDS on the server's own loopback: the run fails for that connection, the worker keeps running,
// and nothing reaches that address. Worker processes need PostgreSQL (the embedded database is
// single-process), so this runs on the PostgreSQL leg only.
const POSTGRES = process.env.DATABASE_URL?.trim();
const ME = {
  handle: 'worker-pds.bsky.social',
  password: 'worker-pds-account',
  appPasswords: ['work-erpd-sapp-pass'],
  displayName: 'Worker Pds',
};

describe.skipIf(!POSTGRES)('a worker process refreshing a Bluesky session', () => {
  const fake = openedForAll(() => startBlueskyFake({ accounts: [ME] }));
  const recorder = openedForAll(() => startPdsRecorder());
  const t = useTestApp(() => ({ BLUESKY_SERVICE_URL: fake.url }));
  const kit = monitoringKit(t);
  const workers = workerProcesses(() => ({ t }));
  afterAll(() => workers.killAll());

  test('a refresh naming a PDS on loopback: the run fails, nothing is sent there, the worker runs on', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('wp'));
    const res = await t.post(
      '/api/auth/bluesky',
      { identifier: ME.handle, app_password: ME.appPasswords[0] },
      bearer(session),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const word = uniqueWord();
    await kit.addKeyword(session, word);
    fake.namePds(recorder.url);
    fake.expireAccessTokens();
    const runId = await kit.trigger(session);

    const worker = workers.start({ BLUESKY_SERVICE_URL: fake.url });
    let stderr = '';
    worker.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // The worker process starts slowly; the run finishes once it has.
    const status: TMonitorStatus = await vi.waitFor(
      async () => {
        const now = await kit.status(session, runId);
        if (!now.is_complete) {
          if (worker.exitCode !== null) {
            throw new Error(`the worker exited (${worker.exitCode}) before the run finished: ${stderr}`);
          }
          throw new Error(`the run did not finish: ${stderr}`);
        }
        return now;
      },
      { timeout: 20_000, interval: 250 },
    );

    expect(status, stderr).toMatchObject({
      status: 'FAILED',
      error_message: readFailureDetails({ kind: 'keyword', value: word, platform: 'bluesky' }).unexpected,
    });
    expect(fake.calls).toContain('com.atproto.server.refreshSession');
    expect(recorder.received).toEqual([]);
    expect(worker.exitCode).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(platformConnections)
      .where(
        and(eq(platformConnections.userId, session.user.id), eq(platformConnections.platform, 'bluesky')),
      );
    expect(row?.status).toBe('connected');
  });
});
