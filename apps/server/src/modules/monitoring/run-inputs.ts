import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { AppError } from '../../errors';
import type { TBusinessBrief, TRuleBrief } from '../../drafting/types';
import type { TJobContext } from '../../context';
import { getBusinessInfo } from '../business/get-business-info';
import {
  findConnection,
  getConnectionCredentials,
  markReconnectNeeded,
} from '../connections/connection-credentials';
import { listRules } from '../rules/list-rules';
import { MONITOR_DETAIL } from './monitor-details';
import type { TAccess } from './read-sources';

/** The user's X access for the run; a missing or dead connection fails the run with what to do. */
export async function openAccess(
  ctx: Pick<TJobContext, 'db' | 'cipher' | 'platforms' | 'logger'>,
  userId: string,
): Promise<TAccess> {
  const provider = ctx.platforms.get('twitter');
  let credentials;
  try {
    credentials = await getConnectionCredentials(ctx.db, ctx.cipher, userId, 'twitter', {
      kind: provider.kind,
    });
  } catch (err) {
    // Sealed under another key (TOKEN_ENCRYPTION_KEY changed): unusable until connected again.
    ctx.logger.warn({ err, user_id: userId }, 'stored X tokens cannot be opened');
    await markReconnectNeeded(ctx.db, userId, 'twitter');
    throw new AppError('CONFLICT', MONITOR_DETAIL.reconnect, { cause: err });
  }
  if (credentials) return { provider, credentials };
  const row = await findConnection(ctx.db, userId, 'twitter');
  throw new AppError('CONFLICT', row ? MONITOR_DETAIL.reconnect : MONITOR_DETAIL.notConnected);
}

/** The ids among `postIds` the user already has an interaction for (drafted, answered or ignored). */
export async function handledPostIds(db: TDb, userId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: replies.postId })
    .from(replies)
    .where(
      and(
        eq(replies.userId, userId),
        eq(replies.platform, 'twitter'),
        inArray(replies.postId, [...new Set(postIds)]),
      ),
    );
  return new Set(rows.map((r) => r.postId));
}

export async function ruleBriefs(db: TDb, userId: string): Promise<TRuleBrief[]> {
  return (await listRules(db, userId)).map((r) => ({
    trigger_prompt: r.trigger_prompt,
    semantic_response: r.semantic_response,
  }));
}

/** What drafting may say about the user's business; null before anything was saved. */
export async function businessBrief(db: TDb, userId: string): Promise<TBusinessBrief | null> {
  const info = await getBusinessInfo(db, userId);
  const brief: TBusinessBrief = {
    one_line_summary: info.one_line_summary,
    one_paragraph_summary: info.one_paragraph_summary,
    calendar_link: info.calendar_link,
    business_email: info.business_email,
    competitors: info.competitors.map((c) => ({
      competitor_name: c.competitor_name,
      counter_positioning: c.counter_positioning,
      competitor_cons: c.competitor_cons,
    })),
  };
  const said = [
    brief.one_line_summary,
    brief.one_paragraph_summary,
    brief.calendar_link,
    brief.business_email,
  ];
  return said.some((s) => s.trim() !== '') || brief.competitors.length > 0 ? brief : null;
}
