import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TSandboxBlueskyAccount } from '@gatling/shared/api/connections';
import { fakeApi, json, TEST_SESSION } from '@/test/fake-api';
import { setUpEachTest } from '@/test/each-test';
import { toastWith } from '@/test/render-in-app';
import { deferred } from '@/test/signed-in-server';
import { BLUESKY_PROFILE_KEY } from '../api/get-bluesky-profile';
import { blueskyAnswer, noProfile, renderWithApp } from '../testing/connections-test-kit';
import { CONNECTIONS_COPY } from '../texts';
import { BlueskyAccount } from './bluesky-account';

/**
 * Bluesky on the sandbox network (public config `bluesky_sandbox`, decision 0067): the card offers
 * the simulated accounts and one click connects one, with no password asked.
 */
const COPY = CONNECTIONS_COPY.bluesky;
setUpEachTest({ config: { bluesky_sandbox: true, stand_ins: ['email', 'sms', 'twitter', 'bluesky'] } });

const MAYA: TSandboxBlueskyAccount = {
  did: 'did:plc:sandbox2222222maya2222',
  handle: 'maya-chen.sandbox.test',
  display_name: 'Maya Chen',
  avatar_url: null,
  followers: 1830,
  description: 'Building tools for small studios.',
  yours: false,
};
const LEO: TSandboxBlueskyAccount = {
  ...MAYA,
  did: 'did:plc:sandbox22222222leo2222',
  handle: 'leo-park.sandbox.test',
  display_name: 'Leo Park',
  yours: true,
};
const CONNECTED = {
  did: MAYA.did,
  handle: MAYA.handle,
  display_name: MAYA.display_name,
  avatar_url: null,
  service: 'http://localhost:3000/sandbox',
  provider: 'sandbox' as const,
};

function serve(routes: Parameters<typeof fakeApi>[0]) {
  return fakeApi({
    'GET /api/session': () => json({ session: TEST_SESSION }),
    'GET /api/auth/bluesky/profile': noProfile,
    'GET /api/auth/bluesky/sandbox/accounts': () => json({ data: [LEO, MAYA] }),
    ...routes,
  });
}

const renderAccount = () => renderWithApp(<BlueskyAccount />, { path: '/settings-test' });
const picks = (api: ReturnType<typeof serve>) =>
  api.calls
    .filter((c) => c.method === 'POST' && c.path === '/api/auth/bluesky/sandbox')
    .map((c) => JSON.parse(String(c.init?.body)) as unknown);

describe('BlueskyAccount on the simulated network', () => {
  it('says Bluesky is simulated, offers its accounts, and one click connects one: no password', async () => {
    const answer = deferred();
    const api = serve({ 'POST /api/auth/bluesky/sandbox': () => answer.promise });
    const { user, queryClient } = renderAccount();

    expect(await screen.findByText(COPY.sandbox.hint)).toBeInTheDocument();
    expect(screen.getByText(COPY.sandbox.badge)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COPY.connect })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COPY.sandbox.open }));

    const list = await screen.findByRole('list', { name: COPY.sandbox.listTitle });
    expect(screen.getByRole('heading', { name: COPY.sandbox.listTitle })).toHaveFocus();
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Use Leo Park, @leo-park.sandbox.test',
      'Use Maya Chen, @maya-chen.sandbox.test',
    ]);
    expect(within(rows[0]!).getByText(COPY.sandbox.yours)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1.8K followers')).toBeInTheDocument();
    expect(screen.queryByLabelText(COPY.passwordLabel)).not.toBeInTheDocument();

    await user.click(rows[1]!);
    expect(picks(api)).toEqual([{ did: MAYA.did }]);
    expect(rows[1]).toHaveAttribute('aria-busy', 'true');
    expect(rows[0]).toBeDisabled();

    answer.release(blueskyAnswer(CONNECTED));
    const card = await screen.findByRole('group', { name: COPY.name });
    expect(card).toHaveFocus();
    expect(within(card).getByText('Maya Chen')).toBeInTheDocument();
    expect(within(card).getByText(`@${MAYA.handle}`)).toBeInTheDocument();
    expect(within(card).getByText(COPY.sandbox.cardBadge)).toHaveAttribute('title', COPY.sandbox.cardHint);
    expect(await toastWith(COPY.connectedToast)).toBeInTheDocument();
    expect(queryClient.getQueryData(BLUESKY_PROFILE_KEY)).toMatchObject({
      did: MAYA.did,
      provider: 'sandbox',
    });
    expect(picks(api)).toHaveLength(1);
  });

  it("an account taken meanwhile: the server's words, and another can be picked", async () => {
    const TAKEN = 'That simulated account belongs to another user of this server.';
    let tries = 0;
    serve({
      'POST /api/auth/bluesky/sandbox': () =>
        (tries += 1) === 1 ? json({ detail: TAKEN, code: 'CONFLICT' }, 409) : blueskyAnswer(CONNECTED),
    });
    const { user } = renderAccount();
    await user.click(await screen.findByRole('button', { name: COPY.sandbox.open }));
    const [leo, maya] = within(await screen.findByRole('list')).getAllByRole('button');

    await user.click(leo!);
    expect(await screen.findByRole('alert')).toHaveTextContent(TAKEN);
    expect(maya).toBeEnabled();
    await user.click(maya!);
    expect(await screen.findByRole('group', { name: COPY.name })).toBeInTheDocument();
  });

  it('Cancel closes the list and gives the focus back to the button', async () => {
    serve({});
    const { user } = renderAccount();
    await user.click(await screen.findByRole('button', { name: COPY.sandbox.open }));
    await screen.findByRole('list');
    await user.click(screen.getByRole('button', { name: COPY.cancel }));
    const open = await screen.findByRole('button', { name: COPY.sandbox.open });
    await vi.waitFor(() => expect(open).toHaveFocus());
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('a simulated connection the network no longer accepts reconnects by picking again', async () => {
    const api = serve({
      'GET /api/auth/bluesky/profile': () => blueskyAnswer({ ...CONNECTED, status: 'reconnect_needed' }),
      'POST /api/auth/bluesky/sandbox': () => blueskyAnswer(CONNECTED),
    });
    const { user } = renderAccount();
    expect(await screen.findByText(COPY.sandbox.reconnectBody)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COPY.reconnect.action }));
    await user.click(within(await screen.findByRole('list')).getByRole('button', { name: /Maya Chen/ }));
    expect(picks(api)).toEqual([{ did: MAYA.did }]);
    expect(await screen.findByText(COPY.connected)).toBeInTheDocument();
  });
});
