import { z } from 'zod';
import { ZErrorBody } from './errors';
import type { TApiContract } from './contract';

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

export const getTwitterProfileRoute = {
  method: 'get',
  path: '/auth/twitter/profile',
  answer: ZTwitterProfileAnswer,
  empty: true,
} as const satisfies TApiContract;

export const disconnectTwitterRoute = {
  method: 'delete',
  path: '/auth/twitter/profile',
  answer: ZTwitterDisconnectAnswer,
} as const satisfies TApiContract;

export const getTwitterRequestTokenRoute = {
  method: 'get',
  path: '/auth/twitter/request_token',
  answer: ZTwitterRequestTokenAnswer,
} as const satisfies TApiContract;

export const completeTwitterCallbackRoute = {
  method: 'get',
  path: '/auth/twitter/callback',
  query: ZTwitterCallbackQuery,
  answer: ZTwitterCallbackAnswer,
} as const satisfies TApiContract;
