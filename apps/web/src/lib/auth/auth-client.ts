import type { TSession, TSessionAnswer } from '@gatling/shared/api/session';
import { ApiError, toApiError } from '../api-error';

export type TAuthEvent =
  'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'PASSWORD_RECOVERY' | 'USER_UPDATED';
type TListener = (event: TAuthEvent, session: TSession | null) => void;

const BASE = '/api/identity';

/**
 * The browser side of sign-in. The session lives in an httpOnly cookie for the auth endpoints;
 * the access token is held in memory only and sent as a bearer header to the product API.
 */
class AuthClient {
  private session: TSession | null = null;
  private listeners = new Set<TListener>();
  /** Set when the page was opened from a password-reset e-mail. */
  recoveryToken: string | null = null;

  accessToken(): string | null {
    return this.session?.access_token ?? null;
  }

  currentSession(): TSession | null {
    return this.session;
  }

  onAuthStateChange(listener: TListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: TAuthEvent): void {
    for (const l of this.listeners) l(event, this.session);
  }

  private async post(path: string, body: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${BASE}${path}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'NETWORK');
    }
    if (!res.ok) throw await toApiError(res);
    return res.json().catch(() => null);
  }

  /** Reads the session from the server (cookie). Throws when the server cannot be reached. */
  async getSession(): Promise<TSession | null> {
    try {
      const res = await fetch('/api/session', { credentials: 'same-origin', cache: 'no-store' });
      if (!res.ok) throw await toApiError(res);
      this.session = ((await res.json()) as TSessionAnswer).session;
      return this.session;
    } catch (err) {
      // A session that cannot be confirmed is no session.
      this.session = null;
      throw err;
    }
  }

  /**
   * Reads the session again and announces it (USER_UPDATED), after a change to what the session
   * carries (the drafting model). Unlike getSession, a failed read keeps the session as it was: a
   * network blip after saving a setting must not sign anyone out.
   */
  async refreshSession(): Promise<TSession | null> {
    const res = await fetch('/api/session', { credentials: 'same-origin', cache: 'no-store' });
    if (!res.ok) throw await toApiError(res);
    this.session = ((await res.json()) as TSessionAnswer).session;
    this.emit('USER_UPDATED');
    return this.session;
  }

  /** Looks for a password-recovery link in the address and announces it. */
  detectRecovery(location: Location = window.location): boolean {
    const query = new URLSearchParams(location.search);
    const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
    const isRecovery = query.get('type') === 'recovery' || hash.get('type') === 'recovery';
    const token = query.get('token') ?? hash.get('token');
    if (!isRecovery || !token) return false;
    this.recoveryToken = token;
    this.emit('PASSWORD_RECOVERY');
    return true;
  }

  async initialize(): Promise<void> {
    await this.getSession();
    this.emit('INITIAL_SESSION');
    this.detectRecovery();
  }

  async signInWithPassword(input: { email: string; password: string }): Promise<TSession | null> {
    await this.post('/sign-in/email', { email: input.email, password: input.password, callbackURL: '/auth' });
    await this.getSession();
    this.emit('SIGNED_IN');
    return this.session;
  }

  /** Creates the account; the session starts once the e-mail is confirmed. */
  async signUp(input: { email: string; password: string }): Promise<{ session: TSession | null }> {
    const name = input.email.split('@')[0] ?? input.email;
    await this.post('/sign-up/email', {
      email: input.email,
      password: input.password,
      name,
      callbackURL: '/auth',
    });
    return { session: null };
  }

  /** Sends a magic link. */
  async signInWithOtp(input: { email: string }): Promise<void> {
    await this.post('/sign-in/magic-link', {
      email: input.email,
      callbackURL: '/auth',
      newUserCallbackURL: '/auth',
    });
  }

  async resetPasswordForEmail(email: string): Promise<void> {
    await this.post('/request-password-reset', {
      email,
      redirectTo: `${window.location.origin}/auth?type=recovery`,
    });
  }

  /** Sets a new password with the token of a recovery link. */
  async updatePassword(password: string): Promise<void> {
    if (!this.recoveryToken) {
      throw new ApiError(
        400,
        'Open the password reset link from your e-mail to choose a new password.',
        'NO_RECOVERY_TOKEN',
      );
    }
    await this.post('/reset-password', { newPassword: password, token: this.recoveryToken });
    this.recoveryToken = null;
    // The server revokes every session on a reset (revokeSessionsOnPasswordReset): re-read ours so
    // the app does not go on acting signed in with a dead token.
    try {
      await this.getSession();
    } catch {
      this.session = null;
    }
    this.emit('USER_UPDATED');
  }

  /** Sends a one-time code to an e-mail address or a phone number. */
  async sendOtp(input: { email: string } | { phone: string }): Promise<void> {
    if ('email' in input)
      await this.post('/email-otp/send-verification-otp', { email: input.email, type: 'sign-in' });
    else await this.post('/phone-number/send-otp', { phoneNumber: input.phone });
  }

  async verifyOtp(
    input:
      | { email: string; token: string; type: 'email' }
      | { phone: string; token: string; type: 'sms' | 'phone_change' },
  ): Promise<TSession | null> {
    if ('email' in input) await this.post('/sign-in/email-otp', { email: input.email, otp: input.token });
    else await this.post('/phone-number/verify', { phoneNumber: input.phone, code: input.token });
    await this.getSession();
    this.emit('SIGNED_IN');
    return this.session;
  }

  /** Redirects the browser to the provider; it comes back to /auth. */
  async signInWithOAuth(input: { provider: 'google' }): Promise<void> {
    const answer = (await this.post('/sign-in/social', {
      provider: input.provider,
      callbackURL: `${window.location.origin}/auth`,
      errorCallbackURL: `${window.location.origin}/auth`,
    })) as { url?: string } | null;
    if (answer?.url) window.location.assign(answer.url);
  }

  /**
   * Changes the password of the signed-in user. The server signs every other session out and hands
   * this device a new one (cookie): re-read it so the in-memory access token is not the dead one.
   */
  async changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
    await this.post('/change-password', {
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
    });
    try {
      await this.getSession();
    } catch {
      this.session = null;
    }
    this.emit('USER_UPDATED');
  }

  async signOut(): Promise<void> {
    await this.post('/sign-out', {});
    this.session = null;
    this.emit('SIGNED_OUT');
  }

  /** Ends every session of the user, this one included. */
  async signOutEverywhere(): Promise<void> {
    await this.post('/revoke-sessions', {});
    this.session = null;
    this.emit('SIGNED_OUT');
  }
}

/** The server's password length limits (its sign-in library's minimum and maximum). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

export const authClient = new AuthClient();
