/**
 * What connecting a Bluesky account with an app password asks of the input, without zod: the form
 * checks it before sending, the schema (./connections) enforces the same on the server.
 */

/** Longest identifier accepted (a handle is at most 253 characters; an e-mail address 254). */
export const BLUESKY_IDENTIFIER_MAX = 254;
/** Longest app password text accepted (Bluesky's are 19: xxxx-xxxx-xxxx-xxxx). */
export const BLUESKY_PASSWORD_MAX = 128;

export const BLUESKY_CONNECT_MESSAGES = {
  identifierRequired: 'Enter your Bluesky handle or e-mail',
  identifierTooLong: `A handle has at most ${BLUESKY_IDENTIFIER_MAX} characters`,
  passwordRequired: 'Enter an app password',
  passwordTooLong: `An app password has at most ${BLUESKY_PASSWORD_MAX} characters`,
} as const;

/** The identifier as the server reads it: trimmed, without leading @. */
export const blueskyIdentifierOf = (identifier: string): string => identifier.trim().replace(/^@+/, '');

/** The first thing wrong with a handle (or e-mail) and app password, or null when both will do. */
export function blueskyConnectProblem(input: {
  identifier: string;
  app_password: string;
}): { field: 'identifier' | 'app_password'; message: string } | null {
  const identifier = blueskyIdentifierOf(input.identifier);
  const M = BLUESKY_CONNECT_MESSAGES;
  if (identifier === '') return { field: 'identifier', message: M.identifierRequired };
  if (identifier.length > BLUESKY_IDENTIFIER_MAX)
    return { field: 'identifier', message: M.identifierTooLong };
  const password = input.app_password.trim();
  if (password === '') return { field: 'app_password', message: M.passwordRequired };
  if (password.length > BLUESKY_PASSWORD_MAX) return { field: 'app_password', message: M.passwordTooLong };
  return null;
}
