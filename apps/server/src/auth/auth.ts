import { randomUUID } from 'node:crypto';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { magicLink } from 'better-auth/plugins/magic-link';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { PHONE_SIGN_IN_OFF_DETAIL } from '@gatling/shared/api/session';
import { LIMITS } from '@gatling/shared/spec';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import * as schema from '../db/schema/auth';
import type { Mailer, TEmail } from '../integrations/email/mailer';
import {
  confirmationEmail,
  existingAccountEmail,
  magicLinkEmail,
  oneTimeCodeEmail,
  passwordResetEmail,
} from './email-templates';
import type { SmsSender } from '../integrations/sms/sms-sender';
import type { TLogger } from '../lib/logger';
import { ensureProfile } from './ensure-profile';
import { withHashedSessionTokens, type TSessionRevocation } from './hashed-session-tokens';
import { withSealedAccountTokens } from './sealed-account-tokens';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './session-renewal';
import type { TTokenCipher } from '../lib/token-cipher';

export const AUTH_BASE_PATH = '/api/identity';
/** One place for the limits: the sign-up form and its messages quote the same numbers. */
export const PASSWORD_MIN = LIMITS.passwordMin;
export const PASSWORD_MAX = LIMITS.passwordMax;

export const EMAIL_NOT_SENT = 'The e-mail could not be sent. Please try again in a few minutes.';

/** Accounts made by SMS sign-in get a placeholder address on this reserved domain (RFC 2606). */
export const PHONE_EMAIL_DOMAIN = 'phone.invalid';

/** Phone numbers in E.164 form only: one spelling per number, so one account per number. */
export const PHONE_NUMBER_PATTERN = /^\+[1-9]\d{6,14}$/;

type TAuthDeps = {
  config: TConfig;
  db: TDb;
  mailer: Mailer;
  /** None: phone sign-in is off (app.ts refuses its endpoints before they reach the library). */
  sms: SmsSender | null;
  secret: string;
  /** Seals a sign-in provider's tokens at rest (TOKEN_ENCRYPTION_KEY). */
  cipher: TTokenCipher;
  logger: TLogger;
  /** Hears of every session deleted (sign-out, revoking, password change, account deletion). */
  revoked?: (what: TSessionRevocation) => Promise<void>;
  /** How passwords are hashed and checked; the library's scrypt when not given. */
  passwordHashing?: TPasswordHashing | undefined;
};

/** Password hashing in the auth library's shape (emailAndPassword.password). */
export type TPasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

export function createAuth(deps: TAuthDeps) {
  const { config, db, mailer, sms, secret, cipher, logger, revoked, passwordHashing } = deps;
  const product = config.PRODUCT_NAME;
  // A delivery failure is the mail server's, not the user's: a 503 with a message the page can show.
  const deliver = async (message: TEmail) => {
    try {
      await mailer.send(message);
    } catch (err) {
      logger.error({ err }, 'e-mail delivery failed');
      throw APIError.fromStatus('SERVICE_UNAVAILABLE', { message: EMAIL_NOT_SENT, code: 'EMAIL_NOT_SENT' });
    }
  };
  return betterAuth({
    appName: product,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    telemetry: { enabled: false },
    // The library's own messages go through our logger (level, redaction, JSON), not the console.
    logger: {
      level: 'debug',
      log: (level, message, ...args) => {
        const err: unknown = args.find((a) => a instanceof Error);
        logger[level](err ? { err } : {}, `auth: ${message}`);
      },
    },
    // Without this hook the library prints every refused request (bad JSON, wrong password...)
    // to the console as an error. Refusals are the client's business; only failures are errors.
    onAPIError: {
      onError: (err) => {
        const status = isAPIError(err) ? err.statusCode : 500;
        if (status >= 500) logger.error({ err }, 'auth: request failed');
        else
          logger.debug(
            { status, reason: err instanceof Error ? err.message : String(err) },
            'auth: request refused',
          );
      },
    },
    trustedOrigins: config.trustedOrigins,
    hooks: {
      // A changed password signs every other device out, whatever the client asks: whoever knew the
      // old password may hold a session made with it. The answer carries the new session's token.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return;
        return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
      }),
    },
    // Sessions are stored by the hash of their token (hashed-session-tokens.ts); a sign-in
    // provider's tokens are sealed like every other token (sealed-account-tokens.ts).
    database: (options: BetterAuthOptions) =>
      withHashedSessionTokens(
        withSealedAccountTokens(
          drizzleAdapter(db, { provider: 'pg', schema, usePlural: true })(options),
          cipher,
        ),
        revoked,
      ),
    // Reset links' tokens and other one-time identifiers are stored hashed too.
    verification: { storeIdentifier: 'hashed' },
    // Rate limits are ours (per IP and per address), see http/rate-limit.ts.
    rateLimit: { enabled: false },
    // Sessions are renewed by session-renewal.ts, gathered into one write a second, never by the
    // library in the request (a commit before each day's first answer).
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      disableSessionRefresh: true,
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // The library skips its callback-URL and CSRF origin checks when NODE_ENV is 'test'; they
      // protect against open redirects (a reset link sending its token elsewhere), so always on.
      disableOriginCheck: false,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await deliver(passwordResetEmail(user.email, product, url));
      },
      // Signing up with a taken address answers like a new sign-up (no account enumeration);
      // the owner gets an e-mail saying so, so the 'check your email' promise still holds.
      onExistingUserSignUp: async ({ user }) => {
        await deliver(existingAccountEmail(user.email, product, `${config.publicUrl}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await deliver(confirmationEmail(user.email, product, url));
      },
    },
    socialProviders:
      config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
        : {},
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(db, user);
          },
        },
      },
    },
    plugins: [
      // A bearer token must be the signed form the session answers (token.signature): the token alone,
      // even read from the database, signs no one in.
      bearer({ requireSignature: true }),
      magicLink({
        expiresIn: 60 * 15,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          await deliver(magicLinkEmail(email, product, url));
        },
      }),
      emailOTP({
        storeOTP: 'hashed',
        otpLength: 6,
        expiresIn: 60 * 10,
        allowedAttempts: 3,
        sendVerificationOTP: async ({ email, otp }) => {
          await deliver(oneTimeCodeEmail(email, product, otp));
        },
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: 60 * 10,
        allowedAttempts: 3,
        phoneNumberValidator: (phone) => PHONE_NUMBER_PATTERN.test(phone),
        sendOTP: async ({ phoneNumber: to, code }) => {
          if (!sms) throw APIError.fromStatus('CONFLICT', { message: PHONE_SIGN_IN_OFF_DETAIL });
          await sms.send(to, `Your ${product} code is ${code}. It expires in 10 minutes.`);
        },
        signUpOnVerification: {
          getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@${PHONE_EMAIL_DOMAIN}`,
          getTempName: (phone) => phone,
        },
      }),
    ],
  });
}

export type TAuth = ReturnType<typeof createAuth>;
