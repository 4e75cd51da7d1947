import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UndoProvider, useUndo } from './undo-store';

let api: ReturnType<typeof useUndo>;
const restored: number[] = [];

function Probe() {
  api = useUndo();
  useEffect(() => api.setRestoreHandler((i) => restored.push(i)));
  return (
    <p>
      {api.entries.length} entries, {api.secondsLeft}s, {api.canUndo ? 'can undo' : 'cannot undo'}
    </p>
  );
}

describe('undo stack', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    restored.length = 0;
    render(
      <UndoProvider timeoutSeconds={3}>
        <Probe />
      </UndoProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('is unavailable while empty', () => {
    expect(screen.getByText('0 entries, 0s, cannot undo')).toBeInTheDocument();
  });

  it('counts down once per second from the timeout and clears at zero', () => {
    act(() => api.push({ text: 'a', index: 0, feedbackTimeout: null }));
    expect(screen.getByText('1 entries, 3s, can undo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('1 entries, 2s, can undo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('0 entries, 0s, cannot undo')).toBeInTheDocument();
  });

  it('pops the latest entry, cancels its timer, restores its index and restarts the countdown', () => {
    const sent = vi.fn();
    act(() => api.push({ text: 'a', index: 4, feedbackTimeout: window.setTimeout(sent, 3000) }));
    const second = vi.fn();
    act(() => api.push({ text: 'b', index: 7, feedbackTimeout: window.setTimeout(second, 3000) }));
    act(() => vi.advanceTimersByTime(1000));
    act(() => api.undo());
    expect(restored).toEqual([7]);
    expect(screen.getByText('1 entries, 3s, can undo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(second).not.toHaveBeenCalled();
    expect(sent).toHaveBeenCalledOnce();
  });

  it('stops the countdown when the last entry is undone', () => {
    act(() => api.push({ text: 'a', index: 1, feedbackTimeout: null }));
    act(() => api.undo());
    expect(restored).toEqual([1]);
    expect(screen.getByText('0 entries, 0s, cannot undo')).toBeInTheDocument();
  });
});
