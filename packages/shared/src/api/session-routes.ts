import type { TApiRoute } from './contract';
import type { ZPublicConfig, ZSessionAnswer } from './session';

/**
 * The routes of session as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const getSessionRoute = {
  method: 'get',
  path: '/session',
  types: {} as { answer: typeof ZSessionAnswer },
} as const satisfies TApiRoute;

export const getPublicConfigRoute = {
  method: 'get',
  path: '/public-config',
  types: {} as { answer: typeof ZPublicConfig },
} as const satisfies TApiRoute;

/** The types of a route whose answer is not JSON and that takes no body or query of ours. */
const NOT_JSON = { answer: null };

/**
 * The sign-in library's endpoints the API document lists. Their bodies and answers are the
 * library's own (the web calls them through its client), so the routes name only the operation.
 */
export const identityRoutes = {
  signUpEmail: { method: 'post', path: '/identity/sign-up/email', types: NOT_JSON },
  signInEmail: { method: 'post', path: '/identity/sign-in/email', types: NOT_JSON },
  signInMagicLink: { method: 'post', path: '/identity/sign-in/magic-link', types: NOT_JSON },
  verifyMagicLink: { method: 'get', path: '/identity/magic-link/verify', types: NOT_JSON },
  verifyEmail: { method: 'get', path: '/identity/verify-email', types: NOT_JSON },
  requestPasswordReset: { method: 'post', path: '/identity/request-password-reset', types: NOT_JSON },
  resetPassword: { method: 'post', path: '/identity/reset-password', types: NOT_JSON },
  changePassword: { method: 'post', path: '/identity/change-password', types: NOT_JSON },
  sendEmailOtp: { method: 'post', path: '/identity/email-otp/send-verification-otp', types: NOT_JSON },
  signInEmailOtp: { method: 'post', path: '/identity/sign-in/email-otp', types: NOT_JSON },
  sendPhoneOtp: { method: 'post', path: '/identity/phone-number/send-otp', types: NOT_JSON },
  verifyPhoneOtp: { method: 'post', path: '/identity/phone-number/verify', types: NOT_JSON },
  signInSocial: { method: 'post', path: '/identity/sign-in/social', types: NOT_JSON },
  signOut: { method: 'post', path: '/identity/sign-out', types: NOT_JSON },
} as const satisfies Record<string, TApiRoute>;
