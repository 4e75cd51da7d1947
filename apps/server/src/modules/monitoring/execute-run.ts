import { recentDrafts } from './recent-drafts';
import { sql } from 'drizzle-orm';
import type { TSkippedPost } from '@gatling/shared/api/monitoring';
import type { TDb } from '../../db/client';
import { monitorCursors } from '../../db/schema/monitoring';
import { AppError } from '../../errors';
import type { TJobContext } from '../../context';
import { audienceBrief } from '../audience/audience-brief';
import { showsAdultContent } from '../content-settings/shows-adult-content';
import { businessBrief } from '../business/business-brief';
import { ruleBriefs } from '../rules/rule-briefs';
import { getStyleBrief } from '../style/get-style-brief';
import { recentComplaints } from './complaint-guidance';
import { draftReplies } from './draft-replies';
import { handledPostIds, postKey } from './handled-post-ids';
import { MONITOR_DETAIL } from './monitor-details';
import { PROGRESS } from './monitor-limits';
import { openRunAccess } from './open-run-access';
import { planSources } from './plan-sources';
import { qualifyCandidates } from './qualify-candidates';
import { readSources, type TCursorUpdate } from './read-sources';
import { watchForStop } from './run-stop';
import { failOwnedRun, LeaseLostError, updateOwnedRun, type TRunRow } from './run-row';
import { chooseForDrafting, replyTarget, selectCandidates } from './select-candidates';
import { setAsideReason, skippedPost } from './set-aside';
import { sourceRecords } from './source-record';

type TSave = (changes: Parameters<typeof updateOwnedRun>[3]) => Promise<void>;

const between = (from: number, to: number, done: number, total: number) =>
  Math.round(from + ((to - from) * done) / Math.max(1, total));

/**
 * Runs a claimed monitoring run to its end: read, filter, qualify, draft, then COMPLETED with the
 * cursors saved. A failure the user can act on (connection, rate limit, model) ends it FAILED with
 * that detail; anything else with a generic one (and an error in the log). Drafts already added stay.
 * A run the user stops (run-stop.ts) ends COMPLETED at the next step, or at once in a model call,
 * with the drafts made so far and its cursors left where they were.
 */
export async function executeRun(ctx: TJobContext, run: TRunRow, now: Date): Promise<void> {
  const startedMs = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - startedMs));
  const save: TSave = (changes) => updateOwnedRun(ctx.db, run, clock(), changes);
  const stop = watchForStop(ctx.db, ctx.logger, run);
  try {
    await performRun({ ...ctx, signal: stop.signal }, run, clock, save);
  } catch (err) {
    if (err instanceof LeaseLostError) {
      ctx.logger.warn({ run_id: run.id, user_id: run.userId }, 'monitor run was taken over; stopping');
      return;
    }
    if (stop.signal.aborted) {
      ctx.logger.info({ run_id: run.id, user_id: run.userId }, 'monitor run stopped by the user');
      await completeRun(ctx.db, run, clock(), []).catch(ignoreLeaseLost);
      return;
    }
    if (!(err instanceof AppError)) ctx.logger.error({ err, run_id: run.id }, 'monitor run failed');
    else ctx.logger.info({ run_id: run.id, code: err.code, detail: err.detail }, 'monitor run failed');
    const detail = err instanceof AppError ? err.detail : MONITOR_DETAIL.unexpected;
    await failOwnedRun(ctx.db, run, clock(), detail).catch(ignoreLeaseLost);
  } finally {
    await stop.dispose();
  }
}

const ignoreLeaseLost = (failed: unknown) => {
  if (!(failed instanceof LeaseLostError)) throw failed;
};

/** The job's context and the run's stop signal (aborted once the user stopped it). */
type TRunContext = TJobContext & { signal: AbortSignal };

async function performRun(ctx: TRunContext, run: TRunRow, clock: () => Date, save: TSave): Promise<void> {
  const { db, signal } = ctx;
  const userId = run.userId;
  // Stopped before or while reading: it ends with nothing qualified (executeRun).
  signal.throwIfAborted();
  const accesses = await openRunAccess(ctx, userId);
  const audience = await audienceBrief(db, userId);
  const platforms = accesses.map((a) => a.platform);
  const sources = await planSources(db, userId, audience.keywords, platforms);
  const read = await readSources(ctx, userId, accesses, sources, async (done, total) => {
    await save({ progress: between(PROGRESS.claimed, PROGRESS.qualifying, done, total) });
    signal.throwIfAborted();
  });

  const targets = read.found.flatMap((f) => {
    const target = replyTarget(f);
    return target ? [{ platform: f.platform, postId: target.id }] : [];
  });
  const handled = await handledPostIds(db, userId, targets);
  const showAdultContent = await showsAdultContent(db, userId);
  // Posts no draft could be for (a thread closed to the user, a language they do not write in,
  // adult content unless the user opted in under Settings › Content): listed with the run.
  const setAside: TSkippedPost[] = [];
  const candidates = selectCandidates(read.found, {
    ownUserIds: Object.fromEntries(accesses.map((a) => [a.platform, a.credentials.userId])),
    now: clock(),
    handled,
    setAside: (post) => setAsideReason(post, { showAdultContent, languages: audience.languages }),
    onSetAside: (post, reason) => setAside.push(skippedPost(post, reason)),
  });
  const postsFound = new Set(read.found.map((f) => postKey(f.platform, f.post.id))).size;
  await save({ progress: PROGRESS.qualifying, postsFound, skipped: setAside });
  signal.throwIfAborted();

  const [rules, complaints] = await Promise.all([ruleBriefs(db, userId), recentComplaints(db, userId)]);
  const qualified = await qualifyCandidates(
    ctx,
    userId,
    candidates,
    { rules, audience, complaints },
    (done, total) => save({ progress: between(PROGRESS.qualifying, PROGRESS.drafting, done, total) }),
  );
  // Sources whose replies earned nothing sink; those doing well get a small lift (sourceFactor).
  const records = await sourceRecords(db, userId, clock());
  const chosen = chooseForDrafting(qualified, records, ctx.config.MONITOR_MAX_DRAFTS_PER_RUN);
  await save({ progress: PROGRESS.drafting, postsQualified: qualified.length });

  const [voice, business, recent] = await Promise.all([
    getStyleBrief(db, userId),
    businessBrief(db, userId),
    recentDrafts(db, userId),
  ]);
  const drafted = await draftReplies(
    ctx,
    { runId: run.id, userId, accesses, voice, rules, business, recent, audienceSummary: audience.summary },
    chosen,
    (done, total, created, skipped) =>
      save({
        progress: between(PROGRESS.drafting, PROGRESS.drafted, done, total),
        // A run taken over after a crash counts the drafts its earlier attempt added too.
        draftsCreated: run.draftsCreated + created,
        // The posts this attempt skipped: an earlier attempt's skips are asked again, so not kept.
        skipped: [...setAside, ...skipped],
      }),
  );
  // Posts a failing model cost their drafts, or a stop left undrafted, are read again by the next
  // run: the cursors stay put.
  await completeRun(db, run, clock(), drafted.outage || signal.aborted ? [] : read.cursors);
}

/** Saves where each source stopped and marks the run COMPLETED, both or neither. */
async function completeRun(db: TDb, run: TRunRow, now: Date, cursors: TCursorUpdate[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const cursor of cursors) {
      await tx
        .insert(monitorCursors)
        .values({ userId: run.userId, sourceKey: cursor.key, sinceId: cursor.sinceId, checkedAt: now })
        .onConflictDoUpdate({
          target: [monitorCursors.userId, monitorCursors.sourceKey],
          set: { sinceId: sql`excluded.since_id`, checkedAt: now },
        });
    }
    await updateOwnedRun(tx as unknown as TDb, run, now, {
      status: 'COMPLETED',
      progress: PROGRESS.done,
      finishedAt: now,
    });
  });
}
