import { describe, expect, test } from 'vitest';
import { LlmError } from './errors';
import {
  callsOf,
  createUser,
  PROVIDER_KINDS,
  providerFixture,
  systemOf,
  TEST_KEY,
  useTestDatabase,
} from '#test/kits/llm';
import type { TChatChunk, TChatInput } from './types';

const testDatabase = useTestDatabase();

const CHAT: TChatInput = {
  name: 'agent-chat',
  system: 'You are the assistant. Be brief.',
  messages: [
    { role: 'user', content: 'hi' },
    { role: 'assistant', content: 'Hello.' },
    { role: 'user', content: 'Which keywords should I monitor?' },
  ],
  context: undefined,
};

async function collect(stream: AsyncIterable<TChatChunk>): Promise<TChatChunk[]> {
  const chunks: TChatChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

/** The reasoning and the answer text a stream gave, each joined, and whether reasoning came first. */
function parts(chunks: TChatChunk[]) {
  const firstText = chunks.findIndex((c) => typeof c === 'string' && c.trim() !== '');
  return {
    reasoning: chunks.map((c) => (typeof c === 'string' ? '' : c.reasoning)).join(''),
    text: chunks.filter((c) => typeof c === 'string').join(''),
    reasoningFirst: chunks.slice(firstText).every((c) => typeof c === 'string'),
  };
}

async function streamFailure(stream: AsyncIterable<TChatChunk>, seen: TChatChunk[] = []): Promise<LlmError> {
  try {
    for await (const chunk of stream) seen.push(chunk);
  } catch (err) {
    expect(err).toBeInstanceOf(LlmError);
    return err as LlmError;
  }
  throw new Error('the stream ended without failing');
}

describe.each(PROVIDER_KINDS)('agent chat streamed through the %s provider', (kind) => {
  const user = `chat-${kind}`;
  const { fake, service } = providerFixture(kind, testDatabase, user);

  test('yields the chunks in order and accounts the turn', async () => {
    fake.requests.length = 0;
    const chunks = ['Try ', '"cold email"', ' and ', '"outbound", ', 'both -is:retweet.'];
    fake.reply({ type: 'text', text: chunks.join(''), chunks, usage: { input: 2000, output: 100 } });
    expect(await collect(service().streamChat(CHAT, { userId: user }))).toEqual(chunks);

    const { body, raw } = fake.requests[0]!;
    expect(body.stream).toBe(true);
    expect(systemOf(body)).toBe('You are the assistant. Be brief.');
    expect(raw).not.toContain(TEST_KEY);
    const history = (body.messages as { role: string }[])
      .filter((m) => m.role !== 'system')
      .map((m) => m.role);
    expect(history).toEqual(['user', 'assistant', 'user']);
    if (kind !== 'anthropic') expect(body.stream_options).toEqual({ include_usage: true });

    expect(await callsOf(testDatabase().db, user)).toMatchObject([
      {
        task: 'agent-chat',
        provider: kind,
        inputTokens: 2000,
        outputTokens: 100,
        costUsd: '0.007500',
        status: 'ok',
      },
    ]);
  });

  test('a consumer that stops reading ends the stream cleanly and cancels the request', async () => {
    const u = await createUser(testDatabase().db, `chat-stop-${kind}`);
    fake.reply({ type: 'hang', chunks: ['first ', 'second '] });
    const seen: TChatChunk[] = [];
    for await (const chunk of service().streamChat(CHAT, { userId: u })) {
      seen.push(chunk);
      break;
    }
    expect(seen).toEqual(['first ']);
    // The fake never ends this response: it closes only because the request was cancelled.
    await fake.requests.at(-1)!.closed;
    expect(await callsOf(testDatabase().db, u)).toMatchObject([{ status: 'error', errorCode: 'aborted' }]);
  });

  test('silence after some chunks is a timeout error, after the chunks already sent', async () => {
    fake.reply({ type: 'hang', chunks: ['partial '] });
    const seen: TChatChunk[] = [];
    // Long enough for the first chunk to arrive on a busy machine; the fake then stays silent.
    const err = await streamFailure(service({ timeoutMs: 1500 }).streamChat(CHAT, { userId: user }), seen);
    expect(seen).toEqual(['partial ']);
    expect(err.kind).toBe('timeout');
    expect(err.detail).toMatch(/^The language model did not answer/);
  });

  test("the caller's signal aborts the stream", async () => {
    fake.reply({ type: 'hang', chunks: ['one '] });
    const controller = new AbortController();
    const seen: TChatChunk[] = [];
    let failed: unknown;
    try {
      for await (const chunk of service().streamChat(CHAT, { userId: user, signal: controller.signal })) {
        seen.push(chunk);
        controller.abort();
      }
    } catch (err) {
      failed = err;
    }
    expect(seen).toEqual(['one ']);
    expect(failed).toBeInstanceOf(LlmError);
    expect((failed as LlmError).kind).toBe('aborted');
    await fake.requests.at(-1)!.closed;
  });

  test('an error event inside the stream fails the stream clearly', async () => {
    fake.reply({ type: 'stream-error', chunks: ['Some '], message: 'Overloaded' });
    const seen: TChatChunk[] = [];
    const err = await streamFailure(service().streamChat(CHAT, { userId: user }), seen);
    expect(seen).toEqual(['Some ']);
    expect(err).toMatchObject({ kind: 'unavailable', status: 503 });
  });

  test('a 429 before the first chunk is RATE_LIMITED', async () => {
    fake.reply({ type: 'error', status: 429, headers: { 'retry-after': '3' } });
    const err = await streamFailure(service().streamChat(CHAT, { userId: user }));
    expect(err).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterSeconds: 3 });
  });

  test('an empty answer or a refusal never ends as an empty chat message', async () => {
    fake.reply({ type: 'text', text: '', chunks: [] });
    expect((await streamFailure(service().streamChat(CHAT, { userId: user }))).kind).toBe('empty');
    fake.reply({ type: 'text', text: '', chunks: [], finish: 'content_filter' });
    expect((await streamFailure(service().streamChat(CHAT, { userId: user }))).kind).toBe('refused');
  });

  test('a <think> block opening the answer streams as reasoning, also when its closing tag comes later', async () => {
    const chunks = ['<think>Who do', ' they sell to?</th', 'ink>\n\nTry ', '"churn".'];
    fake.reply({ type: 'text', text: chunks.join(''), chunks });
    const streamed = parts(await collect(service().streamChat(CHAT, { userId: user })));
    expect(streamed).toEqual({
      reasoning: 'Who do they sell to?',
      text: '\n\nTry "churn".',
      reasoningFirst: true,
    });
  });

  if (kind === 'openai-compatible') {
    test("a compatible server's reasoning_content streams as reasoning before the answer", async () => {
      fake.reply({ type: 'text', text: 'Try "churn".', reasoning: 'They sell to founders.' });
      const streamed = parts(await collect(service().streamChat(CHAT, { userId: user })));
      expect(streamed).toEqual({
        reasoning: 'They sell to founders.',
        text: 'Try "churn".',
        reasoningFirst: true,
      });
    });
  }

  if (kind === 'openai') {
    test("OpenAI's streamed refusal reaches the user as the model's own words", async () => {
      fake.reply({ type: 'refusal', text: "I can't help with that." });
      expect((await collect(service().streamChat(CHAT, { userId: user }))).join('')).toBe(
        "I can't help with that.",
      );
    });
  }
});
