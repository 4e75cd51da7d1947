import type { TEditSubmitAnswer } from '@gatling/shared/api/replies';
import { AppError } from '../../errors';
import { inferRuleFromEditTask } from '../../drafting/tasks/infer-rule-from-edit';
import { createRuleFromEdit } from '../rules/create-rule-from-edit';
import type { TReviewContext } from './context';
import type { TReplyRow } from './reply-row';
import { toPostBrief } from '../../drafting/post-brief';

type TRuleOutcome = Pick<TEditSubmitAnswer, 'inferred_rule' | 'rule_status'>;

export const NO_RULE: TRuleOutcome = { inferred_rule: null, rule_status: null };

/**
 * "Save as Qualification Rule": the model infers a rule from the edit (draft → what the user
 * sent) and it is saved unless one with that trigger prompt exists or the list is full. Runs after
 * the edit is committed and never undoes it: a model that is down, or a rule that cannot be saved,
 * is logged and answered as no rule.
 */
export async function saveRuleFromEdit(
  ctx: TReviewContext,
  userId: string,
  row: TReplyRow,
  final: string,
): Promise<TRuleOutcome> {
  try {
    const inferred = await ctx.llm.run(
      inferRuleFromEditTask,
      { post: toPostBrief(row.post), draft: row.originalDraft, final },
      { userId },
    );
    const saved = await createRuleFromEdit(ctx.db, userId, {
      trigger_prompt: inferred.trigger_prompt,
      semantic_response: inferred.semantic_response,
    });
    return { inferred_rule: inferred, rule_status: saved.status };
  } catch (err) {
    // An outside failure (model down, rule refused) is expected now and then; anything else is a bug.
    const log =
      err instanceof AppError ? ctx.logger.warn.bind(ctx.logger) : ctx.logger.error.bind(ctx.logger);
    log(
      { err, user_id: userId, reply_id: row.id },
      'no rule was saved from an edit; the edit itself is kept',
    );
    return NO_RULE;
  }
}
