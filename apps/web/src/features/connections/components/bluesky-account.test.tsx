import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, sequence, setTestPublicConfig, TEST_SESSION } from '@/test/fake-api';
import { deferred } from '@/test/signed-in-server';
import { toastWith } from '@/test/render-in-app';
import { BLUESKY_PROFILE_KEY } from '../api/get-bluesky-profile';
import {
  BLUESKY_PROFILE,
  blueskyAnswer,
  noProfile,
  renderWithApp,
  resetToasts,
} from '../testing/connections-test-kit';
import { CONNECTIONS_COPY } from '../texts';
import { BlueskyAccount } from './bluesky-account';

const COPY = CONNECTIONS_COPY.bluesky;
const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';
const REFUSED =
  'Bluesky did not accept this handle and app password. Check both, or create a new app password.';

type THandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

function serve(routes: Record<string, THandler>) {
  return fakeApi({ 'GET /api/session': () => json({ session: TEST_SESSION }), ...routes });
}

const posts = (api: ReturnType<typeof serve>) =>
  api.calls
    .filter((c) => c.method === 'POST' && c.path === '/api/auth/bluesky')
    .map((c) => JSON.parse(String(c.init?.body)) as { identifier: string; app_password: string });

const count = (api: ReturnType<typeof serve>, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path).length;

const renderAccount = () => renderWithApp(<BlueskyAccount />, { path: '/settings-test' });

const identifierField = () => screen.getByLabelText(COPY.identifierLabel);
const passwordField = () => screen.getByLabelText(COPY.passwordLabel);
const submitButton = () => screen.getByRole('button', { name: COPY.submit });

async function openForm(user: ReturnType<typeof renderAccount>['user']) {
  await user.click(await screen.findByRole('button', { name: COPY.connect }));
  return screen.getByRole('form', { name: COPY.formTitle });
}

describe('BlueskyAccount', () => {
  // Bluesky at a service the operator named (bluesky_sandbox false): the app-password form.
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('Connect Bluesky opens the form: labelled fields, a masked app password, the help link, focus on the handle', async () => {
    serve({ 'GET /api/auth/bluesky/profile': noProfile });
    const { user } = renderAccount();
    await openForm(user);

    expect(identifierField()).toHaveFocus();
    expect(identifierField()).toHaveAttribute('placeholder', 'alice.bsky.social');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'off');
    expect(passwordField()).toHaveAttribute('placeholder', 'xxxx-xxxx-xxxx-xxxx');
    expect(passwordField()).toHaveAccessibleDescription(expect.stringContaining(COPY.passwordHelp));
    expect(screen.getByRole('link', { name: COPY.passwordHelpLink })).toHaveAttribute(
      'href',
      'https://bsky.app/settings/app-passwords',
    );
    expect(screen.queryByRole('button', { name: COPY.connect })).not.toBeInTheDocument();
  });

  it('an empty submit is blocked with a message tied to the field, and sends nothing', async () => {
    const api = serve({ 'GET /api/auth/bluesky/profile': noProfile });
    const { user } = renderAccount();
    await openForm(user);

    await user.click(submitButton());
    expect(identifierField()).toHaveAttribute('aria-invalid', 'true');
    expect(identifierField()).toHaveAccessibleDescription('Enter your Bluesky handle or e-mail');
    expect(identifierField()).toHaveFocus();

    await user.type(identifierField(), 'ada.bsky.social');
    await user.click(submitButton());
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(expect.stringContaining('Enter an app password'));
    expect(passwordField()).toHaveFocus();
    expect(identifierField()).not.toHaveAttribute('aria-invalid');
    expect(posts(api)).toHaveLength(0);
  });

  it('while connecting the button says Connecting… and is disabled; success shows the card and a toast', async () => {
    const answer = deferred();
    const api = serve({
      'GET /api/auth/bluesky/profile': noProfile,
      'POST /api/auth/bluesky': () => answer.promise,
    });
    const { user, queryClient } = renderAccount();
    await openForm(user);
    await user.type(identifierField(), '@ada.bsky.social');
    await user.type(passwordField(), APP_PASSWORD);
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: COPY.submitting });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: COPY.cancel })).toBeDisabled();
    expect(posts(api)).toEqual([{ identifier: '@ada.bsky.social', app_password: APP_PASSWORD }]);

    answer.release(blueskyAnswer());
    const card = await screen.findByRole('group', { name: COPY.name });
    expect(card).toHaveFocus();
    expect(await toastWith(COPY.connectedToast)).toBeInTheDocument();
    expect(queryClient.getQueryData(BLUESKY_PROFILE_KEY)).toEqual(BLUESKY_PROFILE);
    // The connection was one request: no refetch, and the profile came from its answer.
    expect(count(api, 'GET', '/api/auth/bluesky/profile')).toBe(1);

    // The app password went to the server and nowhere else in the browser.
    const kept = JSON.stringify([
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state),
      queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.state),
      { ...localStorage },
      { ...sessionStorage },
    ]);
    expect(kept).not.toContain(APP_PASSWORD);
  });

  it("a refusal shows the server's detail under the form, focused; the handle stays, the password is cleared", async () => {
    const api = serve({
      'GET /api/auth/bluesky/profile': noProfile,
      'POST /api/auth/bluesky': () => json({ detail: REFUSED, code: 'UNAUTHORIZED' }, 401),
    });
    const { user } = renderAccount();
    await openForm(user);
    await user.type(identifierField(), 'ada.bsky.social');
    await user.type(passwordField(), 'wrong-pass-word-xxxx');
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REFUSED);
    expect(alert).toHaveFocus();
    expect(identifierField()).toHaveValue('ada.bsky.social');
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveAccessibleDescription(expect.stringContaining(REFUSED));
    expect(identifierField()).toHaveAccessibleDescription(REFUSED);
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole('group', { name: COPY.name })).not.toBeInTheDocument();
    expect(posts(api)).toHaveLength(1);
  });

  it('an answer without a detail of ours reads as the product fallback', async () => {
    serve({
      'GET /api/auth/bluesky/profile': noProfile,
      'POST /api/auth/bluesky': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const { user } = renderAccount();
    await openForm(user);
    await user.type(identifierField(), 'ada.bsky.social');
    await user.type(passwordField(), APP_PASSWORD);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY.connectFailed);
  });

  it('Cancel closes the form, sends nothing and gives focus back to Connect Bluesky', async () => {
    const api = serve({ 'GET /api/auth/bluesky/profile': noProfile });
    const { user } = renderAccount();
    await openForm(user);
    await user.type(identifierField(), 'ada.bsky.social');
    await user.click(screen.getByRole('button', { name: COPY.cancel }));

    expect(screen.queryByRole('form', { name: COPY.formTitle })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: COPY.connect })).toHaveFocus());
    expect(posts(api)).toHaveLength(0);
  });

  it('connected: the card shows the avatar, name, @handle and the Bluesky mark', async () => {
    serve({ 'GET /api/auth/bluesky/profile': () => blueskyAnswer() });
    renderAccount();
    const card = await screen.findByRole('group', { name: COPY.name });
    expect(within(card).getByText(BLUESKY_PROFILE.display_name)).toBeInTheDocument();
    expect(within(card).getByText('@ada.bsky.social')).toBeInTheDocument();
    expect(within(card).getByText(COPY.name)).toBeInTheDocument();
    expect(within(card).getByText(COPY.connected)).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', BLUESKY_PROFILE.avatar_url);
    expect(card).not.toHaveFocus();
    expect(screen.queryByRole('button', { name: COPY.connect })).not.toBeInTheDocument();
  });

  it('a profile without a display name or avatar shows the handle and its initial', async () => {
    serve({ 'GET /api/auth/bluesky/profile': () => blueskyAnswer({ display_name: '', avatar_url: null }) });
    renderAccount();
    const card = await screen.findByRole('group', { name: COPY.name });
    expect(within(card).getByText('ada.bsky.social')).toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
  });

  it('Disconnect asks first; confirming disconnects, toasts and refetches to Connect Bluesky', async () => {
    const api = serve({
      'GET /api/auth/bluesky/profile': sequence(() => blueskyAnswer(), noProfile),
      'DELETE /api/auth/bluesky/profile': () => json({ success: true }),
    });
    const { user } = renderAccount();
    const card = await screen.findByRole('group', { name: COPY.name });
    await user.click(within(card).getByRole('button', { name: COPY.disconnect.action }));
    const dialog = await screen.findByRole('alertdialog', { name: COPY.disconnect.title });
    expect(dialog).toHaveTextContent(COPY.disconnect.body('ada.bsky.social'));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(count(api, 'DELETE', '/api/auth/bluesky/profile')).toBe(0);

    await user.click(within(card).getByRole('button', { name: COPY.disconnect.action }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: COPY.disconnect.confirm }),
    );
    expect(await toastWith(COPY.disconnect.done)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: COPY.connect })).toBeInTheDocument();
    expect(count(api, 'DELETE', '/api/auth/bluesky/profile')).toBe(1);
    expect(count(api, 'GET', '/api/auth/bluesky/profile')).toBe(2);
  });

  it('a failed disconnect toasts and keeps the card', async () => {
    serve({
      'GET /api/auth/bluesky/profile': () => blueskyAnswer(),
      'DELETE /api/auth/bluesky/profile': () => json({ detail: 'down', code: 'INTERNAL' }, 500),
    });
    const { user } = renderAccount();
    await user.click(await screen.findByRole('button', { name: COPY.disconnect.action }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: COPY.disconnect.confirm }),
    );
    expect(await toastWith(COPY.disconnect.failed)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: COPY.name })).toBeInTheDocument();
  });

  it('reconnect needed: the card says Bluesky refused the stored access; Reconnect signs in again with the handle', async () => {
    const api = serve({
      'GET /api/auth/bluesky/profile': () => blueskyAnswer({ status: 'reconnect_needed' }),
      'POST /api/auth/bluesky': () => blueskyAnswer(),
    });
    const { user } = renderAccount();
    const card = await screen.findByRole('group', { name: COPY.name });
    expect(within(card).getByText(COPY.reconnect.badge)).toBeInTheDocument();
    expect(within(card).getByText(COPY.reconnect.body)).toBeInTheDocument();
    expect(within(card).queryByText(COPY.connected)).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: COPY.reconnect.action }));
    expect(identifierField()).toHaveValue('ada.bsky.social');
    expect(passwordField()).toHaveFocus();
    await user.type(passwordField(), APP_PASSWORD);
    await user.click(submitButton());

    expect(await toastWith(COPY.connectedToast)).toBeInTheDocument();
    expect(await within(card).findByText(COPY.connected)).toBeInTheDocument();
    expect(within(card).queryByText(COPY.reconnect.body)).not.toBeInTheDocument();
    expect(posts(api)).toEqual([{ identifier: 'ada.bsky.social', app_password: APP_PASSWORD }]);
  });

  it('a failing profile call is retried, then says so with Retry', async () => {
    serve({
      'GET /api/auth/bluesky/profile': sequence(
        () => json({ detail: 'boom', code: 'INTERNAL' }, 500),
        () => json({ detail: 'boom', code: 'INTERNAL' }, 500),
        () => json({ detail: 'boom', code: 'INTERNAL' }, 500),
        () => blueskyAnswer(),
      ),
    });
    const { user } = renderAccount();
    expect(screen.getByLabelText(COPY.loadingProfile)).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(COPY.fetchProfileFailed);
    await user.click(within(alert).getByRole('button', { name: COPY.retry }));
    expect(await screen.findByRole('group', { name: COPY.name })).toBeInTheDocument();
  });
});
