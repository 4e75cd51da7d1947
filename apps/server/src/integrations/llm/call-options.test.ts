import { describe, expect, test } from 'vitest';
import { startFakeOllama } from '#test/fakes/ollama-server';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { answer, echoTask, failure, memoryLogger, useTestDatabase } from '#test/kits/llm';
import { createModelService } from './model-service';
import { ownModelTarget } from './presets';
import { callProviderOptions, outputTokenCap, type TModelTarget } from './providers';

const testDatabase = useTestDatabase();

const serviceAt = (target: TModelTarget) =>
  createModelService({
    target,
    timeoutMs: 5000,
    maxRetries: 0,
    pricing: { inputUsdPerMtok: 0, outputUsdPerMtok: 0 },
    db: testDatabase().db,
    logger: memoryLogger().logger,
  });

describe('what a call tells its provider beyond the standard settings', () => {
  test('OpenAI reasoning models keep their effort; nothing else is told anything', () => {
    const ollama = ownModelTarget(
      { provider: 'ollama', model: 'llama3.2:3b', apiKey: null, baseUrl: null },
      { ollamaUrl: 'http://127.0.0.1:11434', presetBaseUrls: {} },
    );
    expect(callProviderOptions({ kind: 'openai', model: 'o3-mini', apiKey: 'k' })).toEqual({
      openai: { reasoningEffort: 'low' },
    });
    expect(callProviderOptions({ kind: 'openai', model: 'gpt-4o-mini', apiKey: 'k' })).toBeUndefined();
    expect(
      callProviderOptions({ kind: 'openai-compatible', model: 'm', baseUrl: 'http://x/v1' }),
    ).toBeUndefined();
    // Ollama's /v1 ignores num_ctx: its window is read from the server (ollama-context.test.ts).
    expect(callProviderOptions(ollama)).toBeUndefined();
  });

  test('a request to Ollama carries no num_ctx its /v1 endpoint would ignore', async () => {
    const ollama = await startFakeOllama();
    try {
      const target = ownModelTarget(
        { provider: 'ollama', model: 'llama3.2:3b', apiKey: null, baseUrl: null },
        { ollamaUrl: ollama.url, presetBaseUrls: {} },
      );
      ollama.reply(answer('{"answer":"a","count":1}'));
      await serviceAt(target).run(echoTask, { question: 'x'.repeat(3 * 12_000) }, { userId: null });
      const [request] = ollama.requests.map((r) => r.body);
      expect(request!.max_tokens).toBe(outputTokenCap(target, echoTask.maxOutputTokens));
      expect(request).not.toHaveProperty('options');
      expect(request).not.toHaveProperty('num_ctx');
    } finally {
      await ollama.close();
    }
  });
});

describe('what a compatible server answers in place of content', () => {
  test("OpenAI's refusal field is a refusal, not an empty answer", async () => {
    const fake = await startFakeOpenAi();
    try {
      const service = serviceAt({ kind: 'openai-compatible', model: 'llama3.1:8b', baseUrl: fake.baseUrl });
      fake.reply({ type: 'refusal', text: 'I cannot help with that.' }, answer(''));
      const refused = await failure(service.run(echoTask, { question: 'q' }, { userId: null }));
      expect(refused.kind).toBe('refused');
      const empty = await failure(service.run(echoTask, { question: 'q' }, { userId: null }));
      expect(empty.kind).toBe('empty');
    } finally {
      await fake.close();
    }
  });
});
