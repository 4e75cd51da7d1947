import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AGENT_ANSWER_MARKER,
  AGENT_COMPLETED_MARKER,
  AGENT_INPUT_MAX,
  AGENT_SESSION_HEADER,
  AGENT_TITLE_MAX,
  splitAgentContent,
} from '@gatling/shared/api/agent';
import { agentMessages, agentSessions } from '../../db/schema/agent';
import { bearer, createTestApp, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { agentKit } from '#test/kits/agent';
import { AGENT_SEND_RATE_RULES } from './routes';
import { AGENT_DETAIL } from './session-row';

/** The agent chat's sessions through app.request, with the offline agent (no model configured). */
const t = useTestApp();
const kit = agentKit(t);

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('sending a message', () => {
  test('without a session: a session titled by the message, the answer streamed with its markers, both stored', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    const reply = await kit.say(ada, '  Which   keywords should I\nmonitor? ');
    expect(reply.text.startsWith(`${AGENT_ANSWER_MARKER}\n`)).toBe(true);
    expect(reply.text.endsWith(`\n${AGENT_COMPLETED_MARKER}`)).toBe(true);
    const { reasoning, answer, completed } = splitAgentContent(reply.text);
    expect({ reasoning, completed }).toEqual({ reasoning: null, completed: true });
    expect(answer).toContain('I am running offline');

    const detail = await kit.detail(ada, reply.sessionId);
    expect(detail.session).toMatchObject({ id: reply.sessionId, title: 'Which keywords should I monitor?' });
    expect(detail.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Which   keywords should I\nmonitor?'],
      ['assistant', reply.text],
    ]);
    expect(Date.parse(detail.messages[1]!.created_at)).toBeGreaterThan(
      Date.parse(detail.messages[0]!.created_at),
    );
    expect(Date.parse(detail.session.updated_at ?? '')).toBe(Date.parse(detail.messages[1]!.created_at));
  });

  test('the same session takes the next turn, in order; the path without the trailing slash works too', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    const first = await kit.say(ben, 'Hello');
    const res = await kit.send(
      ben,
      { user_input: 'What about my rules?', session_id: first.sessionId },
      '/api/agent',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get(AGENT_SESSION_HEADER)).toBe(first.sessionId);
    const second = await res.text();
    expect(second).toContain('Reply rules: none yet');
    expect(await kit.stored(ben, first.sessionId)).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: first.text },
      { role: 'user', content: 'What about my rules?' },
      { role: 'assistant', content: second },
    ]);
    expect(await kit.sessions(ben)).toHaveLength(1);
  });

  test('a long first message is shortened at a word boundary for the title', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    const long = `Help me write a reply rule for founders who complain about ${'very '.repeat(20)}slow onboarding`;
    const { sessionId } = await kit.say(cy, long);
    const title = (await kit.detail(cy, sessionId)).session.title ?? '';
    expect(title.length).toBeLessThanOrEqual(AGENT_TITLE_MAX);
    expect(title).toMatch(/^Help me write a reply rule for founders who complain about (very )+very…$/);
  });

  test('a blank, missing or too long message is a 422 and nothing is stored', async () => {
    const dee = await t.signUpAndConfirm(uniqueEmail('dee'));
    for (const body of [{ user_input: '   ' }, {}, { user_input: 'x'.repeat(AGENT_INPUT_MAX + 1) }]) {
      await expectErrorBody(await kit.send(dee, body), 422);
    }
    expect((await expectErrorBody(await kit.send(dee, { user_input: ' \n ' }), 422)).detail).toBe(
      'user_input: Type a message',
    );
    const rows = await t.database.db
      .select()
      .from(agentSessions)
      .where(eq(agentSessions.userId, dee.user.id));
    expect(rows).toEqual([]);
  });

  test("another user's, an unknown or a malformed session id is a 404 before anything is stored", async () => {
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
    const own = await kit.say(eve, 'Mine');
    for (const id of [own.sessionId, MISSING, 'not-a-session']) {
      const res = await kit.send(fay, { user_input: 'Hi', session_id: id });
      expect((await expectErrorBody(res, 404)).detail).toBe(AGENT_DETAIL.sessionNotFound);
      await expectErrorBody(await kit.get(fay, `/api/agent/session/${id}`), 404);
      await expectErrorBody(await kit.remove(fay, id), 404);
    }
    expect(await kit.stored(eve, own.sessionId)).toHaveLength(2);
    expect(await kit.sessions(fay)).toEqual([]);
    const fays = await t.database.db
      .select()
      .from(agentMessages)
      .where(eq(agentMessages.userId, fay.user.id));
    expect(fays).toEqual([]);
  });
});

describe('sessions', () => {
  test('listed most recently used first; a new turn moves a session to the top', async () => {
    const gus = await t.signUpAndConfirm(uniqueEmail('gus'));
    expect(await kit.sessions(gus)).toEqual([]);
    const a = await kit.say(gus, 'First topic');
    const b = await kit.say(gus, 'Second topic');
    expect((await kit.sessions(gus)).map((s) => s.title)).toEqual(['Second topic', 'First topic']);
    await kit.say(gus, 'Back to the first', a.sessionId);
    const listed = await kit.sessions(gus);
    expect(listed.map((s) => s.id)).toEqual([a.sessionId, b.sessionId]);
    const res = await kit.get(gus, '/api/agent/session_ids');
    expect(await res.json()).toEqual(listed);
  });

  test('delete: 204, the session and its messages are gone, other sessions stay', async () => {
    const hal = await t.signUpAndConfirm(uniqueEmail('hal'));
    const keep = await kit.say(hal, 'Keep me');
    const drop = await kit.say(hal, 'Drop me');
    const res = await kit.remove(hal, drop.sessionId);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    await expectErrorBody(await kit.get(hal, `/api/agent/session/${drop.sessionId}`), 404);
    await expectErrorBody(await kit.remove(hal, drop.sessionId), 404);
    expect(await kit.stored(hal, drop.sessionId)).toEqual([]);
    expect((await kit.sessions(hal)).map((s) => s.id)).toEqual([keep.sessionId]);
  });

  test('every agent route needs a session (401)', async () => {
    const requests: [string, RequestInit][] = [
      ['/api/agent/session_ids/', {}],
      [`/api/agent/session/${MISSING}`, {}],
      [`/api/agent/session/${MISSING}`, { method: 'DELETE' }],
      ['/api/agent/memory', {}],
      [
        '/api/agent/',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"user_input":"hi"}' },
      ],
    ];
    for (const [path, init] of requests) {
      const res = await t.request(path, init);
      expect(res.status, path).toBe(401);
      await res.text();
    }
    const res = await t.request('/api/agent/memory', { headers: bearer('not-a-token') });
    expect(res.status).toBe(401);
  });

  test('the routes are in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths['/api/agent/'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/agent/session_ids/'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/agent/session/{id}'] ?? {}).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(doc.paths['/api/agent/memory'] ?? {})).toEqual(['get']);
  });
});

describe('the send rate limit', () => {
  test('past the per-minute budget: 429 with Retry-After, nothing stored; other users are not affected', async () => {
    const limited = await createTestApp({ RATE_LIMIT_DISABLED: 'false' }, { shareDatabaseOf: t });
    const lk = agentKit(limited);
    const ivy = await limited.signUpAndConfirm(uniqueEmail('ivy'));
    const { sessionId } = await lk.say(ivy, 'Turn 1');
    const minute = AGENT_SEND_RATE_RULES.find((r) => r.name === 'minute')!.rule.max;
    for (let i = 2; i <= minute; i += 1) await lk.say(ivy, `Turn ${i}`, sessionId);
    const res = await lk.send(ivy, { user_input: 'One too many', session_id: sessionId });
    expect((await expectErrorBody(res, 429)).detail).toBe(AGENT_DETAIL.tooManyMessages);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await lk.stored(ivy, sessionId)).toHaveLength(minute * 2);
    const jon = await limited.signUpAndConfirm(uniqueEmail('jon'));
    await lk.say(jon, 'Hello');
    await limited.close();
  });
});
