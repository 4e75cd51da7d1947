import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import {
  AGENT_ANSWER_MARKER,
  AGENT_COMPLETED_MARKER,
  AGENT_SESSION_HEADER,
  splitAgentContent,
} from '@gatling/shared/api/agent';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { callsOf, memoryLogger, serviceFor, systemOf, TEST_KEY } from '#test/kits/llm';
import { bearer, expectErrorBody, openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { agentKit } from '#test/kits/agent';

/** POST /api/agent/ with a real provider (OpenAI's SDK) streaming from the local fake server. */
const fake = openedForAll(() => startFakeOpenAi({ apiKey: TEST_KEY }));
const t = useTestApp(
  {},
  { llm: ({ database }) => serviceFor('openai', fake, { db: database.db, logger: memoryLogger().logger }) },
);
const kit = agentKit(t);
beforeEach(() => {
  fake.requests.length = 0;
});

const whole = (answer: string) => `${AGENT_ANSWER_MARKER}\n${answer}\n${AGENT_COMPLETED_MARKER}`;

/** The conversation a recorded request carried, without the system prompt, as role and text. */
function conversationOf(body: Record<string, unknown>) {
  return (body.messages as { role: string; content: unknown }[])
    .filter((m) => m.role !== 'system' && m.role !== 'developer')
    .map((m) => ({
      role: m.role,
      content:
        typeof m.content === 'string'
          ? m.content
          : (m.content as { text?: string }[]).map((p) => p.text ?? '').join(''),
    }));
}

describe('the agent chat with a model', () => {
  test('the chunks stream between the markers; the system prompt carries the setup; stored as streamed', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    const style = 'Dry, short sentences. No exclamation marks.';
    expect((await t.post('/api/users/style', { style_prompt: style }, bearer(ada))).status).toBe(200);
    const chunks = ['Try ', '"cold email"', ' and ', '"reply rates" -is:retweet.'];
    fake.reply({ type: 'text', text: chunks.join(''), chunks });
    const reply = await kit.say(ada, 'Which keywords?');
    expect(reply.text).toBe(whole(chunks.join('')));

    const system = systemOf(fake.requests[0]!.body);
    expect(system).toContain(style);
    expect(system).toContain('their X account is not connected yet');
    expect(conversationOf(fake.requests[0]!.body)).toEqual([{ role: 'user', content: 'Which keywords?' }]);
    expect(await kit.stored(ada, reply.sessionId)).toEqual([
      { role: 'user', content: 'Which keywords?' },
      { role: 'assistant', content: reply.text },
    ]);
    expect(await callsOf(t.database.db, ada.user.id)).toMatchObject([{ task: 'agent-chat', status: 'ok' }]);
  });

  test('the next turn sends the history: answers without their markers, oldest first, then the new message', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    fake.reply(
      { type: 'text', text: 'Founders doing outbound.' },
      { type: 'text', text: 'Add a rule for it.' },
    );
    const first = await kit.say(ben, 'Who is my audience?');
    const second = await kit.say(ben, 'And then?', first.sessionId);
    expect(second.text).toBe(whole('Add a rule for it.'));
    expect(conversationOf(fake.requests[1]!.body)).toEqual([
      { role: 'user', content: 'Who is my audience?' },
      { role: 'assistant', content: 'Founders doing outbound.' },
      { role: 'user', content: 'And then?' },
    ]);
  });

  test('a failure before the first chunk is a JSON error and takes the turn back: no unanswered question is kept', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    fake.reply({ type: 'error', status: 500, message: 'upstream exploded' });
    const res = await kit.send(cy, { user_input: 'Hello?' });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ code: 'UNAVAILABLE', detail: expect.any(String) });
    // The session it would have opened is gone with the message: nothing to name.
    expect(res.headers.get(AGENT_SESSION_HEADER)).toBeNull();
    expect(await kit.sessions(cy)).toEqual([]);

    fake.reply({ type: 'text', text: 'Founders doing outbound.' });
    const first = await kit.say(cy, 'Who is my audience?');
    fake.reply({ type: 'error', status: 429, headers: { 'retry-after': '7' } });
    const limited = await kit.send(cy, { user_input: 'Again?', session_id: first.sessionId });
    await expectErrorBody(limited, 429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((await kit.stored(cy, first.sessionId)).map((m) => m.role)).toEqual(['user', 'assistant']);

    // Sent again, the message is in the history once, answered.
    fake.reply({ type: 'text', text: 'Here now.' });
    await kit.say(cy, 'Again?', first.sessionId);
    expect(conversationOf(fake.requests.at(-1)!.body).map((m) => m.content)).toEqual([
      'Who is my audience?',
      'Founders doing outbound.',
      'Again?',
    ]);
    expect((await kit.stored(cy, first.sessionId)).map((m) => m.content)).toEqual([
      'Who is my audience?',
      first.text,
      'Again?',
      whole('Here now.'),
    ]);
  });

  test('a request cancelled before the first chunk stops the model and takes the message back', async () => {
    const gus = await t.signUpAndConfirm(uniqueEmail('gus'));
    fake.reply({ type: 'text', text: 'Hello.' });
    const first = await kit.say(gus, 'Hi');
    fake.reply({ type: 'hang' });
    const client = new AbortController();
    const sent = t.app.request('/api/agent/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(gus) },
      body: JSON.stringify({ user_input: 'Never mind', session_id: first.sessionId }),
      signal: client.signal,
    });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(2));
    client.abort();
    await fake.requests.at(-1)!.closed;
    expect((await sent).headers.get(AGENT_SESSION_HEADER)).toBeNull();
    expect((await kit.stored(gus, first.sessionId)).map((m) => m.content)).toEqual(['Hi', first.text]);
  });

  test('a failure mid-stream ends the stream with what arrived, stored without the completed marker', async () => {
    const dee = await t.signUpAndConfirm(uniqueEmail('dee'));
    fake.reply({ type: 'stream-error', chunks: ['Try ', '"cold '], message: 'Overloaded' });
    const reply = await kit.say(dee, 'Keywords?');
    expect(reply.text).toBe(`${AGENT_ANSWER_MARKER}\nTry "cold `);
    expect(splitAgentContent(reply.text)).toEqual({ reasoning: null, answer: 'Try "cold', completed: false });
    expect(await kit.stored(dee, reply.sessionId)).toEqual([
      { role: 'user', content: 'Keywords?' },
      { role: 'assistant', content: reply.text },
    ]);
  });

  test('the client going away stops the model call; what arrived is stored', async () => {
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    fake.reply({ type: 'hang', chunks: ['Partial ', 'answer '] });
    const res = await kit.send(eve, { user_input: 'Tell me everything' });
    expect(res.status).toBe(200);
    const sessionId = res.headers.get(AGENT_SESSION_HEADER) ?? '';
    const received = await readUntil(res, 'answer ');
    expect(received).toBe(`${AGENT_ANSWER_MARKER}\nPartial answer `);

    await fake.requests.at(-1)!.closed;
    await vi.waitFor(async () => expect(await kit.stored(eve, sessionId)).toHaveLength(2));
    expect((await kit.stored(eve, sessionId))[1]).toEqual({ role: 'assistant', content: received });
    expect(await callsOf(t.database.db, eve.user.id)).toMatchObject([
      { status: 'error', errorCode: 'aborted' },
    ]);
  });

  test('over a real HTTP connection: chunks arrive as they come; closing the connection stops the model', async () => {
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      fake.reply({ type: 'hang', chunks: ['Still ', 'thinking '] });
      const client = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/agent/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(fay) },
        body: JSON.stringify({ user_input: 'Long question' }),
        signal: client.signal,
      });
      expect(res.status).toBe(200);
      const sessionId = res.headers.get(AGENT_SESSION_HEADER) ?? '';
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let seen = '';
      while (!seen.includes('thinking '))
        seen += decoder.decode((await reader.read()).value, { stream: true });
      client.abort();

      await fake.requests.at(-1)!.closed;
      await vi.waitFor(async () => expect(await kit.stored(fay, sessionId)).toHaveLength(2));
      expect((await kit.stored(fay, sessionId))[1]!.content).toBe(`${AGENT_ANSWER_MARKER}\nStill thinking `);
      expect(await callsOf(t.database.db, fay.user.id)).toMatchObject([{ errorCode: 'aborted' }]);
    } finally {
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** Reads a streamed body until it contains `text`, then cancels it (the client goes away). */
async function readUntil(res: Response, text: string): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  while (!seen.includes(text)) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return seen;
}
