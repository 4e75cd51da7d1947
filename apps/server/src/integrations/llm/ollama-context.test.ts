import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { startFakeOllama, type TFakeOllamaContext } from '#test/fakes/ollama-server';
import {
  effectiveOllamaContext,
  loadedContext,
  OLLAMA_CONTEXT_TTL_MS,
  OLLAMA_DEFAULT_CONTEXT,
  createOllamaContexts,
  readOllamaContext,
} from './ollama';

const MODEL = 'llama3.2:3b';

describe("an Ollama model's context window", () => {
  test('the loaded window beats the Modelfile num_ctx, which beats the default; none exceeds the model', () => {
    expect(effectiveOllamaContext({ loaded: 8192, configured: 16_384, trained: 131_072 })).toBe(8192);
    expect(effectiveOllamaContext({ loaded: null, configured: 16_384, trained: 131_072 })).toBe(16_384);
    expect(effectiveOllamaContext({ loaded: null, configured: null, trained: 131_072 })).toBe(
      OLLAMA_DEFAULT_CONTEXT,
    );
    expect(effectiveOllamaContext({ loaded: null, configured: null, trained: null })).toBe(4096);
    expect(effectiveOllamaContext({ loaded: 65_536, configured: null, trained: 32_768 })).toBe(32_768);
    expect(effectiveOllamaContext({ loaded: null, configured: null, trained: 2048 })).toBe(2048);
  });

  test('a loaded model is found by its name, the tag latest implied', () => {
    const ps = { models: [{ name: 'qwen3:latest', model: 'qwen3:latest', context_length: 8192 }] };
    expect(loadedContext(ps, 'qwen3')).toBe(8192);
    expect(loadedContext(ps, 'qwen3:latest')).toBe(8192);
    expect(loadedContext(ps, 'qwen3:8b')).toBeNull();
    expect(loadedContext({ models: [] }, 'qwen3')).toBeNull();
    expect(loadedContext('not ollama', 'qwen3')).toBeNull();
  });

  test.each<[string, Partial<TFakeOllamaContext>, number]>([
    ['loaded: /api/ps', { loaded: 8192, numCtx: 16_384, trained: 131_072 }, 8192],
    ['not loaded: the Modelfile num_ctx of /api/show', { loaded: null, numCtx: 16_384 }, 16_384],
    ['neither: the default', { loaded: null, numCtx: null, trained: 131_072 }, OLLAMA_DEFAULT_CONTEXT],
    ['more than the model reads: its own context_length', { loaded: 65_536, trained: 32_768 }, 32_768],
  ])('is read from the server: %s', async (_, context, expected) => {
    const ollama = await startFakeOllama({ context });
    try {
      expect(await readOllamaContext(ollama.url, MODEL)).toBe(expected);
      expect(ollama.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
        'GET /api/ps',
        'POST /api/show',
      ]);
      expect(ollama.requests.find((r) => r.path === '/api/show')!.body).toEqual({ model: MODEL });
    } finally {
      await ollama.close();
    }
  });

  test('a server that is down, or does not answer in time, gives the default, not an error', async () => {
    const ollama = await startFakeOllama({ context: { loaded: 16_384 } });
    const url = ollama.url;
    await ollama.close();
    expect(await readOllamaContext(url, MODEL)).toBe(OLLAMA_DEFAULT_CONTEXT);

    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    try {
      const { port } = silent.address() as AddressInfo;
      const started = performance.now();
      expect(await readOllamaContext(`http://127.0.0.1:${port}`, MODEL, { timeoutMs: 200 })).toBe(
        OLLAMA_DEFAULT_CONTEXT,
      );
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  test('is asked once per server and model within a few minutes, then again', async () => {
    const ollama = await startFakeOllama({ context: { loaded: 8192 } });
    const ollamaContext = createOllamaContexts();
    try {
      const shows = () => ollama.requests.filter((r) => r.path === '/api/show').length;
      const now = Date.now();
      const [a, b] = await Promise.all([
        ollamaContext(ollama.url, MODEL, now),
        ollamaContext(ollama.url, MODEL, now),
      ]);
      expect([a, b]).toEqual([8192, 8192]);
      ollama.setContext({ loaded: 16_384 });
      expect(await ollamaContext(ollama.url, MODEL, now + 60_000)).toBe(8192);
      expect(shows()).toBe(1);
      // Another model of the same server is its own entry.
      expect(await ollamaContext(ollama.url, 'qwen2.5:7b', now)).toBe(16_384);
      expect(shows()).toBe(2);
      expect(await ollamaContext(ollama.url, MODEL, now + OLLAMA_CONTEXT_TTL_MS + 1)).toBe(16_384);
      expect(shows()).toBe(3);
    } finally {
      await ollama.close();
    }
  });
});
