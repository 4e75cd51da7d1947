import type { TDraftInput, TDraftOutput } from '../../drafting/types';
import { fitToLength, weightedLength, X_MAX_WEIGHTED_LENGTH } from '../../drafting/voice-guard/length';
import { applyStyle, lowerAll, withOpener } from './apply-style';
import { businessSentence } from './business-mention';
import { tellsPersonalLoss } from './personal-news';
import { LlmError } from '../../integrations/llm/errors';
import { readSemanticResponse } from '../../drafting/edit-rules/rule-response';
import { styleProfile } from './style-profile';
import { hashString, inOtherLanguage } from '../../drafting/text/text';
import { copiedRun, memoryOf, ownRuns, repeats, type TMemory } from '../../drafting/voice-guard/frames';
import { planReply, slotsOf, type TPart } from './reply/plan-reply';
import { readPost, type TReading } from '../../drafting/post-reading/read-post';

/** What the reply answers: a retweet's original, a quote's comment with what it quotes. */
function answeredText(input: TDraftInput): string {
  const { post } = input;
  if (post.tweet_type === 'RETWEET' && post.original) return post.original.text;
  return [post.text, post.original?.text].filter(Boolean).join('\n');
}

/** Tags the platform gives a post that name no language: undetermined, media, hashtags, mentions… */
const NO_LANGUAGE = /^(?:und|zxx|mis|mul|art|q[a-t][a-z])$/u;

/**
 * Whether the post is in English: by the language the platform tagged it with, where the tag names
 * one; by its own words otherwise, and for the post a quote carries, which has no tag of its own.
 */
function inEnglish(input: TDraftInput): boolean {
  const { post } = input;
  const tag = (post.lang ?? '').trim().toLowerCase().split(/[-_]/u)[0] ?? '';
  if (/^[a-z]{2,3}$/u.test(tag) && !NO_LANGUAGE.test(tag)) {
    if (tag !== 'en' && tag !== 'eng') return false;
    return !(post.tweet_type === 'QUOTE' && post.original && inOtherLanguage(post.original.text));
  }
  return !inOtherLanguage(answeredText(input));
}

/** "Most churn is…" inside a sentence: a capital that only started the user's sentence goes. */
const continuing = (s: string) =>
  /^\p{Lu}\p{Ll}/u.test(s) && !/^I\b/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

type TComposed = {
  parts: TPart[];
  lead: string | null;
  givesView: boolean;
  /** Trouble of some kind: no opener, no emoji. */
  somber: boolean;
  rule: ReturnType<typeof readSemanticResponse>;
  profile: ReturnType<typeof styleProfile>;
  key: string;
  memory: TMemory;
  post: string;
};

/** Kinds of post a reply answers with a view of its own, which a "hot take:" opener may fit. */
const VIEWS = new Set(['opinion', 'statement', 'advice', 'question']);

/**
 * Leads that state a take of the reply's own ("X gets too little credit", "Rule of thumb for X: …"),
 * the only ones a label opener ("hot take:", "real talk:") may introduce: agreeing, thanking or
 * asking under "hot take:" reads as the label glued on.
 */
const OWN_TAKE =
  /\btoo (?:little|much) (?:credit|attention)\b|^(?:Rule of thumb|My default|Short answer|Quick answer|Boring answer)\b|\b(?:comes down to|turns on|hinges on|one of those (?:calls|choices)|(?:rarely ha(?:s|ve)|do(?:es)?n’t have) (?:one|a single|a universal)|the answer (?:changes|shifts|moves))\b|\bthe (?:underrated|quiet|easy-to-miss) one\b|\bthe (?:part|bit) (?:people skip|most teams skip|that gets skipped)\b/iu;

/** News of the quoted author's own: the quoter did not ship, win or lose it. */
const THEIRS = new Set(['launch', 'win', 'result', 'bad-news', 'struggle', 'comeback']);

/**
 * What the reply takes up. A quote's comment is what its author says to their readers, so the reply
 * answers the comment ("The part about MRR is the real lesson here" over a launch is about MRR, not
 * a launch to congratulate the quoter on). A comment that only points at the quoted post ("Every
 * founder should read this", "We learned this the expensive way") is answered about what it quotes,
 * as a statement: the quoted author's launch or loss is not the quoter's, nor "your" anything.
 */
function readAnswered(input: TDraftInput, text: string): TReading {
  const own = input.voice.own_posts;
  const original = input.post.tweet_type === 'QUOTE' ? input.post.original : null;
  if (!original) return readTurn(input, readPost(text, own));
  const comment = readPost(input.post.text, own);
  const pointer = /\bthis\b/iu.test(input.post.text);
  if (comment.topics.length > 0 && !pointer) return comment;
  const quoted = readPost(original.text, own);
  return {
    ...quoted,
    kind: THEIRS.has(quoted.kind) ? 'statement' : quoted.kind,
    shown: quoted.shown.map((t) => t.replace(/^your /u, 'the ')),
    action: null,
    event: null,
  };
}

/** Whether a reading has something a reply can take up. */
const namesSomething = (r: TReading) => r.topics.length > 0 || !!r.figure || !!r.action || !!r.event;

/**
 * An answer to the user's own reply that names nothing itself ("Thanks! Honestly that took longer
 * than anything else this year") is about what the conversation is about: the thread's first post
 * that names something, else the user's reply. Read as a statement, as a quote's pointer is: the
 * conversation's launch or loss was already answered, and is not news to take up again.
 */
function readTurn(input: TDraftInput, reading: TReading): TReading {
  const parent = input.post.parent;
  if (namesSomething(reading) || !parent?.theirs || tellsPersonalLoss(parent.text)) return reading;
  const own = input.voice.own_posts;
  const earlier = [...input.thread.map((t) => t.text), parent.text];
  for (const text of earlier) {
    if (tellsPersonalLoss(text)) return reading;
    const about = readPost(text, own);
    if (!namesSomething(about)) continue;
    return {
      ...about,
      kind: reading.kind === 'question' ? 'question' : 'statement',
      figure: null,
      shown: about.shown.map((t) => t.replace(/^your /u, 'the ')),
      action: null,
      event: null,
      asksReader: reading.asksReader,
    };
  }
  return reading;
}

/** The sentences of the reply, each with how much it matters, before the user's habits go on. */
function compose(input: TDraftInput): TComposed {
  const text = answeredText(input);
  const key = `${input.post.id}|${hashString(text)}|${input.username}`;
  if (tellsPersonalLoss(text)) {
    throw new LlmError(
      'refused',
      'The post shares personal news (a lost job, a death, an illness). A reply to that is yours to write; drafting without a model does not answer it.',
    );
  }
  const reading = readAnswered(input, text);
  if (!namesSomething(reading)) {
    throw new LlmError(
      'refused',
      'The post names nothing particular to reply to, and drafting without a model would only add a generic line.',
    );
  }
  if (reading.asksReader && !input.matched_rule) {
    throw new LlmError(
      'refused',
      "The post asks about the reader's own experience, which drafting without a model cannot speak to.",
    );
  }
  const measured = styleProfile(input.voice);
  const rule = readSemanticResponse(input.matched_rule?.semantic_response ?? null);
  // No emoji where the rule says so, nor under trouble: a habitual 🎉 reads as cheering it.
  const somber = ['bad-news', 'struggle', 'complaint', 'sarcasm'].includes(reading.kind);
  const profile =
    rule.noEmoji || somber ? { ...measured, emoji: { ...measured.emoji, allowed: false } } : measured;
  const allowed = (s: string) => !rule.avoid.some((a) => s.toLowerCase().includes(a.toLowerCase()));
  const slots = slotsOf(reading);
  for (const [name, value] of Object.entries(slots)) {
    if (value && !allowed(value)) delete slots[name as keyof typeof slots];
  }
  const recall = (drafts: string[]): TMemory => ({
    ...memoryOf(drafts),
    own: ownRuns(input.voice.own_posts),
  });
  const plan = (remembered: TMemory) =>
    planReply({ reading, slots, rule, profile, memory: remembered, seed: key, post: text });
  // Other accounts' drafts are steered clear of while wording is left; once they have used it all,
  // only the user's own drafts count: another account never costs this one its draft.
  let memory = recall([...(input.recent_drafts ?? []), ...(input.instance_drafts ?? [])]);
  let parts = plan(memory);
  if (parts.length === 0 && (input.instance_drafts ?? []).length > 0) {
    memory = recall(input.recent_drafts ?? []);
    parts = plan(memory);
  }
  if (parts.length === 0) {
    throw new LlmError(
      'refused',
      'Nothing in the post could be answered without a model in words your recent drafts have not used.',
    );
  }
  const business = businessSentence(text, input.business);
  // The business answers the post's problem: it outlasts the question when the reply must be cut.
  if (business && !rule.noBusiness) parts.push({ text: business, keep: 4.5 });
  const lead = parts[0]?.text ?? null;
  const givesView = VIEWS.has(reading.kind) && lead !== null && OWN_TAKE.test(lead);
  return { parts, lead, givesView, somber, rule, profile, key, memory, post: text };
}

/**
 * The deterministic answer of the draft-reply task when no model is configured (reply/ holds how):
 * a reply to what the post actually says (what kind of post it is, its subject, its figure, what the
 * author did or asked), the matched rule's response, and the business only when the post is about
 * its problem; then written in the user's measured habits (length band, casing, endings,
 * contractions, slang, openers, emoji). Its wording avoids frames the user's recent drafts used. It
 * claims nothing about the user and never quotes their posts. A post not in English, one that names
 * nothing to take up, or one telling of a personal loss is declined (LlmError 'refused', which skips
 * the post with the reason). Same input, same reply.
 */
export function offlineDraftReply(input: TDraftInput): TDraftOutput {
  // Before any reading: the patterns are English, and read into a post in another language they
  // answer its English words ("la clave fue settings page") or half a phrase of it as a topic.
  if (!inEnglish(input)) {
    throw new LlmError(
      'refused',
      'The post is not in English, and drafting without a model writes English only.',
    );
  }
  const { parts, lead, givesView, somber, rule, profile, key, memory, post } = compose(input);
  const write = (list: TPart[]) => {
    const body = applyStyle(list.map((p) => p.text).join(' '), profile, key);
    // The opener goes on last: it is the user's own words, already in their casing; it is left off
    // where it would start the reply as a recent draft started.
    const opened = somber ? body : withOpener(body, profile, key, givesView && list[0]?.text === lead);
    let out = rule.leadWith
      ? `${rule.leadWith} ${continuing(body)}`
      : opened !== body && repeats(opened, memory, post, true)
        ? body
        : opened;
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
  // Sentences joined can still meet the user's own words across their seam: the least needed goes.
  const own = input.voice.own_posts;
  while (kept.length > 1 && copiedRun(write(kept), own)) {
    const lowest = kept.reduce((a, b) => (b.keep < a.keep ? b : a));
    kept = kept.filter((p) => p !== lowest);
  }
  const text = fitToLength(write(kept), rule.maxLength ? limit : X_MAX_WEIGHTED_LENGTH);
  if (copiedRun(text, own)) {
    throw new LlmError(
      'refused',
      'Every reply drafting without a model could write repeats one of your own posts word for word.',
    );
  }
  return { text };
}
