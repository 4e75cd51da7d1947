import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { audienceChatTurns, monitorKeywords } from '../../db/schema/audience';
import type { TStyleBrief } from '../../drafting/types';
import { writtenLanguages } from '../../lib/text/language';
import { getStyleBrief } from '../style/get-style-brief';

export type TAudienceBrief = {
  /** Who the audience is, as the interview understood it; empty before the first answer. */
  summary: string;
  /** The monitoring keywords (search queries) the user keeps switched on. */
  keywords: string[];
  /**
   * The languages the user writes in (userLanguages), most used first: the only ones they can reply
   * to. Empty when nothing they wrote tells, and then no post is ruled out for its language.
   */
  languages: string[];
};

/** What qualification needs to know about the user's audience, and which of it they can answer. */
export async function audienceBrief(db: TDb, userId: string): Promise<TAudienceBrief> {
  const [[turn], active, languages] = await Promise.all([
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
    userLanguages(db, userId),
  ]);
  return { summary: turn?.summary ?? '', keywords: active.map((r) => r.keyword), languages };
}

/** The languages the user writes in, read from what drafting knows they wrote (languagesOfVoice). */
export async function userLanguages(db: TDb, userId: string): Promise<string[]> {
  return languagesOfVoice(await getStyleBrief(db, userId));
}

/**
 * The languages of what the user wrote themselves: their own posts, the replies they sent (through
 * the product or before it) and what they sent instead of a draft. The style prompt is not theirs.
 */
export function languagesOfVoice(voice: Pick<TStyleBrief, 'own_posts' | 'replies' | 'examples'>): string[] {
  return writtenLanguages([
    ...voice.own_posts,
    ...voice.replies.map((r) => r.reply),
    ...voice.examples.map((e) => e.final),
  ]);
}
