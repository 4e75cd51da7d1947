import { z } from 'zod';

/**
 * docs/product/data.md Monitor run. FAILED is the spec's value; the others are this product's: QUEUED (waiting
 * for a worker), RUNNING, COMPLETED.
 */
export const MONITOR_RUN_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export const ZMonitorRunStatus = z.enum(MONITOR_RUN_STATUSES);
export type TMonitorRunStatus = z.infer<typeof ZMonitorRunStatus>;

/** POST /api/monitor/trigger: the new run, or the user's run already queued or running. */
export const ZMonitorTriggerAnswer = z.object({ monitor_run_id: z.string() });
export type TMonitorTriggerAnswer = z.infer<typeof ZMonitorTriggerAnswer>;

/** A qualified post the run wrote no draft for, and why (shown with the run). */
export const ZSkippedPost = z.object({
  post_id: z.string(),
  author_username: z.string().describe('Without the @.'),
  /** The start of the post's text (about 140 characters). */
  text: z.string(),
  /** Why there is no draft, in the user's words: the model's reason or what stopped it. */
  reason: z.string(),
});
export type TSkippedPost = z.infer<typeof ZSkippedPost>;

/** GET /api/monitor/status/{id}; polled every 2 s until is_complete. */
export const ZMonitorStatus = z.object({
  monitor_run_id: z.string(),
  status: ZMonitorRunStatus,
  /** 0..100. */
  progress: z.number().int().min(0).max(100),
  /** True once COMPLETED or FAILED. */
  is_complete: z.boolean(),
  /** Set when FAILED: what went wrong, in words the user can act on. */
  error_message: z.string().nullable(),
  /** Posts read from the keywords and core users. */
  posts_found: z.number().int(),
  /** Posts the qualifier kept. */
  posts_qualified: z.number().int(),
  /** Drafts added to the review stack. */
  drafts_created: z.number().int(),
  /** Qualified posts that got no draft, best first; empty until drafting. */
  skipped: z.array(ZSkippedPost).default([]),
  /**
   * The user stopped the run (POST /api/monitor/stop/{id}): it ended COMPLETED early, keeping the
   * drafts it had made; the posts it had not drafted yet are listed as skipped, and the next run
   * reads its sources again.
   */
  stopped: z.boolean().default(false),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TMonitorStatus = z.infer<typeof ZMonitorStatus>;
