/** What the scheduled list shows in last_error; the user reads these, so they say what to do. */

export const NOT_CONNECTED_DETAIL =
  'Connect your X account in Settings to post replies. This reply was not posted.';

export const RECONNECT_DETAIL =
  'X no longer accepts the access to your account: reconnect X in Settings. This reply was not posted.';

/** Why the user's account cannot be used for a reply, as the scheduled list shows it. */
export const accessDetail = (reason: 'not_connected' | 'reconnect') =>
  reason === 'not_connected' ? NOT_CONNECTED_DETAIL : RECONNECT_DETAIL;

export const DUPLICATE_DETAIL =
  'X refused this reply as a duplicate, and no reply of yours to this post was found. It was not posted.';

export const RATE_LIMITED_DETAIL = 'X is limiting posts right now; this reply goes out when the limit lifts.';

/** The platform's own words, kept short. */
const said = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

export const refusedDetail = (err: unknown) => `X refused this reply: ${said(err)}`;

export const retryDetail = (attempt: number, err: unknown) =>
  `Attempt ${attempt} did not go through (${said(err)}); it will be tried again.`;

export const gaveUpDetail = (attempts: number, err: unknown) =>
  `Posting did not go through after ${attempts} attempts (last: ${said(err)}). It was not posted.`;

export const unconfirmedDetail = (attempts: number, err: unknown) =>
  `Posting did not go through after ${attempts} attempts (last: ${said(err)}). Check your replies on X: ` +
  'whether an earlier attempt went out could not be confirmed.';
