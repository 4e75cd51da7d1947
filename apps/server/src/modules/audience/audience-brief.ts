import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { audienceChatTurns, monitorKeywords } from '../../db/schema/audience';

export type TAudienceBrief = {
  /** Who the audience is, as the interview understood it; empty before the first answer. */
  summary: string;
  /** The monitoring keywords (search queries) the user keeps switched on. */
  keywords: string[];
};

/** What qualification needs to know about the user's audience. */
export async function audienceBrief(db: TDb, userId: string): Promise<TAudienceBrief> {
  const [[turn], active] = await Promise.all([
    db
      .select({ summary: audienceChatTurns.audienceSummary })
      .from(audienceChatTurns)
      .where(and(eq(audienceChatTurns.userId, userId), isNotNull(audienceChatTurns.audienceSummary)))
      .orderBy(desc(audienceChatTurns.createdAt), desc(audienceChatTurns.id))
      .limit(1),
    db
      .select({ keyword: monitorKeywords.keyword })
      .from(monitorKeywords)
      .where(and(eq(monitorKeywords.userId, userId), eq(monitorKeywords.active, true)))
      .orderBy(asc(monitorKeywords.createdAt), asc(monitorKeywords.keyword)),
  ]);
  return { summary: turn?.summary ?? '', keywords: active.map((r) => r.keyword) };
}
