import { keywordIdentity, keywordInWords, keywordLabel, keywordQuery } from '@gatling/shared/keywords';
import { MODEL_CHOICE_ACCOUNT } from '@gatling/shared/api/model-settings';
import { LIMITS } from '@gatling/shared/spec';
import type { TStreamMessage } from '../../integrations/llm/types';
import type { TAgentContext } from '../../drafting/types';
import { pickKeywords } from '../../drafting/audience-keywords/interview-keywords';
import { businessSentence } from './business-mention';

/**
 * The agent chat with no model configured: deterministic and honest. It says it is offline and
 * where a model is chosen. The requests the chat screen suggests (new keywords, a reply rule, a
 * sharper style, a reply that mentions the business) it answers from the user's own setup (see
 * REQUESTS); anything else gets what it can see of the setup (the part the question is about, or
 * all of it) and the next useful step. It never pretends to understand free text.
 */
export function offlineAgentChat(input: { messages: TStreamMessage[]; context?: TAgentContext }): string {
  const question = [...input.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const intro =
    'I am running offline: no language model answers for you yet, so I answer from your setup by fixed rules, not in free conversation.';
  const howToConnect = `${MODEL_CHOICE_ACCOUNT} Until you choose one, I answer offline and the built-in demo writer drafts your replies: its drafts show the whole loop, not your voice.`;
  const context = input.context;
  if (!context) return `${intro}\n\n${howToConnect}`;
  const request = REQUESTS.find(([pattern]) => pattern.test(question));
  if (request) return [intro, request[1](context, question), howToConnect].join('\n\n');
  const sections = pickSections(question, context);
  return [intro, ...sections, nextStep(context), howToConnect].filter(Boolean).join('\n\n');
}

/** Keywords the audience description and the business bring that the user does not have yet. */
function suggestKeywords(c: TAgentContext): string {
  const have = new Set([...c.keywords.active, ...c.keywords.inactive].map(keywordIdentity));
  const sources = [
    c.audience_summary ?? '',
    c.business?.one_line_summary ?? '',
    c.business?.one_paragraph_summary ?? '',
  ]
    .map((text) => text.trim())
    .filter(Boolean);
  const fresh = pickKeywords(
    sources.map((text) => ({ text, areas: ['words' as const] })),
    { max: 8, fillTo: 3 },
  )
    .map((k) => k.text)
    .filter((words) => !have.has(keywordIdentity(keywordQuery(words))))
    .slice(0, 5);
  const current = RENDER.keywords(c);
  if (sources.length === 0)
    return `There is no audience description or business yet to take keywords from. Finish the audience interview under Target Audience (keywords come once understanding reaches ${LIMITS.audienceUnderstandingThreshold}%), or add one yourself with /keywords add <words>.\n\n${current}`;
  if (fresh.length === 0)
    return `Your keywords already cover the words of your audience description and business. For new ones, answer one more question under Target Audience: each answer adds the keywords it brings.\n\n${current}`;
  return `Keywords from your audience description and business that you are not monitoring yet. Add any with the line under it:\n${fresh
    .map((words) => `- ${words}: /keywords add ${words}`)
    .join('\n')}\n\n${current}`;
}

/** A reply rule for what the user named ("for pricing questions"), from their business. */
function writeRule(c: TAgentContext, question: string): string {
  const named = /\brules?\b.*?\b(?:for|about|on|when)\s+(.+?)[.?!]*$/iu.exec(question)?.[1]?.trim();
  const subject = (named ?? '').replace(/\s+(?:questions?|posts?)$/iu, '').trim() || 'the topic you name';
  const offer = c.business?.one_line_summary.trim().replace(/[.!]+$/u, '');
  const response = offer
    ? `Answer what they asked in a sentence or two first. Then say plainly what you offer, once: ${offer}.${c.business?.calendar_link.trim() ? ` Offer a call (${c.business.calendar_link.trim()}) only when they ask for one.` : ''}`
    : 'Answer what they asked in a sentence or two, with a number or an example where you have one. Promote nothing.';
  const words = subject.toLowerCase().split(/\s+/u);
  const close = c.rules.filter((r) =>
    words.some((w) => w.length > 3 && r.trigger_prompt.toLowerCase().includes(w)),
  );
  const known = close.length
    ? `\n\nYou already have a rule near it: ${close.map((r) => `“${r.trigger_prompt}”`).join(', ')}. Edit that one instead if it covers the same posts.`
    : '';
  return `A reply rule for ${subject} posts. Add it under Reply Rules:\nWhen: A post asks about ${subject}.\nReply: ${response}${known}`;
}

/** Words that sound like a style but give a draft nothing to follow, and what to say instead. */
const VAGUE_STYLE: Record<string, string> = {
  friendly: 'say whether you greet people or thank them, and when',
  professional: 'say which words you avoid (slang, emoji, exclamation marks)',
  engaging: 'say whether you end on a question',
  authentic: 'name a habit of yours, like lower case or one-line replies',
  casual: 'say whether you write in lower case or use contractions',
  conversational: 'say whether you write in lower case or use contractions',
  helpful: 'say what a reply gives: a number, a link, an example',
  witty: 'say how often a joke is fine, e.g. one in five replies',
  genuine: 'name a habit of yours, like lower case or one-line replies',
  approachable: 'say whether you greet people or thank them, and when',
  informative: 'say what a reply gives: a number, a link, an example',
  thoughtful: 'say how long a reply is, in sentences',
};

/** What a style description should settle, and a line that settles it when it does not. */
const STYLE_GAPS: [string, RegExp, string][] = [
  [
    'length',
    /\bshort\b|\blong\b|\bsentences?\b|\bwords?\b|\bcharacters?\b|\bone point\b/iu,
    'Replies are one or two sentences.',
  ],
  ['capitals', /lower[- ]?case|capital/iu, 'Sentences start with a capital letter.'],
  ['emoji', /emoji|exclamation/iu, 'No emoji and no exclamation marks.'],
  ['questions', /question/iu, 'End on a question only when you really want an answer.'],
];

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

function sharpenStyle(c: TAgentContext): string {
  const style = c.style_prompt?.trim() ?? '';
  if (!style)
    return `You have no style description yet. Analyze your posts under Your Style, or start from this and change what is not you:\n\n${STYLE_GAPS.map(([, , line]) => line).join(' ')}`;
  const vague = Object.keys(VAGUE_STYLE).filter((w) => new RegExp(`\\b${w}\\b`, 'iu').test(style));
  const open = STYLE_GAPS.filter(([, pattern]) => !pattern.test(style));
  if (open.length === 0 && vague.length === 0)
    return `Your style description already settles length, capitals, emoji and questions, with no vague words:\n\n${excerpt(style, 400)}\n\nTo sharpen it further, add a phrase you often use, or one you never would.`;
  const notes = [
    ...vague.map((w) => `- “${w}” gives a draft nothing to follow: ${VAGUE_STYLE[w]}.`),
    ...(open.length > 0
      ? [`- It says nothing about ${listed(open.map(([name]) => name))}, so drafts guess.`]
      : []),
  ];
  const sharper = `${excerpt(style, 400)}${open.length > 0 ? ` ${open.map(([, , line]) => line).join(' ')}` : ''}`;
  return `Where your style description leaves drafts guessing:\n${notes.join('\n')}\n\nA sharper version, with those settled (change any line that is not you), to paste under Your Style:\n\n${sharper}`;
}

/** How a draft mentions the business: the offline drafter's own lines, for this business. */
function mentionBusiness(c: TAgentContext): string {
  const b = c.business;
  const summary = b?.one_line_summary.trim() || b?.one_paragraph_summary.trim() || '';
  if (!b || !summary)
    return 'Your business is not set up yet, so there is nothing to mention. Describe it under Business (one line is enough); from then on, a draft for a post about its problem mentions it in one plain line.';
  const line =
    businessSentence(`${b.one_line_summary} ${b.one_paragraph_summary}`, b) ??
    `Full disclosure, I work on this: ${summary.replace(/[.!]+$/u, '')}.`;
  const rival = b.competitors.find((x) => x.competitor_name.trim() && x.counter_positioning.trim());
  const rivalLine = rival ? businessSentence(rival.competitor_name, b) : null;
  const topic = c.keywords.active[0] ? keywordInWords(c.keywords.active[0]).words : null;
  return [
    `A draft mentions your business only when the post is about the problem it solves, once, after answering the post. The line it adds:\n“${line}”`,
    ...(rivalLine
      ? [`When the post names ${rival?.competitor_name.trim()}, it says instead:\n“${rivalLine}”`]
      : []),
    topic
      ? `To see a whole reply, open Replies: drafts for posts found by “${topic}” use these lines where the post is about your business.`
      : 'To see a whole reply, add a keyword for posts about your business problem, then open Replies.',
  ].join('\n\n');
}

/** The requests the chat screen suggests, by their words, and the answer each gets offline. */
const REQUESTS: [RegExp, (c: TAgentContext, question: string) => string][] = [
  [/\b(?:suggest|propose|ideas?|new|more)\b.*\b(?:search|quer(?:y|ies)|keywords?)\b/iu, suggestKeywords],
  [/\b(?:write|draft|make|create|add|suggest)\b.*\brules?\b/iu, writeRule],
  [/\b(?:sharpen|improve|tighten|refine|better)\b.*\b(?:style|voice|tone)\b/iu, sharpenStyle],
  [/\b(?:draft|write)\b.*\b(?:reply|answer)\b.*\b(?:business|product|company)\b/iu, mentionBusiness],
];

type TSection = 'keywords' | 'rules' | 'style' | 'business' | 'audience';

const TOPICS: [TSection, RegExp][] = [
  ['keywords', /\/keywords\b|keyword|quer(y|ies)|search|monitor/i],
  ['rules', /\brules?\b|trigger/i],
  ['style', /\bstyle\b|\bvoice\b|\btone\b|how i write/i],
  ['business', /business|promot|competitor|calendar|pitch/i],
  ['audience', /audience|core users?|communit|target|who (should|do) i/i],
];

function pickSections(question: string, context: TAgentContext): string[] {
  const asked = TOPICS.filter(([, pattern]) => pattern.test(question)).map(([name]) => name);
  const shown: TSection[] = asked.length > 0 ? asked : ['style', 'audience', 'keywords', 'rules', 'business'];
  const heading =
    asked.length > 0 ? 'Here is what I can see of that:' : 'Here is what I can see of your setup:';
  return [heading, ...shown.map((s) => RENDER[s](context))];
}

const list = (items: string[], max = 20) =>
  items
    .slice(0, max)
    .map((i) => `- ${i}`)
    .join('\n') + (items.length > max ? `\n- …and ${items.length - max} more` : '');

const RENDER: Record<TSection, (c: TAgentContext) => string> = {
  style: (c) =>
    c.style_prompt?.trim()
      ? `Speaking style (${c.style_prompt.trim().length} characters, used for every draft):\n${excerpt(c.style_prompt.trim(), 400)}`
      : 'Speaking style: not set yet. Analyze your posts or write one under Your Style.',
  audience: (c) => {
    const summary = c.audience_summary?.trim()
      ? `Target audience: ${c.audience_summary.trim()}`
      : 'Target audience: not described yet.';
    const core = c.core_users.length
      ? `Core users (${c.core_users.length}): ${c.core_users
          .slice(0, 15)
          .map((u) => `@${u}`)
          .join(', ')}${c.core_users.length > 15 ? ', …' : ''}`
      : 'Core users: none added yet (Target Audience).';
    return `${summary}\n${core}`;
  },
  // In words, as the screens show them: the stored search query is how monitoring searches.
  keywords: (c) => {
    const active = c.keywords.active.length
      ? `Active keywords (${c.keywords.active.length}):\n${list(c.keywords.active.map(keywordLabel))}`
      : 'Active keywords: none.';
    const paused = c.keywords.inactive.length
      ? `\nPaused keywords (${c.keywords.inactive.length}):\n${list(c.keywords.inactive.map(keywordLabel))}`
      : '';
    const change = '\nAdd or remove one with /keywords add <words> or /keywords remove <words>.';
    return active + paused + change;
  },
  rules: (c) =>
    c.rules.length
      ? `Reply rules (${c.rules.length}):\n${list(
          c.rules.map((r) =>
            r.semantic_response
              ? `${r.trigger_prompt} → ${excerpt(r.semantic_response, 120)}`
              : r.trigger_prompt,
          ),
          10,
        )}`
      : 'Reply rules: none yet (Reply Rules).',
  business: (c) =>
    c.business && (c.business.one_line_summary || c.business.one_paragraph_summary)
      ? `Business: ${c.business.one_line_summary || excerpt(c.business.one_paragraph_summary, 160)}${
          c.business.competitors.length
            ? `\nCompetitors: ${c.business.competitors.map((x) => x.competitor_name).join(', ')}`
            : ''
        }`
      : 'Business promotion: not set up, so drafts promote nothing.',
};

/** The first missing piece of the setup, in the order drafting depends on them. */
function nextStep(c: TAgentContext): string {
  if (!c.username)
    return 'Next step: connect your X account in Settings, so your own posts can teach the drafts your voice.';
  if (!c.style_prompt?.trim())
    return 'Next step: set your speaking style under Your Style, so drafts sound like you.';
  if (c.keywords.active.length === 0 && c.core_users.length === 0) {
    return `Next step: add core users under Target Audience, or finish the audience interview (keywords come once understanding reaches ${LIMITS.audienceUnderstandingThreshold}%).`;
  }
  if (c.rules.length === 0)
    return 'Next step: add a reply rule for the posts you most want to answer a certain way.';
  return '';
}

function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max).replace(/\s+\S*$/, '')}…` : flat;
}
