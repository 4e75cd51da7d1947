import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMING_SOON_PLATFORMS, TEXT } from '@gatling/shared/spec';
import { allowConsoleError } from '@/test/console-error';
import { authClient } from '@/lib/auth/auth-client';
import { fakeApi, json, sequence, TEST_SESSION, setTestPublicConfig } from '@/test/fake-api';
import { browserLocation } from '../lib/browser-location';
import {
  blueskyAnswer,
  noProfile,
  PROFILE,
  profileAnswer,
  renderWithApp,
  resetToasts,
} from '../testing/connections-test-kit';
import { CONNECTIONS_COPY as COPY } from '../texts';
import { ConnectedAccounts } from './connected-accounts';

type THandler = () => Response | Promise<Response>;
const session = () => json({ session: TEST_SESSION });

function serve(routes: Record<string, THandler>) {
  return fakeApi({ 'GET /api/session': session, 'GET /api/auth/bluesky/profile': noProfile, ...routes });
}

const count = (api: ReturnType<typeof serve>, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path).length;

const renderAccounts = () => renderWithApp(<ConnectedAccounts />, { path: '/settings-test' });

describe('ConnectedAccounts', () => {
  beforeEach(() => setTestPublicConfig({ twitter_sandbox: false }));
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('not connected: Connect X sends the browser to the authorization URL from the server', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const api = serve({
      'GET /api/auth/twitter/profile': noProfile,
      'GET /api/auth/twitter/request_token': () =>
        json({ authorization_url: 'https://api.x.com/oauth/authorize?oauth_token=t1' }),
    });
    const { user } = renderAccounts();
    await user.click(await screen.findByRole('button', { name: COPY.x.connect }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://api.x.com/oauth/authorize?oauth_token=t1'),
    );
    expect(count(api, 'GET', '/api/auth/twitter/request_token')).toBe(1);
    expect(screen.getByRole('button', { name: COPY.x.connect })).toBeDisabled();
    expect(screen.queryByText(COPY.x.sandboxNetwork)).not.toBeInTheDocument();
  });

  it('promises no auto-replies: the accounts are where approved replies go out from', async () => {
    serve({ 'GET /api/auth/twitter/profile': noProfile });
    renderAccounts();
    const section = await screen.findByRole('region', { name: COPY.heading });
    expect(section).toHaveTextContent('Nothing is sent without your swipe.');
    expect(section).not.toHaveTextContent(/auto-repl/i);
  });

  it('says "Sandbox network" when the deployment has no X keys', async () => {
    setTestPublicConfig({ twitter_sandbox: true });
    serve({ 'GET /api/auth/twitter/profile': noProfile });
    renderAccounts();
    expect(await screen.findByText(COPY.x.sandboxNetwork)).toBeInTheDocument();
  });

  it('an answer without an authorization URL is logged and reported', async () => {
    allowConsoleError();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({
      'GET /api/auth/twitter/profile': noProfile,
      'GET /api/auth/twitter/request_token': () => json({}),
    });
    const { user } = renderAccounts();
    await user.click(await screen.findByRole('button', { name: COPY.x.connect }));
    expect(await screen.findByText(TEXT.twitter.connectFailed)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(TEXT.twitter.noAuthorizationUrl);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: COPY.x.connect })).toBeEnabled();
  });

  it('a failed request token shows the connect failure toast', async () => {
    serve({
      'GET /api/auth/twitter/profile': noProfile,
      'GET /api/auth/twitter/request_token': () => json({ detail: 'down', code: 'UNAVAILABLE' }, 503),
    });
    const { user } = renderAccounts();
    await user.click(await screen.findByRole('button', { name: COPY.x.connect }));
    expect(await screen.findByText(TEXT.twitter.connectFailed)).toBeInTheDocument();
  });

  it('connected: the profile card shows the avatar, name, @username and a Sandbox badge for sandbox accounts', async () => {
    serve({ 'GET /api/auth/twitter/profile': () => profileAnswer({ provider: 'sandbox' }) });
    renderAccounts();
    const card = await screen.findByRole('group', { name: COPY.x.name });
    expect(within(card).getByText(PROFILE.display_name)).toBeInTheDocument();
    expect(within(card).getByText('@ada')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', PROFILE.profile_image_url);
    expect(within(card).getByText(COPY.x.sandboxBadge)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COPY.x.connect })).not.toBeInTheDocument();
  });

  it('tells the composing screen whether an account is connected, also after a disconnect', async () => {
    serve({
      'GET /api/auth/twitter/profile': sequence(() => profileAnswer(), noProfile),
      'DELETE /api/auth/twitter/profile': () => json({ success: true }),
    });
    const seen = vi.fn();
    const { user } = renderWithApp(<ConnectedAccounts onConnectedChange={seen} />, { path: '/x' });
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith(true));
    await user.click(await screen.findByRole('button', { name: COPY.disconnect.action }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: COPY.disconnect.confirm }),
    );
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith(false));
  });

  it('a Bluesky account alone counts as connected', async () => {
    serve({
      'GET /api/auth/twitter/profile': noProfile,
      'GET /api/auth/bluesky/profile': () => blueskyAnswer(),
    });
    const seen = vi.fn();
    renderWithApp(<ConnectedAccounts onConnectedChange={seen} />, { path: '/x' });
    await screen.findByRole('group', { name: COPY.bluesky.name });
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith(true));
    expect(seen).not.toHaveBeenCalledWith(false);
  });

  it('with neither account connected it says so', async () => {
    serve({ 'GET /api/auth/twitter/profile': noProfile });
    const seen = vi.fn();
    renderWithApp(<ConnectedAccounts onConnectedChange={seen} />, { path: '/x' });
    expect(await screen.findByRole('button', { name: COPY.bluesky.connect })).toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith(false));
    expect(seen).not.toHaveBeenCalledWith(true);
  });

  it('a live account has no Sandbox badge', async () => {
    serve({ 'GET /api/auth/twitter/profile': () => profileAnswer() });
    renderAccounts();
    const card = await screen.findByRole('group', { name: COPY.x.name });
    expect(within(card).queryByText(COPY.x.sandboxBadge)).not.toBeInTheDocument();
  });

  it('Disconnect asks first; confirming disconnects, toasts and refetches to the connect button', async () => {
    const api = serve({
      'GET /api/auth/twitter/profile': sequence(() => profileAnswer(), noProfile),
      'DELETE /api/auth/twitter/profile': () => json({ success: true }),
    });
    const { user } = renderAccounts();
    await user.click(await screen.findByRole('button', { name: COPY.disconnect.action }));
    const dialog = await screen.findByRole('alertdialog', { name: COPY.disconnect.title });
    expect(count(api, 'DELETE', '/api/auth/twitter/profile')).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(count(api, 'DELETE', '/api/auth/twitter/profile')).toBe(0);

    await user.click(screen.getByRole('button', { name: COPY.disconnect.action }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: COPY.disconnect.confirm }),
    );
    expect(await screen.findByText(TEXT.twitter.disconnected)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: COPY.x.connect })).toBeInTheDocument();
    expect(count(api, 'DELETE', '/api/auth/twitter/profile')).toBe(1);
    expect(count(api, 'GET', '/api/auth/twitter/profile')).toBe(2);
  });

  it('names the network X, never Twitter, on the card, to a screen reader and in its toasts (decision 0078)', async () => {
    serve({
      'GET /api/auth/twitter/profile': sequence(() => profileAnswer(), noProfile),
      'DELETE /api/auth/twitter/profile': () => json({ success: true }),
    });
    const heard = () =>
      [...document.querySelectorAll('[aria-label], [title]')]
        .map((el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`)
        .join(' ');
    const { user } = renderAccounts();
    expect(await screen.findByRole('group', { name: 'X' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/twitter|tweet/i);
    expect(heard()).not.toMatch(/twitter|tweet/i);

    await user.click(screen.getByRole('button', { name: COPY.disconnect.action }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: COPY.disconnect.confirm }),
    );
    expect(await screen.findByText('Successfully disconnected from X')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/twitter|tweet/i);
  });

  it('a failed disconnect toasts and keeps the card', async () => {
    serve({
      'GET /api/auth/twitter/profile': () => profileAnswer(),
      'DELETE /api/auth/twitter/profile': () =>
        json({ detail: 'No X account is connected', code: 'NOT_FOUND', error: { message: 'x' } }, 404),
    });
    const { user } = renderAccounts();
    await user.click(await screen.findByRole('button', { name: COPY.disconnect.action }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: COPY.disconnect.confirm }),
    );
    expect(await screen.findByText(TEXT.twitter.disconnectFailed)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: COPY.x.name })).toBeInTheDocument();
  });

  it('reconnect needed: the card says so and Reconnect starts the connection again', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    serve({
      'GET /api/auth/twitter/profile': () => profileAnswer({ status: 'reconnect_needed' }),
      'GET /api/auth/twitter/request_token': () =>
        json({ authorization_url: 'https://api.x.com/oauth/authorize?oauth_token=t2' }),
    });
    const { user } = renderAccounts();
    const card = await screen.findByRole('group', { name: COPY.x.name });
    expect(within(card).getByText(COPY.reconnect.badge)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: COPY.reconnect.action }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://api.x.com/oauth/authorize?oauth_token=t2'),
    );
  });

  it('a failing profile call is retried twice, then shows the product message with Retry', async () => {
    const api = serve({
      'GET /api/auth/twitter/profile': sequence(
        () => json({ detail: 'boom', code: 'INTERNAL' }, 500),
        () => json({ detail: 'boom', code: 'INTERNAL' }, 500),
        () => json({ detail: 'boom', code: 'INTERNAL' }, 500),
        () => profileAnswer(),
      ),
    });
    // Signed in before the screen shows, as the app's guard ensures: every attempt reaches the server.
    await authClient.getSession();
    const { user } = renderAccounts();
    expect(screen.getByLabelText(COPY.loadingProfile)).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXT.twitter.fetchProfileFailed);
    expect(count(api, 'GET', '/api/auth/twitter/profile')).toBe(3);

    await user.click(within(alert).getByRole('button', { name: TEXT.twitter.retry }));
    expect(await screen.findByRole('group', { name: COPY.x.name })).toBeInTheDocument();
  });

  it('the coming-soon integrations look disabled, stay focusable, and explain themselves', async () => {
    serve({ 'GET /api/auth/twitter/profile': noProfile });
    const { user } = renderAccounts();
    for (const platform of COMING_SOON_PLATFORMS) {
      // Named by its visible words, as voice control reads them (axe: label-content-name-mismatch).
      const button = screen.getByRole('button', { name: `${platform} ${TEXT.twitter.comingSoon}` });
      expect(button).not.toHaveAttribute('aria-label');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).not.toBeDisabled();
    }
    // Bluesky is live: its own card, not a Coming Soon tile.
    expect(COMING_SOON_PLATFORMS).not.toContain('Bluesky');
    expect(await screen.findByRole('button', { name: COPY.bluesky.connect })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bluesky/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Telegram/ }));
    expect(
      await screen.findByText(TEXT.twitter.comingSoon, { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(screen.getByText(TEXT.twitter.comingSoonDescription)).toBeInTheDocument();
  });

  describe('X not configured on this server (production without X API keys)', () => {
    beforeEach(() => setTestPublicConfig({ twitter_sandbox: false, twitter_configured: false }));

    it('the X card says so and offers no connect button; Bluesky can still be connected', async () => {
      const api = serve({ 'GET /api/auth/twitter/profile': noProfile });
      renderAccounts();
      const card = await screen.findByRole('group', { name: COPY.x.name });
      expect(within(card).getByText(COPY.x.notConfigured)).toBeInTheDocument();
      expect(within(card).getByText(COPY.x.notConfiguredHint)).toBeInTheDocument();
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: COPY.x.connect })).not.toBeInTheDocument();
      expect(screen.queryByText(COPY.x.sandboxNetwork)).not.toBeInTheDocument();
      expect(await screen.findByRole('button', { name: COPY.bluesky.connect })).toBeInTheDocument();
      expect(count(api, 'GET', '/api/auth/twitter/request_token')).toBe(0);
    });

    it('an account connected before says it cannot be reconnected here, and can be disconnected', async () => {
      serve({ 'GET /api/auth/twitter/profile': () => profileAnswer({ status: 'reconnect_needed' }) });
      renderAccounts();
      const card = await screen.findByRole('group', { name: COPY.x.name });
      expect(within(card).getByText(COPY.x.notConfiguredReconnect)).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: COPY.reconnect.action })).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: COPY.disconnect.action })).toBeEnabled();
    });
  });
});
