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
import type { TAppEvent } from '@gatling/shared/api/events';
import { useAuth } from '../auth/auth-state';
import { openEventStream, type TEventStream, type TStreamStatus } from './event-stream';

type TListener = (event: TAppEvent) => void;
type TLiveContext = { status: TStreamStatus; subscribe: (listener: TListener) => () => void };

const LiveContext = createContext<TLiveContext | null>(null);

/**
 * The tab's one connection to GET /api/events, open while someone is signed in (closed on sign-out
 * or when another user signs in). Features subscribe with useLiveEvent; useLiveStatus says whether
 * it is up, so a query can fall back to a slow refetch only while it is down.
 */
export function LiveEventsProvider({
  children,
  backoffMs,
}: {
  children: ReactNode;
  backoffMs?: (attempt: number) => number;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [status, setStatus] = useState<TStreamStatus>('down');
  const listeners = useRef(new Set<TListener>());

  useEffect(() => {
    if (!userId) return;
    const stream: TEventStream = openEventStream({
      onEvent: (event) => {
        for (const listener of [...listeners.current]) listener(event);
      },
      onStatus: setStatus,
      ...(backoffMs ? { backoffMs } : {}),
    });
    return () => {
      stream.stop();
      setStatus('down');
    };
  }, [userId, backoffMs]);

  const subscribe = useCallback((listener: TListener) => {
    listeners.current.add(listener);
    return () => listeners.current.delete(listener);
  }, []);

  const value = useMemo(() => ({ status, subscribe }), [status, subscribe]);
  return <LiveContext value={value}>{children}</LiveContext>;
}

const OFFLINE: TLiveContext = { status: 'down', subscribe: () => () => {} };

/** Without the provider (a screen rendered alone) the stream counts as down. */
function useLive(): TLiveContext {
  return useContext(LiveContext) ?? OFFLINE;
}

/** Calls `listener` for each event from the stream while the component is mounted. */
export function useLiveEvent(listener: TListener): void {
  const { subscribe } = useLive();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}

export function useLiveStatus(): TStreamStatus {
  return useLive().status;
}

/** A refetch interval for what the stream keeps fresh: none while it is up, `fallbackMs` while down. */
export function useFallbackInterval(fallbackMs: number): number | false {
  return useLiveStatus() === 'up' ? false : fallbackMs;
}
