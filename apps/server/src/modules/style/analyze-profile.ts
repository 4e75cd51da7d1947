import { sql } from 'drizzle-orm';
import { STYLE_PROMPT_MAX, type TAnalyzeAnswer } from '@gatling/shared/api/style';
import type { TModuleDeps } from '../../context';
import { userStyles } from '../../db/schema/style';
import { AppError } from '../../errors';
import { analyzeStyleTask } from '../../drafting/tasks/analyze-style';
import type { TPlatformId } from '../../integrations/platform/types';
import { openPlatformAccess, type TPlatformAccess } from '../connections/open-platform-access';
import { DEFAULT_STYLE_PROMPT } from './default-style';
import { ownWordsOf, repliesOf } from './own-posts';
import { readFailure } from './read-failure';
import { finalsOf, findStyle, voiceFeatures } from './style-row';

export type TStyleContext = Pick<TModuleDeps, 'db' | 'cipher' | 'platforms' | 'llm' | 'logger'>;

/** The platform's page maximum: the user's most recent posts are the best evidence of their voice. */
export const ANALYZE_POSTS_MAX = 100;

export const ANALYZE_DETAIL = {
  notConnected: 'Connect your X or Bluesky account first: your speaking style is learned from your posts.',
  reconnect: 'Your X connection has expired. Please connect your X account again.',
  reconnectBluesky: 'Your Bluesky connection has expired. Please connect your Bluesky account again.',
} as const;

/**
 * The account whose posts teach the voice: X's whenever one is connected (X comes first, even when
 * it must be connected again), otherwise Bluesky's.
 */
async function ownAccount(
  ctx: TStyleContext,
  userId: string,
): Promise<{ platform: TPlatformId; access: Extract<TPlatformAccess, { ok: true }> }> {
  let platform: TPlatformId = 'twitter';
  let access = await openPlatformAccess(ctx, userId, platform);
  if (!access.ok && access.reason === 'not_connected') {
    platform = 'bluesky';
    access = await openPlatformAccess(ctx, userId, platform);
  }
  if (access.ok) return { platform, access };
  if (access.reason === 'not_connected') throw new AppError('CONFLICT', ANALYZE_DETAIL.notConnected);
  const detail = platform === 'twitter' ? ANALYZE_DETAIL.reconnect : ANALYZE_DETAIL.reconnectBluesky;
  throw new AppError('CONFLICT', detail);
}

/**
 * Builds the user's speaking style from their recent posts (on X, or Bluesky without X): measures them, asks the language model
 * to describe the voice, and stores prompt, features, samples and their replies with the posts
 * they answered. With no posts the default style is stored. A style the user typed is never
 * replaced: only features, samples and replies are refreshed.
 */
export async function analyzeProfile(ctx: TStyleContext, userId: string): Promise<TAnalyzeAnswer> {
  const { platform, access } = await ownAccount(ctx, userId);
  const { provider, credentials } = access;

  let posts;
  try {
    posts = await provider.getUserPosts(credentials, credentials.userId, { max: ANALYZE_POSTS_MAX });
  } catch (err) {
    throw (await readFailure(err, ctx, userId, platform)) ?? err;
  }
  const samples = ownWordsOf(posts);
  // How they answered other people: the examples drafting shows first, before any reply of theirs
  // went through the product.
  const sampleReplies = repliesOf(posts, credentials.userId);
  const [existing, finals] = await Promise.all([findStyle(ctx.db, userId), finalsOf(ctx.db, userId)]);
  const features = voiceFeatures(samples, finals);

  let stylePrompt = DEFAULT_STYLE_PROMPT;
  let source: 'analyzed' | 'default' = 'default';
  // The user's own text wins, so the model is not asked for a description nobody will use.
  if (samples.length > 0 && existing?.source !== 'user' && features) {
    const answer = await ctx.llm.run(
      analyzeStyleTask,
      { username: credentials.username, posts: samples, features },
      { userId },
    );
    const described = answer.style_prompt.trim().slice(0, STYLE_PROMPT_MAX);
    if (described) {
      stylePrompt = described;
      source = 'analyzed';
    }
  }

  const now = new Date();
  // Decided in the statement itself: a style the user saves while the analysis runs is kept too.
  const keepUsers = <T>(column: T, fresh: string) =>
    sql`case when ${userStyles.source} = 'user' then ${column} else ${fresh} end`;
  // What this analysis found, written alike whether the row is new or not.
  const analysis = {
    features,
    samplePosts: samples,
    sampleReplies,
    postsAnalyzed: samples.length,
    analyzedAt: now,
    updatedAt: now,
  };
  const [row] = await ctx.db
    .insert(userStyles)
    .values({ userId, stylePrompt, source, ...analysis })
    .onConflictDoUpdate({
      target: userStyles.userId,
      set: {
        stylePrompt: keepUsers(userStyles.stylePrompt, stylePrompt),
        source: keepUsers(userStyles.source, source),
        ...analysis,
      },
    })
    .returning();
  if (!row) throw new Error('the style row was not written');

  return {
    meta: { tweets_analyzed: samples.length },
    style_prompt: row.stylePrompt,
    source: row.source,
    features: row.features,
  };
}
