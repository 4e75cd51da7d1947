import { describe, expect, test } from 'vitest';
import {
  AGENT_ANSWER_MARKER,
  AGENT_COMPLETED_MARKER,
  AGENT_REASONING_MARKER,
  splitAgentContent,
} from '@gatling/shared/api/agent';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { memoryLogger, serviceFor } from '#test/kits/llm';
import { openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { agentKit } from '#test/kits/agent';

/** POST /api/agent/ with a user's own OpenAI-compatible server (a local model that shows its reasoning). */
const fake = openedForAll(() => startFakeOpenAi());
const t = useTestApp(
  {},
  {
    llm: ({ database }) =>
      serviceFor('openai-compatible', fake, { db: database.db, logger: memoryLogger().logger }),
  },
);
const kit = agentKit(t);

const withReasoning = (reasoning: string, answer: string) =>
  `${AGENT_REASONING_MARKER}\n${reasoning}\n${AGENT_ANSWER_MARKER}\n${answer}\n${AGENT_COMPLETED_MARKER}`;

/** The assistant turns a recorded request carried, as the model was given them. */
function assistantTurnsOf(body: Record<string, unknown>): unknown[] {
  return (body.messages as { role: string; content: unknown }[])
    .filter((m) => m.role === 'assistant')
    .map((m) => m.content);
}

describe('the agent chat with a model that shows its reasoning', () => {
  test('reasoning_content streams before the answer and is stored as reasoning, not as answer', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    fake.reply({ type: 'text', text: 'Try "churn".', reasoning: 'They sell to founders.' });
    const reply = await kit.say(ada, 'Which keywords?');
    expect(reply.text).toBe(withReasoning('They sell to founders.', 'Try "churn".'));
    expect(splitAgentContent(reply.text)).toEqual({
      reasoning: 'They sell to founders.',
      answer: 'Try "churn".',
      completed: true,
    });
    expect(await kit.stored(ada, reply.sessionId)).toEqual([
      { role: 'user', content: 'Which keywords?' },
      { role: 'assistant', content: reply.text },
    ]);

    // The next turn gives the model the answer alone.
    fake.reply({ type: 'text', text: 'Sure.' });
    await kit.say(ada, 'More?', reply.sessionId);
    expect(assistantTurnsOf(fake.requests.at(-1)!.body)).toEqual(['Try "churn".']);
  });

  test('a <think> block, its closing tag in a later chunk, goes to the reasoning; the answer has no tags', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    const chunks = ['<think>Who do', ' they sell to?</th', 'ink>\n\nTry ', '"churn".'];
    fake.reply({ type: 'text', text: chunks.join(''), chunks });
    const reply = await kit.say(ben, 'Which keywords?');
    expect(reply.text).not.toContain('think>');
    expect(splitAgentContent(reply.text)).toEqual({
      reasoning: 'Who do they sell to?',
      answer: 'Try "churn".',
      completed: true,
    });
    expect((await kit.stored(ben, reply.sessionId))[1]!.content).toBe(reply.text);
  });

  test('a line break ahead of the <think> block does not push the reasoning into the answer', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    const chunks = ['\n', '<think>Plan', ' it.</think>', 'Answer.'];
    fake.reply({ type: 'text', text: chunks.join(''), chunks });
    const reply = await kit.say(cy, 'Go');
    expect(splitAgentContent(reply.text)).toEqual({
      reasoning: 'Plan it.',
      answer: 'Answer.',
      completed: true,
    });
    expect(reply.text.startsWith(AGENT_REASONING_MARKER)).toBe(true);
  });
});
