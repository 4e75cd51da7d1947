import { describe, expect, test } from 'vitest';
import { LlmError } from './errors';
import {
  answer,
  callsOf,
  createUser,
  echoTask,
  failure,
  memoryLogger,
  serviceFor,
  startFakeFor,
  systemOf,
  useTestDatabase,
} from '#test/kits/llm';

const testDatabase = useTestDatabase();

describe('provider specifics', () => {
  test('OpenAI and Anthropic reject a wrong key sent as their header', async () => {
    const log = memoryLogger();
    for (const kind of ['openai', 'anthropic'] as const) {
      const fake = await startFakeFor(kind);
      try {
        const wrong = 'sk-wrong-key-never-logged-9876543210';
        const svc = serviceFor(kind, fake, { db: testDatabase().db, logger: log.logger }, { apiKey: wrong });
        const err = await failure(svc.run(echoTask, { question: 'q' }, { userId: null }));
        expect(err.kind).toBe('misconfigured');
        expect(log.text()).not.toContain(wrong);
        expect(fake.pending()).toBe(0);
      } finally {
        await fake.close();
      }
    }
  });

  test('Anthropic models without native JSON output answer through the forced json tool', async () => {
    const fake = await startFakeFor('anthropic');
    try {
      const svc = serviceFor(
        'anthropic',
        fake,
        { db: testDatabase().db, logger: memoryLogger().logger },
        { model: 'claude-3-haiku-20240307' },
      );
      fake.reply(answer('{"answer":"tool","count":4}'));
      await expect(svc.run(echoTask, { question: 'q' }, { userId: null })).resolves.toEqual({
        answer: 'TOOL',
        count: 4,
      });
      const { body } = fake.requests[0]!;
      expect(body.tool_choice).toMatchObject({ type: 'any' });
      expect((body.tools as { name: string }[]).map((t) => t.name)).toEqual(['json']);
    } finally {
      await fake.close();
    }
  });

  test('a compatible server that refuses JSON mode is asked in plain text, and stays so', async () => {
    const { startFakeOpenAi } = await import('#test/fakes/openai-server');
    const fake = await startFakeOpenAi({ rejectJsonObject: true });
    try {
      const log = memoryLogger();
      const svc = serviceFor('openai-compatible', fake, { db: testDatabase().db, logger: log.logger });
      fake.reply(
        answer('<think>they want JSON</think>{"answer":"plain","count":5}'),
        answer('{"answer":"again","count":6}'),
      );
      await expect(svc.run(echoTask, { question: 'q' }, { userId: null })).resolves.toEqual({
        answer: 'PLAIN',
        count: 5,
      });
      await expect(svc.run(echoTask, { question: 'q' }, { userId: null })).resolves.toEqual({
        answer: 'AGAIN',
        count: 6,
      });
      const [refused, plain, next] = fake.requests;
      expect(refused!.body.response_format).toEqual({ type: 'json_object' });
      expect(plain!.body.response_format).toBeUndefined();
      expect(systemOf(plain!.body)).toContain('# Answer format');
      expect(next!.body.response_format).toBeUndefined();
      expect(fake.requests).toHaveLength(3);
      expect(log.text()).toMatch(/refused JSON mode/);
    } finally {
      await fake.close();
    }
  });

  test('a post-processing failure is accounted and surfaces as the task error', async () => {
    const fake = await startFakeFor('openai');
    try {
      const u = await createUser(testDatabase().db, 'postprocess-user');
      const svc = serviceFor('openai', fake, { db: testDatabase().db, logger: memoryLogger().logger });
      fake.reply(answer('{"answer":"","count":0}'));
      const strict = {
        ...echoTask,
        postProcess: (o: { answer: string; count: number }) => {
          if (!o.answer) throw new LlmError('empty', 'The answer was empty.');
          return o;
        },
      };
      const err = await failure(svc.run(strict, { question: 'q' }, { userId: u }));
      expect(err.kind).toBe('empty');
      expect(await callsOf(testDatabase().db, u)).toMatchObject([{ status: 'error', errorCode: 'empty' }]);
    } finally {
      await fake.close();
    }
  });
});
