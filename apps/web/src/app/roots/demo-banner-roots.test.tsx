import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicConfig } from '@/lib/public-config';
import { fakeApi, json, setTestPublicConfig } from '@/test/fake-api';
// The sign-in screen's module, loaded with this file: its route's lazy import then resolves at once,
// instead of transforming the screen's whole module graph while the test waits for its heading.
import '@/features/auth/components/auth-page';
import { mount as mountApp } from './app-root';
import { mount as mountLanding } from './landing-root';

const BANNER = { name: 'Demo server' } as const;

/** Mounts a root as main.tsx does, on a page carrying the public config the server embeds. */
async function mountPage(mount: (root: Root) => Promise<void>) {
  const embedded = document.createElement('script');
  embedded.id = 'public-config';
  embedded.type = 'application/json';
  embedded.textContent = JSON.stringify(publicConfig());
  const container = document.createElement('div');
  document.body.append(embedded, container);
  const root = createRoot(container);
  await act(() => mount(root));
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('every page of a demo server says so', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('a public page: the banner stands above it, and is absent on other servers', async () => {
    for (const demo_mode of [true, false]) {
      setTestPublicConfig({ demo_mode, stand_ins: demo_mode ? ['email', 'sms', 'twitter'] : [] });
      const page = await mountPage(mountLanding);
      expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
      const banner = screen.queryByRole('note', BANNER);
      if (demo_mode) {
        expect(banner).toHaveTextContent(
          'Demo server. Simulated here: e-mails, SMS codes and the X network.',
        );
        expect(page.container.firstElementChild).toBe(banner);
      } else {
        expect(banner).not.toBeInTheDocument();
      }
      page.unmount();
      document.body.innerHTML = '';
    }
  });

  it('the app: the banner stands above its screens (here the sign-in screen)', async () => {
    setTestPublicConfig({ demo_mode: true, stand_ins: ['sms'] });
    fakeApi({ 'GET /api/session': () => json({ session: null }) });
    window.history.replaceState(null, '', '/auth');
    const page = await mountPage(mountApp);
    expect(await screen.findByRole('heading', { name: /Welcome to/ })).toBeInTheDocument();
    const banner = screen.getByRole('note', BANNER);
    expect(banner).toHaveTextContent('Demo server. Simulated here: SMS codes.');
    expect(page.container.firstElementChild).toBe(banner);
    page.unmount();
  });
});
