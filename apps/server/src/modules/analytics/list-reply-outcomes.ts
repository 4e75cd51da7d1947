import { and, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAnalyticsReply, TAnalyticsSort } from '@gatling/shared/api/analytics';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TDb } from '../../db/client';
import { replyOutcomes } from '../../db/schema/analytics';
import { conversationItems } from '../../db/schema/conversations';
import { replies } from '../../db/schema/replies';
import { toDraftedBy } from '../model-settings/drafted-by';
import type { TPeriod } from './period';
import { sentInPeriod } from './sent-in-period';

const rate = (engagements: number, impressions: number | null) =>
  impressions ? Math.round((engagements / impressions) * 10_000) / 10_000 : null;

const ORDER: Record<TAnalyticsSort, (a: TAnalyticsReply, b: TAnalyticsReply) => number> = {
  engagement: (a, b) => b.engagements - a.engagements || (b.engagement_rate ?? 0) - (a.engagement_rate ?? 0),
  recent: () => 0,
  likes: (a, b) => b.likes - a.likes,
  replies: (a, b) => b.replies - a.replies,
  impressions: (a, b) => (b.impressions ?? -1) - (a.impressions ?? -1),
};

/**
 * How many answers the conversations inbox took in to each of these replies, all told (quiet ones
 * aside, as the summary counts them): an answer is the reply's lasting outcome, like its figures.
 */
async function answersTo(db: TDb, userId: string, replyIds: string[]): Promise<Map<string, number>> {
  if (replyIds.length === 0) return new Map();
  const rows = await db
    .select({ replyId: conversationItems.answeredReplyId, answers: count() })
    .from(conversationItems)
    .where(
      and(
        eq(conversationItems.userId, userId),
        inArray(conversationItems.answeredReplyId, replyIds),
        ne(conversationItems.status, 'quiet'),
      ),
    )
    .groupBy(conversationItems.answeredReplyId);
  return new Map(rows.flatMap((r) => (r.replyId ? [[r.replyId, r.answers] as const] : [])));
}

/**
 * The user's replies published in the period (dry runs aside) and what each earned as last read,
 * sorted; ties (and `recent`) newest first. Every network's, or `platform`'s only. Follow-ups are in
 * it like any reply, each with the address of the reply whose answer it follows up.
 */
export async function listReplyOutcomes(
  db: TDb,
  userId: string,
  period: TPeriod,
  sort: TAnalyticsSort,
  platform?: TPlatform,
): Promise<TAnalyticsReply[]> {
  const answered = alias(replies, 'answered');
  const rows = await db
    .select({ r: replies, o: replyOutcomes, followUpOf: answered.publishedUrl })
    .from(replies)
    .leftJoin(replyOutcomes, eq(replyOutcomes.replyId, replies.id))
    // A follow-up's item, and the reply of the user's that the item answers.
    .leftJoin(conversationItems, eq(conversationItems.id, replies.conversationItemId))
    .leftJoin(answered, eq(answered.id, conversationItems.answeredReplyId))
    .where(and(sentInPeriod(userId, period, platform), isNotNull(replies.publishedAt)));
  const answers = await answersTo(
    db,
    userId,
    rows.map(({ r }) => r.id),
  );
  const items = rows.map(({ r, o, followUpOf }): TAnalyticsReply => {
    const read = o?.readAt ? o : null;
    const engagements = read ? read.likes + read.replies + read.reposts + read.quotes : 0;
    return {
      id: r.id,
      platform: r.platform,
      published_at: r.publishedAt!.toISOString(),
      source_kind: r.sourceKind,
      source_value: r.sourceValue,
      post_url: r.post.url,
      post_author: r.post.author.username,
      post_text: r.post.text,
      reply_url: r.publishedUrl,
      reply_text: r.finalText ?? r.suggestedResponse,
      edited: r.humanEdits !== null,
      drafted_by: toDraftedBy(r.draftedBy),
      likes: read?.likes ?? 0,
      replies: read?.replies ?? 0,
      reposts: read?.reposts ?? 0,
      quotes: read?.quotes ?? 0,
      impressions: read?.impressions ?? null,
      engagements,
      engagement_rate: read ? rate(engagements, read.impressions) : null,
      author_replied: read?.authorReplied ?? false,
      author_liked: read?.authorLiked ?? false,
      read_at: read?.readAt?.toISOString() ?? null,
      answers: answers.get(r.id) ?? 0,
      follow_up_of: followUpOf ?? null,
    };
  });
  const newest = (a: TAnalyticsReply, b: TAnalyticsReply) =>
    b.published_at.localeCompare(a.published_at) || a.id.localeCompare(b.id);
  return items.sort((a, b) => ORDER[sort](a, b) || newest(a, b));
}
