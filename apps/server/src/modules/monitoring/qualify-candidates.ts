import {
  QUALIFY_BATCH_MAX,
  QUALIFY_SCORE_THRESHOLD,
  qualifyPostsTask,
} from '../../drafting/tasks/qualify-posts';
import type { TRuleBrief } from '../../drafting/types';
import type { TJobContext } from '../../context';
import type { TAudienceBrief } from '../audience/audience-brief';
import type { TAvoidNote } from '../../drafting/types';
import { repeatsComplainedPost } from './complaint-guidance';
import { toPostBrief } from '../../drafting/post-brief';
import { toOriginalMessage } from './post-snapshot';
import type { TCandidate } from './select-candidates';

/** A candidate the qualifier kept, with what its reply row records of its verdict. */
export type TQualified = TCandidate & {
  score: number;
  reason: string;
  matchedRule: string | null;
  /** The order drafts are written in (highest first); core users rank at least at the threshold. */
  rank: number;
};

export type TQualifyGuidance = {
  rules: TRuleBrief[];
  audience: TAudienceBrief;
  complaints: TAvoidNote[];
};

/**
 * Judges the candidates in batches of QUALIFY_BATCH_MAX against the user's audience, keywords,
 * rules and languages (each post with its platform's language tag: a tagged post in a language the
 * user does not write in was set aside before, set-aside.ts; an untagged one is judged by its text).
 * Keyword posts must qualify; a core user's post is kept whatever its score (the user chose the
 * person, not the topic) and ranks at least at the threshold. A post repeating one the user
 * complained about is dropped before any call.
 */
export async function qualifyCandidates(
  ctx: Pick<TJobContext, 'llm'> & { signal?: AbortSignal },
  userId: string,
  candidates: TCandidate[],
  guidance: TQualifyGuidance,
  onBatch: (done: number, total: number) => Promise<void>,
): Promise<TQualified[]> {
  const fresh = candidates.filter((c) => !repeatsComplainedPost(c.post.text, guidance.complaints));
  const batches: TCandidate[][] = [];
  for (let i = 0; i < fresh.length; i += QUALIFY_BATCH_MAX)
    batches.push(fresh.slice(i, i + QUALIFY_BATCH_MAX));

  const kept: TQualified[] = [];
  for (const [index, batch] of batches.entries()) {
    const { results } = await ctx.llm.run(
      qualifyPostsTask,
      {
        // The snapshot the card keeps has no language; the platform's post does.
        posts: batch.map((c) => ({ ...toPostBrief(toOriginalMessage(c.post)), lang: c.post.lang })),
        rules: guidance.rules,
        audience_summary: guidance.audience.summary,
        keywords: guidance.audience.keywords,
        languages: guidance.audience.languages,
        avoid: guidance.complaints,
      },
      // Aborted when the user stops the run: the call in flight ends at once.
      { userId, signal: ctx.signal },
    );
    const byId = new Map(results.map((r) => [r.id, r]));
    for (const candidate of batch) {
      const verdict = byId.get(candidate.post.id);
      if (!verdict) continue;
      const coreUser = candidate.source.kind === 'core_user';
      if (!verdict.qualified && !coreUser) continue;
      kept.push({
        ...candidate,
        score: verdict.score,
        reason:
          coreUser && !verdict.qualified
            ? `@${candidate.source.value} is one of your core users. ${verdict.reason}`
            : verdict.reason,
        matchedRule: verdict.matched_rule,
        rank: coreUser ? Math.max(verdict.score, QUALIFY_SCORE_THRESHOLD) : verdict.score,
      });
    }
    await onBatch(index + 1, batches.length);
  }
  return kept;
}
