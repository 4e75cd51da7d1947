import type { TDraftInput, TDraftOutput } from '../types';
import { fitToLength, weightedLength, X_MAX_WEIGHTED_LENGTH } from '../voice-guard/length';
import { applyStyle, lowerAll, withOpener } from './apply-style';
import { businessSentence } from './business-mention';
import { postFacts } from './key-phrases';
import { LlmError } from '../../integrations/llm/errors';
import { fill, FOLLOW_UPS, LEADS, postKind, QUESTIONS } from './reply-templates';
import { readSemanticResponse, type TRuleResponse } from './rule-response';
import { styleProfile, type TStyleProfile } from './style-profile';
import { chance, choose, hashString, inOtherLanguage, plainText } from './text';

type TPart = {
  text: string;
  /** When the reply is too long, parts go lowest first. */
  keep: number;
};

/** What the reply answers: a retweet's original, a quote's comment with what it quotes. */
function answeredText(input: TDraftInput): string {
  const { post } = input;
  if (post.tweet_type === 'RETWEET' && post.original) return post.original.text;
  return [post.text, post.original?.text].filter(Boolean).join('\n');
}

/** "Most churn is…" inside a sentence: a capital that only started the user's sentence goes. */
const continuing = (s: string) =>
  /^\p{Lu}\p{Ll}/u.test(s) && !/^I\b/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

type TComposed = {
  parts: TPart[];
  lead: string | null;
  kind: ReturnType<typeof postKind>;
  rule: TRuleResponse;
  profile: TStyleProfile;
  key: string;
};

/** The sentences of the reply, each with how much it matters, before the user's habits go on. */
function compose(input: TDraftInput): TComposed {
  const text = answeredText(input);
  const key = `${input.post.id}|${hashString(text)}|${input.username}`;
  const measured = styleProfile(input.voice);
  // The templates are English: an English reply to a post in another language misreads it.
  if (inOtherLanguage(text)) {
    throw new LlmError(
      'refused',
      'The post is not in English, and drafting without a model writes English only.',
    );
  }
  const facts = postFacts(text, input.voice.own_posts);
  const kind = postKind(plainText(text));
  const rule = readSemanticResponse(input.matched_rule?.semantic_response ?? null);
  // No emoji where the rule says so, nor under bad news: a habitual 🎉 reads as cheering it.
  const profile =
    rule.noEmoji || kind === 'struggle'
      ? { ...measured, emoji: { ...measured.emoji, allowed: false } }
      : measured;
  const allowed = (s: string) => !rule.avoid.some((a) => s.toLowerCase().includes(a.toLowerCase()));
  const topPhrase = facts.phrases[0]?.toLowerCase();
  const pick = (templates: string[], salt: string, avoidRepeating?: string) => {
    const options = templates.map((t) => fill(t, facts)).filter((s): s is string => s !== null && allowed(s));
    // One that does not repeat the phrase the lead already used, when there is one.
    const fresh = avoidRepeating ? options.filter((s) => !s.toLowerCase().includes(avoidRepeating)) : [];
    const pool = fresh.length > 0 ? fresh : options;
    return pool.length > 0 ? choose(pool, `${key}:${salt}`) : null;
  };

  const parts: TPart[] = [];
  // A lead the rule's own sentences repeat (the same topic, "Congrats…" twice) or already give goes.
  const first = (s: string) => s.split(/\s/u)[0]!.toLowerCase();
  const candidate = pick(LEADS[kind], 'lead');
  const repeats = (s: string) =>
    (topPhrase !== undefined && s.toLowerCase().includes(topPhrase)) ||
    (candidate !== null && first(s) === first(candidate)) ||
    /^(?:Thanks|Congrats|Agree|Not sure I agree)\b/u.test(s);
  const lead = rule.sentences.some(repeats) && !rule.warm ? null : candidate;
  if (lead) parts.push({ text: lead, keep: rule.warm ? 8 : 3 });

  for (const sentence of rule.sentences) parts.push({ text: sentence, keep: 10 });

  const ruleAsks = rule.sentences.some((s) => s.endsWith('?') || /^Curious\b/u.test(s));
  // Someone who rarely asks questions in their posts rarely ends a reply on one.
  const asksOften = chance(`${key}:asks`, Math.min(0.9, Math.max(0.15, 0.15 + 2 * profile.question)));
  const wantsQuestion =
    rule.endWithQuestion || (!rule.noQuestion && !ruleAsks && asksOften && rule.sentences.length === 0);
  const leadSaid = topPhrase !== undefined && lead?.toLowerCase().includes(topPhrase) ? topPhrase : undefined;
  const question = wantsQuestion ? pick(QUESTIONS[kind], 'question', leadSaid) : null;
  if (question) {
    // A question about the post's own words outranks the lead; a generic one does not.
    const specific = facts.phrases.some((p) => question.toLowerCase().includes(p.toLowerCase()));
    parts.push({ text: question, keep: rule.endWithQuestion ? 9 : specific ? 4 : 2 });
  } else if (rule.sentences.length === 0) {
    const followUp = pick(FOLLOW_UPS[kind], 'follow-up', leadSaid);
    if (followUp) parts.push({ text: followUp, keep: 1.5 });
  }
  const business = businessSentence(text, input.business);
  if (business) parts.push({ text: business, keep: 3.5 });
  return { parts, lead, kind, rule, profile, key };
}

/**
 * The deterministic answer of the draft-reply task when no model is configured: a reply to what the
 * post actually says (its key phrase, its figure, what kind of post it is), the matched rule's
 * response, and the business only when the post is about its problem; then written in the user's
 * measured habits (length band, casing, endings, contractions, slang, openers, emoji). It claims
 * nothing about the user and never quotes their posts: without a model it cannot tell which of their
 * sentences is true of this post. A post not in English is declined (LlmError 'refused', which skips
 * the post). Same input, same reply.
 */
export function offlineDraftReply(input: TDraftInput): TDraftOutput {
  const { parts, lead, kind, rule, profile, key } = compose(input);
  const write = (list: TPart[]) => {
    const body = applyStyle(list.map((p) => p.text).join(' '), profile, key);
    // The opener goes on last: it is the user's own words, already in their casing.
    const givesView =
      list[0]?.text === lead && (kind === 'opinion' || kind === 'statement' || kind === 'advice');
    let out = rule.leadWith
      ? `${rule.leadWith} ${continuing(body)}`
      : withOpener(body, profile, key, givesView);
    if (rule.lowercase) out = lowerAll(out);
    if (rule.noExclamation) out = out.replace(/!+/gu, '.');
    return out;
  };
  const limit = Math.min(X_MAX_WEIGHTED_LENGTH, rule.maxLength ?? Math.max(profile.length.p90, 80));
  let kept = parts;
  while (kept.length > 1 && weightedLength(write(kept)) > limit) {
    const lowest = kept.reduce((a, b) => (b.keep < a.keep ? b : a));
    if (lowest.keep >= 9) break;
    kept = kept.filter((p) => p !== lowest);
  }
  return { text: fitToLength(write(kept), rule.maxLength ? limit : X_MAX_WEIGHTED_LENGTH) };
}
