import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { magicLink } from 'better-auth/plugins/magic-link';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import * as schema from '../db/schema/auth';
import type { Mailer } from '../integrations/email/mailer';
import {
  confirmationEmail,
  magicLinkEmail,
  oneTimeCodeEmail,
  passwordResetEmail,
} from '../integrations/email/templates';
import type { SmsSender } from '../integrations/sms/sms-sender';
import { ensureProfile } from '../modules/profiles/ensure-profile';

export const AUTH_BASE_PATH = '/api/identity';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

type TAuthDeps = { config: TConfig; db: TDb; mailer: Mailer; sms: SmsSender; secret: string };

export function createAuth({ config, db, mailer, sms, secret }: TAuthDeps) {
  const product = config.PRODUCT_NAME;
  return betterAuth({
    appName: product,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    telemetry: { enabled: false },
    trustedOrigins: [config.publicUrl, 'http://localhost:*', 'http://127.0.0.1:*'],
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    // Rate limits are ours (per IP and per address), see http/rate-limit.ts.
    rateLimit: { enabled: false },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetEmail(user.email, product, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(confirmationEmail(user.email, product, url));
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
      bearer(),
      magicLink({
        expiresIn: 60 * 15,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          await mailer.send(magicLinkEmail(email, product, url));
        },
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: 60 * 10,
        allowedAttempts: 3,
        sendVerificationOTP: async ({ email, otp }) => {
          await mailer.send(oneTimeCodeEmail(email, product, otp));
        },
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: 60 * 10,
        allowedAttempts: 3,
        sendOTP: async ({ phoneNumber: to, code }) => {
          await sms.send(to, `Your ${product} code is ${code}. It expires in 10 minutes.`);
        },
        signUpOnVerification: {
          getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@phone.invalid`,
          getTempName: (phone) => phone,
        },
      }),
    ],
  });
}

export type TAuth = ReturnType<typeof createAuth>;
