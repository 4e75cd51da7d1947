import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { THandOff, THandOffs } from '@gatling/shared/api/hand-offs';
import { scheduledReply } from '@/features/scheduled/testing/scheduled-test-kit';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { LiveEventsProvider } from '@/lib/live/live-events';
import { ThemeProvider } from '@/lib/theme/theme';
import { UndoProvider } from '@/lib/undo/undo-store';
import { fakeApi, json, onboardingStatus, TEST_SESSION, setTestPublicConfig } from '@/test/fake-api';
import { fakeEventStream } from '@/test/fake-event-stream';
import { fakeMatchMedia } from '@/test/match-media';
import { AppLayout, RootLayout } from './layouts';
import { LiveQuerySync } from './live-query-sync';
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

/** A reply ready to finish on X, as GET /api/scheduled/hand-offs lists it. */
function handOff(id: string): THandOff {
  const { original_message, scheduled_at, pending_text } = scheduledReply(id, new Date());
  const intent_url = `https://x.com/intent/post?in_reply_to=${original_message.id}`;
  return {
    id,
    platform: 'twitter',
    status: 'awaiting_intent',
    scheduled_at,
    text: pending_text,
    original_message,
    intent_url,
  };
}
const handOffs = (...ids: string[]): THandOffs => ({ ready: ids.map(handOff), next_ready_at: null });

/**
 * Renders the signed-in shell on /your-style at a phone or a desktop width, with the app's live
 * updates; `ready` answers each read of the replies to finish on X (none by default).
 */
async function renderShell(desktop: boolean, ready: () => THandOffs = () => handOffs()) {
  vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((q) => desktop && q === DESKTOP_QUERY));
  const stream = fakeEventStream();
  const api = fakeApi({
    'GET /api/session': () => json({ session: TEST_SESSION }),
    'GET /api/onboarding/status': () => onboardingStatus(true),
    'GET /api/scheduled/hand-offs': () => json(ready()),
    'GET /api/events': stream.route,
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
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthProvider>
          <LiveEventsProvider backoffMs={() => 5}>
            <LiveQuerySync />
            <UndoProvider>
              <RouterProvider router={router} />
            </UndoProvider>
          </LiveEventsProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  await screen.findByRole('heading', { name: 'Your Speaking Style' });
  return { stream, calls: api.calls };
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

describe('the count of replies to finish on X', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => vi.restoreAllMocks());

  const scheduledLink = () =>
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Scheduled/ });

  it.each([
    ['on a phone, in the header tabs', false],
    ['from 1024 px, in the side navigation', true],
  ])('%s: a badge on Scheduled, named for screen readers', async (_where, desktop) => {
    await renderShell(desktop, () => handOffs('a', 'b', 'c'));
    const link = await screen.findByRole('link', { name: 'Scheduled, 3 replies to finish on X' });
    expect(link).toBe(scheduledLink());
    expect(within(link).getByTestId('hand-off-count')).toHaveTextContent('3');
    // The other tabs carry no count.
    expect(screen.getByRole('link', { name: 'Your Replies' })).toBeInTheDocument();
  });

  it('none to finish: no badge, and the link is just "Scheduled"', async () => {
    const { calls } = await renderShell(false);
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/scheduled/hand-offs')).toBe(true));
    expect(scheduledLink()).toHaveAccessibleName('Scheduled');
    expect(screen.queryByTestId('hand-off-count')).not.toBeInTheDocument();
  });

  it('live: a reply finished (or newly due) on another device changes the count without a reload', async () => {
    let ready = handOffs('a', 'b');
    const { stream } = await renderShell(true, () => ready);
    await screen.findByRole('link', { name: 'Scheduled, 2 replies to finish on X' });
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    ready = handOffs('b');
    act(() => stream.send('1', { type: 'reply.published', reply_id: 'a', published_url: null }));
    expect(
      await screen.findByRole('link', { name: 'Scheduled, 1 reply to finish on X' }),
    ).toBeInTheDocument();
    ready = handOffs('b', 'c');
    act(() => stream.send('2', { type: 'reply.awaiting_intent', reply_id: 'c' }));
    expect(
      await screen.findByRole('link', { name: 'Scheduled, 2 replies to finish on X' }),
    ).toBeInTheDocument();
  });
});
