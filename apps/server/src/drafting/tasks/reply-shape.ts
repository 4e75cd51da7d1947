import type { TStyleBrief } from '../types';
import { isLowContent } from '../voice-evidence';

/**
 * A shape for one draft: how long, and whether a question belongs in it, drawn from the user's own
 * replies (their posts when they have none, the measured features when there are no texts either).
 * One median for every draft makes a stack of same-length replies, which is not how a person
 * answers; a draw per post keeps their spread. The draw is seeded by the post id, so a prompt is
 * the same every time it is built for that post.
 */
export type TReplyShape = {
  /** Characters to aim for. */
  chars: number;
  question: boolean;
  from: 'replies' | 'posts' | 'features';
};

/** Fewer texts than this say little about a spread: the next source is used instead. */
const MIN_SAMPLES = 3;
const MIN_CHARS = 20;
const MAX_CHARS = 260;

/** A number in [0, 1) from a string (FNV-1a): the same post always draws the same shape. */
function unitFrom(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

const around = (chars: number) => Math.min(MAX_CHARS, Math.max(MIN_CHARS, Math.round(chars / 10) * 10));

/** The length at quantile `u` of the measured spread (p10, median, p90), linear between them. */
function featureLength(length: { p10: number; median: number; p90: number }, u: number): number {
  const q = Math.min(0.9, Math.max(0.1, u));
  return q <= 0.5
    ? length.p10 + ((length.median - length.p10) * (q - 0.1)) / 0.4
    : length.median + ((length.p90 - length.median) * (q - 0.5)) / 0.4;
}

type TShapeVoice = Pick<TStyleBrief, 'replies' | 'own_posts' | 'features'>;

/**
 * The texts a length is drawn from: those that say something of their own. A nod ("Hard agree",
 * "Bookmarked.": voice-evidence.ts) is a reaction, not the length of an answer.
 */
const shapeTexts = (texts: string[]) => texts.filter((t) => t.trim() && !isLowContent(t));

/** Where the shapes are drawn from, or null when nothing is known of how they write. */
export function shapeSource(voice: TShapeVoice): TReplyShape['from'] | null {
  if (shapeTexts(voice.replies.map((r) => r.reply)).length >= MIN_SAMPLES) return 'replies';
  if (shapeTexts(voice.own_posts).length >= MIN_SAMPLES) return 'posts';
  return voice.features ? 'features' : null;
}

/** The shape of the draft for post `postId`, or null when nothing is known of how they write. */
export function replyShape(voice: TShapeVoice, postId: string): TReplyShape | null {
  const from = shapeSource(voice);
  if (!from) return null;
  const uLength = unitFrom(`${postId}:length`);
  const uQuestion = unitFrom(`${postId}:question`);
  if (from === 'features') {
    const f = voice.features!;
    return {
      chars: around(featureLength(f.length, uLength)),
      question: uQuestion < f.punctuation.question,
      from,
    };
  }
  const texts = shapeTexts(from === 'replies' ? voice.replies.map((r) => r.reply) : voice.own_posts);
  const lengths = texts.map((t) => [...t.trim()].length).sort((a, b) => a - b);
  const rate = texts.filter((t) => t.includes('?')).length / texts.length;
  return {
    chars: around(lengths[Math.min(lengths.length - 1, Math.floor(uLength * lengths.length))]!),
    question: uQuestion < rate,
    from,
  };
}

/**
 * The shape as the line the model reads with the post: a soft target, below the user's rule and the
 * post itself in the order the system prompt states once. Where their rule for the post says what
 * to answer, whether to ask is the rule's to decide, so the line says nothing of questions (a rule
 * "Ask what they use" beside "no question" is a contradiction the model has to guess through).
 */
export function shapeLine(shape: TReplyShape, options: { ruleDecides?: boolean } = {}): string {
  const length = `Length to aim for (soft): about ${shape.chars} characters`;
  if (options.ruleDecides) return `${length}.`;
  return `${length}; ${shape.question ? 'a question fits their habit here' : 'no question unless the post calls for one'}.`;
}
