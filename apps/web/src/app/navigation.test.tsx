import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { ThemeProvider } from '@/lib/theme/theme';
import { UndoProvider } from '@/lib/undo/undo-store';
import { fakeApi, json, onboardingStatus, TEST_SESSION, setTestPublicConfig } from '@/test/fake-api';
import { fakeMatchMedia } from '@/test/match-media';
import { AppLayout, RootLayout } from './layouts';
import { ScreenPage } from './pages/screen-page';
import { DESKTOP_QUERY } from './use-desktop';

const TOOLS = [
  'Your Style',
  'Reply Rules',
  'Business',
  'Target Audience',
  'Notifications',
  'Chat',
  'Analytics',
];

/** Renders the signed-in shell on /your-style at a phone or a desktop width. */
async function renderShell(desktop: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((q) => desktop && q === DESKTOP_QUERY));
  fakeApi({
    'GET /api/session': () => json({ session: TEST_SESSION }),
    'GET /api/onboarding/status': () => onboardingStatus(true),
  });
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          {
            element: <AppLayout />,
            children: [{ path: '/your-style', element: <ScreenPage title="Your Speaking Style" /> }],
          },
        ],
      },
    ],
    { initialEntries: ['/your-style'] },
  );
  render(
    <ThemeProvider>
      <AuthProvider>
        <UndoProvider>
          <RouterProvider router={router} />
        </UndoProvider>
      </AuthProvider>
    </ThemeProvider>,
  );
  await screen.findByRole('heading', { name: 'Your Speaking Style' });
}

describe('navigation by width', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => vi.restoreAllMocks());

  it('on a phone: the header tabs and a bottom navigation whose icon links are named', async () => {
    await renderShell(false);
    expect(screen.queryByTestId('side-nav')).not.toBeInTheDocument();
    const tools = screen.getByRole('navigation', { name: 'Tools' });
    const links = within(tools).getAllByRole('link');
    // The labels are hidden on a phone (icons only), so each link carries its name itself.
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(TOOLS);
    for (const name of TOOLS) expect(within(tools).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  });

  it('from 1024 px: one side navigation with the tabs and tools, and no bottom navigation', async () => {
    await renderShell(true);
    const side = screen.getByTestId('side-nav');
    const main = within(side).getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Your Replies', 'Your Feed', 'Scheduled']);
    const tools = within(side).getByRole('navigation', { name: 'Tools' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(TOOLS);
    expect(within(tools).getByRole('link', { name: 'Your Style' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(side).getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    // Each navigation exists once: the header tabs and bottom navigation are not rendered.
    expect(screen.getAllByRole('navigation', { name: 'Tools' })).toHaveLength(1);
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
