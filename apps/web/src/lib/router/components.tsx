import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  createMemoryRouter,
  createPath,
  normalise,
  UNBLOCKED,
  type TBlocker,
  type TBlockerFunction,
  type TInitialEntry,
  type TLocation,
  type TNavigateOptions,
  type TRouteObject,
  type TRouter,
  type TRouterState,
  type TTo,
} from './history';

/** The router's React side (decision 0091): its provider, the hooks and the links. */

const RouterContext = createContext<TRouter | null>(null);
const StateContext = createContext<TRouterState | null>(null);
const OutletContext = createContext<{ matches: TRouteObject[]; depth: number }>({ matches: [], depth: 0 });

function useRouter(): TRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Used outside a <RouterProvider> or <MemoryRouter>.');
  return router;
}

function useRouterState(): TRouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('Used outside a <RouterProvider> or <MemoryRouter>.');
  return state;
}

/** Renders the router's matched routes, each location change in a transition. */
export function RouterProvider({ router }: { router: TRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    setState(router.state);
    return router.subscribe((next) => startTransition(() => setState(next)));
  }, [router]);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>
        <RouteAt matches={state.matches} depth={0} />
      </StateContext>
    </RouterContext>
  );
}

function RouteAt({ matches, depth }: { matches: TRouteObject[]; depth: number }) {
  const route = matches[depth];
  if (!route) return null;
  return <OutletContext value={{ matches, depth: depth + 1 }}>{route.element ?? <Outlet />}</OutletContext>;
}

/** Where a layout shows the route matched below it. */
export function Outlet() {
  const { matches, depth } = useContext(OutletContext);
  return <RouteAt matches={matches} depth={depth} />;
}

/** `children` inside a memory router at `initialEntries` (tests of one component). */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: TInitialEntry[];
  initialIndex?: number;
  children: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: children }], { initialEntries, initialIndex }),
  );
  // The children of this render, not of the first: a test may render again with others.
  router.routes[0]!.element = children;
  return <RouterProvider router={router} />;
}

export function useLocation(): TLocation {
  return useRouterState().location;
}

export function useNavigate(): TRouter['navigate'] {
  return useRouter().navigate;
}

type TSearchInit = URLSearchParams | string | Record<string, string>;

/** The address's query, and how to change it (its other parts stay). */
export function useSearchParams(): [
  URLSearchParams,
  (next: TSearchInit | ((prev: URLSearchParams) => TSearchInit), options?: TNavigateOptions) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: TSearchInit | ((prev: URLSearchParams) => TSearchInit), options?: TNavigateOptions) => {
      const current = router.state.location;
      const value = typeof next === 'function' ? next(new URLSearchParams(current.search)) : next;
      const query = new URLSearchParams(value).toString();
      void router.navigate({ pathname: current.pathname, search: query, hash: current.hash }, options);
    },
    [router],
  );
  return [params, setParams];
}

/** Holds navigations `shouldBlock` says to hold (read at each navigation) until proceed() or reset(). */
export function useBlocker(shouldBlock: TBlockerFunction): TBlocker {
  const router = useRouter();
  const key = useId();
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useLayoutEffect(() => router.block(key, (args) => latest.current(args)), [router, key]);
  return useRouterState().blockers.get(key) ?? UNBLOCKED;
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: TTo; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath({ pathname: '', search: '', hash: '', ...to });
  const latestState = useRef(state);
  latestState.current = state;
  useEffect(() => {
    void navigate(target, { replace, state: latestState.current });
  }, [navigate, target, replace]);
  return null;
}

type TLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: TTo;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** An anchor that navigates in the app on a plain left click; any other click is the browser's. */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: TLinkProps) {
  const router = useRouter();
  useLocation();
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (target && target !== '_self') return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // A link to where the user already is does not add an entry (a call to navigate does).
    const here = createPath(router.state.location);
    void router.navigate(to, { replace: replace ?? router.createHref(to) === here, state });
  };
  return <a {...rest} ref={ref} href={router.createHref(to)} target={target} onClick={onLinkClick} />;
}

/** A Link that knows whether it is the current page (aria-current="page" unless told otherwise). */
export function NavLink({
  className,
  'aria-current': ariaCurrent,
  ...props
}: Omit<TLinkProps, 'className'> & { className?: string | ((args: { isActive: boolean }) => string) }) {
  const { pathname } = useLocation();
  const router = useRouter();
  const to = normalise(new URL(router.createHref(props.to), 'http://router').pathname);
  const here = normalise(pathname);
  const isActive = here === to || (to !== '/' && here.startsWith(`${to}/`));
  return (
    <Link
      {...props}
      aria-current={ariaCurrent ?? (isActive ? 'page' : undefined)}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
