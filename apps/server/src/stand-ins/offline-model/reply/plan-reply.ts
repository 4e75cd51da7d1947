import type { TStyleProfile } from '../style-profile';
import type { TRuleResponse } from '../../../drafting/edit-rules/rule-response';
import { chance } from '../../../drafting/text/text';
import { fresh, type TSlots } from './grammar';
import { endingOf, remember, type TMemory } from '../../../drafting/voice-guard/frames';
import { PHRASEBOOK } from './phrasebook';
import { LESSON_LEADS, RECAP } from './phrasebook-views';
import type { TReading } from '../../../drafting/post-reading/read-post';
import { ruleSentence } from './rule-sentences';

/**
 * The sentences of an offline reply, before the user's habits go on: a reaction to what the post
 * says and, for people who ask, the question it leaves open; a matched rule's sentences in place
 * of the question; each sentence in wording the user's recent drafts have not used.
 */
export type TPart = { text: string; keep: number };

/** Kinds of post where the user's habitual sign-off ("Back to work.") does not jar. */
const LIGHT = new Set(['launch', 'win', 'result', 'opinion', 'advice', 'statement', 'question', 'joke']);

/** Measures where going down is good news: "churn down 20%" is worth praise, "revenue down 20%" is not. */
const COSTS =
  /\b(?:churn|cost|costs|spend|bill|latency|cac|payback|bugs?|errors?|refunds?|time|load|tickets?|bounce)\b/iu;

/** The action without its figure ("raising prices 51%" → "raising prices"); none when little is left. */
function leverOf(action: string | null, figure: string | undefined): string | undefined {
  if (!action) return undefined;
  const lever = figure
    ? action
        .replace(figure, '')
        .replace(/\s+(?:by|to|of|at)?\s*$/u, '')
        .replace(/\s+/gu, ' ')
        .trim()
    : action;
  return lever.split(' ').length >= 2 ? lever : undefined;
}

/** Words that report a loss. */
const LOSS = /\b(?:lost|lose|losing|churned|fell|dropped|declined|gone|refunds?|down)\b/iu;

/**
 * Whether the post's figure is bad news: a cost that went up ("CAC payback up 12%"), anything else
 * that went down, or a figure beside a word of loss ("lost 7 customers"). Praise goes only with a
 * figure that is not.
 */
function reportsLoss(reading: TReading): boolean {
  const figure = reading.figure;
  if (figure?.direction === 'up') return COSTS.test(figure.measure ?? '');
  if (figure?.direction === 'down' && COSTS.test(figure.measure ?? '')) return false;
  return LOSS.test(reading.sentences.join(' '));
}

/** A text as a pattern that makes only itself. */
const escapePattern = (text: string) => text.replace(/[(){}|]/gu, ' ');

/** The post's particulars as pattern slots; a list item long enough to be a sentence is left out. */
export function slotsOf(reading: TReading): TSlots {
  // "setup call for every new account" → "setup call": a long item is named by its head.
  const short = (s: string | undefined) => {
    if (!s) return undefined;
    const words = s.split(/\s+/u);
    if (words.length <= 4) return s;
    const cut = words.findIndex((w, i) => i >= 2 && /^(?:for|with|on|in|at|to|instead|from|of)$/iu.test(w));
    return cut >= 2 && cut <= 4 ? words.slice(0, cut).join(' ') : undefined;
  };
  const figure = reading.figure;
  return {
    topic: reading.shown[0],
    // "Three things that moved MRR: a setup call, …": the list is the advice, MRR only its measure.
    thing:
      reading.kind === 'advice' && reading.items.length >= 2
        ? (short(reading.items[0]) ?? reading.topics[0])
        : reading.topics[0],
    other: reading.shown[1],
    action: reading.action ?? undefined,
    lever: leverOf(reading.action, figure?.value),
    event: reading.event ?? undefined,
    figure: figure?.value,
    // A figure that moved ("up 12%", "from 40 minutes to under a minute") or a milestone's count;
    // "21% of volume is bots" is a fact, not a result to praise.
    gain:
      figure &&
      (figure.direction !== null || figure.value.includes(' to ') || reading.kind === 'win') &&
      !reportsLoss(reading)
        ? figure.value
        : undefined,
    change: figure?.direction ? `${figure.direction} ${figure.value}` : undefined,
    measure: figure?.measure ?? undefined,
    asked: reading.asked ?? reading.shown[0],
    subject: reading.claim?.subject,
    says: reading.claim && reading.claim.says.split(/\s+/u).length <= 6 ? reading.claim.says : undefined,
    item: short(reading.items[0]),
    item2: short(reading.items[1]),
    last: reading.items.length >= 3 ? short(reading.items.at(-1)) : undefined,
    feeling: reading.feeling ?? undefined,
    lesson: reading.lesson ?? undefined,
    // An opinion for its subject, or against it: "gets too little credit" only agrees with the first.
    claim: reading.opinion ?? undefined,
    mine: reading.mine ?? undefined,
    praised: reading.stance === 'for' ? (reading.claimTopic ?? undefined) : undefined,
    doubted: reading.stance === 'against' ? (reading.claimTopic ?? undefined) : undefined,
  };
}

export function planReply(options: {
  reading: TReading;
  slots: TSlots;
  rule: TRuleResponse;
  profile: TStyleProfile;
  memory: TMemory;
  seed: string;
  post: string;
}): TPart[] {
  const { reading, slots, rule, profile, memory, seed, post } = options;
  const book = PHRASEBOOK[reading.kind];
  // A lesson drawn is what the reply takes up; a thing ended is mourned first.
  // A recap ("Month 12 recap: $1k MRR, a lot of bugs and one very nice email") is answered about
  // its lines, not with a question about its measure.
  const recap = reading.recap && reading.items.length >= 2;
  const patterns = reading.lesson
    ? { ...book, leads: reading.ended ? LESSON_LEADS.ended : LESSON_LEADS.drawn }
    : recap
      ? { ...book, ...RECAP }
      : book;
  const said: TMemory = {
    grams: new Set(memory.grams),
    openings: new Set(memory.openings),
    ...(memory.own ? { own: memory.own } : {}),
  };
  const parts: TPart[] = [];
  const before = () => parts.map((p) => p.text).join(' ');
  // Strict: a sentence every wording of which a recent draft used is left out, never repeated; a
  // reply left with nothing is declined (the stack must not read as a template).
  const pick = (list: string[], salt: string, opening: boolean) => {
    const text = fresh(list, slots, `${seed}:${salt}`, said, post, opening, before(), true);
    if (text) remember(said, text);
    return text;
  };
  // Someone who rarely asks in their own posts rarely ends a reply on a question, but a plain
  // statement is answered with the question it leaves open: nothing else in it could be spoken to
  // without inventing a view. A short writer says one thing.
  const asks =
    reading.kind === 'statement' ||
    chance(`${seed}:asks`, Math.min(0.85, Math.max(0.2, 0.2 + 2 * profile.question)));
  const brief = profile.length.median < 70 && rule.sentences.length === 0;

  // A thank-you, congratulations or agreement the rule asks for opens the reply in place of the lead
  // (a thank-you says what for).
  const opensAt = rule.sentences.findIndex((s) =>
    /^(?:Thanks|Congrats|Agree|Not sure I agree|Sorry)\b/u.test(s),
  );
  const ruleSay = (s: string, i: number) => {
    const text = ruleSentence(s, slots.topic, `${seed}:rule:${i}`, said, post, before());
    remember(said, text);
    parts.push({ text, keep: 10 });
    return text;
  };
  if (opensAt >= 0) ruleSay(rule.sentences[opensAt]!, opensAt);
  else if (
    reading.lesson ||
    recap ||
    !((brief || (reading.kind === 'statement' && rule.sentences.length === 0)) && asks && !rule.noQuestion)
  ) {
    const lead = pick(patterns.leads, 'lead', true);
    // With a rule, the lead is what ties its sentences to this post: it stays unless the rule sets
    // a length it does not fit.
    const tied = rule.sentences.length > 0 && rule.maxLength === null;
    // A lesson taken up is the reply's point: the question goes first when length is short.
    if (lead) parts.push({ text: lead, keep: tied ? 9.5 : rule.warm ? 8 : reading.lesson ? 5 : 3 });
  }
  const ruleSaid = rule.sentences.flatMap((s, i) => (i === opensAt ? [] : [ruleSay(s, i)]));

  const ruleAsks = ruleSaid.some((s) => s.endsWith('?'));
  // A short writer who answers a lesson says that one thing.
  const wantsQuestion =
    rule.endWithQuestion ||
    (!rule.noQuestion && !ruleAsks && rule.sentences.length === 0 && asks && !(brief && reading.lesson));
  if (wantsQuestion) {
    const ask = pick(patterns.asks, 'ask', parts.length === 0);
    if (ask) parts.push({ text: ask, keep: rule.endWithQuestion ? 9 : 4 });
  } else if (rule.sentences.length === 0 && !brief) {
    // A closing line is optional: one the user has seen lately is left out, not repeated.
    const close = pick(patterns.closes, 'close', parts.length === 0);
    if (close) parts.push({ text: close, keep: 1.5 });
  }
  if (parts.length === 0) {
    const lead = pick(patterns.leads, 'lead', true);
    if (lead) parts.push({ text: lead, keep: 3 });
  }
  // The user's own sign-off, at their rate, where a light ending fits; the first thing cut for length.
  const signOff = profile.signOffs.list.length > 0 ? profile.signOffs : null;
  // A recent draft's last words end with the sign-off's ("… pricing page lol" ends with "lol").
  const recentEnding = (line: string) => {
    const end = endingOf(line);
    return end !== '' && (memory.endings ?? []).some((e) => e === end || e.endsWith(` ${end}`));
  };
  if (signOff && parts.length > 0 && LIGHT.has(reading.kind) && chance(`${seed}:sign-off`, signOff.rate)) {
    const line = fresh(
      signOff.list.filter((line) => !recentEnding(line)).map(escapePattern),
      {},
      `${seed}:sign-off`,
      said,
      post,
      false,
      before(),
      true,
    );
    if (line) parts.push({ text: line, keep: 1 });
  }
  return parts;
}
