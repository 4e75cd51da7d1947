import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, useLocation } from '@/lib/router';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLUESKY_MAX_GRAPHEMES } from '@gatling/shared/api/platform-list';
import { LIMITS, ONBOARDING_STEPS, TEXT } from '@gatling/shared/spec';
import { X_MAX_LENGTH } from '@/features/replies/lib/x-length';
import { NOT_SUBSCRIBED } from '@/features/billing/testing/billing-test-kit';
import { setUpEachTest } from '@/test/each-test';
import { fakeApi, json, setTestPublicConfig, TEST_SESSION } from '@/test/fake-api';
import { renderRouter } from '@/test/render-in-app';
import { authClient } from '@/lib/auth/auth-client';
import { loadLaterSteps, OnboardingRoute, stepFrom } from './onboarding-route';
import { readRememberedStep, rememberStep } from './step-memory';

type THandler = () => Response | Promise<Response>;

const PROFILE = {
  profile_image_url: null,
  display_name: 'Ada Lovelace',
  twitter_username: 'ada',
  status: 'connected',
  provider: 'sandbox',
};
const FEATURES = null;
const analyzed = (tweets: number) =>
  json({
    meta: { tweets_analyzed: tweets },
    style_prompt: 'Short and plain.',
    source: 'analyzed',
    features: FEATURES,
  });
const style = () =>
  json({
    style_prompt: 'Short and plain.',
    source: 'analyzed',
    features: null,
    examples_learned: 0,
    updated_at: null,
  });

function serve(routes: Record<string, THandler>) {
  return fakeApi({
    'GET /api/session': () => json({ session: TEST_SESSION }),
    'GET /api/auth/bluesky/profile': () => new Response(null, { status: 204 }),
    ...routes,
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderOnboarding(entry: { pathname?: string; search?: string; state?: unknown } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/onboarding',
        element: (
          <>
            <OnboardingRoute />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [{ pathname: '/onboarding', search: '', state: null, ...entry }] },
  );
  return renderRouter(router, { auth: true });
}

const heading = (step: number) =>
  screen.findByRole('heading', { level: 1, name: ONBOARDING_STEPS[step - 1]!.title });

describe('stepFrom', () => {
  it('reads currentStep from the navigation state, then ?step=, and defaults to 1', () => {
    expect(stepFrom({ currentStep: 4 }, '')).toBe(4);
    expect(stepFrom({ currentStep: 4 }, '?step=2')).toBe(4);
    expect(stepFrom(null, '?step=5')).toBe(5);
    expect(stepFrom(null, '')).toBe(1);
    expect(stepFrom({ currentStep: 9 }, '')).toBe(1);
    expect(stepFrom({ currentStep: '3' }, '?step=0')).toBe(1);
    expect(stepFrom(null, '?step=2.5')).toBe(1);
  });

  it('without either, resumes the remembered step when it is one', () => {
    expect(stepFrom(null, '', 4)).toBe(4);
    expect(stepFrom({ currentStep: 2 }, '', 4)).toBe(2);
    expect(stepFrom(null, '?step=5', 4)).toBe(5);
    expect(stepFrom(null, '', 9)).toBe(1);
    expect(stepFrom(null, '', null)).toBe(1);
  });
});

describe('OnboardingRoute', () => {
  // Steps 2 to 6 load when reached; loaded once here, every test renders its step at once.
  beforeAll(() => loadLaterSteps());

  setUpEachTest();

  it('step 1: Next waits for an X profile, then analyses the posts and moves to step 2', async () => {
    let release: () => void = () => undefined;
    const api = serve({
      'GET /api/auth/twitter/profile': () => json({ data: PROFILE }),
      'GET /api/build_user_profile/twitter/analyze': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(analyzed(42));
        }),
      'GET /api/users/style': style,
    });
    const { user } = renderOnboarding();
    await heading(1);
    expect(screen.getByText(`Step 1 of ${ONBOARDING_STEPS.length}`)).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(await screen.findByText(TEXT.style.analyzing)).toBeInTheDocument();
    expect(screen.getByText(TEXT.style.analyzingPrivateHint)).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText(TEXT.style.analysisComplete)).toBeInTheDocument();
    await heading(2);
    expect(api.calls.filter((c) => c.path === '/api/build_user_profile/twitter/analyze')).toHaveLength(1);
  });

  it('step 1: Next stays disabled with neither X nor Bluesky connected', async () => {
    serve({ 'GET /api/auth/twitter/profile': () => new Response(null, { status: 204 }) });
    renderOnboarding();
    await heading(1);
    await screen.findByRole('button', { name: 'Connect X' });
    await screen.findByRole('button', { name: 'Connect Bluesky' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('step 1: a Bluesky account alone enables Next, which runs the analysis', async () => {
    const api = serve({
      'GET /api/auth/twitter/profile': () => new Response(null, { status: 204 }),
      'GET /api/auth/bluesky/profile': () =>
        json({
          data: {
            did: 'did:plc:ada',
            handle: 'ada.bsky.social',
            display_name: 'Ada',
            avatar_url: null,
            status: 'connected',
            service: 'https://bsky.social',
            provider: 'live',
          },
        }),
      'GET /api/build_user_profile/twitter/analyze': () => analyzed(7),
      'GET /api/users/style': style,
    });
    const { user } = renderOnboarding();
    await heading(1);
    expect(await screen.findByRole('group', { name: 'Bluesky' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect X' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(2);
    expect(api.calls.filter((c) => c.path === '/api/build_user_profile/twitter/analyze')).toHaveLength(1);
  });

  it('step 1: zero posts says the default style is used; a failure stays on step 1 (posts, not tweets)', async () => {
    let fail = false;
    serve({
      'GET /api/auth/twitter/profile': () => json({ data: PROFILE }),
      'GET /api/build_user_profile/twitter/analyze': () =>
        fail ? json({ detail: 'X is not answering', code: 'UNAVAILABLE' }, 503) : analyzed(0),
      'GET /api/users/style': style,
    });
    const { user, router } = renderOnboarding();
    await heading(1);
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(
      await screen.findByText('No posts found on your profile. Using default style.'),
    ).toBeInTheDocument();
    await heading(2);

    fail = true;
    await act(() => router.navigate('/onboarding', { state: { currentStep: 1 } }));
    await heading(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The analysis may read X or Bluesky: the message names neither.
    expect(await screen.findByText('Failed to analyze your profile. Please try again.')).toBeInTheDocument();
    await heading(1);
  });

  it('step 1 promises no auto-replies: the user chooses X, Bluesky or both, and swipes each reply', async () => {
    serve({ 'GET /api/auth/twitter/profile': () => new Response(null, { status: 204 }) });
    renderOnboarding();
    await heading(1);
    expect(
      screen.getByText('Choose where you reply: X, Bluesky or both. Nothing is sent without your swipe.'),
    ).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Connect Bluesky' });
    expect(document.body).not.toHaveTextContent(/auto-?repl/i);
    // The step's own words; the account cards below are the connections screen's.
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(header).not.toHaveTextContent(/twitter|tweet/i);
  });

  it('step 4 monitors posts, not tweets', async () => {
    serve({ 'GET /api/chat/history/': () => json([]) });
    renderOnboarding({ state: { currentStep: 4 } });
    await heading(4);
    expect(screen.getByText('Specify what posts to monitor.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/twitter|tweet/i);
  });

  it('completed steps in the breadcrumb go back; Back on step 1 goes to /', async () => {
    serve({
      'GET /api/core-users': () => json({ core_users: [] }),
      'GET /api/auth/twitter/profile': () => json({ data: PROFILE }),
    });
    const { user } = renderOnboarding({ state: { currentStep: 3 } });
    await heading(3);
    expect(screen.getByLabelText(/Step 3: Target Users/)).toHaveAttribute('aria-current', 'step');
    // Step 4 is not done yet: not a button.
    expect(screen.queryByRole('button', { name: /Step 4/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Step 1: Connect Accounts/ }));
    await heading(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('a cancelled checkout comes back to the trial step through ?step=5', async () => {
    serve({
      'GET /api/subscription/status': () => json(NOT_SUBSCRIBED),
    });
    // Signed in before the screen shows, as the app's guard ensures: the status call has a token.
    await authClient.getSession();
    renderOnboarding({ search: '?step=5' });
    await heading(5);
    expect(await screen.findByRole('button', { name: TEXT.subscription.startFreeTrial })).toBeInTheDocument();
  });

  it('step 5 says up front how replies go out on X and on Bluesky, before the trial starts', async () => {
    serve({ 'GET /api/subscription/status': () => json(NOT_SUBSCRIBED) });
    renderOnboarding({ search: '?step=5' });
    await heading(5);
    const note = await screen.findByRole('note', { name: 'How your replies go out' });
    expect(note).toHaveAccessibleDescription(
      "On X a reply fits in 280 characters, counted X's way. The app can post only where you were mentioned or quoted; other replies open X's reply page, filled in, for you to send with one tap. " +
        'On Bluesky a reply fits in 300 characters and the app posts it for you, up to 50 a day by default; the rest go out the next day.',
    );
    // The figures are the ones the product counts with.
    expect(LIMITS.xReplyMax).toBe(X_MAX_LENGTH);
    expect(LIMITS.blueskyReplyMax).toBe(BLUESKY_MAX_GRAPHEMES);
    expect(document.body).not.toHaveTextContent(/twitter|tweet/i);
  });

  it('without subscriptions (BILLING=off) step 5 says every feature is included, and Next Step goes on', async () => {
    setTestPublicConfig({ billing_off: true, billing_test_mode: false });
    const api = serve({});
    const { user } = renderOnboarding({ search: '?step=5' });
    await screen.findByRole('heading', { level: 1, name: 'Everything Included' });
    expect(screen.getByText('No subscription needed on this server.')).toBeInTheDocument();
    expect(screen.getByLabelText('Step 5: Everything Included')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('note', { name: 'Every feature is included' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.subscription.startFreeTrial })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT.subscription.nextStep }));
    await heading(6);
    expect(api.calls.some((c) => c.path.startsWith('/api/subscription'))).toBe(false);
  });

  it('opening /onboarding again resumes at the step reached, and each step is remembered', async () => {
    serve({
      'GET /api/core-users': () => json({ core_users: [] }),
      'GET /api/users/style': style,
    });
    rememberStep(TEST_SESSION.user.id, 3);
    const { user } = renderOnboarding();
    await heading(3);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading(2);
    await waitFor(() => expect(readRememberedStep(TEST_SESSION.user.id)).toBe(2));
  });

  it('saving the speaking style stays on step 2', async () => {
    const api = serve({
      'GET /api/users/style': style,
      'POST /api/users/style': () =>
        json({
          style_prompt: 'Warm and brief.',
          source: 'user',
          features: null,
          examples_learned: 0,
          updated_at: '2026-03-01T10:00:00.000Z',
        }),
    });
    const { user } = renderOnboarding({ state: { currentStep: 2 } });
    await heading(2);
    await user.click(await screen.findByRole('button', { name: 'Edit Speaking Style' }));
    const field = await screen.findByRole('textbox');
    await user.clear(field);
    await user.type(field, 'Warm and brief.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: ONBOARDING_STEPS[1]!.title })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
