import type { TApiRoute } from './contract';
import type { ZPlatformFilterQuery } from './platforms';
import type {
  ZComplaint,
  ZComplaintInput,
  ZComplaintOrNone,
  ZComplaintQuery,
  ZEditPreviewAnswer,
  ZEditPreviewInput,
  ZEditResponseAnswer,
  ZEditResponseInput,
  ZEditRestoreInput,
  ZEditSubmitAnswer,
  ZEditSubmitInput,
  ZFeedbackAnswer,
  ZFeedbackApproveInput,
  ZFeedbackRejectInput,
  ZPendingRepliesAnswer,
} from './replies';

/**
 * The routes of replies as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
/** The calls of the review stack (docs/product/api.md). */
export const listPendingRepliesRoute = {
  method: 'get',
  path: '/interactions/pending',
  types: {} as { query: typeof ZPlatformFilterQuery; answer: typeof ZPendingRepliesAnswer },
} as const satisfies TApiRoute;

export const approveReplyRoute = {
  method: 'post',
  path: '/feedback/approve',
  types: {} as { body: typeof ZFeedbackApproveInput; answer: typeof ZFeedbackAnswer },
} as const satisfies TApiRoute;

export const rejectReplyRoute = {
  method: 'post',
  path: '/feedback/reject',
  types: {} as { body: typeof ZFeedbackRejectInput; answer: typeof ZFeedbackAnswer },
} as const satisfies TApiRoute;

export const previewEditRoute = {
  method: 'post',
  path: '/edit/preview',
  types: {} as { body: typeof ZEditPreviewInput; answer: typeof ZEditPreviewAnswer },
} as const satisfies TApiRoute;

export const editResponseRoute = {
  method: 'post',
  path: '/edit/response',
  types: {} as { body: typeof ZEditResponseInput; answer: typeof ZEditResponseAnswer },
} as const satisfies TApiRoute;

export const restoreResponseRoute = {
  method: 'post',
  path: '/edit/restore',
  types: {} as { body: typeof ZEditRestoreInput; answer: typeof ZEditResponseAnswer },
} as const satisfies TApiRoute;

export const submitEditRoute = {
  method: 'post',
  path: '/edit/submit',
  types: {} as { body: typeof ZEditSubmitInput; answer: typeof ZEditSubmitAnswer },
} as const satisfies TApiRoute;

export const getComplaintRoute = {
  method: 'get',
  path: '/complaint',
  types: {} as { query: typeof ZComplaintQuery; answer: typeof ZComplaintOrNone },
} as const satisfies TApiRoute;

export const saveComplaintRoute = {
  method: 'post',
  path: '/complaint',
  types: {} as { body: typeof ZComplaintInput; answer: typeof ZComplaint },
} as const satisfies TApiRoute;
