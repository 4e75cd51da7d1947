import { describe, expect, test } from 'vitest';
import { MODEL_CHOICE_ACCOUNT } from '@gatling/shared/api/model-settings';
import { AGENT_CONTEXT, EMPTY_AGENT_CONTEXT as EMPTY } from '#test/kits/drafting';
import type { TAgentContext } from '../../drafting/types';
import { offlineAgentChat } from './agent-chat';

const ask = (content: string, context: TAgentContext | undefined = AGENT_CONTEXT) =>
  offlineAgentChat({
    messages: [{ role: 'user', content }],
    ...(context ? { context } : {}),
  });

describe('offline agent chat', () => {
  test('says it is offline and where a model is chosen (as every screen says it), every time', () => {
    for (const answer of [ask('hello'), ask('hello', undefined), ask('/keywords', EMPTY)]) {
      expect(answer).toMatch(/^I am running offline: no language model answers for you yet/);
      expect(answer).toContain(MODEL_CHOICE_ACCOUNT);
      expect(answer).toContain('Each user chooses their own drafting model under Settings › Drafting model');
      expect(answer).not.toContain('LLM_PROVIDER');
    }
  });

  test('a general message gets the whole setup it can see', () => {
    const answer = ask('what can you do?');
    expect(answer).toContain('Here is what I can see of your setup:');
    expect(answer).toContain('Speaking style (');
    expect(answer).toContain('Target audience: Indie developers choosing infrastructure for side projects.');
    expect(answer).toContain('Core users (2): @dana_dev, @kim');
    // Keywords in words, as the screens show them.
    expect(answer).toContain('- postgres hosting\n');
    expect(answer).not.toContain('"postgres hosting"');
    expect(answer).toContain('Paused keywords (1):\n- kubernetes');
    expect(answer).toContain('Reply rules (2):');
    expect(answer).toContain('Business: Pgbox: managed Postgres for side projects, $5 a month.');
  });

  test('a question about one area answers with that area only', () => {
    const answer = ask('which keywords am I monitoring?');
    expect(answer).toContain('Here is what I can see of that:');
    expect(answer).toContain('Active keywords (2):');
    expect(answer).not.toContain('Reply rules (');
    expect(answer).not.toContain('Speaking style (');
    expect(ask('/keywords')).toBe(answer.replace('which keywords am I monitoring?', '/keywords'));
    expect(ask('show my rules')).toContain('Posts about hiring → Point to the jobs page.');
  });

  test('suggests the first missing step of the setup', () => {
    expect(ask('hi', EMPTY)).toContain('Next step: connect your X account in Settings');
    expect(ask('hi', { ...EMPTY, username: 'm' })).toContain('Next step: set your speaking style');
    expect(ask('hi', { ...EMPTY, username: 'm', style_prompt: 's' })).toMatch(
      /Next step: add core users .* reaches 60%/,
    );
    expect(ask('hi')).not.toContain('Next step');
  });

  test('is deterministic and reads the last user message', () => {
    expect(ask('rules please')).toBe(ask('rules please'));
    const withHistory = offlineAgentChat({
      messages: [
        { role: 'user', content: 'tell me about my business' },
        { role: 'assistant', content: 'offline' },
        { role: 'user', content: 'and my style?' },
      ],
      context: AGENT_CONTEXT,
    });
    expect(withHistory).toContain('Speaking style (');
    expect(withHistory).not.toContain('Business:');
  });
});
