import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useChatTurn, type TChatTurn, type TChatTurnOptions, type TSendResult } from './use-chat-turn';

type TError = { kind: 'connection' } | { kind: 'failed'; detail: string };

const OPTIONS: TChatTurnOptions<TError> = {
  offlineError: { kind: 'connection' },
  isConnectionError: (error) => error.kind === 'connection',
};

/** A request that waits until the test answers it, and rejects as fetch does when aborted. */
function pendingRequest() {
  let answer: (value: string) => void = () => {};
  let signal: AbortSignal | undefined;
  const request = (s: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      signal = s;
      answer = resolve;
      s.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
    });
  return { request, answer: (value: string) => answer(value), signal: () => signal };
}

function turn(request: TChatTurn<string, TError>['request']) {
  return {
    request,
    answered: vi.fn<(answer: string) => void>(),
    failed: vi.fn((err: unknown) => ({
      error: { kind: 'failed', detail: String(err) } as TError,
      result: 'failed' as const,
    })),
    settled: vi.fn<(current: boolean) => void>(),
  };
}

describe('useChatTurn', () => {
  it('a new turn aborts the one in flight, which ends silently and is no longer current', async () => {
    const { result } = renderHook(() => useChatTurn(OPTIONS));
    const first = pendingRequest();
    const firstTurn = turn(first.request);
    let firstResult: Promise<TSendResult> | undefined;
    act(() => {
      firstResult = result.current.run(firstTurn);
    });
    const secondTurn = turn(() => Promise.resolve('second answer'));
    let second: TSendResult | undefined;
    await act(async () => {
      second = await result.current.run(secondTurn);
    });

    expect(first.signal()?.aborted).toBe(true);
    expect(await firstResult).toBe('aborted');
    expect(firstTurn.failed).not.toHaveBeenCalled();
    expect(firstTurn.answered).not.toHaveBeenCalled();
    expect(firstTurn.settled).toHaveBeenCalledWith(false);
    expect(second).toBe('sent');
    expect(secondTurn.answered).toHaveBeenCalledWith('second answer');
    expect(secondTurn.settled).toHaveBeenCalledWith(true);
    expect(result.current.error).toBeNull();
  });

  it('an answer that arrives after its turn was aborted is not used', async () => {
    const { result } = renderHook(() => useChatTurn(OPTIONS));
    let release: (value: string) => void = () => {};
    const late = turn(() => new Promise<string>((resolve) => (release = resolve)));
    let ended: Promise<TSendResult> | undefined;
    act(() => {
      ended = result.current.run(late);
    });
    act(() => result.current.abort());
    release('too late');
    expect(await ended).toBe('aborted');
    expect(late.answered).not.toHaveBeenCalled();
  });

  it('a failure shows the turn’s error and ends as the turn says; the next turn clears it', async () => {
    const { result } = renderHook(() => useChatTurn(OPTIONS));
    const failing = turn(() => Promise.reject(new Error('boom')));
    let ended: TSendResult | undefined;
    await act(async () => {
      ended = await result.current.run(failing);
    });
    expect(ended).toBe('failed');
    expect(result.current.error).toEqual({ kind: 'failed', detail: 'Error: boom' });
    expect(failing.settled).toHaveBeenCalledWith(true);

    const next = pendingRequest();
    act(() => void result.current.run(turn(next.request)));
    expect(result.current.error).toBeNull();
    await act(async () => next.answer('ok'));
  });

  it('offline shows the connection error; back online clears it but not another failure', async () => {
    const { result } = renderHook(() => useChatTurn(OPTIONS));
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current.error).toEqual({ kind: 'connection' });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current.error).toBeNull();

    await act(async () => void (await result.current.run(turn(() => Promise.reject(new Error('no'))))));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current.error).toEqual({ kind: 'failed', detail: 'Error: no' });
  });

  it('leaving the chat aborts the turn in flight', async () => {
    const { result, unmount } = renderHook(() => useChatTurn(OPTIONS));
    const pending = pendingRequest();
    let ended: Promise<TSendResult> | undefined;
    act(() => {
      ended = result.current.run(turn(pending.request));
    });
    unmount();
    expect(pending.signal()?.aborted).toBe(true);
    expect(await ended).toBe('aborted');
  });
});
