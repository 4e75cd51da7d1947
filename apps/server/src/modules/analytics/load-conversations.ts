import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TConversationFigures, TConversationSource } from '@gatling/shared/api/analytics';
import type { TPlatform } from '@gatling/shared/api/platforms';
import { sourceLabel } from '@gatling/shared/keywords';
import type { TDb } from '../../db/client';
import { conversationItems } from '../../db/schema/conversations';
import { replies } from '../../db/schema/replies';
import { inPeriod, type TPeriod } from './period';
import { sentInPeriod } from './sent-in-period';

/** A conversation can go answer, follow-up, answer… deeper than this, it is not walked further. */
const MAX_THREAD_DEPTH = 20;

type TOrigin = { kind: 'keyword' | 'core_user'; value: string };

/**
 * The keyword or core user that started the conversation each reply is in: a reply monitoring
 * drafted is its own; a follow-up's is that of the reply its item answered, walked up the thread.
 * A reply whose thread starts outside the product (a mention, a quote, an answer to the user's own
 * post) has none.
 */
async function originsOf(db: TDb, userId: string, replyIds: string[]): Promise<Map<string, TOrigin>> {
  const origins = new Map<string, TOrigin>();
  // Each reply asked about, and which reply its walk has reached.
  let reached = new Map(replyIds.map((id) => [id, [id]]));
  for (let depth = 0; depth < MAX_THREAD_DEPTH && reached.size > 0; depth += 1) {
    const rows = await db
      .select({
        id: replies.id,
        sourceKind: replies.sourceKind,
        sourceValue: replies.sourceValue,
        answered: conversationItems.answeredReplyId,
      })
      .from(replies)
      .leftJoin(conversationItems, eq(conversationItems.id, replies.conversationItemId))
      .where(and(eq(replies.userId, userId), inArray(replies.id, [...reached.keys()])));
    const next = new Map<string, string[]>();
    for (const row of rows) {
      const askers = reached.get(row.id) ?? [];
      if (row.sourceKind !== 'conversation') {
        for (const a of askers) origins.set(a, { kind: row.sourceKind, value: row.sourceValue });
      } else if (row.answered) {
        next.set(row.answered, [...(next.get(row.answered) ?? []), ...askers]);
      }
    }
    reached = next;
  }
  return origins;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The conversations inbox over the period (decision 0083), on `platform` only when given: the
 * answers taken in (by when they were taken in, as drafts count by when they were drafted; quiet
 * ones aside, as the inbox never showed them), the follow-ups published, how long after a reply
 * went out its answers came, and which keywords and core users started the conversations.
 */
export async function loadConversationFigures(
  db: TDb,
  userId: string,
  period: TPeriod,
  platform?: TPlatform,
): Promise<TConversationFigures> {
  const answered = alias(replies, 'answered');
  const [items, followUps] = await Promise.all([
    db
      .select({
        answeredReplyId: conversationItems.answeredReplyId,
        postedAt: conversationItems.postedAt,
        answeredPublishedAt: answered.publishedAt,
      })
      .from(conversationItems)
      .leftJoin(answered, eq(answered.id, conversationItems.answeredReplyId))
      .where(
        and(
          eq(conversationItems.userId, userId),
          platform ? eq(conversationItems.platform, platform) : undefined,
          ne(conversationItems.status, 'quiet'),
          inPeriod(conversationItems.createdAt, period),
        ),
      ),
    db
      .select({ answeredReplyId: conversationItems.answeredReplyId })
      .from(replies)
      .innerJoin(conversationItems, eq(conversationItems.id, replies.conversationItemId))
      .where(and(sentInPeriod(userId, period, platform), isNotNull(replies.conversationItemId))),
  ]);

  const minutes = items.flatMap((i) =>
    i.answeredReplyId && i.answeredPublishedAt
      ? // A network's clock a little behind ours does not make an answer come before the reply.
        [Math.max(0, (i.postedAt.getTime() - i.answeredPublishedAt.getTime()) / 60_000)]
      : [],
  );
  const middle = median(minutes);

  const answeredIds = [...items, ...followUps].flatMap((i) => (i.answeredReplyId ? [i.answeredReplyId] : []));
  const origins = await originsOf(db, userId, [...new Set(answeredIds)]);
  const sources = new Map<string, TConversationSource>();
  const count = (answeredReplyId: string | null, field: 'answers' | 'follow_ups_sent') => {
    const origin = answeredReplyId ? origins.get(answeredReplyId) : undefined;
    if (!origin) return;
    const key = `${origin.kind}:${origin.value}`;
    const s = sources.get(key) ?? { ...origin, label: sourceLabel(origin), answers: 0, follow_ups_sent: 0 };
    s[field] += 1;
    sources.set(key, s);
  };
  for (const i of items) count(i.answeredReplyId, 'answers');
  for (const f of followUps) count(f.answeredReplyId, 'follow_ups_sent');

  return {
    answers_received: items.length,
    follow_ups_sent: followUps.length,
    median_minutes_to_answer: middle === null ? null : Math.round(middle),
    by_source: [...sources.values()].sort(
      (a, b) =>
        b.answers - a.answers || b.follow_ups_sent - a.follow_ups_sent || a.label.localeCompare(b.label),
    ),
  };
}
