// The app's router (decision 0091): history and matching, and the React side. What the app and its
// tests use; the helpers the two files share stay theirs.
export {
  createBrowserRouter,
  createMemoryRouter,
  createPath,
  matchRoutes,
  type TBlocker,
  type TBlockerFunction,
  type THistoryAction,
  type TLocation,
  type TNavigateOptions,
  type TRouteObject,
  type TRouter,
  type TRouterState,
  type TTo,
} from './history';
export {
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigate,
  useSearchParams,
} from './components';
