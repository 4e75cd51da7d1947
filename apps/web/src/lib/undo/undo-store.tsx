import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { LIMITS, TIMINGS } from '@gatling/shared/spec';

/**
 * An undo stack entry (docs/product/data.md#undo-entries); `feedbackTimeout` is the pending call's timer,
 * cancelled on undo.
 */
export type TUndoEntry = { text: string; index: number; feedbackTimeout: number | null };

type TUndoContext = {
  entries: TUndoEntry[];
  secondsLeft: number;
  timeoutSeconds: number;
  canUndo: boolean;
  /** Starts the countdown again from the undo timeout, or from `seconds` (one resumed after a reload). */
  push: (entry: TUndoEntry, seconds?: number) => void;
  undo: () => void;
  /** Empties the stack without restoring anything (the user signed out: nothing of theirs to undo here). */
  clear: () => void;
  /** The screen that owns the cards registers how to put one back at its index. */
  setRestoreHandler: (handler: ((index: number) => void) | null) => void;
};

const UndoContext = createContext<TUndoContext | null>(null);

/**
 * docs/product/states.md#undo: pushing starts a countdown from the undo timeout, ticking every second; at
 * zero the stack clears; undo pops the latest entry, cancels its timer, restores it, and restarts the
 * countdown while entries remain.
 */
export function UndoProvider({
  children,
  timeoutSeconds = LIMITS.undoTimeoutDefault,
}: {
  children: ReactNode;
  timeoutSeconds?: number;
}) {
  const [entries, setEntries] = useState<TUndoEntry[]>([]);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const restore = useRef<((index: number) => void) | null>(null);
  // Mirrors `entries` so undo's side effects (timer cancel, restore) run exactly once per call.
  const stack = useRef<TUndoEntry[]>([]);
  const replace = useCallback((next: TUndoEntry[]) => {
    stack.current = next;
    setEntries(next);
  }, []);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const id = setTimeout(() => {
      setSecondsLeft((s) => {
        const next = s - 1;
        if (next <= 0) {
          stack.current = [];
          setEntries([]);
        }
        return Math.max(0, next);
      });
    }, TIMINGS.undoTickMs);
    return () => clearTimeout(id);
  }, [secondsLeft]);

  const push = useCallback(
    (entry: TUndoEntry, seconds?: number) => {
      replace([...stack.current, entry]);
      setSecondsLeft(seconds ?? timeoutSeconds);
    },
    [timeoutSeconds, replace],
  );

  const undo = useCallback(() => {
    const last = stack.current[stack.current.length - 1];
    if (!last) return;
    if (last.feedbackTimeout !== null) window.clearTimeout(last.feedbackTimeout);
    const rest = stack.current.slice(0, -1);
    replace(rest);
    setSecondsLeft(rest.length > 0 ? timeoutSeconds : 0);
    restore.current?.(last.index);
  }, [timeoutSeconds, replace]);

  const clear = useCallback(() => {
    replace([]);
    setSecondsLeft(0);
  }, [replace]);

  const setRestoreHandler = useCallback((handler: ((index: number) => void) | null) => {
    restore.current = handler;
  }, []);

  const value = useMemo(
    () => ({
      entries,
      secondsLeft,
      timeoutSeconds,
      canUndo: entries.length > 0 && secondsLeft > 0,
      push,
      undo,
      clear,
      setRestoreHandler,
    }),
    [entries, secondsLeft, timeoutSeconds, push, undo, clear, setRestoreHandler],
  );
  return <UndoContext value={value}>{children}</UndoContext>;
}

export function useUndo(): TUndoContext {
  const ctx = useContext(UndoContext);
  if (!ctx) throw new Error('useUndo outside UndoProvider');
  return ctx;
}
