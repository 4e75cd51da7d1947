import { keywordLabel } from '@gatling/shared/keywords';
import { MODEL_CHOICE_ACCOUNT } from '@gatling/shared/api/model-settings';
import { LIMITS } from '@gatling/shared/spec';
import type { TStreamMessage } from '../../integrations/llm/types';
import type { TAgentContext } from '../../drafting/types';

/**
 * The agent chat with no model configured: deterministic and honest. It says it is offline, shows
 * what it can see of the user's setup (the part the question is about, or all of it), suggests the
 * next useful step, and says where a model is chosen. It never pretends to understand free text.
 */
export function offlineAgentChat(input: { messages: TStreamMessage[]; context?: TAgentContext }): string {
  const question = [...input.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const intro =
    'I am running offline: no language model answers for you yet, so I cannot hold a conversation or answer free-form questions.';
  const howToConnect = `${MODEL_CHOICE_ACCOUNT} Until you choose one, I answer offline and the built-in demo writer drafts your replies: its drafts show the whole loop, not your voice.`;
  const context = input.context;
  if (!context) return `${intro}\n\n${howToConnect}`;
  const sections = pickSections(question, context);
  return [intro, ...sections, nextStep(context), howToConnect].filter(Boolean).join('\n\n');
}

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
