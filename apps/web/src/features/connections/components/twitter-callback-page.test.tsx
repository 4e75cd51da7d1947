import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT, TIMINGS } from '@gatling/shared/spec';
import { fakeApi, json, TEST_SESSION, setTestPublicConfig } from '@/test/fake-api';
import { TWITTER_PROFILE_KEY } from '../api/get-twitter-profile';
import { PROFILE, renderWithApp, resetToasts } from '../testing/connections-test-kit';
import { TwitterCallbackPage } from './twitter-callback-page';

const CALLBACK = '/auth/twitter/callback';

function serve(callback: () => Response, { signedIn = true } = {}) {
  return fakeApi({
    'GET /api/session': () => json({ session: signedIn ? TEST_SESSION : null }),
    'GET /api/auth/twitter/callback': callback,
  });
}

const renderAt = (query: string) =>
  renderWithApp(<TwitterCallbackPage />, { path: CALLBACK, at: `${CALLBACK}${query}` });
const location = () => screen.getByTestId('location').textContent;

describe('Twitter callback screen', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('completes the connection with the bearer token and goes to /settings at once', async () => {
    const api = serve(() => json({ success: true, profile: PROFILE }));
    const { queryClient } = renderAt('?oauth_token=req-1&oauth_verifier=ver-1');
    expect(screen.getByRole('heading', { name: TEXT.twitter.callback.connecting })).toBeInTheDocument();
    // X, never Twitter, on the screen and in the tab's title (decision 0078).
    expect(screen.getByRole('heading', { name: 'Connecting to X' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Connecting to X · /);

    expect(await screen.findByText(TEXT.twitter.callback.success)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Settings screen' })).toBeInTheDocument();

    const calls = api.calls.filter((c) => c.path === '/api/auth/twitter/callback');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('oauth_token')).toBe('req-1');
    expect(calls[0]?.url.searchParams.get('oauth_verifier')).toBe('ver-1');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe(
      `Bearer ${TEST_SESSION.access_token}`,
    );
    // The settings screen shows the new profile without asking again.
    expect(queryClient.getQueryData(TWITTER_PROFILE_KEY)).toEqual(PROFILE);
  });

  it('without both parameters: the missing-parameters toast and text, no call, then /settings after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serve(() => json({ success: true, profile: PROFILE }));
    renderAt('?oauth_token=req-1');

    expect(await screen.findByText(TEXT.twitter.callback.missingParamsToast)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TEXT.twitter.callback.missingParams })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/auth/twitter/callback')).toBe(false);

    act(() => vi.advanceTimersByTime(TIMINGS.twitterCallbackFailureRedirectMs - 500));
    expect(location()).toBe(CALLBACK);
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Settings screen' })).toBeInTheDocument());
  });

  it('when the server refuses: the failure toast and text, then /settings after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(() => json({ detail: 'This X authorization was already used.', code: 'CONFLICT' }, 409));
    renderAt('?oauth_token=req-1&oauth_verifier=ver-1');

    expect(await screen.findByText(TEXT.twitter.callback.failed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TEXT.twitter.callback.failedInline })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Failed to complete X authentication' })).toBeInTheDocument();
    expect(screen.getByText('Failed to connect with X. Please try again.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TIMINGS.twitterCallbackFailureRedirectMs - 500));
    expect(location()).toBe(CALLBACK);
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Settings screen' })).toBeInTheDocument());
  });

  it('a cancelled authorization is handed to the server (which spends the request) and reads as a failure', async () => {
    const api = serve(() => json({ detail: 'X authorization was cancelled', code: 'BAD_REQUEST' }, 400));
    renderAt('?denied=req-1');
    expect(await screen.findByText(TEXT.twitter.callback.failed)).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/api/auth/twitter/callback');
    expect(call?.url.searchParams.get('denied')).toBe('req-1');
    expect(call?.url.searchParams.has('oauth_token')).toBe(false);
  });

  it('a signed-out visitor goes to /auth and nothing is sent', async () => {
    const api = serve(() => json({ success: true, profile: PROFILE }), { signedIn: false });
    renderAt('?oauth_token=req-1&oauth_verifier=ver-1');
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/auth/twitter/callback')).toBe(false);
  });
});
