import { and, eq } from 'drizzle-orm';
import { PLATFORM_NAMES, type TPlatform } from '@gatling/shared/api/platforms';
import type { TConversationDecisionAnswer } from '@gatling/shared/api/conversations';
import type { TModuleDeps } from '../../context';
import type { TDb } from '../../db/client';
import { conversationItems } from '../../db/schema/conversations';
import { replies, type TReplyStatus } from '../../db/schema/replies';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';
import { openPlatformAccess } from '../connections/open-platform-access';
import { platformReadFailure, type TReadFailureDetails } from '../connections/platform-failure';
import { canLike } from './list-conversations';
import { announceInbox } from './open-items';

type TDeps = Pick<TModuleDeps, 'db' | 'platforms' | 'cipher' | 'logger'>;
type TItemRow = typeof conversationItems.$inferSelect;
type TItem = TItemRow & { followUpStatus: TReplyStatus | null };

export const ITEM_NOT_FOUND = 'This conversation is not in your inbox';

const named = (platform: TPlatform) => PLATFORM_NAMES[platform];

/** What the user reads when a Like could not be given, in the words of its network. */
const likeFailureDetails = (platform: TPlatform): TReadFailureDetails => ({
  reconnect: `${named(platform)} no longer accepts the access to your account: reconnect ${named(platform)} in Settings.`,
  rateLimited: `${named(platform)} is limiting requests right now. Please try again in a few minutes.`,
  down: `${named(platform)} is not answering right now. Please try again later.`,
  badInput: `${named(platform)} did not accept the Like: the post may have been deleted.`,
  unexpected: `${named(platform)} could not like this post right now. Please try again later.`,
});

/** A network whose provider gives no Like (can_like false in the list). */
const cannotLike = (platform: TPlatform) =>
  new AppError('CONFLICT', `Posts on ${named(platform)} cannot be liked from here.`);

/** Whether the item waits in the inbox, as open-items.ts counts it. */
const isOpen = (item: TItem) =>
  item.status === 'nothing_to_add' || (item.status === 'drafted' && item.followUpStatus === 'pending');

/** Why an item that does not wait any more cannot be decided again. */
function notOpen(item: TItem): AppError {
  const detail =
    item.status === 'liked'
      ? 'You already liked this post'
      : item.status === 'dismissed'
        ? 'This conversation was already dismissed'
        : item.status === 'drafting'
          ? 'The follow-up for this conversation is still being written'
          : item.status === 'quiet'
            ? ITEM_NOT_FOUND
            : item.followUpStatus === 'rejected'
              ? 'This follow-up was already ignored'
              : 'A follow-up was already sent for this conversation';
  return new AppError('CONFLICT', detail);
}

/** The user's item with its follow-up's status; with `lock`, both rows stay locked to the transaction's end. */
async function findItem(db: TDb, userId: string, id: string, lock = false): Promise<TItem> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  const query = db
    .select()
    .from(conversationItems)
    .where(and(eq(conversationItems.userId, userId), eq(conversationItems.id, id)));
  const [item] = lock ? await query.for('update') : await query;
  if (!item) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  const followUp = db
    .select({ status: replies.status })
    .from(replies)
    .where(and(eq(replies.userId, userId), eq(replies.conversationItemId, item.id)));
  const [reply] = lock ? await followUp.for('update') : await followUp;
  return { ...item, followUpStatus: reply?.status ?? null };
}

/**
 * Records the decision on an item in the caller's transaction: its new status and when, and its
 * follow-up, if it still waits, ignored with it.
 */
async function settle(tx: TDb, item: TItem, patch: Partial<TItemRow>, now: Date): Promise<void> {
  await tx
    .update(conversationItems)
    .set({ ...patch, decidedAt: item.decidedAt ?? now, updatedAt: now })
    .where(and(eq(conversationItems.userId, item.userId), eq(conversationItems.id, item.id)));
  await tx
    .update(replies)
    .set({ status: 'rejected', reviewedAt: now, updatedAt: now })
    .where(
      and(
        eq(replies.userId, item.userId),
        eq(replies.conversationItemId, item.id),
        eq(replies.status, 'pending'),
      ),
    );
}

/**
 * POST /conversations/dismiss: the item leaves the inbox with no answer, its follow-up ignored. A
 * second dismiss answers the same; 404 for an item not the user's, 409 for one decided otherwise.
 */
export async function dismissItem(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  itemId: string,
  now = new Date(),
): Promise<TConversationDecisionAnswer> {
  const changed = await deps.db.transaction(async (tx) => {
    const item = await findItem(tx, userId, itemId, true);
    if (item.status === 'dismissed') return false;
    if (!isOpen(item)) throw notOpen(item);
    await settle(tx, item, { status: 'dismissed' }, now);
    return true;
  });
  if (changed) await announceInbox(deps.db, userId);
  return { item_id: itemId, status: 'dismissed' };
}

/**
 * POST /conversations/like: likes the post on the network as the user's connected account, then
 * the item leaves the inbox, its follow-up ignored. A second like answers the same without asking
 * the network again; 404 for an item not the user's, 409 for one decided otherwise, for a network
 * with no Like here, or for an account that is not connected. The network's refusals are its usual
 * 4xx and 5xx (platform-failure.ts), and change nothing.
 */
export async function likeItem(
  deps: TDeps,
  userId: string,
  itemId: string,
  now = new Date(),
): Promise<TConversationDecisionAnswer> {
  const answer: TConversationDecisionAnswer = { item_id: itemId, status: 'liked' };
  const item = await findItem(deps.db, userId, itemId);
  if (item.status === 'liked') return answer;
  if (!isOpen(item)) throw notOpen(item);
  if (!canLike(deps.platforms, item.platform)) throw cannotLike(item.platform);
  const access = await openPlatformAccess(deps, userId, item.platform);
  if (!access.ok) {
    const detail =
      access.reason === 'not_connected'
        ? `Connect your ${named(item.platform)} account in Settings to like posts.`
        : likeFailureDetails(item.platform).reconnect;
    throw new AppError('CONFLICT', detail, { cause: access.cause });
  }
  const { provider, credentials } = access;
  if (!provider.likePost) throw cannotLike(item.platform);
  try {
    await provider.likePost(credentials, { postId: item.postId, key: item.id });
  } catch (err) {
    const details = likeFailureDetails(item.platform);
    throw (await platformReadFailure(err, deps, userId, details, 'like a post', item.platform)) ?? err;
  }
  // The post is liked on the network now: that is recorded whatever the item became meanwhile.
  const changed = await deps.db.transaction(async (tx) => {
    const current = await findItem(tx, userId, itemId, true);
    if (current.status === 'liked') return false;
    await settle(tx, current, { status: 'liked', likedAt: now }, now);
    return true;
  });
  if (changed) await announceInbox(deps.db, userId);
  return answer;
}
