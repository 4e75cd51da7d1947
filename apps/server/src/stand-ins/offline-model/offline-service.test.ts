import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AGENT_CONTEXT, DRAFT_BATCH, DRAFT_INPUT, QUOTE_POST } from '#test/kits/drafting';
import { isDeclined } from '../../integrations/llm/errors';
import type { TTask } from '../../integrations/llm/types';
import { draftRepliesTask } from '../../drafting/tasks/draft-replies';
import { draftReplyTask } from '../../drafting/tasks/draft-reply';
import type { TDraftInput } from '../../drafting/types';
import { createOfflineService } from './offline-service';

const service = createOfflineService();
const ctx = { userId: null };

async function single(input: TDraftInput): Promise<string | null> {
  try {
    return (await service.run(draftReplyTask, input, ctx)).text;
  } catch (err) {
    if (isDeclined(err)) return null;
    throw err;
  }
}

describe('the offline service answers tasks by their name', () => {
  test('a batch gives each post what a single offline draft would give it, post-processed alike', async () => {
    const batch = (await service.run(draftRepliesTask, DRAFT_BATCH, ctx)).drafts;
    expect(batch.map((d) => d.text)).toEqual([
      await single(DRAFT_INPUT),
      await single({ ...DRAFT_INPUT, post: QUOTE_POST, thread: [], matched_rule: null }),
    ]);
    expect(batch.every((d) => d.text === null || d.text.length > 0)).toBe(true);
  });

  test('the task’s post-processing runs on the offline answer', async () => {
    const shouting: TTask<TDraftInput, { text: string }> = {
      ...draftReplyTask,
      postProcess: (output) => ({ text: output.text.toUpperCase() }),
    };
    const text = await single(DRAFT_INPUT);
    expect(text).not.toBeNull();
    expect((await service.run(shouting, DRAFT_INPUT, ctx)).text).toBe(text!.toUpperCase());
  });

  test('a task the offline writer does not know is a programming error', () => {
    const unknown = {
      name: 'summarise-thread',
      maxOutputTokens: 10,
      temperature: 0,
      build: () => ({ system: '', prompt: '' }),
      schema: z.object({}),
    } as unknown as TTask<object, object>;
    expect(() => service.run(unknown, {}, ctx)).toThrow(
      'The offline writer has no answer for the task "summarise-thread".',
    );
  });

  test('the agent chat is answered from the context it carries as data', async () => {
    let text = '';
    const chat = {
      name: 'agent-chat' as const,
      system: '',
      messages: [{ role: 'user' as const, content: 'hi' }],
    };
    for await (const piece of service.streamChat({ ...chat, context: AGENT_CONTEXT }, ctx)) text += piece;
    expect(text).toMatch(/^I am running offline/);
    expect(text).toContain('Core users (2): @dana_dev, @kim');
  });
});
