import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@gatling/shared/spec';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { LiveEventsProvider } from '@/lib/live/live-events';
import { setUpEachTest } from '@/test/each-test';
import { fakeEventStream } from '@/test/fake-event-stream';
import {
  monitorStatus,
  RUN_ID,
  signedInServer,
  STATUS_PATH,
  statusSequence,
  triggered,
} from '../testing/monitor-test-kit';
import { useMonitorRun } from './use-monitor-run';
import { LIVE_SAFETY_POLL_MS } from './use-run-events';

const settle = () => act(() => vi.advanceTimersByTimeAsync(10));
const polls = (calls: { path: string }[]) => calls.filter((c) => c.path === STATUS_PATH).length;

function Live({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <LiveEventsProvider backoffMs={() => 5}>{children}</LiveEventsProvider>
    </AuthProvider>
  );
}

describe('useMonitorRun with the live stream', () => {
  setUpEachTest({ fakeTimers: { shouldAdvanceTime: true } });

  it('reads the status on each event about the run instead of every 2 s', async () => {
    const stream = fakeEventStream();
    const { calls } = await signedInServer({
      'GET /api/events': stream.route,
      'POST /api/monitor/trigger': triggered,
      [`GET ${STATUS_PATH}`]: statusSequence(
        monitorStatus({ status: 'QUEUED' }),
        monitorStatus({ progress: 60, posts_found: 12 }),
        monitorStatus({ status: 'COMPLETED', progress: 100, drafts_created: 2 }),
      ),
    });
    const { result } = renderHook(() => useMonitorRun(), { wrapper: Live });
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.authDebounceMs + 20));
    expect(stream.connections).toHaveLength(1);
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.start();
    });
    await settle();
    expect(polls(calls)).toBe(1);

    // No event: no 2 s poll while the stream is up.
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.monitorPollMs * 3));
    expect(polls(calls)).toBe(1);

    act(() =>
      stream.send('1', { type: 'monitor.progress', monitor_run_id: RUN_ID, status: 'RUNNING', progress: 60 }),
    );
    await settle();
    expect(polls(calls)).toBe(2);
    expect(result.current).toMatchObject({ phase: 'running', progress: 60 });

    // An event lost on the way: the slow safety read still finds the end.
    await act(() => vi.advanceTimersByTimeAsync(LIVE_SAFETY_POLL_MS));
    await expect(done).resolves.toMatchObject({ status: 'COMPLETED', drafts_created: 2 });
    expect(polls(calls)).toBe(3);
  });
});
