import { namesNoLanguage } from '../../lib/text/language';
import type { TDraftInput } from '../types';
import {
  antiSlopRules,
  audienceSection,
  businessSection,
  formatRules,
  formatThread,
  person,
  platformName,
  platformRules,
  postTextLines,
  QUOTED_MATERIAL_NOTE,
  quote,
  voiceAllowances,
} from './prompt-parts';
import { replyShape, shapeLine, shapeSource } from './reply-shape';
import { closestExampleLines, draftVoiceSection } from './voice-examples';

/**
 * The drafting prompt, shared by the batch and the single draft (its fallback), so one post reads
 * the same either way. The system prompt holds everything stable for the user (who they are, how
 * they write, whom they want to reach, their rules and business, the platform's rules): byte-identical
 * for every batch of a run on one platform, it is the prefix a provider can cache. A post and what
 * is particular to it follow.
 */

/** What the system prompt is built from: nothing of the posts being answered. */
export type TDraftSystemInput = Pick<TDraftInput, 'voice' | 'username' | 'rules' | 'business'> &
  Partial<Pick<TDraftInput, 'audience_summary' | 'platform'>>;

/** What every draft's prompt starts with: who writes, in whose voice, for whom, by which rules. */
export function draftSystemPrompt(input: TDraftSystemInput): string {
  const { voice, username } = input;
  const sections = [
    `You write replies on ${platformName(input.platform)} for @${username}. Each reply is posted under their name, so it must read as if they typed it themselves, quickly, on their phone: their words, their rhythm, their casing and punctuation. Someone who knows them should not be able to tell.`,
    'A good reply adds one thing: an opinion, a concrete detail, a question only they would ask, a bit of humour, a useful pointer. It answers the post, not the topic in general. Leave out anything that would fit under any post.',
  ];
  const audience = audienceSection(input.audience_summary);
  if (audience) sections.push(audience);
  sections.push(
    draftVoiceSection(voice) ||
      '## Their style\nNo samples of their writing yet: write plainly and briefly, like a thoughtful person replying from their phone.',
    antiSlopRules(voiceAllowances(voice)),
    platformRules(input.platform),
  );
  const source = shapeSource(voice);
  const shaping = [
    // Said once, here: the per-post lines then never need to argue with each other.
    '- When what a reply should do is in doubt, this order decides: their rule for the post (named with the post when one matched), then what the post itself calls for, then the length and question to aim for.',
    source
      ? `- Each post you are given comes with a length to aim for and whether a question fits, drawn from ${source === 'replies' ? 'the replies they sent' : 'their own writing'}: soft targets, so keep near them rather than to the character. Their replies are not all one length, and yours should not be either.`
      : '- One or two sentences is usually right.',
    '- Reply in the language of the post. When that is a language they do not write in (nothing of theirs above is in it), do not draft: skip the post and give its language as the reason.',
  ];
  sections.push(`## Each reply\n${shaping.join('\n')}`);
  if (input.rules.length > 0)
    sections.push(
      `## Their reply rules\nA post that matched one of these names the rule with the post: follow its response there. Apply any other rule only where it clearly fits.\n${formatRules(input.rules, 'no particular response: reply as usual')}`,
    );
  if (input.business) sections.push(businessSection(input.business));
  sections.push(QUOTED_MATERIAL_NOTE);
  return sections.join('\n\n');
}

/** One post to answer and what is particular to it. */
export type TDraftItem = Pick<TDraftInput, 'post' | 'thread' | 'matched_rule'> &
  Partial<Pick<TDraftInput, 'pick'>> & {
    /** When the voice guard sent a reply back: that reply and what was wrong with it (draft-guarded.ts). */
    retry?: { draft: string; problems: string[] };
  };

/** Why monitoring picked the post, as the user would say it. */
function pickLine(pick: NonNullable<TDraftInput['pick']>): string {
  const found =
    pick.source === 'keyword'
      ? `found by their keyword search ${quote(pick.value, 200)}`
      : `a post by ${quote(`@${pick.value}`, 60)}, one of the people they follow closely`;
  return `why it was picked: ${found}${pick.reason.trim() ? `; judged relevant because: ${quote(pick.reason, 300)}` : ''}`;
}

/** A post as one block of the prompt: the context a person would have, the post, then the guidance. */
export function draftItemLines(item: TDraftItem, voice: TDraftInput['voice']): string {
  const { post } = item;
  const lines: string[] = [];
  if (item.pick) lines.push(pickLine(item.pick));
  lines.push(`author: ${person(post.author)}`);
  const bio = post.author.bio?.trim();
  if (bio) lines.push(`author's bio: ${quote(bio, 300)}`);
  const thread = formatThread(item.thread);
  if (post.parent?.theirs) {
    // A conversation they are in, in the order it happened: the thread, what they wrote, this answer.
    if (thread) lines.push(thread);
    lines.push(
      `then they wrote: ${quote(post.parent.text, 600)}`,
      'and this post answers them. This is a conversation they are in: write their next turn, answering what this person said to them.',
    );
  } else {
    if (post.parent)
      lines.push(`it replies to a post by ${person(post.parent.author)}: ${quote(post.parent.text, 600)}`);
    if (thread) lines.push(thread);
  }
  lines.push(...postTextLines(post));
  // A tag that names no language (X tags posts of only links, emoji or mentions so) is left out.
  if (post.lang && !namesNoLanguage(post.lang)) lines.push(`language: ${quote(post.lang, 20)}`);
  const rule = item.matched_rule;
  if (rule)
    lines.push(
      `It matched their rule ${quote(rule.trigger_prompt)}${rule.semantic_response ? ": follow that rule's response here" : ''}.`,
    );
  lines.push(...closestExampleLines(voice, post));
  const shape = replyShape(voice, post.id);
  if (shape) lines.push(shapeLine(shape, { ruleDecides: !!rule?.semantic_response }));
  if (item.retry) {
    lines.push(
      `Your earlier reply to this post was ${quote(item.retry.draft)} and was sent back. ${item.retry.problems.join(' ')} Write a new reply.`,
    );
  }
  return lines.join('\n');
}

/** How many recent drafts the prompt shows, to keep the new ones from repeating them. */
const RECENT_SHOWN = 12;

/**
 * Drafts written for the user lately, which a new one must not echo; empty when there are none.
 * They are the writer's words, not the user's (some were sent, some edited, some ignored), so they
 * are named as drafts: only what the user sent or approved is shown as theirs (voice-examples.ts).
 */
export function recentRepliesSection(recent: string[] | undefined): string {
  const shown = (recent ?? []).slice(0, RECENT_SHOWN);
  if (shown.length === 0) return '';
  return `Drafts written for them lately, newest first (not their words: some were sent, some changed, some ignored; do not reuse an opening, a closing or a phrase of these):\n${shown
    .map((r) => `- ${quote(r, 300)}`)
    .join('\n')}`;
}
