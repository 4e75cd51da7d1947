import { statusWords } from '../../integrations/llm/answer-details';
import { LlmError } from '../../integrations/llm/errors';

/**
 * Why a post of a batch got no draft, in the words the user reads on the run's list of skipped
 * posts, and which model failures end a run rather than cost a batch its posts.
 */

/** How many batches in a row may be lost to a busy or failing model before a run stops asking it. */
export const FAILED_BATCHES_IN_A_ROW_MAX = 2;

/** Why a post got no draft; the user reads these on the run. */
export const SKIP_REASON = {
  /** The model's answer had an entry for the post, with neither a reply nor a reason. */
  none: 'The model gave no reply for this post.',
  declined: 'The model declined to reply to this post.',
  tooLong: 'The post is longer than the model can read at once.',
  unreadable: "The model's answer could not be read twice; this post was skipped.",
  empty: 'The model answered with nothing, twice; this post was skipped.',
  cutOff: "The model's answer was cut off at its length limit, twice; this post was skipped.",
  leftOut:
    "The model's answer did not include this post, even when it was asked again; this post was skipped.",
  busy: 'The model was receiving too many requests, even after waiting and trying again; the next run tries this post again.',
  down: 'The model did not answer in time, even after trying again; the next run tries this post again.',
  /** The model server answered an error of its own (a 5xx) on every attempt. */
  failed: (status: number) =>
    `The model server ${statusWords(status)}, even after trying again; the next run tries this post again.`,
  notAttempted:
    'Not attempted: the model failed on two batches in a row, so this run stopped asking it; the next run tries this post again.',
} as const;

/**
 * What cost a post its draft when the model failed, not chose (a skip with its own reason, or a
 * decline, is a choice): `transient` a busy or failing provider, `unreadable` an answer that did
 * not fit its format after the repair, `empty` nothing twice, `cut_off` cut off twice, `left_out`
 * not in the answer even when asked again, `too_long` longer than the context, `not_attempted` the
 * run stopped asking a failing model.
 */
export type TDraftFailure =
  'transient' | 'unreadable' | 'empty' | 'cut_off' | 'left_out' | 'too_long' | 'not_attempted';

/**
 * A failure every call of the run would meet the same way: the key or model refused
 * (misconfigured, which also covers a stored address the server no longer allows), the account out
 * of credit, a request the provider rejects (400), a server that cannot be reached at all
 * (unreachable, already retried: nothing listens at the address, no such host), an address that
 * answers but not as the API (not_api: a website's page, another server's JSON, a redirect), the
 * caller gone, a bug of ours. Asking again for the next batch would fail alike: the run ends with
 * its detail. An error the server answered (a 5xx, even as a proxy's page) is an outage instead.
 */
export function isFatal(err: unknown): boolean {
  if (!(err instanceof LlmError)) return true;
  switch (err.kind) {
    case 'misconfigured':
    case 'quota':
    case 'rejected':
    case 'aborted':
    case 'internal':
    case 'unreachable':
    case 'not_api':
      return true;
    case 'unavailable':
      // No status: not an answer of the server's (kept for errors made without one).
      return err.providerStatus === undefined;
    default:
      return false;
  }
}

/** A busy or failing provider (429, 5xx, no answer in time) after the retry policy gave up. */
export const isTransient = (err: LlmError): boolean =>
  err.kind === 'rate_limited' || err.kind === 'timeout' || err.kind === 'unavailable';

/** The reason a transient failure gives the posts it cost: what the server did, where it answered. */
export function transientReason(err: LlmError): string {
  if (err.kind === 'rate_limited') return SKIP_REASON.busy;
  if (err.kind === 'unavailable' && err.providerStatus !== undefined)
    return SKIP_REASON.failed(err.providerStatus);
  return SKIP_REASON.down;
}
