import type { z } from 'zod';
import type { TEditPreviewAnswer, ZEditPreviewInput } from '@gatling/shared/api/replies';
import type { TSessionUser } from '../../context';
import { rewriteTask } from '../../drafting/tasks/rewrite';
import { getStyleBrief } from '../style/get-style-brief';
import { assertAllowanceLeft } from './assert-allowance-left';
import type { TReviewContext } from './context';

/** POST /edit/preview: a text rewritten in the user's voice; nothing is saved or counted. */
export async function previewEdit(
  ctx: TReviewContext,
  user: TSessionUser,
  input: z.output<typeof ZEditPreviewInput>,
): Promise<TEditPreviewAnswer> {
  await assertAllowanceLeft(ctx.db, user, ctx.config);
  const voice = await getStyleBrief(ctx.db, user.id);
  const { text } = await ctx.llm.run(
    rewriteTask,
    { text: input.text, edit_type: input.edit_type, voice, post: null },
    { userId: user.id },
  );
  return { edited_text: text };
}
