import type { TAvoidNote, TPostBrief, TQualifyInput, TQualifyOutput, TRuleBrief } from '../../drafting/types';
import { queryMatch, readQuery, type TQuery } from './search-terms';
import { contentStems, contentWords, stem, words } from '../../drafting/text/text';

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
    // Words that name the kind of post a learned rule is for ("Questions about pricing"), not its subject.
    'question',
    'opinion',
    'launch',
    'tip',
    'result',
    'news',
    'bad',
    'struggle',
    'where',
    'sharing',
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

/** Shared distinctive terms that make a post resemble one the user complained about. */
const RESEMBLES_FROM = 3;
/** How much a resemblance to a complained-about post lowers the score (and it never qualifies). */
const COMPLAINT_PENALTY = 40;

/** What one complaint rules out: the terms it names from its post, and that post's other terms. */
type TAvoidTerms = { note: TAvoidNote; named: Set<string>; similar: Set<string> };

/**
 * Reads the complaints against what the user asked for: a term of their keywords, audience or
 * rules is never held against a post (the complaint was about something else in it).
 */
function avoidTerms(input: TQualifyInput, queries: TQuery[]): TAvoidTerms[] {
  const wanted = new Set([
    ...queries.flatMap((q) => q.required.flat().flatMap((term) => words(term).map(stem))),
    ...contentStems(input.audience_summary),
    ...input.rules.flatMap((r) => [...contentStems(r.trigger_prompt)]),
  ]);
  return (input.avoid ?? []).map((note) => {
    const similar = new Set([...contentStems(note.post_text)].filter((s) => !wanted.has(s)));
    const named = new Set([...contentStems(note.complaint)].filter((s) => similar.has(s)));
    return { note, named, similar };
  });
}

function resembledComplaint(stems: Set<string>, avoid: TAvoidTerms[]): TAvoidNote | null {
  for (const { note, named, similar } of avoid) {
    if ([...named].some((s) => stems.has(s))) return note;
    if ([...similar].filter((s) => stems.has(s)).length >= RESEMBLES_FROM) return note;
  }
  return null;
}

function judge(
  post: TPostBrief,
  input: TQualifyInput,
  queries: TQuery[],
  avoid: TAvoidTerms[],
): TQualifyOutput['results'][number] {
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
  const complained = resembledComplaint(stems, avoid);
  if (complained) score = Math.min(score - COMPLAINT_PENALTY, QUALIFIED_FROM - 1);
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
  if (complained) reason = `Resembles a post you did not want ("${complained.complaint.trim()}"). ${reason}`;
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
 * (terms compared by stem), with the reason in words. A matched rule qualifies a post on its own;
 * a post resembling one the user complained about does not qualify.
 */
export function offlineQualifyPosts(input: TQualifyInput): TQualifyOutput {
  const queries = input.keywords.map(readQuery);
  const avoid = avoidTerms(input, queries);
  return { results: input.posts.map((post) => judge(post, input, queries, avoid)) };
}
