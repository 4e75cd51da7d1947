import { z } from 'zod';
import { languageName } from '@gatling/shared/keywords';
import type { TPrompt, TTask } from '../../integrations/llm/types';
import { taggedLanguage } from '../../lib/text/language';
import type { TPostBrief, TQualifyInput, TQualifyOutput } from '../types';
import { answersByPost, shownId } from './batch-ids';
import { formatPost, formatRules, QUOTED_MATERIAL_NOTE, quote } from './prompt-parts';

/** Posts judged in one call: enough to save calls, few enough that none is skimmed. */
export const QUALIFY_BATCH_MAX = 20;
/** The score (0..100) from which a post is worth a reply when the model gives no verdict of its own. */
export const QUALIFY_SCORE_THRESHOLD = 60;

export const ZQualifyOutput = z.object({
  results: z
    .array(
      z.object({
        id: z.string().describe('The id of the post, as in its heading ("p1", "p2", …).'),
        qualified: z.boolean().describe('Worth a reply from this user.'),
        score: z.number().describe('0 to 100: how worthwhile a reply is.'),
        reason: z.string().describe('One short sentence: why.'),
        matched_rule: z
          .string()
          .nullable()
          .describe('The "When" text of the rule this post matches, copied exactly, or null.'),
      }),
    )
    .describe('One entry per post, in the order given.'),
});

/**
 * What the qualifier reads: the batch and the user's guidance, with the languages the user writes
 * in (BCP 47 primary tags, most used first; absent or empty when nothing they wrote tells, and then
 * no post is judged by its language).
 */
export type TQualifyPostsInput = TQualifyInput & { languages?: string[] };

/** 'de' as the prompt names it: 'German ("de")'. */
const named = (lang: string) => `${languageName(lang)} ("${lang}")`;

/** The post with the language its platform tagged it with, when the tag names one. */
function formatQualifiedPost(post: TPostBrief): string {
  const lang = taggedLanguage(post.lang);
  return lang ? `${formatPost(post)}\nlanguage: ${named(lang)}` : formatPost(post);
}

/**
 * The prompt that judges a batch of candidate posts against the user's audience and rules; each
 * post is named by its id in this batch (batch-ids.ts), never by the platform's.
 */
export function buildQualifyPrompt(input: TQualifyPostsInput): TPrompt {
  const system = [
    'You screen posts on X for someone who replies to build relationships and reach the right people. For each post, decide whether a reply from them would be welcome and worthwhile.',
    '## Worth a reply',
    '- The author is the kind of person they want to reach, or the post is about what they care about.',
    '- There is something real to add: a question is asked, an opinion invites a view, a problem they know about is described.',
    '- A reply rule of theirs applies.',
    '## Not worth a reply',
    '- Ads, giveaways, engagement bait, spam, pure self-promotion, news links with no opinion.',
    '- Outrage, tragedy, politics or personal grief, unless their rules ask for it: a stranger chiming in there looks opportunistic.',
    '- Posts that only match a keyword by accident (another meaning of the word).',
    '- Posts already answered so fully that a reply would add nothing.',
    '- Posts in a language they do not write in, when their languages are given: they would not reply in it.',
    '## Scoring',
    `Score 0 to 100. ${QUALIFY_SCORE_THRESHOLD} or more means qualified. Be strict: a feed where most posts qualify is useless. Judge each post on its own.`,
    QUOTED_MATERIAL_NOTE,
  ].join('\n');

  const parts: string[] = [];
  parts.push(
    `Their target audience: ${input.audience_summary.trim() ? quote(input.audience_summary, 1500) : '(not described yet; judge by the keywords and rules)'}`,
  );
  if (input.keywords.length > 0)
    parts.push(`Topics they monitor: ${input.keywords.map((k) => quote(k, 120)).join(', ')}`);
  if (input.rules.length > 0) {
    parts.push(
      `Their reply rules (a post that matches one qualifies unless it is spam):\n${formatRules(input.rules)}`,
    );
  }
  const languages = input.languages ?? [];
  if (languages.length > 0) {
    parts.push(
      `The languages they write in (read from their own posts and replies): ${languages.map(named).join(', ')}. A post in any other language is not qualified, whatever it says. A post's "language" line is its platform's tag; a post without one is in the language its text is written in.`,
    );
  }
  const avoid = input.avoid ?? [];
  if (avoid.length > 0) {
    parts.push(
      `Posts picked for them before that they complained about (do not qualify posts like these; their feedback says why):\n${avoid
        .map(
          (a) =>
            `- ${quote(`@${a.author}`, 60)}: ${quote(a.post_text, 280)} → their feedback: ${quote(a.complaint, 300)}`,
        )
        .join('\n')}`,
    );
  }
  parts.push(
    `The posts (${input.posts.length}):\n\n${input.posts.map((p, i) => `### Post ${shownId(i)}\n${formatQualifiedPost(p)}`).join('\n\n')}`,
  );
  parts.push(
    'Answer with a JSON object {"results": [...]}: one entry per post, in the same order, with "id" the post\'s id from its heading ("p1", "p2", …), qualified, score, a one-sentence reason, and matched_rule (the "When" text of the matching rule, or null).',
  );
  return { system, prompt: parts.join('\n\n') };
}

/**
 * Ids in = ids out: one result per input post, in input order, under the post's real id (the model
 * answers in the batch's own ids). A post the model skipped or whose id it mangled is not
 * qualified; ids it invented are dropped; a rule it invented becomes null.
 */
export function reconcileVerdicts(output: TQualifyOutput, input: TQualifyPostsInput): TQualifyOutput {
  const verdicts = answersByPost(
    output.results,
    input.posts.map((p) => p.id),
  );
  const rules = new Map(input.rules.map((r) => [r.trigger_prompt.trim().toLowerCase(), r.trigger_prompt]));
  return {
    results: input.posts.map((post, i) => {
      const verdict = verdicts[i];
      if (!verdict) {
        return {
          id: post.id,
          qualified: false,
          score: 0,
          reason: 'No verdict was given for this post.',
          matched_rule: null,
        };
      }
      const score = Math.min(
        100,
        Math.max(0, Math.round(Number.isFinite(verdict.score) ? verdict.score : 0)),
      );
      const matched = verdict.matched_rule
        ? (rules.get(verdict.matched_rule.trim().toLowerCase()) ?? null)
        : null;
      return {
        id: post.id,
        qualified: verdict.qualified,
        score,
        reason: verdict.reason.trim().slice(0, 300),
        matched_rule: matched,
      };
    }),
  };
}

export const qualifyPostsTask: TTask<TQualifyPostsInput, TQualifyOutput> = {
  name: 'qualify-posts',
  maxOutputTokens: 150 * QUALIFY_BATCH_MAX,
  temperature: 0.1,
  build: buildQualifyPrompt,
  schema: ZQualifyOutput,
  postProcess: reconcileVerdicts,
};
