import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { TEXT } from '@gatling/shared/spec';
import { allowConsoleError } from '@/test/console-error';
import { json, onboardingStatus } from '@/test/fake-api';
import {
  configure,
  mockServer,
  nextAuthEvent,
  renderAuthPage,
  SESSION,
  setUpAuthTests,
} from '../testing/auth-test-kit';

setUpAuthTests();

describe('AuthPage', () => {
  it('shows the welcome heading, tagline and the sign-in form with labelled fields', async () => {
    mockServer();
    await renderAuthPage();
    expect(screen.getByRole('heading', { level: 1, name: `${TEXT.welcomeTo} Gatling` })).toBeInTheDocument();
    expect(screen.getByText(TEXT.tagline)).toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: TEXT.auth.buttons.sign_in })).toBeEnabled();
  });

  it('uses the configured product name', async () => {
    configure({ product_name: 'Replyster' });
    mockServer();
    await renderAuthPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Replyster' })).toBeInTheDocument();
  });

  it("shows 'Setting up your account...' while the session is checked", async () => {
    mockServer();
    await renderAuthPage('/auth', { settle: false });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(TEXT.settingUpAccount);
    await waitFor(() => expect(screen.queryByText(TEXT.settingUpAccount)).not.toBeInTheDocument());
  });

  it('hides the Google button unless the deployment enables it', async () => {
    mockServer();
    await renderAuthPage();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('shows the Google button when enabled and starts Google sign-in', async () => {
    configure({ google_sign_in: true });
    const { calls } = mockServer({ '/api/identity/sign-in/social': () => json({ redirect: false }) });
    const { user } = await renderAuthPage();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(calls('/api/identity/sign-in/social')).toHaveLength(1));
    expect(calls('/api/identity/sign-in/social')[0]?.body).toMatchObject({ provider: 'google' });
  });

  it('offers Google on sign in and sign up only', async () => {
    configure({ google_sign_in: true });
    mockServer();
    const { user } = await renderAuthPage();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('shows the expired-link text from the error hash and cleans the address', async () => {
    mockServer();
    await renderAuthPage(
      '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.auth.otpExpired);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/auth');
  });

  it('shows any other error description with plus signs turned into spaces', async () => {
    mockServer();
    await renderAuthPage('/auth#error=server_error&error_description=Signups+not+allowed+for+this+instance');
    expect(screen.getByRole('alert')).toHaveTextContent('Signups not allowed for this instance');
    expect(window.location.hash).toBe('');
  });

  it('clears the link error when the user moves to another view', async () => {
    mockServer();
    const { user } = await renderAuthPage('/auth#error=access_denied&error_code=otp_expired');
    await user.click(screen.getByRole('button', { name: 'Send a magic link' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AuthPage password recovery', () => {
  it('opens update_password from a reset link and stays even with a session', async () => {
    const { server, calls } = mockServer({ '/api/onboarding/status': () => onboardingStatus(true) });
    server.session = SESSION;
    const initialSession = nextAuthEvent('INITIAL_SESSION');
    await renderAuthPage('/auth?type=recovery&token=reset-1');
    expect(screen.getByRole('button', { name: TEXT.auth.buttons.update_password })).toBeInTheDocument();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveFocus();
    // The session check is over (the moment a sign-in would route): the page did not start routing.
    await act(() => initialSession);
    expect(screen.queryByText(TEXT.settingUpAccount)).not.toBeInTheDocument();
    expect(calls('/api/onboarding/status')).toEqual([]);
    expect(screen.queryByText('Replies screen')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.auth.buttons.update_password })).toBeInTheDocument();
  });

  it("saves the new password, says 'Your password has been updated' and returns to sign in", async () => {
    const { calls } = mockServer({ '/api/identity/reset-password': () => json({ status: true }) });
    const { user } = await renderAuthPage('/auth?type=recovery&token=reset-1');
    await user.type(screen.getByLabelText('New password'), 'a-new-secret');
    await user.click(screen.getByRole('button', { name: TEXT.auth.buttons.update_password }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(TEXT.auth.passwordUpdated);
    expect(calls('/api/identity/reset-password')[0]?.body).toEqual({
      newPassword: 'a-new-secret',
      token: 'reset-1',
    });
    expect(screen.getByRole('button', { name: TEXT.auth.buttons.sign_in })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('shows the server message when the reset token is refused', async () => {
    allowConsoleError();
    mockServer({
      '/api/identity/reset-password': () => json({ detail: 'Invalid token', code: 'INVALID_TOKEN' }, 400),
    });
    const { user } = await renderAuthPage('/auth?type=recovery&token=old');
    await user.type(screen.getByLabelText('New password'), 'a-new-secret');
    await user.click(screen.getByRole('button', { name: TEXT.auth.buttons.update_password }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
  });
});

describe('AuthPage routing after sign-in', () => {
  function signInServer(status: () => Response | Promise<Response>) {
    const fake = mockServer({
      '/api/identity/sign-in/email': () => {
        fake.server.session = SESSION;
        return json({ redirect: false, token: 'x' });
      },
      '/api/onboarding/status': status,
    });
    return fake;
  }

  async function signIn() {
    const { user } = await renderAuthPage();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: TEXT.auth.buttons.sign_in }));
  }

  it('goes to /onboarding when onboarding is not completed', async () => {
    const { calls } = signInServer(() => onboardingStatus(false));
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Onboarding screen' })).toBeInTheDocument();
    expect(calls('/api/identity/sign-in/email')[0]?.body).toMatchObject({
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it('goes to /replies when onboarding is completed', async () => {
    signInServer(() => onboardingStatus(true));
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Replies screen' })).toBeInTheDocument();
  });

  it('treats a failed status check as not completed and logs it', async () => {
    allowConsoleError();
    signInServer(() => json({ detail: 'boom', code: 'INTERNAL' }, 500));
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Onboarding screen' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(TEXT.onboarding.checkFailed, expect.any(Error));
  });

  it("shows 'Setting up your account...' while routing", async () => {
    let release: (r: Response) => void = () => {};
    signInServer(() => new Promise<Response>((resolve) => (release = resolve)));
    await signIn();
    expect(await screen.findByText(TEXT.settingUpAccount)).toBeInTheDocument();
    release(onboardingStatus(true));
    expect(await screen.findByRole('heading', { name: 'Replies screen' })).toBeInTheDocument();
  });

  it('routes a visitor who arrives from an e-mail link with a session', async () => {
    const { server } = mockServer({ '/api/onboarding/status': () => onboardingStatus(true) });
    server.session = SESSION;
    await renderAuthPage('/auth', { settle: false });
    expect(await screen.findByRole('heading', { name: 'Replies screen' })).toBeInTheDocument();
  });

  it('shows the server message in a danger box when sign-in is refused', async () => {
    allowConsoleError();
    mockServer({
      '/api/identity/sign-in/email': () =>
        json({ detail: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' }, 403),
    });
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email not verified');
    expect(alert).toHaveTextContent(TEXT.auth.checkConfirmation);
    expect(screen.getByRole('button', { name: TEXT.auth.buttons.sign_in })).toBeEnabled();
    expect(screen.queryByText('Onboarding screen')).not.toBeInTheDocument();
  });
});
