import {
  approveReplyContract,
  listPendingRepliesContract,
  editResponseContract,
  getComplaintContract,
  previewEditContract,
  rejectReplyContract,
  restoreResponseContract,
  saveComplaintContract,
  submitEditContract,
} from '@gatling/shared/api/contracts';
import type { Context } from 'hono';
import { type ZComplaintInput, ZPendingRepliesAnswer } from '@gatling/shared/api/replies';
import { z } from 'zod';
import type { TAppEnv, TModuleDeps } from '../../context';
import { AppError } from '../../errors';
import { answerWith } from '../../http/answer';
import { defineRoutes, type TApiRoutes } from '../../http/api-routes';
import { readJson } from '../../http/validate';
import { approveReply } from './approve-reply';
import type { TReviewContext } from './context';
import { getComplaint } from './get-complaint';
import { listPendingReplies, PENDING_LIST_MAX } from './list-pending-replies';
import { previewEdit } from './preview-edit';
import { rejectReply } from './reject-reply';
import type { TReviewStackCache } from './review-stack-cache';
import { restoreResponse } from './restore-response';
import { rewriteResponse } from './rewrite-response';
import { saveComplaint } from './save-complaint';
import { submitEdit } from './submit-edit';

const LIMIT_402 = {
  description: "'Daily interaction limit exceeded': today's free reviews are used up",
};
const NOT_FOUND = { description: 'No such reply of this user (also for a malformed id)' };
const JSON_TYPE = { 'content-type': 'application/json' };
const MODEL_FAILED = {
  description: 'The language model failed or did not answer within its deadline (detail says why)',
};
/** What the two rewrite calls share: a person waits for them, and may stop waiting. */
const EDIT_CALL =
  'The model has one deadline (LLM_TIMEOUT_MS, at most 45 s), with no retry after a timeout; closing ' +
  'the request closes the model call and changes nothing.';

/** The complaint's own sentence ('Please enter some feedback'), without a field prefix. */
async function readComplaint(c: Context, schema: typeof ZComplaintInput) {
  const parsed = schema.safeParse(await readJson(c, z.unknown()));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where =
    issue && issue.path.length > 0 && issue.path[0] !== 'complaint' ? `${issue.path.join('.')}: ` : '';
  throw new AppError('VALIDATION_FAILED', `${where}${issue?.message ?? 'The request is not valid'}`);
}

/**
 * Reviewing drafts (docs/product/screens.md Replies, docs/product/states.md Reply card, docs/product/api.md): the pending stack, approve and reject,
 * the three edit calls and the curation feedback, each group behind the bearer guard. The stack is
 * answered from `stacks` while nothing in it changed (review-stack-cache.ts).
 */
export function createReplyRoutes(deps: TModuleDeps & { stacks: TReviewStackCache }): TApiRoutes<TAppEnv>[] {
  const { registry } = deps;
  const ctx: TReviewContext = deps;
  const answer = answerWith(deps.config);
  const group = (base: `/api/${string}`) =>
    defineRoutes<TAppEnv>(registry, { base, tag: 'replies', config: deps.config });

  const pending = group('/api/interactions');
  pending.serve(
    listPendingRepliesContract,
    {
      summary: 'The review stack: drafts waiting for a swipe, oldest first',
      description:
        `At most ${PENDING_LIST_MAX}; the next ones follow once these are reviewed. platform=twitter|bluesky ` +
        "lists one network's drafts only; any other value is 422.",
      responses: { 200: { description: 'Pending replies' } },
    },
    async (c, { query }) => {
      const userId = c.get('user').id;
      const view = query.platform;
      const kept = deps.stacks.get(userId, Date.now(), view);
      if (kept !== null) return c.body(kept, 200, JSON_TYPE);
      const mark = deps.stacks.mark();
      const stack = await listPendingReplies(ctx.db, userId, new Date(), view);
      const body = JSON.stringify(answer(ZPendingRepliesAnswer, { interactions: stack }));
      deps.stacks.keep(userId, mark, body, Date.now(), view);
      return c.body(body, 200, JSON_TYPE);
    },
  );

  const feedback = group('/api/feedback');
  feedback.serve(
    approveReplyContract,
    {
      summary: 'Approve a draft (swipe right): it is scheduled for publishing',
      description:
        'Sends human_edits instead of the draft when given. scheduled_at is PUBLISH_DELAY_SECONDS from ' +
        "now and at least PUBLISH_MIN_GAP_SECONDS after the user's previous reply. Counts one " +
        'reply against the free allowance (once per reply). Any refusal changes nothing.',
      responses: {
        200: { description: 'Scheduled' },
        402: LIMIT_402,
        404: NOT_FOUND,
        409: { description: 'Already approved, rejected or removed' },
        422: {
          description:
            "Invalid input, or 'The reply is longer than N characters' (N: 280 on X, 300 on Bluesky, each counted its network's way)",
        },
      },
    },
    (c, { body }) => approveReply(ctx, c.get('user'), body),
  );

  feedback.serve(
    rejectReplyContract,
    {
      summary: 'Reject a draft (swipe left)',
      description: 'Counts one reply against the free allowance (once per reply).',
      responses: {
        200: { description: 'Rejected' },
        402: LIMIT_402,
        404: NOT_FOUND,
        409: { description: 'Not pending any more' },
      },
    },
    (c, { body }) => rejectReply(ctx, c.get('user'), body),
  );

  const edit = group('/api/edit');
  edit.serve(
    previewEditContract,
    {
      summary: "Rewrite a text in the user's voice without saving it",
      description: `Not counted, but 402 once the free allowance is used up. ${EDIT_CALL}`,
      responses: {
        200: { description: 'The rewritten text' },
        402: LIMIT_402,
        422: { description: 'The model answered with the same words, or wrote what the draft checks refuse' },
        503: MODEL_FAILED,
      },
    },
    (c, { body }) => previewEdit(ctx, c.get('user'), body, c.req.raw.signal),
  );

  edit.serve(
    editResponseContract,
    {
      summary: 'Rewrite a pending draft in place (a quick edit), with the post as context',
      description: `Not counted, but 402 once the free allowance is used up. ${EDIT_CALL}`,
      responses: {
        200: { description: 'The new draft' },
        402: LIMIT_402,
        404: NOT_FOUND,
        409: { description: 'Not pending any more' },
        422: {
          description:
            'The edit left the reply as it was (detail says why), or the model wrote what the draft checks refuse',
        },
        503: MODEL_FAILED,
      },
    },
    (c, { body }) => rewriteResponse(ctx, c.get('user'), body, c.req.raw.signal),
  );

  edit.serve(
    restoreResponseContract,
    {
      summary: 'Undo a quick edit: put back the text the pending draft had before it',
      description: 'Not counted. Back at the first draft, the draft is no longer marked as rewritten.',
      responses: {
        200: { description: 'The draft as it was' },
        404: NOT_FOUND,
        409: { description: 'Not pending any more' },
      },
    },
    (c, { body }) => restoreResponse(ctx, c.get('user'), body),
  );

  edit.serve(
    submitEditContract,
    {
      summary: "Send the user's own edit: approves with it and learns from it",
      description:
        'Accepts a pending reply (approved with edited_text, as approve does) or one approve already ' +
        'scheduled (its text is replaced; same slot, not counted again). The edit is kept as a style ' +
        'example once. save_as_rule infers a qualification rule and saves it (rule_status created, ' +
        'duplicate or full); an edit that shows nothing for other posts saves none (rule_status none, ' +
        'no_rule_reason says why); if inferring fails the edit still stands (inferred_rule and ' +
        'rule_status null).',
      responses: {
        200: { description: 'Scheduled with the edit' },
        402: LIMIT_402,
        404: NOT_FOUND,
        409: { description: 'Rejected, removed, being published or published' },
        422: {
          description:
            "Invalid input, or 'The reply is longer than N characters' (N: 280 on X, 300 on Bluesky, each counted its network's way)",
        },
      },
    },
    (c, { body }) => submitEdit(ctx, c.get('user'), body),
  );

  const complaint = group('/api/complaint');
  complaint.serve(
    getComplaintContract,
    {
      summary: 'The curation feedback on one reply',
      responses: {
        200: { description: 'The feedback, or null when none was given yet' },
        404: { description: 'Not a reply of this user' },
      },
    },
    (c, { query }) => getComplaint(ctx.db, c.get('user').id, query.interaction_id),
  );

  complaint.serve(
    saveComplaintContract,
    {
      summary: 'Save the curation feedback on one reply (replaces an earlier one)',
      readBody: readComplaint,
      responses: {
        200: { description: 'Saved' },
        404: NOT_FOUND,
        422: { description: "'Please enter some feedback' when blank" },
      },
    },
    (c, { body }) => saveComplaint(ctx.db, c.get('user').id, body),
  );

  return [pending, feedback, edit, complaint];
}
