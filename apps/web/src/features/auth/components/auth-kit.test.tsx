import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { TEXT } from '@gatling/shared/spec';
import { allowConsoleError } from '@/test/console-error';
import { json, onboardingStatus } from '@/test/fake-api';
import { configure, mockServer, renderAuthPage, SESSION, setUpAuthTests } from '../testing/auth-test-kit';

setUpAuthTests();

const link = (name: string) => screen.getByRole('button', { name });

describe('Auth kit views', () => {
  it('offers every view through the link row with the product button labels', async () => {
    mockServer();
    const { user } = await renderAuthPage();
    expect(link(TEXT.auth.buttons.sign_in)).toHaveAttribute('type', 'submit');

    await user.click(link("Don't have an account? Sign up"));
    expect(link(TEXT.auth.buttons.sign_up)).toHaveAttribute('type', 'submit');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');

    await user.click(link('Already have an account? Sign in'));
    await user.click(link('Forgot your password?'));
    expect(link(TEXT.auth.buttons.forgotten_password)).toHaveAttribute('type', 'submit');

    await user.click(link('Already have an account? Sign in'));
    await user.click(link('Send a magic link'));
    expect(link(TEXT.auth.buttons.magic_link)).toHaveAttribute('type', 'submit');

    await user.click(link('Sign in with a one-time code'));
    expect(link('Send code')).toHaveAttribute('type', 'submit');
  });

  it('moves focus to the first field of the view the user switches to', async () => {
    mockServer();
    const { user } = await renderAuthPage();
    expect(screen.getByLabelText('Email address')).not.toHaveFocus();
    await user.click(link('Forgot your password?'));
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('keeps the typed e-mail when switching views', async () => {
    mockServer();
    const { user } = await renderAuthPage();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(link('Send a magic link'));
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
  });

  it('shows and hides the password', async () => {
    mockServer();
    const { user } = await renderAuthPage();
    const password = screen.getByLabelText('Password');
    const toggle = link('Show password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('Magic link', () => {
  it('with an empty e-mail shows the empty_email_address text and sends nothing', async () => {
    const { calls } = mockServer();
    const { user } = await renderAuthPage();
    await user.click(link('Send a magic link'));
    await user.click(link(TEXT.auth.buttons.magic_link));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.auth.emptyEmailAddress);
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(calls('/api/identity/sign-in/magic-link')).toHaveLength(0);
  });

  it('goes idle, loading, then confirmation', async () => {
    let release: (r: Response) => void = () => {};
    const { calls } = mockServer({
      '/api/identity/sign-in/magic-link': () => new Promise<Response>((r) => (release = r)),
    });
    const { user } = await renderAuthPage();
    await user.click(link('Send a magic link'));
    await user.type(screen.getByLabelText('Email address'), '  ada@example.com ');
    await user.click(link(TEXT.auth.buttons.magic_link));
    expect(link(TEXT.auth.buttons.magic_link)).toBeDisabled();
    expect(link(TEXT.auth.buttons.magic_link)).toHaveAttribute('aria-busy', 'true');
    release(json({ status: true }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(TEXT.auth.checkMagicLink);
    expect(link(TEXT.auth.buttons.magic_link)).toBeEnabled();
    expect(calls('/api/identity/sign-in/magic-link')[0]?.body).toMatchObject({ email: 'ada@example.com' });
  });

  it('points at the dev outbox when the server keeps e-mails there', async () => {
    configure({ dev_outbox: true });
    mockServer({ '/api/identity/sign-in/magic-link': () => json({ status: true }) });
    const { user } = await renderAuthPage();
    await user.click(link('Send a magic link'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(link(TEXT.auth.buttons.magic_link));
    expect(await screen.findByRole('link', { name: 'dev outbox' })).toHaveAttribute('href', '/dev/outbox');
  });

  it('shows the server error in a danger box', async () => {
    allowConsoleError();
    mockServer({
      '/api/identity/sign-in/magic-link': () =>
        json(
          { detail: 'Too many attempts. Please wait a few minutes and try again.', code: 'RATE_LIMITED' },
          429,
        ),
    });
    const { user } = await renderAuthPage();
    await user.click(link('Send a magic link'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(link(TEXT.auth.buttons.magic_link));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(console.error).toHaveBeenCalled();
  });
});

describe('Sign up and password reset', () => {
  it('confirms a sign-up with the confirmation-link text', async () => {
    const { calls } = mockServer({ '/api/identity/sign-up/email': () => json({ token: null }) });
    const { user } = await renderAuthPage();
    await user.click(link("Don't have an account? Sign up"));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(link(TEXT.auth.buttons.sign_up));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(TEXT.auth.checkConfirmation);
    expect(calls('/api/identity/sign-up/email')[0]?.body).toMatchObject({
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it('asks for a password before signing up', async () => {
    const { calls } = mockServer();
    const { user } = await renderAuthPage();
    await user.click(link("Don't have an account? Sign up"));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(link(TEXT.auth.buttons.sign_up));
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
    expect(calls('/api/identity/sign-up/email')).toHaveLength(0);
  });

  it('opens sign-up straight from /auth?view=sign_up (the "Get started" links, a full page load)', async () => {
    mockServer();
    await renderAuthPage('/auth?view=sign_up');
    expect(link(TEXT.auth.buttons.sign_up)).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: TEXT.auth.buttons.sign_in })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('says the minimum length of a too-short password, before sending it', async () => {
    const { calls } = mockServer();
    const { user } = await renderAuthPage('/auth?view=sign_up');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'short1');
    await user.click(link(TEXT.auth.buttons.sign_up));
    expect(screen.getByRole('alert')).toHaveTextContent('Password too short: use at least 8 characters');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(calls('/api/identity/sign-up/email')).toHaveLength(0);
  });

  it('confirms a reset request with the password-reset text', async () => {
    const { calls } = mockServer({ '/api/identity/request-password-reset': () => json({ status: true }) });
    const { user } = await renderAuthPage();
    await user.click(link('Forgot your password?'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(link(TEXT.auth.buttons.forgotten_password));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(TEXT.auth.checkPasswordReset);
    expect(calls('/api/identity/request-password-reset')[0]?.body).toMatchObject({
      email: 'ada@example.com',
    });
  });
});

describe('One-time code', () => {
  it('sends a code by e-mail, verifies it and routes the new session', async () => {
    const fake = mockServer({
      '/api/identity/email-otp/send-verification-otp': () => json({ success: true }),
      '/api/identity/sign-in/email-otp': () => {
        fake.server.session = SESSION;
        return json({ token: 'x' });
      },
      '/api/onboarding/status': () => onboardingStatus(true),
    });
    const { user } = await renderAuthPage();
    await user.click(link('Sign in with a one-time code'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(link('Send code'));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Check your email for the code',
    );
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const token = screen.getByLabelText('One-time code');
    expect(token).toHaveAttribute('inputmode', 'numeric');
    expect(token).toHaveAttribute('autocomplete', 'one-time-code');
    expect(token).toHaveFocus();
    await user.type(token, '123 456');
    await user.click(link(TEXT.auth.buttons.verify_otp));
    expect(await screen.findByRole('heading', { name: 'Replies screen' })).toBeInTheDocument();
    expect(fake.calls('/api/identity/email-otp/send-verification-otp')[0]?.body).toMatchObject({
      email: 'ada@example.com',
    });
    expect(fake.calls('/api/identity/sign-in/email-otp')[0]?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
    });
  });

  it('sends a code to a phone number', async () => {
    const { calls } = mockServer({ '/api/identity/phone-number/send-otp': () => json({ message: 'sent' }) });
    const { user } = await renderAuthPage();
    await user.click(link('Sign in with a one-time code'));
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    await user.type(phone, '+1 (555) 123-4567');
    await user.click(link('Send code'));
    expect(await screen.findByRole('button', { name: TEXT.auth.buttons.verify_otp })).toBeInTheDocument();
    expect(calls('/api/identity/phone-number/send-otp')[0]?.body).toEqual({ phoneNumber: '+15551234567' });
  });

  it('offers no phone codes when the server cannot text them, and sends the code by e-mail', async () => {
    configure({ phone_sign_in: false });
    const { calls } = mockServer({
      '/api/identity/email-otp/send-verification-otp': () => json({ success: true }),
    });
    const { user } = await renderAuthPage();
    await user.click(link('Sign in with a one-time code'));
    expect(screen.queryByRole('radio', { name: 'Phone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Send the code to' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    expect(screen.getByText('We send a short code to your email.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(link('Send code'));
    expect(await screen.findByRole('button', { name: TEXT.auth.buttons.verify_otp })).toBeInTheDocument();
    expect(calls('/api/identity/email-otp/send-verification-otp')[0]?.body).toMatchObject({
      email: 'ada@example.com',
    });
    expect(calls('/api/identity/phone-number/send-otp')).toHaveLength(0);
  });

  it('shows the server message for a wrong code', async () => {
    allowConsoleError();
    mockServer({
      '/api/identity/sign-in/email-otp': () => json({ detail: 'Invalid OTP', code: 'INVALID_OTP' }, 400),
    });
    const { user } = await renderAuthPage();
    await user.click(link('Sign in with a one-time code'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(link('I already have a code'));
    await user.type(screen.getByLabelText('One-time code'), '000000');
    await user.click(link(TEXT.auth.buttons.verify_otp));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP'));
  });
});
