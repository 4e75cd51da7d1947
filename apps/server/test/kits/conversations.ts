import { and, asc, eq } from 'drizzle-orm';
import { ZAppEvent } from '@gatling/shared/api/events';
import type { TOriginalMessage } from '@gatling/shared/api/replies';
import type { TDb } from '../../src/db/client';
import { conversationItems } from '../../src/db/schema/conversations';
import { userEvents } from '../../src/db/schema/events';
import { replies } from '../../src/db/schema/replies';

/**
 * Rows of the conversations inbox, inserted as the inbox reader and the follow-up writer leave them
 * (their code is tested apart; the routes' tests start from their rows).
 */
export type TItemRow = typeof conversationItems.$inferSelect;
export type TNewItem = Partial<Omit<typeof conversationItems.$inferInsert, 'userId'>>;
type TNewReply = Partial<Omit<typeof replies.$inferInsert, 'userId'>>;

let made = 0;

/** A post that answers the user, as the inbox card shows it. */
export function answerPost(overrides: Partial<TOriginalMessage> = {}): TOriginalMessage {
  made += 1;
  const id = overrides.id ?? `${1_950_000_000_000_000_000n + BigInt(Date.now()) * 1000n + BigInt(made)}`;
  return {
    id,
    text: `Thanks, that helped! (${made})`,
    created_at: new Date().toISOString(),
    reactions: { likes: 2, replies: 0, retweets: 0, views: 40 },
    author: { username: 'reader_bo', name: 'Bo Reader', avatar_url: null },
    media: null,
    tweet_type: 'SINGLE',
    original_tweet: null,
    url: `https://x.com/reader_bo/status/${id}`,
    ...overrides,
  };
}

/** An item of `userId`'s inbox: an answer on X the writer had nothing to add to, unless overridden. */
export async function insertItem(db: TDb, userId: string, overrides: TNewItem = {}): Promise<TItemRow> {
  const post = overrides.post ?? answerPost();
  const [row] = await db
    .insert(conversationItems)
    .values({
      platform: 'twitter',
      kind: 'answer',
      authorId: `20${made}`,
      rootPostId: post.id,
      status: 'nothing_to_add',
      nothingToAdd: 'They only said thanks.',
      postedAt: new Date(Date.now() - 60_000),
      ...overrides,
      post,
      postId: post.id,
      userId,
    })
    .returning();
  if (!row) throw new Error('the item was not inserted');
  return row;
}

/** A reply of the user's (a follow-up, or the reply an item answers), pending unless overridden. */
export async function insertUserReply(db: TDb, userId: string, overrides: TNewReply = {}) {
  const post = overrides.post ?? answerPost();
  const draft = overrides.suggestedResponse ?? 'Glad it helped. The second part is where most get stuck.';
  const [row] = await db
    .insert(replies)
    .values({
      postAuthorId: '2001',
      sourceKind: 'keyword',
      sourceValue: 'side project auth',
      originalDraft: draft,
      delivery: 'api',
      ...overrides,
      post,
      postId: post.id,
      suggestedResponse: draft,
      userId,
    })
    .returning();
  if (!row) throw new Error('the reply was not inserted');
  return row;
}

/** An item with its follow-up drafted and waiting: the item 'drafted', its reply pending. */
export async function insertDraftedItem(
  db: TDb,
  userId: string,
  overrides: TNewItem = {},
  reply: TNewReply = {},
) {
  const item = await insertItem(db, userId, { status: 'drafted', nothingToAdd: null, ...overrides });
  const followUp = await insertUserReply(db, userId, {
    platform: item.platform,
    post: item.post,
    postAuthorId: item.authorId,
    conversationItemId: item.id,
    sourceKind: 'conversation',
    sourceValue: item.kind,
    draftedBy: 'openai:gpt-4.1-mini',
    ...reply,
  });
  return { item, followUp };
}

export const itemOf = async (db: TDb, id: string): Promise<TItemRow> => {
  const [row] = await db.select().from(conversationItems).where(eq(conversationItems.id, id));
  if (!row) throw new Error(`no item ${id}`);
  return row;
};

export const replyOf = async (db: TDb, id: string) => {
  const [row] = await db.select().from(replies).where(eq(replies.id, id));
  if (!row) throw new Error(`no reply ${id}`);
  return row;
};

/** The counts the user's stored conversations.changed events said, oldest first. */
export async function inboxEvents(db: TDb, userId: string): Promise<number[]> {
  const rows = await db
    .select({ payload: userEvents.payload })
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), eq(userEvents.type, 'conversations.changed')))
    .orderBy(asc(userEvents.id));
  return rows.flatMap((r) => {
    const event = ZAppEvent.parse(r.payload);
    return event.type === 'conversations.changed' ? [event.open] : [];
  });
}
