import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from '@/lib/router';
import { describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@gatling/shared/spec';
import { authClient } from '@/lib/auth/auth-client';
import { useAuth } from '@/lib/auth/auth-state';
import { setUpEachTest } from '@/test/each-test';
import { json, TEST_SESSION } from '@/test/fake-api';
import { renderRouter, Where } from '@/test/render-in-app';
import { signedInServer } from '@/test/signed-in-server';
import { SETTINGS_COPY } from '../texts';
import { SecuritySection } from './security-section';

const COPY = SETTINGS_COPY;
const CURRENT = 'Correct-Horse-Battery-42';
const NEXT = 'a different passphrase';
/** The session the server hands the device that changed the password. */
const NEW_SESSION = { ...TEST_SESSION, access_token: 'token-2' };

type TRoutes = Parameters<typeof signedInServer>[0];

function SignedInProbe() {
  const { isAuthenticated, loading } = useAuth();
  return <p data-testid="auth">{loading ? 'loading' : isAuthenticated ? 'signed in' : 'signed out'}</p>;
}

/** /settings with the card inside the app's auth provider; other paths render where the router is. */
async function renderCard(routes: TRoutes) {
  const api = await signedInServer(routes);
  const router = createMemoryRouter(
    [
      {
        path: '/settings',
        element: (
          <>
            <SecuritySection />
            <SignedInProbe />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/settings'] },
  );
  const view = renderRouter(router, { auth: true });
  expect(await screen.findByText('signed in')).toBeInTheDocument();
  const posts = () => api.calls.filter((c) => c.method === 'POST');
  return { ...view, posts };
}

const currentField = () => screen.getByLabelText(COPY.changePassword.currentLabel);
const newField = () => screen.getByLabelText(COPY.changePassword.newLabel);
const changeButton = () => screen.getByRole('button', { name: COPY.changePassword.submit });
const everywhereButton = () => screen.getByRole('button', { name: COPY.signOutEverywhere.button });

describe('Sign-in and security: change password', () => {
  setUpEachTest();

  it('offers labelled password fields the browser can fill', async () => {
    await renderCard({});
    expect(screen.getByRole('heading', { name: COPY.security.heading })).toBeInTheDocument();
    expect(currentField()).toHaveAttribute('type', 'password');
    expect(currentField()).toHaveAttribute('autocomplete', 'current-password');
    expect(newField()).toHaveAttribute('type', 'password');
    expect(newField()).toHaveAttribute('autocomplete', 'new-password');
  });

  it.each([
    ['no current password', '', NEXT, COPY.changePassword.currentRequired, 'current'],
    ['a new password under 8 characters', CURRENT, 'short12', COPY.changePassword.tooShort, 'new'],
    ['a new password over 128 characters', CURRENT, 'x'.repeat(129), COPY.changePassword.tooLong, 'new'],
    ['the same password again', CURRENT, CURRENT, COPY.changePassword.sameAsCurrent, 'new'],
  ] as const)('refuses %s inline and sends nothing', async (_case, current, next, message, field) => {
    const { user, posts } = await renderCard({});
    if (current) await user.type(currentField(), current);
    await user.click(newField());
    await user.paste(next);
    await user.click(changeButton());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field === 'current' ? currentField() : newField()).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);
  });

  it('changes it, says the other devices were signed out, clears the fields and stays signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let session = TEST_SESSION;
    const { user, posts, router } = await renderCard({
      'GET /api/session': () => json({ session }),
      'POST /api/identity/change-password': () => {
        session = NEW_SESSION;
        return json({ token: NEW_SESSION.access_token, user: TEST_SESSION.user });
      },
    });
    await user.type(currentField(), CURRENT);
    await user.type(newField(), NEXT);
    await user.click(changeButton());

    expect(await screen.findByText(COPY.changePassword.success)).toBeInTheDocument();
    expect(screen.getByText(COPY.changePassword.successDescription)).toBeInTheDocument();
    expect(JSON.parse(String(posts()[0]?.init?.body))).toEqual({
      currentPassword: CURRENT,
      newPassword: NEXT,
    });
    expect(currentField()).toHaveValue('');
    expect(newField()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The product API is called with the new session's token from now on.
    expect(authClient.accessToken()).toBe(NEW_SESSION.access_token);
    // The auth state takes the change in after its debounce.
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.authDebounceMs));
    expect(screen.getByTestId('auth')).toHaveTextContent('signed in');
    expect(router.state.location.pathname).toBe('/settings');
  });

  it("shows the server's reason when it refuses, and keeps the session", async () => {
    const { user } = await renderCard({
      'POST /api/identity/change-password': () =>
        json({ detail: 'Invalid password', code: 'INVALID_PASSWORD' }, 400),
    });
    await user.type(currentField(), 'not-my-password');
    await user.type(newField(), NEXT);
    await user.click(changeButton());

    expect(await screen.findByText(COPY.changePassword.failure)).toBeInTheDocument();
    expect(screen.getByText('Invalid password')).toBeInTheDocument();
    expect(authClient.accessToken()).toBe(TEST_SESSION.access_token);
    expect(screen.getByTestId('auth')).toHaveTextContent('signed in');
    await waitFor(() => expect(changeButton()).toBeEnabled());
  });
});

describe('Sign-in and security: sign out everywhere', () => {
  setUpEachTest();

  it('asks first, then ends every session and lands on /auth with a toast', async () => {
    const { user, posts } = await renderCard({
      'POST /api/identity/revoke-sessions': () => json({ status: true }),
    });
    await user.click(everywhereButton());
    const dialog = await screen.findByRole('alertdialog', { name: COPY.signOutEverywhere.confirmTitle });
    expect(dialog).toHaveTextContent(COPY.signOutEverywhere.confirmBody);
    expect(posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: COPY.signOutEverywhere.confirmLabel }));

    expect(await screen.findByText(COPY.signOutEverywhere.success)).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth');
    expect(posts().map((c) => c.path)).toEqual(['/api/identity/revoke-sessions']);
    expect(authClient.currentSession()).toBeNull();
  });

  it('Cancel closes the question and ends nothing', async () => {
    const { user, posts, router } = await renderCard({});
    await user.click(everywhereButton());
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts()).toEqual([]);
    expect(router.state.location.pathname).toBe('/settings');
    expect(authClient.accessToken()).toBe(TEST_SESSION.access_token);
  });

  it('keeps the user signed in and says why when the server fails', async () => {
    const { user, router } = await renderCard({
      'POST /api/identity/revoke-sessions': () =>
        json({ detail: 'The database is down', code: 'INTERNAL' }, 500),
    });
    await user.click(everywhereButton());
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: COPY.signOutEverywhere.confirmLabel }));

    expect(await screen.findByText(COPY.signOutEverywhere.failure)).toBeInTheDocument();
    expect(screen.getByText('The database is down')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(authClient.accessToken()).toBe(TEST_SESSION.access_token);
    expect(screen.getByTestId('auth')).toHaveTextContent('signed in');
  });
});
