import type { TPendingReply } from '@gatling/shared/api/replies';
import { OUTBOX_COPY } from '../outbox-texts';
import type { TDecision } from './outbox';

/** How much of a reply a confirmation quotes: a few words, enough to tell it from the next one. */
const EXCERPT_CHARS = 40;

/** The first words of `text`, cut at a word and ended with an ellipsis when there is more. */
export function firstWords(text: string, max = EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Which reply a decision is about: the post's author and the first words of the reply sent. */
export function aboutReply(reply: TPendingReply, text: string): NonNullable<TDecision['about']> {
  return { handle: reply.original_message.author.username, excerpt: firstWords(text) };
}

/** The line that names the decision's reply in a message, when the decision knows it. */
export function replyLine(decision: Pick<TDecision, 'about'>): string | undefined {
  return decision.about && OUTBOX_COPY.about(decision.about.handle, decision.about.excerpt);
}

/** A toast description: the reply's line, then what else there is to say, one per line. */
export function toastDescription(decision: Pick<TDecision, 'about'>, ...rest: (string | null | undefined)[]) {
  const lines = [replyLine(decision), ...rest].filter((line): line is string => Boolean(line));
  return lines.length > 0 ? lines.join('\n') : undefined;
}
