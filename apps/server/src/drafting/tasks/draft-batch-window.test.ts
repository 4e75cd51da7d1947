import { describe, expect, test } from 'vitest';
import { startFakeOllama, type TFakeOllamaContext, type TFakeOllamaServer } from '#test/fakes/ollama-server';
import type { TRecordedRequest } from '#test/fakes/model-server';
import { DRAFT_BATCH, POST } from '#test/kits/drafting';
import { memoryLogger, useTestDatabase } from '#test/kits/llm';
import { CHARS_PER_TOKEN } from '../../integrations/llm/context-window';
import { createModelService } from '../../integrations/llm/model-service';
import { ownModelTarget } from '../../integrations/llm/presets';
import { outputTokenCap } from '../../integrations/llm/providers';
import { draftBatchResilient } from './draft-batch-resilient';
import { SKIP_REASON } from './draft-failures';
import type { TDraftBatchInput } from './draft-replies';

const testDatabase = useTestDatabase();
const ctx = { userId: null };

/** Five replies with nothing in common, so the voice guard sends none back. */
const REPLIES = [
  'a $5 vps with nightly pg_dump still holds up',
  'check whether storage or egress jumped first',
  'sqlite is fine until two app servers write',
  'kubernetes rarely pays for itself this early',
  'measure the slow queries before sharding anything',
];

/** Answers every post a request shows ("### Post p1", …) with the next reply of REPLIES, across calls. */
function answerEachPost() {
  let used = 0;
  return (req: TRecordedRequest) => {
    const ids = [...userText(req).matchAll(/^### Post (p\d+)$/gm)].map((m) => m[1]!);
    const drafts = ids.map((id) => ({ id, text: REPLIES[used++ % REPLIES.length]!, skip_reason: null }));
    return { type: 'text' as const, text: JSON.stringify({ drafts }) };
  };
}

const messagesOf = (req: TRecordedRequest) => req.body.messages as { role: string; content: string }[];
const userText = (req: TRecordedRequest) =>
  messagesOf(req)
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n');

/**
 * A long post (its text at the prompt's cap of 1000 characters, and a reply in its thread): about
 * 500 tokens, so with the voice two fit a 4096-token window and three do not.
 */
const longPost = (i: number): TDraftBatchInput['items'][number] => ({
  post: {
    ...POST,
    id: `19000000000000000${i}`,
    text: `post ${i}: ${'the managed database bill keeps climbing and nobody can say why. '.repeat(16)}`,
  },
  thread: [
    { author_username: 'kim', text: `same here, ${'our invoice doubled after the free tier. '.repeat(12)}` },
  ],
  matched_rule: null,
});
/** A post with eight long replies in its thread (as many as the prompt shows): alone with the voice, over 4096 tokens. */
const hugePost: TDraftBatchInput['items'][number] = {
  post: { ...POST, id: '1900000000000000099', text: 'ZEBRA-UNROLLED '.repeat(70) },
  thread: Array.from({ length: 8 }, (_, i) => ({
    author_username: `reader${i}`,
    text: `ZEBRA-UNROLLED reply ${i}: ${'a long aside about connection pools and replicas. '.repeat(10)}`,
  })),
  matched_rule: null,
};
const batchOf = (items: TDraftBatchInput['items']): TDraftBatchInput => ({ ...DRAFT_BATCH, items });

type TDraft = (input: TDraftBatchInput) => ReturnType<typeof draftBatchResilient>;
/** A chat call the fake received: its post count and estimated size (prompt / 3 + answer room). */
type TChat = { posts: number; tokens: number };

/** Runs `body` against a fake Ollama that tells this window, and returns the chat calls it received. */
async function withOllama(
  context: Partial<TFakeOllamaContext>,
  body: (ollama: TFakeOllamaServer, draft: TDraft) => Promise<void>,
): Promise<TChat[]> {
  const ollama = await startFakeOllama({ context });
  const target = ownModelTarget(
    { provider: 'ollama', model: 'llama3.2:3b', apiKey: null, baseUrl: null },
    { ollamaUrl: ollama.url, presetBaseUrls: {} },
  );
  const llm = createModelService({
    target,
    timeoutMs: 5000,
    maxRetries: 0,
    pricing: { inputUsdPerMtok: 0, outputUsdPerMtok: 0 },
    db: testDatabase().db,
    logger: memoryLogger().logger,
  });
  try {
    await body(ollama, (input) => draftBatchResilient({ llm }, input, ctx));
  } finally {
    await ollama.close();
  }
  return ollama.requests
    .filter((r) => r.path === '/v1/chat/completions')
    .map((r) => {
      const chars = messagesOf(r).reduce((n, m) => n + m.content.length, 0);
      const answerRoom = (r.body.max_tokens as number) - outputTokenCap(target, 0);
      return {
        posts: [...userText(r).matchAll(/^### Post p\d+$/gm)].length,
        tokens: Math.ceil(chars / CHARS_PER_TOKEN) + answerRoom,
      };
    });
}

describe('drafting with Ollama fits the window the server reads the model in', () => {
  test('five long posts that do not fit a 4096-token window go in smaller calls, each fitting', async () => {
    const calls = await withOllama(
      { loaded: 4096, numCtx: 32_768, trained: 131_072 },
      async (ollama, draft) => {
        const answer = answerEachPost();
        ollama.reply(answer, answer, answer);
        const out = await draft(batchOf([1, 2, 3, 4, 5].map((i) => longPost(i))));
        expect(out.drafts.map((d) => d.text)).toEqual(REPLIES);
        expect(out.drafts.every((d) => d.failure === null)).toBe(true);
      },
    );
    // Halves, as a context overflow splits them: 3 + 2, and the 3 again as 2 + 1.
    expect(calls.map((c) => c.posts)).toEqual([2, 1, 2]);
    for (const call of calls) expect(call.tokens).toBeLessThanOrEqual(4096);
  });

  test('a post too long for the window is skipped as too long, never sent; the others are drafted', async () => {
    const calls = await withOllama({ loaded: null, numCtx: 4096 }, async (ollama, draft) => {
      ollama.reply(answerEachPost());
      const out = await draft(batchOf([longPost(1), hugePost]));
      expect(out.drafts.map((d) => [d.text, d.skip_reason, d.failure])).toEqual([
        [REPLIES[0], null, null],
        [null, SKIP_REASON.tooLong, 'too_long'],
      ]);
      expect(out.outage).toBe(false);
      expect(ollama.requests.some((r) => r.raw.includes('ZEBRA-UNROLLED'))).toBe(false);
    });
    expect(calls.map((c) => c.posts)).toEqual([1]);
  });

  test('a large window takes the five in one call', async () => {
    const calls = await withOllama({ loaded: 32_768 }, async (ollama, draft) => {
      ollama.reply(answerEachPost());
      const out = await draft(batchOf([1, 2, 3, 4, 5].map((i) => longPost(i))));
      expect(out.drafts.map((d) => d.text)).toEqual(REPLIES);
      // Because the server was asked for the window (once), not because nothing was checked.
      expect(
        ollama.requests
          .filter((r) => r.path.startsWith('/api/'))
          .map((r) => r.path)
          .sort(),
      ).toEqual(['/api/ps', '/api/show']);
    });
    expect(calls.map((c) => c.posts)).toEqual([5]);
  });
});
