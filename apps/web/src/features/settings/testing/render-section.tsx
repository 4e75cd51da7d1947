import { createMemoryRouter } from '@/lib/router';
import { renderRouter } from '@/test/render-in-app';
import { signedInServer } from '@/test/signed-in-server';
import { DraftingModelSection } from '../components/drafting-model-section';

type TRoutes = Parameters<typeof signedInServer>[0];

/**
 * Settings › Drafting model alone, signed in, against `routes`; `sent` lists the bodies sent to a
 * method and path, in order.
 */
export async function renderSection(routes: TRoutes) {
  const api = await signedInServer(routes);
  const router = createMemoryRouter([{ path: '/settings', element: <DraftingModelSection /> }], {
    initialEntries: ['/settings'],
  });
  const view = renderRouter(router, { retries: 'none' });
  const sent = (method: string, path: string) =>
    api.calls
      .filter((c) => c.method === method && c.path === path)
      .map((c) => (c.init?.body ? (JSON.parse(String(c.init.body)) as unknown) : null));
  return { ...view, api, sent };
}
