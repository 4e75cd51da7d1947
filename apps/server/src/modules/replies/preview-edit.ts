import type { z } from 'zod';
import type { TEditPreviewAnswer, ZEditPreviewInput } from '@gatling/shared/api/replies';
import type { TSessionUser } from '../../context';
import { assertAllowanceLeft } from './assert-allowance-left';
import type { TReviewContext } from './context';
import { guardedRewrite } from './guarded-rewrite';

/**
 * POST /edit/preview: a text rewritten in the user's voice; nothing is saved or counted. Held to
 * the draft checks like a quick edit (guarded-rewrite.ts): the user may send what it shows. The
 * user is in the edit form already: what they can do instead is change the text there.
 */
export async function previewEdit(
  ctx: TReviewContext,
  user: TSessionUser,
  input: z.output<typeof ZEditPreviewInput>,
  signal?: AbortSignal,
): Promise<TEditPreviewAnswer> {
  await assertAllowanceLeft(ctx.db, user, ctx.config);
  const { text } = await guardedRewrite(ctx, user.id, {
    text: input.text,
    edit_type: input.edit_type,
    post: null,
    ownTexts: [input.text],
    instead: 'change the text yourself',
    signal,
  });
  return { edited_text: text };
}
