import { keywordLabel } from '@gatling/shared/keywords';
import { MODEL_CHOICE_ACCOUNT } from '@gatling/shared/api/model-settings';
import type { TAgentContext, TOwnHabits } from '../types';
import { NO_HABITS } from '../voice-guard/own-habits';
import { antiSlopRules, formatRules, quote } from './prompt-parts';

/**
 * The agent chat's system prompt, built from what the user has set up. The chat is free-form and
 * streamed, so it is not a structured task; its calls are accounted as 'agent-chat'.
 */
export function buildAgentSystemPrompt(
  context: TAgentContext,
  options: { productName?: string } = {},
): string {
  const product = options.productName ?? 'this reply assistant';
  const who = context.username ? `@${context.username}` : 'the user (their X account is not connected yet)';
  return [
    `You are the assistant inside ${product}, which finds posts on X worth replying to and drafts the replies in the user's own voice. You talk with ${who}.`,
    'You help them: pin down whom they want to reach, choose the keywords and search queries that find those people, write reply rules, sharpen their style description and business pitch, and think through replies to particular posts.',
    '## How you answer',
    '- Brief and specific to their setup below. Plain text: short paragraphs or "-" lists, no headings, no tables.',
    '- Straight to the point: no flattery, no "Great question", no recap of what they said, no closing offers of more help.',
    '- Say what you do not know. You see only the setup below: not their analytics, their followers or posts beyond it. Never invent numbers, results or facts.',
    '- You cannot change settings yourself. Point them to the place: Your Style, Reply Rules, Business, Target Audience, Settings › Drafting model, or in this chat /keywords add <words> and /keywords remove <words>.',
    `- Asked which model drafts or how to change it, say this and nothing else about it: ${MODEL_CHOICE_ACCOUNT}`,
    '- Keywords are words and phrases the audience itself would write, said in plain words: never in search syntax (no -is:retweet, lang:, OR groups), since monitoring adds the filters itself.',
    '- When you write an example reply, write it as they would (their style and writing habits below), under 280 characters.',
    // Their habits, not a blanket ban: a "!" or a stock opener they write all the time is their voice.
    antiSlopRules(context.habits ?? NO_HABITS),
    '## Their setup',
    setupSection(context),
  ].join('\n');
}

/** The marks the chat names, as a writer would. */
const MARKS: Array<[keyof Omit<TOwnHabits, 'phrases'>, string]> = [
  ['exclamation', 'exclamation marks'],
  ['emDash', 'em dashes'],
  ['emoji', 'emoji'],
  ['hashtags', 'hashtags'],
];
const STOCK_PHRASES_SHOWN = 8;

/** What their writing shows of the marks and stock phrases they use, in one line. */
function habitsLine(h: TOwnHabits): string {
  const uses = MARKS.filter(([k]) => h[k]).map(([, name]) => name);
  const not = MARKS.filter(([k]) => !h[k]).map(([, name]) => name);
  const marks = [
    uses.length ? `they use ${uses.join(', ')}` : '',
    not.length ? `never ${not.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const phrases = h.phrases.slice(0, STOCK_PHRASES_SHOWN).map((p) => quote(p.written, 60));
  return `Writing habits (from their posts and the replies they sent): ${marks}.${
    phrases.length ? ` Stock phrases they do write themselves: ${phrases.join(', ')}.` : ''
  }`;
}

function setupSection(c: TAgentContext): string {
  const lines: string[] = [];
  lines.push(
    c.style_prompt?.trim() ? `Speaking style:\n${c.style_prompt.trim()}` : 'Speaking style: not set yet.',
  );
  if (c.habits) lines.push(habitsLine(c.habits));
  lines.push(
    c.audience_summary?.trim()
      ? `Target audience: ${quote(c.audience_summary.trim(), 1500)}`
      : 'Target audience: not described yet.',
  );
  lines.push(
    c.core_users.length
      ? `Core users they follow closely (${c.core_users.length}): ${c.core_users
          .slice(0, 50)
          .map((u) => quote(`@${u}`, 60))
          .join(', ')}`
      : 'Core users: none added.',
  );
  lines.push(
    c.keywords.active.length
      ? `Active keywords: ${c.keywords.active.map((k) => quote(keywordLabel(k), 200)).join(', ')}`
      : 'Active keywords: none.',
  );
  if (c.keywords.inactive.length)
    lines.push(`Paused keywords: ${c.keywords.inactive.map((k) => quote(keywordLabel(k), 200)).join(', ')}`);
  lines.push(c.rules.length ? `Reply rules:\n${formatRules(c.rules.slice(0, 40))}` : 'Reply rules: none.');
  if (c.business) {
    const b = c.business;
    lines.push(
      `Business: ${b.one_line_summary ? quote(b.one_line_summary) : '(no one-line summary)'}${b.one_paragraph_summary ? `\n${quote(b.one_paragraph_summary, 1000)}` : ''}${
        b.competitors.length
          ? `\nCompetitors: ${b.competitors.map((x) => quote(x.competitor_name, 100)).join(', ')}`
          : ''
      }`,
    );
  } else {
    lines.push('Business: not set up (they may not promote anything).');
  }
  return lines.join('\n');
}
