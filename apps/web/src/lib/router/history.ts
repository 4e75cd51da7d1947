import type { ReactNode } from 'react';

/**
 * The app's router (decision 0091): the part of React Router's API the app uses, over the browser's
 * History API, in a few kilobytes instead of React Router's 25 kB on every route. Its routes are
 * static paths and a '*' fallback, nested by layout; a layout renders its matched child with
 * <Outlet />. Like React Router's data routers: location changes render in a transition (a screen
 * still loading keeps the one before on the screen), a blocker can hold an in-app navigation or the
 * browser's back and forward until the user decides, and paths match whatever their letter case.
 * createMemoryRouter is the same router over an in-memory history, for tests.
 */

export type TLocation = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type THistoryAction = 'POP' | 'PUSH' | 'REPLACE';
export type TRouteObject = { path?: string; element?: ReactNode; children?: TRouteObject[] };
export type TTo = string | Partial<Pick<TLocation, 'pathname' | 'search' | 'hash'>>;
export type TNavigateOptions = {
  replace?: boolean;
  state?: unknown;
  /** Accepted for React Router's callers; this router never moves the scroll position itself. */
  preventScrollReset?: boolean;
};
export type TBlockerFunction = (args: {
  currentLocation: TLocation;
  nextLocation: TLocation;
  historyAction: THistoryAction;
}) => boolean;
export type TBlocker =
  | { state: 'unblocked'; location: undefined; proceed: undefined; reset: undefined }
  | { state: 'blocked'; location: TLocation; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; location: TLocation; proceed: undefined; reset: undefined };

export type TRouterState = {
  location: TLocation;
  historyAction: THistoryAction;
  /** The routes from the outermost layout down to the one that matched the path. */
  matches: TRouteObject[];
  blockers: ReadonlyMap<string, TBlocker>;
};

export type TRouter = {
  readonly routes: TRouteObject[];
  readonly state: TRouterState;
  navigate: (to: TTo | number, options?: TNavigateOptions) => Promise<void>;
  subscribe: (listener: (state: TRouterState) => void) => () => void;
  /** Registers a blocker under `key` (useBlocker); returns how to remove it. */
  block: (key: string, shouldBlock: TBlockerFunction) => () => void;
  createHref: (to: TTo) => string;
};

export const UNBLOCKED: TBlocker = {
  state: 'unblocked',
  location: undefined,
  proceed: undefined,
  reset: undefined,
};

/** Where entries live: the browser's history or an array. Each entry knows its index. */
type THistory = {
  /** The entry the history is at; its index is null where the router did not write it (a #fragment link's). */
  current: () => { location: TLocation; index: number | null };
  write: (location: TLocation, index: number, replace: boolean) => void;
  go: (delta: number) => void;
  /** Called after the browser's back or forward (or go) changed the entry. */
  listen: (onPop: () => void) => void;
};

let keys = 0;
const newKey = () => `${Date.now().toString(36)}${(keys += 1).toString(36)}`;

export const createPath = ({ pathname, search, hash }: Pick<TLocation, 'pathname' | 'search' | 'hash'>) =>
  `${pathname}${search}${hash}`;

function resolve(to: TTo, from: TLocation): Pick<TLocation, 'pathname' | 'search' | 'hash'> {
  if (typeof to !== 'string') {
    const pathname = to.pathname ?? from.pathname;
    const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
    const hash = to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
    return { pathname, search, hash };
  }
  const url = new URL(to, `http://router${from.pathname}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A path as routes compare it: no trailing slash, any letter case. */
export const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** The branch of routes for `pathname`: a path of its own first, then the first '*' on the way. */
export function matchRoutes(routes: TRouteObject[], pathname: string): TRouteObject[] {
  const wanted = normalise(pathname);
  const find = (list: TRouteObject[], splat: boolean): TRouteObject[] | null => {
    for (const route of list) {
      if (route.children) {
        const below = find(route.children, splat);
        if (below) return [route, ...below];
      }
      if (route.path === undefined) continue;
      if (splat ? route.path === '*' : route.path !== '*' && normalise(route.path) === wanted) return [route];
    }
    return null;
  };
  return find(routes, false) ?? find(routes, true) ?? [];
}

function createRouter(routes: TRouteObject[], history: THistory): TRouter {
  const listeners = new Set<(state: TRouterState) => void>();
  const blockerFunctions = new Map<string, TBlockerFunction>();
  let index = history.current().index ?? 0;
  let state: TRouterState = {
    location: history.current().location,
    historyAction: 'POP',
    matches: matchRoutes(routes, history.current().location.pathname),
    blockers: new Map(),
  };
  // A back or forward the router itself undoes or redoes (a blocked one): not a navigation.
  let ownPops = 0;

  const publish = (next: Partial<TRouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };
  const setBlocker = (key: string, blocker: TBlocker) => {
    const blockers = new Map(state.blockers);
    if (blocker.state === 'unblocked') blockers.delete(key);
    else blockers.set(key, blocker);
    publish({ blockers });
  };
  const commit = (location: TLocation, historyAction: THistoryAction) =>
    publish({ location, historyAction, matches: matchRoutes(routes, location.pathname) });

  /** Whether a blocker holds this navigation; if so it is offered to the user, `go` doing it later. */
  const held = (nextLocation: TLocation, historyAction: THistoryAction, go: () => void): boolean => {
    for (const [key, shouldBlock] of blockerFunctions) {
      if (state.blockers.get(key)?.state === 'proceeding') continue;
      if (!shouldBlock({ currentLocation: state.location, nextLocation, historyAction })) continue;
      setBlocker(key, {
        state: 'blocked',
        location: nextLocation,
        reset: () => setBlocker(key, UNBLOCKED),
        proceed: () => {
          setBlocker(key, {
            state: 'proceeding',
            location: nextLocation,
            proceed: undefined,
            reset: undefined,
          });
          go();
          setBlocker(key, UNBLOCKED);
        },
      });
      return true;
    }
    return false;
  };

  history.listen(() => {
    const { location, index: found } = history.current();
    if (found === null) {
      // An entry the browser made itself (a link to a #fragment): the next one, never held.
      index += 1;
      history.write(location, index, true);
      commit(location, 'POP');
      return;
    }
    const arrived = found;
    if (ownPops > 0) {
      ownPops -= 1;
      if (arrived === index) return;
    }
    const delta = arrived - index;
    const redo = () => {
      ownPops += 1;
      index = arrived;
      history.go(delta);
      commit(location, 'POP');
    };
    // Held: the browser already moved, so it goes back to where it was until the user decides.
    if (delta !== 0 && blockerFunctions.size > 0 && held(location, 'POP', redo)) {
      ownPops += 1;
      history.go(-delta);
      return;
    }
    index = arrived;
    commit(location, 'POP');
  });

  const router: TRouter = {
    routes,
    get state() {
      return state;
    },
    navigate: async (to, options = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const target = resolve(to, state.location);
      const replace = options.replace ?? false;
      const location: TLocation = { ...target, state: options.state ?? null, key: newKey() };
      const historyAction = replace ? 'REPLACE' : 'PUSH';
      const go = () => {
        if (!replace) index += 1;
        history.write(location, index, replace);
        commit(location, historyAction);
      };
      if (held(location, historyAction, go)) return;
      go();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block: (key, shouldBlock) => {
      blockerFunctions.set(key, shouldBlock);
      return () => {
        blockerFunctions.delete(key);
        if (state.blockers.has(key)) setBlocker(key, UNBLOCKED);
      };
    },
    createHref: (to) => createPath(resolve(to, state.location)),
  };
  return router;
}

/** The router over the browser's history; each entry's state holds its index, for back and forward. */
export function createBrowserRouter(routes: TRouteObject[]): TRouter {
  type TEntry = { usr: unknown; key: string; idx: number };
  const read = () => {
    const entry = (window.history.state ?? null) as TEntry | null;
    const { pathname, search, hash } = window.location;
    return {
      location: { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' },
      index: typeof entry?.idx === 'number' ? entry.idx : null,
    };
  };
  // The first entry gets its index, so a later back to it knows where it is.
  if (typeof window.history.state?.idx !== 'number') {
    window.history.replaceState({ usr: window.history.state?.usr ?? null, key: 'default', idx: 0 }, '');
  }
  return createRouter(routes, {
    current: read,
    write: (location, idx, replace) => {
      const entry: TEntry = { usr: location.state, key: location.key, idx };
      if (replace) window.history.replaceState(entry, '', createPath(location));
      else window.history.pushState(entry, '', createPath(location));
    },
    go: (delta) => window.history.go(delta),
    listen: (onPop) => window.addEventListener('popstate', onPop),
  });
}

export type TInitialEntry = string | Partial<TLocation>;

/** The router over an in-memory history (tests): `initialEntries`, at `initialIndex` (the last by default). */
export function createMemoryRouter(
  routes: TRouteObject[],
  { initialEntries = ['/'], initialIndex }: { initialEntries?: TInitialEntry[]; initialIndex?: number } = {},
): TRouter {
  const root: TLocation = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
  const entries: TLocation[] = initialEntries.map((entry, i) =>
    typeof entry === 'string'
      ? { ...resolve(entry, root), state: null, key: `initial${i}` }
      : { ...root, key: `initial${i}`, ...entry },
  );
  let at = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let onPop = () => {};
  return createRouter(routes, {
    current: () => ({ location: entries[at]!, index: at }),
    write: (location, idx, replace) => {
      if (replace) entries[idx] = location;
      else entries.splice(idx, entries.length - idx, location);
      at = idx;
    },
    go: (delta) => {
      const next = Math.min(Math.max(at + delta, 0), entries.length - 1);
      if (next === at) return;
      at = next;
      onPop();
    },
    listen: (listener) => {
      onPop = listener;
    },
  });
}
