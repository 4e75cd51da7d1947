import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TJobContext } from '../../context';
import type { TDb } from '../../db/client';
import { conversationItems } from '../../db/schema/conversations';
import { replies } from '../../db/schema/replies';
import { draftBatchResilient, type TPostDraft } from '../../drafting/tasks/draft-batch-resilient';
import { DRAFT_BATCH_MAX } from '../../drafting/tasks/draft-replies';
import type { TDraftFailure } from '../../drafting/tasks/draft-failures';
import type { TBusinessBrief, TRuleBrief, TStyleBrief } from '../../drafting/types';
import { LlmError } from '../../integrations/llm/errors';
import type { PlatformProvider, TCredentials, TPlatformId } from '../../integrations/platform/types';
import { audienceBrief } from '../audience/audience-brief';
import { businessBrief } from '../business/business-brief';
import { draftedBy } from '../model-settings/drafted-by';
import { recentDrafts } from '../monitoring/recent-drafts';
import { ruleBriefs } from '../rules/rule-briefs';
import { getStyleBrief } from '../style/get-style-brief';
import { deliveryPost, followUpItem, type TAccount } from './follow-up-post';
import { DRAFT_ATTEMPTS_MAX, FOLLOW_UPS_PER_PASS } from './limits';
import { announceInbox } from './open-items';

/** The user's access to the network of the items drafted: the provider and their opened tokens. */
export type TFollowUpAccess = {
  platform: TPlatformId;
  provider: PlatformProvider;
  credentials: TCredentials;
};

/** What one pass came to, item by item. */
export type TFollowUpsDone = {
  drafted: number;
  nothingToAdd: number;
  /** Items whose post monitoring had drafted for already: the review stack holds that reply. */
  quiet: number;
  /** Items whose attempt failed and that are asked again at the next pass. */
  retried: number;
};

type TItemRow = typeof conversationItems.$inferSelect;

/** What the user reads on an item the writer could not write for after DRAFT_ATTEMPTS_MAX tries. */
export const FOLLOW_UP_TEXT = {
  unreachable: (detail: string) => `The writer could not be reached: ${detail}`,
  failing: `The writer could not be reached: it failed every time it was asked, ${DRAFT_ATTEMPTS_MAX} times.`,
} as const;

/** The user's voice, rules, business and audience, as monitoring's drafts are told them. */
type TBriefs = {
  voice: TStyleBrief;
  rules: TRuleBrief[];
  business: TBusinessBrief | null;
  audienceSummary: string;
  recent: { own: string[]; instance: string[] };
};

/**
 * Writes the follow-ups of the user's items on `access`'s network that wait in 'drafting' (the
 * oldest first, FOLLOW_UPS_PER_PASS at most), DRAFT_BATCH_MAX to a model call through the drafting
 * monitoring uses (draftBatchResilient: the voice guard, splitting, asking again), with the same
 * voice, rules, business and audience. Each follow-up is a pending reply of the item
 * (source 'conversation', the item's kind), stored with the item turned 'drafted' in one
 * transaction. The writer's skip makes the item 'nothing_to_add' with its reason. A failure of the
 * model costs the item an attempt (asked again at the next pass); after DRAFT_ATTEMPTS_MAX it has
 * nothing to add, with what failed. A post monitoring already drafted for turns the item 'quiet'
 * before any writer is asked (the review stack holds that reply, or it was sent: e.g. a post that
 * mentioned the user and that they answered), and so does one monitoring drafts for meanwhile (the
 * replies' unique index). The inbox is announced once.
 */
export async function draftFollowUps(
  ctx: Pick<TJobContext, 'db' | 'llm' | 'logger'>,
  userId: string,
  access: TFollowUpAccess,
): Promise<TFollowUpsDone> {
  const done: TFollowUpsDone = { drafted: 0, nothingToAdd: 0, quiet: 0, retried: 0 };
  const items = await ctx.db
    .select()
    .from(conversationItems)
    .where(
      and(
        eq(conversationItems.userId, userId),
        eq(conversationItems.platform, access.platform),
        eq(conversationItems.status, 'drafting'),
      ),
    )
    .orderBy(asc(conversationItems.postedAt), asc(conversationItems.id))
    .limit(FOLLOW_UPS_PER_PASS);
  if (items.length === 0) return done;
  // A post the user has a reply to already (monitoring drafted one: the review stack holds it, or it
  // was sent) needs no follow-up, whatever a writer would make of it: quiet, without a model call.
  const replied = await postsRepliedTo(ctx.db, userId, access.platform, items);
  for (const item of items.filter((i) => replied.has(i.postId))) tally(done, await setQuiet(ctx.db, item));
  const toDraft = items.filter((i) => !replied.has(i.postId));
  if (toDraft.length === 0) return done;

  const [voice, rules, business, audience, recent] = await Promise.all([
    getStyleBrief(ctx.db, userId),
    ruleBriefs(ctx.db, userId),
    businessBrief(ctx.db, userId),
    audienceBrief(ctx.db, userId),
    recentDrafts(ctx.db, userId),
  ]);
  const briefs: TBriefs = { voice, rules, business, audienceSummary: audience.summary, recent };
  const account: TAccount = { userId: access.credentials.userId, username: access.credentials.username };

  for (let from = 0; from < toDraft.length; from += DRAFT_BATCH_MAX) {
    const batch = toDraft.slice(from, from + DRAFT_BATCH_MAX);
    let drafts: TPostDraft[];
    try {
      drafts = await draftBatch(ctx, userId, access, account, briefs, batch);
    } catch (err) {
      // A failure every call would meet (a refused key, no credit, an address nothing answers):
      // asking for the next batch would meet it too. Each item left counts an attempt.
      if (!(err instanceof LlmError)) throw err;
      ctx.logger.warn({ user_id: userId, llm_error: err.kind }, 'follow-ups not drafted: the writer failed');
      for (const item of toDraft.slice(from)) {
        tally(done, await failAttempt(ctx.db, item, FOLLOW_UP_TEXT.unreachable(err.detail)));
      }
      break;
    }
    const writer = await draftedBy(ctx.llm, userId);
    for (const [i, item] of batch.entries()) {
      const draft = drafts[i];
      if (draft?.text) {
        briefs.recent.own = [draft.text, ...briefs.recent.own];
        tally(done, await storeFollowUp(ctx.db, item, draft.text, writer, access, account));
      } else if (draft && draft.failure !== null && draft.failure !== 'too_long') {
        tally(done, await failAttempt(ctx.db, item, failedReason(draft.failure, draft.skip_reason)));
      } else {
        const reason = draft?.skip_reason?.trim() || 'The writer found nothing worth adding.';
        tally(done, await setNothingToAdd(ctx.db, item, reason));
      }
    }
  }
  if (done.drafted + done.nothingToAdd > 0) await announceInbox(ctx.db, userId);
  return done;
}

type TOutcome = 'drafted' | 'nothing_to_add' | 'quiet' | 'retried' | 'gone';

function tally(done: TFollowUpsDone, outcome: TOutcome): void {
  if (outcome === 'drafted') done.drafted += 1;
  else if (outcome === 'nothing_to_add') done.nothingToAdd += 1;
  else if (outcome === 'quiet') done.quiet += 1;
  else if (outcome === 'retried') done.retried += 1;
}

/** One model call's worth of items (draftBatchResilient throws only what every call would meet). */
async function draftBatch(
  ctx: Pick<TJobContext, 'llm' | 'logger'>,
  userId: string,
  access: TFollowUpAccess,
  account: TAccount,
  briefs: TBriefs,
  batch: TItemRow[],
): Promise<TPostDraft[]> {
  const result = await draftBatchResilient(
    { llm: ctx.llm, logger: ctx.logger },
    {
      items: batch.map((item) => followUpItem(item, account)),
      voice: briefs.voice,
      rules: briefs.rules,
      business: briefs.business,
      audience_summary: briefs.audienceSummary,
      username: account.username,
      platform: { id: access.platform, length: access.provider.replyLength },
      recent_drafts: briefs.recent.own,
      instance_drafts: briefs.recent.instance,
    },
    { userId },
  );
  return result.drafts;
}

/** What the user reads when a model failure (not its choice) cost the item its last attempt. */
function failedReason(failure: TDraftFailure, skipReason: string | null): string {
  // A busy or failing model's reason promises a next run; the item has none left.
  if (failure === 'transient' || failure === 'not_attempted' || !skipReason) return FOLLOW_UP_TEXT.failing;
  return skipReason;
}

/** The follow-up as a pending reply of the item, and the item 'drafted', in one transaction. */
async function storeFollowUp(
  db: TDb,
  item: TItemRow,
  text: string,
  writer: string,
  access: TFollowUpAccess,
  account: TAccount,
): Promise<TOutcome> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    const [claimed] = await tx
      .update(conversationItems)
      .set({ status: 'drafted', updatedAt: new Date() })
      .where(drafting(item))
      .returning({ id: conversationItems.id });
    // Another pass drafted or the user decided it meanwhile.
    if (!claimed) return 'gone';
    const [reply] = await tx
      .insert(replies)
      .values({
        userId: item.userId,
        platform: item.platform,
        conversationItemId: item.id,
        postId: item.postId,
        post: item.post,
        postAuthorId: item.authorId,
        sourceKind: 'conversation',
        sourceValue: item.kind,
        suggestedResponse: text,
        originalDraft: text,
        draftedBy: writer,
        status: 'pending',
        delivery: access.provider.replyDelivery(deliveryPost(item, account), account),
      })
      .onConflictDoNothing()
      .returning({ id: replies.id });
    if (reply) return 'drafted';
    // Monitoring drafted a reply to this very post: that one waits in the review stack.
    await tx
      .update(conversationItems)
      .set({ status: 'quiet', updatedAt: new Date() })
      .where(and(eq(conversationItems.id, item.id), eq(conversationItems.userId, item.userId)));
    return 'quiet';
  });
}

const drafting = (item: TItemRow) =>
  and(
    eq(conversationItems.id, item.id),
    eq(conversationItems.userId, item.userId),
    eq(conversationItems.status, 'drafting'),
  );

/** Of the items' posts, those the user has a reply of their own to (none of them a follow-up). */
async function postsRepliedTo(
  db: TDb,
  userId: string,
  platform: TPlatformId,
  items: TItemRow[],
): Promise<Set<string>> {
  const rows = await db
    .select({ postId: replies.postId })
    .from(replies)
    .where(
      and(
        eq(replies.userId, userId),
        eq(replies.platform, platform),
        isNull(replies.conversationItemId),
        inArray(
          replies.postId,
          items.map((i) => i.postId),
        ),
      ),
    );
  return new Set(rows.map((r) => r.postId));
}

async function setQuiet(db: TDb, item: TItemRow): Promise<TOutcome> {
  const [row] = await db
    .update(conversationItems)
    .set({ status: 'quiet', updatedAt: new Date() })
    .where(drafting(item))
    .returning({ id: conversationItems.id });
  return row ? 'quiet' : 'gone';
}

async function setNothingToAdd(db: TDb, item: TItemRow, reason: string): Promise<TOutcome> {
  const [row] = await db
    .update(conversationItems)
    .set({ status: 'nothing_to_add', nothingToAdd: reason, updatedAt: new Date() })
    .where(drafting(item))
    .returning({ id: conversationItems.id });
  return row ? 'nothing_to_add' : 'gone';
}

/** Counts a failed attempt; the last one leaves the item with nothing to add, saying why. */
async function failAttempt(db: TDb, item: TItemRow, reason: string): Promise<TOutcome> {
  const [row] = await db
    .update(conversationItems)
    .set({
      draftAttempts: sql`${conversationItems.draftAttempts} + 1`,
      status: sql`case when ${conversationItems.draftAttempts} + 1 >= ${DRAFT_ATTEMPTS_MAX} then 'nothing_to_add' else 'drafting' end`,
      nothingToAdd: sql`case when ${conversationItems.draftAttempts} + 1 >= ${DRAFT_ATTEMPTS_MAX} then ${reason} else null end`,
      updatedAt: new Date(),
    })
    .where(drafting(item))
    .returning({ status: conversationItems.status });
  if (!row) return 'gone';
  return row.status === 'nothing_to_add' ? 'nothing_to_add' : 'retried';
}
