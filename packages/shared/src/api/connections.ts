import { z } from 'zod';
import {
  BLUESKY_CONNECT_MESSAGES,
  BLUESKY_IDENTIFIER_MAX,
  BLUESKY_PASSWORD_MAX,
  blueskyIdentifierOf,
} from './connection-checks';
import { ZErrorBody } from './errors';

export { BLUESKY_IDENTIFIER_MAX, BLUESKY_PASSWORD_MAX } from './connection-checks';

/** docs/product/data.md Twitter profile, plus the connection's state and which network it lives on. */
export const ZTwitterProfile = z.object({
  profile_image_url: z.string().nullable(),
  display_name: z.string(),
  twitter_username: z.string().describe('Without the leading @.'),
  status: z
    .enum(['connected', 'reconnect_needed'])
    .describe('reconnect_needed: the platform refused the stored access; connect again.'),
  provider: z
    .enum(['live', 'sandbox'])
    .describe('live: the real X; sandbox: the simulated network used when no X keys are configured.'),
});
export type TTwitterProfile = z.infer<typeof ZTwitterProfile>;

/** GET /api/auth/twitter/profile with a connection (204 without one). */
export const ZTwitterProfileAnswer = z.object({ data: ZTwitterProfile });
export type TTwitterProfileAnswer = z.infer<typeof ZTwitterProfileAnswer>;

/** DELETE /api/auth/twitter/profile. */
export const ZTwitterDisconnectAnswer = z.object({ success: z.literal(true) });
export type TTwitterDisconnectAnswer = z.infer<typeof ZTwitterDisconnectAnswer>;

/**
 * Errors of DELETE /api/auth/twitter/profile: the standard body plus `error.message`, the shape
 * the spec's client reads (docs/product/api.md).
 */
export const ZTwitterDisconnectError = ZErrorBody.extend({ error: z.object({ message: z.string() }) });
export type TTwitterDisconnectError = z.infer<typeof ZTwitterDisconnectError>;

/**
 * The detail of the 409 connecting an X account answers when X is not configured on this server
 * (public config `twitter_configured` false: production without X API keys or DEMO_MODE).
 */
export const TWITTER_NOT_CONFIGURED_DETAIL =
  'X is not configured on this server: its operator has not set the X API keys, so X accounts cannot be connected here.';

/** GET /api/auth/twitter/request_token: the page the browser goes to next. */
export const ZTwitterRequestTokenAnswer = z.object({ authorization_url: z.string() });
export type TTwitterRequestTokenAnswer = z.infer<typeof ZTwitterRequestTokenAnswer>;

/** Query of GET /api/auth/twitter/callback, as the platform appends it to the callback URL. */
export const ZTwitterCallbackQuery = z.object({
  oauth_token: z.string().optional(),
  oauth_verifier: z.string().optional(),
  denied: z.string().optional().describe('Set by X instead of the two others when the user cancelled.'),
});
export type TTwitterCallbackQuery = z.infer<typeof ZTwitterCallbackQuery>;

/** GET /api/auth/twitter/callback on success. */
export const ZTwitterCallbackAnswer = z.object({ success: z.literal(true), profile: ZTwitterProfile });
export type TTwitterCallbackAnswer = z.infer<typeof ZTwitterCallbackAnswer>;

/** The connected Bluesky account (decision 0054). */
export const ZBlueskyProfile = z.object({
  did: z.string().describe("The account's permanent id (did:plc:…)."),
  handle: z.string().describe('Without the leading @, e.g. alice.bsky.social.'),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  status: z
    .enum(['connected', 'reconnect_needed'])
    .describe('reconnect_needed: Bluesky refused the stored session (app password revoked); connect again.'),
  service: z.string().describe('The Bluesky service the account signs in at (BLUESKY_SERVICE_URL).'),
  provider: z
    .enum(['live', 'sandbox'])
    .describe(
      'live: Bluesky at BLUESKY_SERVICE_URL; sandbox: the simulated network used when none is configured (decision 0067).',
    ),
});
export type TBlueskyProfile = z.infer<typeof ZBlueskyProfile>;

/**
 * POST /api/auth/bluesky. The identifier is a handle (a leading @ is dropped) or the account's
 * e-mail address; the password must be an app password (Settings → Privacy and security → App
 * passwords on Bluesky). Neither is ever returned or logged; only the session is kept, sealed.
 */
export const ZBlueskyConnectInput = z.object({
  identifier: z
    .string()
    .transform(blueskyIdentifierOf)
    .pipe(
      z
        .string()
        .min(1, BLUESKY_CONNECT_MESSAGES.identifierRequired)
        .max(BLUESKY_IDENTIFIER_MAX, BLUESKY_CONNECT_MESSAGES.identifierTooLong),
    ),
  app_password: z
    .string()
    .trim()
    .min(1, BLUESKY_CONNECT_MESSAGES.passwordRequired)
    .max(BLUESKY_PASSWORD_MAX, BLUESKY_CONNECT_MESSAGES.passwordTooLong),
});
export type TBlueskyConnectInput = z.input<typeof ZBlueskyConnectInput>;

export const ZBlueskyProfileAnswer = z.object({ data: ZBlueskyProfile });
export type TBlueskyProfileAnswer = z.infer<typeof ZBlueskyProfileAnswer>;

export const ZBlueskyDisconnectAnswer = z.object({ success: z.literal(true) });
export type TBlueskyDisconnectAnswer = z.infer<typeof ZBlueskyDisconnectAnswer>;

/**
 * The detail of the 409 the app-password sign-in answers when Bluesky is the simulated network
 * (public config `bluesky_sandbox`): its accounts are picked instead.
 */
export const BLUESKY_SANDBOX_SIGN_IN_DETAIL =
  'Bluesky on this server is the simulated network: choose one of its accounts instead of signing in with an app password.';
/** The detail of the 409 picking a simulated account answers when Bluesky is the real one. */
export const BLUESKY_NOT_SANDBOX_DETAIL =
  'Bluesky on this server is the real one: connect your account with its handle and an app password.';

/** An account of the simulated Bluesky the user may connect (decision 0067). */
export const ZSandboxBlueskyAccount = z.object({
  did: z.string().describe('The account id to connect with (did:plc:sandbox…).'),
  handle: z.string().describe('Without the leading @, e.g. maya-chen.sandbox.test.'),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  followers: z.number().int().nullable(),
  description: z.string().nullable(),
  yours: z.boolean().describe('The user picked it before: nobody else may.'),
});
export type TSandboxBlueskyAccount = z.infer<typeof ZSandboxBlueskyAccount>;

/** GET /api/auth/bluesky/sandbox/accounts: the user's own simulated accounts, then some free ones. */
export const ZSandboxBlueskyAccountsAnswer = z.object({ data: z.array(ZSandboxBlueskyAccount) });
export type TSandboxBlueskyAccountsAnswer = z.infer<typeof ZSandboxBlueskyAccountsAnswer>;

/** POST /api/auth/bluesky/sandbox: the simulated account to connect, by its DID (or its handle). */
export const ZSandboxBlueskyConnectInput = z.object({
  did: z
    .string()
    .trim()
    .min(1, 'Choose a simulated account')
    .max(BLUESKY_IDENTIFIER_MAX, `An account id has at most ${BLUESKY_IDENTIFIER_MAX} characters`),
});
export type TSandboxBlueskyConnectInput = z.input<typeof ZSandboxBlueskyConnectInput>;
