import type { TEditSubmitAnswer } from '@gatling/shared/api/replies';
import { AppError } from '../../errors';
import { inferRuleFromEditTask } from '../../drafting/tasks/infer-rule-from-edit';
import { businessBrief } from '../business/business-brief';
import { createRuleFromEdit } from '../rules/create-rule-from-edit';
import type { TReviewContext } from './context';
import type { TReplyRow } from './reply-row';
import { toPostBrief } from '../../drafting/post-brief';

type TRuleOutcome = Pick<TEditSubmitAnswer, 'inferred_rule' | 'rule_status' | 'no_rule_reason'>;

export const NO_RULE: TRuleOutcome = { inferred_rule: null, rule_status: null, no_rule_reason: null };

/**
 * "Save as Qualification Rule": the model infers a rule from the edit (draft → what the user
 * sent) and it is saved unless one with that trigger prompt exists or the list is full. An edit
 * that shows nothing for other posts (a typo, a reworded sentence) saves nothing and says why
 * (rule_status 'none'). Runs after the edit is committed and never undoes it: a model that is
 * down, or a rule that cannot be saved, is logged and answered as no rule.
 */
export async function saveRuleFromEdit(
  ctx: TReviewContext,
  userId: string,
  row: TReplyRow,
  final: string,
): Promise<TRuleOutcome> {
  try {
    const business = await businessBrief(ctx.db, userId);
    const inferred = await ctx.llm.run(
      inferRuleFromEditTask,
      { post: toPostBrief(row.post), draft: row.originalDraft, final, business },
      { userId },
    );
    if (!inferred.rule_found) {
      return { inferred_rule: null, rule_status: 'none', no_rule_reason: inferred.description };
    }
    const { trigger_prompt, semantic_response, description } = inferred;
    const saved = await createRuleFromEdit(ctx.db, userId, { trigger_prompt, semantic_response });
    return {
      inferred_rule: { trigger_prompt, semantic_response, description },
      rule_status: saved.status,
      no_rule_reason: null,
    };
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
