import { createRoot, type Root } from 'react-dom/client';
import './styles/index.css';

/**
 * A small entry: the public pages (landing, pricing) render with React only, every other address
 * with the full app, each loaded on demand so neither carries the other (0029-page-weight).
 * The paths are ROUTES.landing and ROUTES.pricing, written out to keep the constants module out of the entry.
 */
function loadRoot(pathname: string): Promise<{ mount: (root: Root) => Promise<void> }> {
  if (pathname === '/') return import('./app/roots/landing-root');
  if (pathname === '/pricing') return import('./app/roots/pricing-root');
  return import('./app/roots/app-root');
}

const root = createRoot(document.getElementById('root')!);

loadRoot(window.location.pathname)
  .then((m) => m.mount(root))
  .catch((err: unknown) => {
    console.error('Could not load the configuration', err);
    root.render(
      <p style={{ padding: 24, fontFamily: 'system-ui' }}>
        The server could not be reached. Check that it is running and reload the page.
      </p>,
    );
  });
