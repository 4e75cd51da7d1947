import type { TPostBrief, TQualifyInput, TQualifyOutput, TRuleBrief } from '../types';
import { queryMatch, readQuery, type TQuery } from './search-terms';
import { contentStems, contentWords, stem, words } from './text';

/** From this score (0..100) a post is worth a reply; the same bar the model is given. */
export const QUALIFIED_FROM = 60;

/** Words every trigger uses to say what kind of post it means, not what the post is about. */
const TRIGGER_FILLER = new Set(
  [
    'post',
    'tweet',
    'thread',
    'someone',
    'anyone',
    'people',
    'person',
    'talk',
    'mention',
    'ask',
    'about',
    'share',
    'complain',
    'discuss',
    'repli',
    'reply',
    'user',
    'author',
  ].map(stem),
);
/** Posts a stranger's reply does not belong under: giveaways, engagement bait. */
const BAIT =
  /\b(?:giveaway|follow (?:and|&) (?:rt|retweet)|like (?:and|&) retweet|dm me for|link in bio|tag \d+ friends|free followers)\b/iu;
/** A post that asks for an answer or an opinion invites a reply. */
const INVITES =
  /\?|\b(?:thoughts|anyone|who else|recommend|looking for|how do you|hot take|unpopular opinion)\b/iu;

function ruleMatch(stems: Set<string>, rule: TRuleBrief): { shared: string[]; strength: number } | null {
  const wanted = [...contentStems(rule.trigger_prompt)].filter((s) => !TRIGGER_FILLER.has(s));
  const shared = wanted.filter((s) => stems.has(s));
  if (wanted.length === 0 || shared.length < Math.min(2, wanted.length)) return null;
  return { shared, strength: shared.length / Math.min(3, wanted.length) };
}

function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function judge(post: TPostBrief, input: TQualifyInput, queries: TQuery[]): TQualifyOutput['results'][number] {
  const text = [post.text, post.original?.text].filter(Boolean).join('\n');
  const sequence = words(text).map(stem);
  const stems = contentStems(text);
  const best = queries.map((q) => ({ q, m: queryMatch(sequence, q) })).sort((a, b) => b.m - a.m)[0];
  const keyword = best && best.m > 0 ? best : null;
  const audience = [...contentStems(input.audience_summary)].filter((s) => stems.has(s));
  const rules = input.rules
    .map((rule) => ({ rule, match: ruleMatch(stems, rule) }))
    .filter(
      (r): r is { rule: TRuleBrief; match: NonNullable<ReturnType<typeof ruleMatch>> } => r.match !== null,
    )
    .sort((a, b) => b.match.strength - a.match.strength);
  const rule = rules[0] ?? null;
  // Reasons quote the post's own words, not their stems.
  const spelled = (stemList: string[]) =>
    stemList
      .map((s) => contentWords(text).find((w) => stem(w) === s) ?? s)
      .filter((w, i, all) => all.indexOf(w) === i);

  let score = 55 * (keyword?.m ?? 0) + 30 * Math.min(1, audience.length / 3) + (INVITES.test(text) ? 15 : 0);
  if (rule) score = Math.max(score, 60 + 40 * Math.min(1, rule.match.strength));
  const bait = BAIT.test(text);
  if (bait) score -= 50;
  score = Math.max(0, Math.min(100, Math.round(score)));

  const why: string[] = [];
  if (rule) why.push(`matches your rule "${rule.rule.trigger_prompt}" (${list(spelled(rule.match.shared))})`);
  if (keyword) {
    const terms = keyword.q.required.map((g) => g.join(' or ')).join(' ');
    why.push(`${keyword.m === 1 ? 'matches' : 'partly matches'} the keyword "${terms}"`);
  }
  if (audience.length > 0) why.push(`shares ${list(spelled(audience).slice(0, 3))} with your audience`);
  let reason =
    why.length > 0 ? `It ${list(why)}.` : 'Nothing in it matches your keywords, rules or audience.';
  if (bait) reason = `Looks like a giveaway or engagement bait. ${reason}`;
  return {
    id: post.id,
    qualified: score >= QUALIFIED_FROM,
    score,
    reason,
    matched_rule: rule?.rule.trigger_prompt ?? null,
  };
}

/**
 * The deterministic answer of the qualify-posts task when no model is configured: a score from the
 * overlap of each post with the monitored keywords, the audience summary and the rules' triggers
 * (terms compared by stem), with the reason in words. A matched rule qualifies a post on its own.
 */
export function offlineQualifyPosts(input: TQualifyInput): TQualifyOutput {
  const queries = input.keywords.map(readQuery);
  return { results: input.posts.map((post) => judge(post, input, queries)) };
}
