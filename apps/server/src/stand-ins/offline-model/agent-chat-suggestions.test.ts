import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { AGENT_CONTEXT, EMPTY_AGENT_CONTEXT as EMPTY } from '#test/kits/drafting';
import type { TAgentContext } from '../../drafting/types';
import { offlineAgentChat } from './agent-chat';

/**
 * The first messages the chat screen offers (apps/web/src/features/agent/texts.ts), read from
 * that file, so a suggestion added there is one the offline agent must answer too.
 */
const SUGGESTIONS = (() => {
  const texts = readFileSync(new URL('../../../../web/src/features/agent/texts.ts', import.meta.url), 'utf8');
  const list = /suggestions: \[([^\]]*)\]/u.exec(texts)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/gu)].map((m) => m[1] ?? '');
})();

const CONTEXTS: [string, TAgentContext][] = [
  ['a set-up user', AGENT_CONTEXT],
  ['a new user', EMPTY],
  [
    'a user with an audience and vague style but no business',
    {
      ...EMPTY,
      username: 'baker_jo',
      style_prompt: 'Friendly and engaging, casual.',
      audience_summary:
        'Your audience is home bakers. They care about bread baking and open crumb, and talk about sourdough starter and crumb shot.',
      keywords: { active: ['"sourdough starter" -is:retweet'], inactive: [] },
    },
  ],
];

const ask = (content: string, context: TAgentContext) =>
  offlineAgentChat({ messages: [{ role: 'user', content }], context });

describe('the chat suggestions, answered offline', () => {
  test('the screen offers four suggestions', () => {
    expect(SUGGESTIONS).toHaveLength(4);
  });

  test.each(CONTEXTS)('every suggestion gets an answer, never "I cannot", for %s', (_name, context) => {
    for (const suggestion of SUGGESTIONS) {
      const answer = ask(suggestion, context);
      expect(answer, suggestion).not.toMatch(/\bcannot\b|\bcan['’]?t\b|\bcan not\b|\bunable\b/iu);
      expect(answer, suggestion).toMatch(/^I am running offline/u);
      // More than the offline notice and where a model is chosen: the setup alone is not an answer.
      expect(answer.split('\n\n').length, suggestion).toBeGreaterThanOrEqual(3);
    }
  });

  test('search queries: keywords from the audience and business not yet monitored, each with its command', () => {
    const answer = ask('Suggest search queries for my audience', AGENT_CONTEXT);
    expect(answer).toContain('- managed postgres: /keywords add managed postgres');
    expect(answer).toContain('- indie developers: /keywords add indie developers');
    expect(answer).not.toContain('/keywords add postgres hosting');
    const baker = ask('Suggest search queries for my audience', CONTEXTS[2]![1]);
    expect(baker).toContain('/keywords add bread baking');
    expect(baker).not.toContain('/keywords add sourdough starter');
    expect(ask('Suggest search queries for my audience', EMPTY)).toContain('Finish the audience interview');
  });

  test('a reply rule: the topic asked for, with the business to mention or none', () => {
    const answer = ask('Write a reply rule for pricing questions', AGENT_CONTEXT);
    expect(answer).toContain('When: A post asks about pricing.');
    expect(answer).toContain(
      'Then say plainly what you offer, once: Pgbox: managed Postgres for side projects, $5 a month.',
    );
    expect(ask('Write a reply rule for pricing questions', EMPTY)).toContain('Promote nothing.');
  });

  test('a sharper style: names the vague words and what the description leaves open, and writes it out', () => {
    const answer = ask('Sharpen my style description', CONTEXTS[2]![1]);
    expect(answer).toContain('“friendly” gives a draft nothing to follow');
    expect(answer).toContain('It says nothing about length, capitals, emoji and questions');
    expect(answer).toContain('Friendly and engaging, casual. Replies are one or two sentences.');
    expect(ask('Sharpen my style description', AGENT_CONTEXT)).toContain(
      'You write short, dry, lower-case replies. You make one point and stop. No emoji and no exclamation marks.',
    );
  });

  test('a reply that mentions the business: the lines drafts use for it, or where to set it up', () => {
    const answer = ask('Draft a reply that mentions my business', AGENT_CONTEXT);
    expect(answer).toContain(
      '“Full disclosure, I work on this: Pgbox: managed Postgres for side projects, $5 a month.”',
    );
    expect(answer).toContain('When the post names BigCloud DB, it says instead:');
    expect(ask('Draft a reply that mentions my business', EMPTY)).toContain('Describe it under Business');
  });
});
