import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@gatling/shared/spec';
import { ApiError } from '@/lib/api-error';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { isAbortError, MonitorRunFailedError } from '../lib/run-monitor';
import {
  monitorStatus,
  signedInServer,
  STATUS_PATH,
  statusSequence,
  triggered,
} from '../testing/monitor-test-kit';
import { useMonitorRun } from './use-monitor-run';

const POLL = TIMINGS.monitorPollMs;

/** Lets the pending fetches and state updates settle without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const polls = (calls: { path: string }[]) => calls.filter((c) => c.path === STATUS_PATH).length;

describe('useMonitorRun', () => {
  setUpEachTest({ fakeTimers: true });

  it('triggers, polls at once and then every 2 s, and stops when the run is complete', async () => {
    const { calls } = await signedInServer({
      'POST /api/monitor/trigger': triggered,
      [`GET ${STATUS_PATH}`]: statusSequence(
        monitorStatus({ status: 'QUEUED' }),
        monitorStatus({ progress: 40, posts_found: 12, posts_qualified: 3 }),
        monitorStatus({ status: 'COMPLETED', progress: 100, posts_found: 20, drafts_created: 4 }),
      ),
    });
    const { result } = renderHook(() => useMonitorRun());
    expect(result.current.phase).toBe('idle');
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.start();
    });
    expect(result.current.phase).toBe('starting');
    await settle();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(polls(calls)).toBe(1);
    expect(result.current).toMatchObject({ phase: 'running', runId: 'run-1', status: 'QUEUED', progress: 0 });

    await act(() => vi.advanceTimersByTimeAsync(POLL - 1));
    expect(polls(calls)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(polls(calls)).toBe(2);
    expect(result.current).toMatchObject({ phase: 'running', status: 'RUNNING', progress: 40 });
    expect(result.current.run?.posts_found).toBe(12);

    await act(() => vi.advanceTimersByTimeAsync(POLL));
    await expect(done).resolves.toMatchObject({ status: 'COMPLETED', drafts_created: 4 });
    expect(result.current).toMatchObject({ phase: 'completed', progress: 100, error: null });
    await act(() => vi.advanceTimersByTimeAsync(POLL * 5));
    expect(polls(calls)).toBe(3);
  });

  it('a FAILED run rejects with its error_message and stops polling', async () => {
    const { calls } = await signedInServer({
      'POST /api/monitor/trigger': triggered,
      [`GET ${STATUS_PATH}`]: statusSequence(
        monitorStatus({ progress: 10 }),
        monitorStatus({ status: 'FAILED', progress: 30, error_message: 'X refused the search' }),
      ),
    });
    const { result } = renderHook(() => useMonitorRun());
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.start();
    });
    const failure = expect(done).rejects.toThrow(MonitorRunFailedError);
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(POLL));
    await failure;
    await expect(done).rejects.toThrow('X refused the search');
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBeInstanceOf(MonitorRunFailedError);
    await act(() => vi.advanceTimersByTimeAsync(POLL * 3));
    expect(polls(calls)).toBe(2);
  });

  it('a refused trigger rejects with its ApiError and never polls', async () => {
    const { calls } = await signedInServer({
      'POST /api/monitor/trigger': () =>
        json({ detail: 'Connect your X account first', code: 'CONFLICT' }, 409),
    });
    const { result } = renderHook(() => useMonitorRun());
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.start();
    });
    const failure = expect(done).rejects.toMatchObject({
      status: 409,
      detail: 'Connect your X account first',
    });
    await settle();
    await failure;
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.runId).toBeNull();
    expect(polls(calls)).toBe(0);
  });

  it('a poll with no answer is tried again at the next tick; three in a row give up', async () => {
    let down = 1;
    const { calls } = await signedInServer({
      'POST /api/monitor/trigger': triggered,
      [`GET ${STATUS_PATH}`]: () => {
        if (down > 0) {
          down -= 1;
          return json({ detail: 'busy', code: 'UNAVAILABLE' }, 503);
        }
        return json(monitorStatus({ progress: 50 }));
      },
    });
    const { result } = renderHook(() => useMonitorRun());
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.start();
    });
    const failure = expect(done).rejects.toMatchObject({ status: 503 });
    await settle();
    // Triggered, but no status yet.
    expect(result.current).toMatchObject({ phase: 'starting', runId: 'run-1', run: null });
    await act(() => vi.advanceTimersByTimeAsync(POLL));
    expect(result.current.progress).toBe(50);
    down = 3;
    await act(() => vi.advanceTimersByTimeAsync(POLL * 2));
    expect(result.current.phase).toBe('running');
    await act(() => vi.advanceTimersByTimeAsync(POLL));
    await failure;
    expect(result.current.phase).toBe('failed');
    expect(polls(calls)).toBe(5);
  });

  it('unmounting stops the polling', async () => {
    const { calls } = await signedInServer({
      'POST /api/monitor/trigger': triggered,
      [`GET ${STATUS_PATH}`]: () => json(monitorStatus({ progress: 20 })),
    });
    const { result, unmount } = renderHook(() => useMonitorRun());
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.start();
    });
    const stopped = done.catch((error: unknown) => error);
    await settle();
    expect(polls(calls)).toBe(1);
    unmount();
    expect(isAbortError(await stopped)).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL * 5);
    expect(polls(calls)).toBe(1);
  });

  it('a second start while one is under way joins it', async () => {
    const { calls } = await signedInServer({
      'POST /api/monitor/trigger': triggered,
      [`GET ${STATUS_PATH}`]: () => json(monitorStatus({ status: 'COMPLETED', progress: 100 })),
    });
    const { result } = renderHook(() => useMonitorRun());
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.start();
      second = result.current.start();
    });
    expect(second).toBe(first);
    await settle();
    await expect(first).resolves.toMatchObject({ status: 'COMPLETED' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
