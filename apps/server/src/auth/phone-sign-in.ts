import type { MiddlewareHandler } from 'hono';
import { PHONE_SIGN_IN_OFF_DETAIL } from '@gatling/shared/api/session';
import { AppError } from '../errors';
import { AUTH_BASE_PATH } from './auth';

/**
 * The sign-in library's phone-number endpoints: sending and checking codes by SMS, and the password
 * sign-in and reset of accounts made that way.
 */
export const PHONE_SIGN_IN_PATHS = [
  `${AUTH_BASE_PATH}/phone-number/*`,
  `${AUTH_BASE_PATH}/sign-in/phone-number`,
  `${AUTH_BASE_PATH}/sign-in/phone-number/*`,
] as const;

/**
 * Answers every phone-number endpoint 409 with PHONE_SIGN_IN_OFF_DETAIL, before the library reads
 * the request: on a server with no SMS provider (production without DEMO_MODE) a code could never
 * arrive, so nothing is stored, sent or counted.
 */
export function refusePhoneSignIn(): MiddlewareHandler {
  return async () => {
    throw new AppError('CONFLICT', PHONE_SIGN_IN_OFF_DETAIL);
  };
}
