import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useBlocker,
  useLocation,
  useSearchParams,
  type TRouteObject,
} from '.';

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${state ? ` ${JSON.stringify(state)}` : ''}`}</p>;
}

const where = () => screen.getByTestId('where').textContent;

function Layout({ name }: { name: string }) {
  return (
    <section aria-label={name}>
      <Outlet />
    </section>
  );
}

const ROUTES: TRouteObject[] = [
  {
    element: <Layout name="root" />,
    children: [
      { path: '/', element: <Where /> },
      { element: <Layout name="app" />, children: [{ path: '/replies', element: <Where /> }] },
      { path: '*', element: <p>not found</p> },
    ],
  },
];

describe('matching', () => {
  test('a path of its own wins over the fallback, whatever its letter case or trailing slash', () => {
    expect(matchRoutes(ROUTES, '/replies').map((r) => r.path)).toEqual([undefined, undefined, '/replies']);
    expect(matchRoutes(ROUTES, '/Replies/').at(-1)?.path).toBe('/replies');
    expect(matchRoutes(ROUTES, '/nowhere').at(-1)?.path).toBe('*');
    expect(matchRoutes([{ path: '/a', element: null }], '/b')).toEqual([]);
  });

  test('layouts render their matched child through Outlet', () => {
    render(<RouterProvider router={createMemoryRouter(ROUTES, { initialEntries: ['/replies'] })} />);
    const app = screen.getByRole('region', { name: 'app' });
    expect(screen.getByRole('region', { name: 'root' })).toContainElement(app);
    expect(app).toHaveTextContent('/replies');
  });

  test('an unknown path renders the fallback', () => {
    render(<RouterProvider router={createMemoryRouter(ROUTES, { initialEntries: ['/nowhere'] })} />);
    expect(screen.getByText('not found')).toBeInTheDocument();
  });
});

describe('links', () => {
  const routes = (element: React.ReactNode): TRouteObject[] => [
    { path: '/', element },
    { path: '/replies', element: <Where /> },
    { path: '/settings', element: <Where /> },
  ];

  test('a plain click navigates in the app, with the link state; the href is the address', async () => {
    const router = createMemoryRouter(
      routes(
        <Link to="/replies?platform=x" state={{ from: 'test' }}>
          Replies
        </Link>,
      ),
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Replies' });
    expect(link).toHaveAttribute('href', '/replies?platform=x');
    await userEvent.click(link);
    expect(where()).toBe('/replies?platform=x {"from":"test"}');
    expect(router.state.historyAction).toBe('PUSH');
  });

  test('a modified click, another target or a prevented click is left to the browser', async () => {
    const router = createMemoryRouter(
      routes(
        <>
          <Link to="/replies">Replies</Link>
          <Link to="/replies" target="_blank">
            New tab
          </Link>
          <Link to="/replies" onClick={(e) => e.preventDefault()}>
            Prevented
          </Link>
        </>,
      ),
    );
    render(<RouterProvider router={router} />);
    // jsdom does not follow links: what matters is that the router did not move.
    fireEvent.click(screen.getByRole('link', { name: 'Replies' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Replies' }), { button: 1 });
    await userEvent.click(screen.getByRole('link', { name: 'New tab' }));
    await userEvent.click(screen.getByRole('link', { name: 'Prevented' }));
    expect(router.state.location.pathname).toBe('/');
  });

  test('a link to where the user already is replaces the entry; navigate to the same path adds one', async () => {
    const router = createMemoryRouter([{ path: '/replies', element: <Link to="/replies">Again</Link> }], {
      initialEntries: ['/replies'],
    });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Again' }));
    expect(router.state.historyAction).toBe('REPLACE');
    // Onboarding's steps are one path with the step in the entry's state: back goes a step back.
    await act(() => router.navigate('/replies', { state: { step: 2 } }));
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(router.state.location.state).toBeNull();
  });

  test('NavLink says which one is the current page, a deeper path included; "/" only for itself', () => {
    render(
      <RouterProvider
        router={createMemoryRouter(
          [
            {
              path: '*',
              element: (
                <nav>
                  <NavLink to="/">Home</NavLink>
                  <NavLink to="/replies" className={({ isActive }) => (isActive ? 'on' : 'off')}>
                    Replies
                  </NavLink>
                  <NavLink to="/settings">Settings</NavLink>
                </nav>
              ),
            },
          ],
          { initialEntries: ['/replies/more'] },
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Replies' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Replies' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });
});

test('Navigate replaces the entry, with its state', async () => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Navigate to="/auth" replace state={{ from: '/' }} /> },
      { path: '/auth', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('/auth {"from":"/"}')).toBeInTheDocument();
  expect(router.state.historyAction).toBe('REPLACE');
});

test('search params change the query only, in place when asked to', async () => {
  function Filter() {
    const [params, setParams] = useSearchParams();
    return (
      <button
        type="button"
        onClick={() =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('platform', 'bluesky');
              return next;
            },
            { replace: true },
          )
        }
      >
        {params.get('platform') ?? 'all'}
      </button>
    );
  }
  const router = createMemoryRouter([{ path: '/list', element: <Filter /> }], {
    initialEntries: ['/list?view=sent#top'],
  });
  render(<RouterProvider router={router} />);
  await userEvent.click(screen.getByRole('button', { name: 'all' }));
  expect(screen.getByRole('button', { name: 'bluesky' })).toBeInTheDocument();
  expect(router.state.location).toMatchObject({
    pathname: '/list',
    search: '?view=sent&platform=bluesky',
    hash: '#top',
  });
  expect(router.state.historyAction).toBe('REPLACE');
});

describe('blockers', () => {
  function Guard({ when }: { when: boolean }) {
    const blocker = useBlocker(() => when);
    return (
      <>
        <Where />
        <p>{blocker.state}</p>
        {blocker.state === 'blocked' && (
          <>
            <button type="button" onClick={blocker.proceed}>
              Leave
            </button>
            <button type="button" onClick={blocker.reset}>
              Stay
            </button>
          </>
        )}
      </>
    );
  }
  const guarded = (when: boolean) =>
    createMemoryRouter(
      [
        { path: '/edit', element: <Guard when={when} /> },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: ['/', '/edit'] },
    );

  test('an in-app navigation waits for the user: stay keeps the screen, leave goes', async () => {
    const router = guarded(true);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/replies'));
    expect(screen.getByText('blocked')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('unblocked')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');

    await act(() => router.navigate('/replies'));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(where()).toBe('/replies');
  });

  test('back is held too: the entry stays until the user leaves, then back happens', async () => {
    const router = guarded(true);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate(-1));
    expect(screen.getByText('blocked')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(where()).toBe('/');
    expect(router.state.historyAction).toBe('POP');
  });

  test('a blocker that says no lets everything through', async () => {
    const router = guarded(false);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/replies'));
    expect(where()).toBe('/replies');
  });
});

describe('the browser router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('pushes entries the browser goes back through, each with its state', async () => {
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter([{ path: '*', element: <Where /> }]);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/replies', { state: { step: 2 } }));
    expect(window.location.pathname).toBe('/replies');
    expect(where()).toBe('/replies {"step":2}');
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(where()).toBe('/');
    expect(router.state.historyAction).toBe('POP');
  });

  test('a #fragment entry the browser made is taken in, and back from it is never held', async () => {
    window.history.replaceState(null, '', '/edit');
    function Page() {
      const blocker = useBlocker(
        ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
      );
      return (
        <>
          <Where />
          <p>{blocker.state}</p>
        </>
      );
    }
    const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
    render(<RouterProvider router={router} />);
    const pop = async (move: () => void) =>
      act(async () => {
        const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
        move();
        await popped;
      });
    // What a click on <a href="#main"> does: a new entry without the router's state, then popstate.
    await pop(() => {
      window.history.pushState(null, '', '/edit#main');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(router.state.location.hash).toBe('#main');
    await pop(() => window.history.back());
    expect(router.state.location.hash).toBe('');
    expect(screen.getByText('unblocked')).toBeInTheDocument();
  });
});
