import type { TDraftInput } from '../types';
import { draftChecks, type TDraftCheck } from './draft-checks';

/**
 * The checks a draft may not fail on its last answer: each makes it an echo a reader of the stack
 * notices (the wording or opening of the user's other drafts, another account's words, their own
 * post, the post's own words), and no tidying after the answer can fix it. A model asked once more
 * that still echoes would put templates in the stack dressed as replies, so the post is skipped
 * with why. Stock phrases and invented details are not here: the voice guard removes the one, and
 * the user reads the other on the card before anything is sent.
 */
const ECHO: Partial<Record<TDraftCheck, string>> = {
  repeated_wording: "The model's reply reused the wording of your recent drafts",
  shared_opening: "The model's reply opened the way several of your recent drafts do",
  another_account: "The model's reply matched another account's reply word for word",
  own_post: "The model's reply copied one of your own posts word for word",
  restated_post: "The model's reply repeated the post's own words",
};

/**
 * Why a post has no draft when its last answer `draft` still echoes (ECHO), in the words the user
 * reads on the run's list of skipped posts, or null when it does not. `others`: the drafts of the
 * same batch the user will see (compared as earlier drafts are); `sentBack`: the answer came after
 * the guard had sent the first one back with what was wrong.
 */
export function echoSkipReason(
  draft: string,
  input: Pick<TDraftInput, 'post' | 'voice' | 'recent_drafts' | 'instance_drafts'>,
  others: string[],
  sentBack: boolean,
): string | null {
  const echo = draftChecks(draft, input, others).find((p) => ECHO[p.check] !== undefined);
  if (!echo) return null;
  return `${ECHO[echo.check]!}${sentBack ? ', even when asked again for other words' : ''}; this post was skipped.`;
}
