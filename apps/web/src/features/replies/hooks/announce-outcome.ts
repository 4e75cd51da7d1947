import { TEXT } from '@gatling/shared/spec';
import type { TEditSubmitAnswer } from '@gatling/shared/api/replies';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { noteLearnedRule } from '../lib/learned-rules';
import type { TDecision } from '../lib/outbox';
import { isPaymentRequired } from '../lib/plan-limit';
import { toastDescription } from '../lib/reply-about';
import type { TSendOutcome } from '../lib/send-decision';
import { OUTBOX_COPY } from '../outbox-texts';

function ruleText(answer: TEditSubmitAnswer): string | undefined {
  if (answer.rule_status === 'none' && answer.no_rule_reason)
    return OUTBOX_COPY.ruleNone(answer.no_rule_reason);
  const rule = answer.inferred_rule?.trigger_prompt;
  if (!rule) return undefined;
  if (answer.rule_status === 'duplicate') return OUTBOX_COPY.ruleDuplicate(rule);
  if (answer.rule_status === 'full') return OUTBOX_COPY.ruleFull;
  return OUTBOX_COPY.ruleAdded(rule);
}

/**
 * Tells the user what became of a decision, with the product's texts as titles
 * (docs/product/errors.md#replies). It comes when the undo time is over, by when the user is on another card:
 * each one names its reply (the post's author and the reply's first words) on the first line of its
 * description. A retry is told once (`firstTry`), not at every attempt; a lost connection says it will go
 * when back online.
 */
export function announceOutcome(decision: TDecision, outcome: TSendOutcome, firstTry: boolean): void {
  const about = (...rest: (string | null | undefined)[]) => toastDescription(decision, ...rest);
  switch (outcome.kind) {
    case 'done': {
      // Leaving a card is no achievement: a plain note, not a success's check.
      if (decision.action === 'reject')
        return void toast({ title: TEXT.replies.rejected, description: about() });
      if (outcome.editError && !isPaymentRequired(outcome.editError)) {
        return void toast({
          title: TEXT.replies.saveEditFailed,
          description: about(serverDetail(outcome.editError)),
          variant: 'destructive',
        });
      }
      // The rule itself waits on /replies for the user to keep, change or remove (learned-rules.ts).
      if (outcome.edit) noteLearnedRule(decision.reply_id, outcome.edit);
      const rule = outcome.edit ? ruleText(outcome.edit) : undefined;
      return void toast({
        title: TEXT.replies.scheduled,
        description: about(rule ?? (outcome.answer?.dry_send ? OUTBOX_COPY.dryRun : undefined)),
        variant: 'success',
      });
    }
    case 'already':
      // Sent before (by another tab, or just before a reload): the server's words say how it stands.
      return void toast({ title: OUTBOX_COPY.alreadyDecided, description: about(outcome.error.detail) });
    case 'refused':
      // A 402 has already opened the paywall (api-client); the card comes back either way.
      return void toast({
        title: isPaymentRequired(outcome.error) ? TEXT.replies.limitExceeded : TEXT.replies.processFailed,
        description: about(
          isPaymentRequired(outcome.error) ? undefined : serverDetail(outcome.error),
          OUTBOX_COPY.backInStack,
        ),
        variant: 'destructive',
      });
    case 'retry':
      if (!firstTry) return;
      if (!navigator.onLine) return void toast({ title: OUTBOX_COPY.offlineQueued, description: about() });
      return void toast({
        title: TEXT.replies.processFailed,
        description: about([serverDetail(outcome.error), OUTBOX_COPY.willRetry].filter(Boolean).join(' ')),
        variant: 'destructive',
      });
  }
}
