import { EDIT_SUBMIT_EDIT_TYPE, TEXT } from '@gatling/shared/spec';
import type { TEditSubmitAnswer } from '@gatling/shared/api/replies';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { postKeepalive } from '../api/keepalive-post';
import { approveReply, rejectReply } from '../api/send-feedback';
import { submitEdit } from '../api/submit-edit';
import type { TPendingReview } from '../lib/pending-review';
import { isPaymentRequired } from '../lib/plan-limit';
import { REPLIES_COPY } from '../texts';

/** done: the server has the decision; restore: it did not take it, so the card goes back. */
export type TCommitOutcome = 'done' | 'restore';

function feedbackBodies(review: TPendingReview) {
  const reply_id = review.interaction.id;
  if (review.action === 'ignore') return { reject: { reply_id, human_edits: null } };
  return {
    approve: {
      reply_id,
      human_edits: review.edit?.text ?? null,
      dry_send: review.drySend,
    },
    submit: review.edit && {
      reply_id,
      original_text: review.interaction.suggested_response,
      edited_text: review.edit.text,
      edit_type: EDIT_SUBMIT_EDIT_TYPE,
      save_as_rule: review.edit.saveAsRule,
      dry_send: review.drySend,
    },
  };
}

/** The page is going away: the calls go out with keepalive and nobody waits for the answers. */
export function commitOnPageHide(review: TPendingReview): void {
  const bodies = feedbackBodies(review);
  if (bodies.reject) postKeepalive('/feedback/reject', bodies.reject);
  if (bodies.approve) postKeepalive('/feedback/approve', bodies.approve);
  if (bodies.submit) postKeepalive('/edit/submit', bodies.submit);
}

function ruleText(answer: TEditSubmitAnswer): string | undefined {
  const rule = answer.inferred_rule?.trigger_prompt;
  if (!rule) return undefined;
  if (answer.rule_status === 'duplicate') return REPLIES_COPY.ruleDuplicate(rule);
  if (answer.rule_status === 'full') return REPLIES_COPY.ruleFull;
  return REPLIES_COPY.ruleAdded(rule);
}

/**
 * Makes the call of a decision whose undo time is over (spec §4): reject, or approve (with the
 * user's text for an edit-submit, then the edit call). Toasts the outcome with the §8 texts.
 */
export async function commitReview(review: TPendingReview): Promise<TCommitOutcome> {
  const bodies = feedbackBodies(review);
  let dryRun = false;
  try {
    if (bodies.reject) await rejectReply(bodies.reject);
    else dryRun = (await approveReply(bodies.approve)).dry_send;
  } catch (error) {
    // A 402 has already opened the paywall (api-client); the card snaps back either way.
    toast({
      title: isPaymentRequired(error) ? TEXT.replies.limitExceeded : TEXT.replies.processFailed,
      description: isPaymentRequired(error) ? undefined : (serverDetail(error) ?? undefined),
      variant: 'destructive',
    });
    return 'restore';
  }
  if (bodies.reject) {
    toast({ title: TEXT.replies.rejected, variant: 'success' });
    return 'done';
  }
  let rule: string | undefined;
  if (bodies.submit) {
    try {
      rule = ruleText(await submitEdit(bodies.submit));
    } catch (error) {
      // The reply itself is scheduled; only learning from the edit failed.
      if (!isPaymentRequired(error)) {
        toast({
          title: TEXT.replies.saveEditFailed,
          description: serverDetail(error) ?? undefined,
          variant: 'destructive',
        });
      }
      return 'done';
    }
  }
  toast({
    title: TEXT.replies.scheduled,
    description: rule ?? (dryRun ? REPLIES_COPY.dryRun : undefined),
    variant: 'success',
  });
  return 'done';
}
