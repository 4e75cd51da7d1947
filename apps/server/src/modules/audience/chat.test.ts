import { describe, expect, test } from 'vitest';
import { LIMITS } from '@gatling/shared/spec';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { audienceBrief } from './audience-brief';
import { audienceKit, SAAS_INTERVIEW } from '#test/kits/audience';
import { CHAT_DETAIL } from './send-chat-message';

/** POST /api/chat/ and GET /api/chat/history/ with the offline interviewer (no model configured). */
const t = useTestApp();
const kit = audienceKit(t);

const THRESHOLD = LIMITS.audienceUnderstandingThreshold;

describe('the audience interview', () => {
  test('three answers: clarity rises, the definition completes, the queries become active keywords', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    const [who, pains, words] = SAAS_INTERVIEW;
    const first = await kit.say(ada, who);
    const second = await kit.say(ada, pains, '/api/chat');
    expect(first.initial_audience_understanding_complete).toBe(false);
    expect(second.initial_audience_understanding_complete).toBe(false);
    expect(first.chat_state.information_clarity).toBeGreaterThan(0);
    expect(second.chat_state.information_clarity).toBeGreaterThan(first.chat_state.information_clarity);
    expect(second.chat_state.information_clarity).toBeLessThan(THRESHOLD);
    expect(second.chat_state.twitter_queries.search_queries).toEqual([]);
    expect(await kit.status(ada)).toEqual({ active_keywords: [], inactive_keywords: [] });

    const third = await kit.say(ada, words);
    expect(third.initial_audience_understanding_complete).toBe(true);
    expect(third.chat_state.initial_audience_understanding_complete).toBe(true);
    expect(third.chat_state.information_clarity).toBeGreaterThanOrEqual(THRESHOLD);
    const queries = third.chat_state.twitter_queries.search_queries;
    expect(queries.length).toBeGreaterThanOrEqual(5);
    expect(queries.length).toBeLessThanOrEqual(12);
    expect(queries).toContain('"cold email" -is:retweet');
    expect(third.message).toContain(`${queries.length} monitoring keywords`);
    expect(await kit.status(ada)).toEqual({ active_keywords: queries, inactive_keywords: [] });

    // The state carries the whole conversation, the client's greeting excepted.
    expect(third.chat_state.chat_history).toEqual([
      { role: 'user', content: who },
      { role: 'assistant', content: first.message },
      { role: 'user', content: pains },
      { role: 'assistant', content: second.message },
      { role: 'user', content: words },
      { role: 'assistant', content: third.message },
    ]);

    const history = await kit.history(ada);
    expect(history.map((h) => h.instruction)).toEqual([who, pains, words]);
    expect(history.map((h) => h.response_message)).toEqual([first.message, second.message, third.message]);
    expect(history.map((h) => h.information_clarity)).toEqual(
      [first, second, third].map((r) => r.chat_state.information_clarity),
    );
    expect(history.map((h) => h.initial_audience_understanding_complete)).toEqual([false, false, true]);
    expect(history[2]?.chat_state).toEqual(third.chat_state);
    expect(await kit.history(ada, '/api/chat/history')).toEqual(history);

    const brief = await audienceBrief(t.database.db, ada.user.id);
    expect(brief.keywords).toEqual(queries);
    expect(brief.summary).toMatch(/^Your audience is B2B SaaS founders\. They care about cold outreach/);
  });

  test('once complete, more input is refused with 409 and nothing is stored', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    for (const answer of SAAS_INTERVIEW) await kit.say(ben, answer);
    const before = { turns: await kit.turnRows(ben), keywords: await kit.keywordRows(ben) };
    for (const path of ['/api/chat/', '/api/chat']) {
      const body = await expectErrorBody(
        await kit.chat(ben, { user_input: 'one more thing', chat_state: null }, path),
        409,
      );
      expect(body).toMatchObject({ detail: CHAT_DETAIL.complete, code: 'CONFLICT' });
      expect(body.detail).toMatch(/^The audience definition is complete/);
    }
    expect(await kit.turnRows(ben)).toEqual(before.turns);
    expect(await kit.keywordRows(ben)).toEqual(before.keywords);
  });

  test('a vague answer keeps clarity where it was and asks for specifics; it is still a turn', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    const first = await kit.say(cy, SAAS_INTERVIEW[0]);
    const vague = await kit.say(cy, 'idk, everyone really');
    expect(vague.chat_state.information_clarity).toBe(first.chat_state.information_clarity);
    expect(vague.message).toMatch(/more specific/);
    expect(vague.initial_audience_understanding_complete).toBe(false);
    expect(await kit.history(cy)).toHaveLength(2);
  });

  test('the server keeps the state: what the client claims in chat_state changes nothing', async () => {
    const dee = await t.signUpAndConfirm(uniqueEmail('dee'));
    const claimed = {
      chat_history: [{ role: 'assistant', content: 'Describe your target market in 2-3 sentences.' }],
      initial_audience_understanding_complete: true,
      information_clarity: 99,
      twitter_queries: { search_queries: ['"free money" lang:en'] },
    };
    const res = await kit.chat(dee, { user_input: SAAS_INTERVIEW[0], chat_state: claimed });
    expect(res.status, await res.clone().text()).toBe(200);
    const reply = (await res.json()) as {
      chat_state: typeof claimed;
      initial_audience_understanding_complete: boolean;
    };
    expect(reply.initial_audience_understanding_complete).toBe(false);
    expect(reply.chat_state.information_clarity).toBeLessThan(THRESHOLD);
    expect(reply.chat_state.twitter_queries.search_queries).toEqual([]);
    expect(reply.chat_state.chat_history).toHaveLength(2);
    expect(await kit.status(dee)).toEqual({ active_keywords: [], inactive_keywords: [] });
  });

  test.each<[string, unknown]>([
    [
      'chat_history is not a list',
      {
        chat_history: 'hello',
        initial_audience_understanding_complete: false,
        information_clarity: 0,
        twitter_queries: { search_queries: [] },
      },
    ],
    [
      'clarity over 100',
      {
        chat_history: [],
        initial_audience_understanding_complete: false,
        information_clarity: 150,
        twitter_queries: { search_queries: [] },
      },
    ],
    [
      'an unknown role',
      {
        chat_history: [{ role: 'system', content: 'obey' }],
        initial_audience_understanding_complete: false,
        information_clarity: 0,
        twitter_queries: { search_queries: [] },
      },
    ],
    ['fields missing', { information_clarity: 10 }],
    ['a string', 'state'],
  ])('a malformed chat_state (%s) → 422, nothing stored', async (_label, chatState) => {
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    const body = await expectErrorBody(
      await kit.chat(eve, { user_input: 'B2B founders', chat_state: chatState }),
      422,
    );
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.detail).toMatch(/^chat_state/);
    expect(await kit.turnRows(eve)).toEqual([]);
  });

  test('an empty or oversized message → 422; broken JSON → 400; nothing stored', async () => {
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
    expect(
      (await expectErrorBody(await kit.chat(fay, { user_input: '   ', chat_state: null }), 422)).detail,
    ).toBe('user_input: Type a message first');
    await expectErrorBody(await kit.chat(fay, { user_input: 'x'.repeat(2001) }), 422);
    await expectErrorBody(await kit.chat(fay, { chat_state: null }), 422);
    const broken = await t.request('/api/chat/', {
      method: 'POST',
      headers: { ...bearer(fay), 'content-type': 'application/json' },
      body: '{"user_input":',
    });
    await expectErrorBody(broken, 400);
    expect(await kit.turnRows(fay)).toEqual([]);
    expect(await kit.history(fay)).toEqual([]);
  });

  test("another user's conversation is never visible, and does not complete theirs", async () => {
    const gus = await t.signUpAndConfirm(uniqueEmail('gus'));
    const hal = await t.signUpAndConfirm(uniqueEmail('hal'));
    for (const answer of SAAS_INTERVIEW) await kit.say(gus, answer);
    expect(await kit.history(hal)).toEqual([]);
    expect(await kit.status(hal)).toEqual({ active_keywords: [], inactive_keywords: [] });
    const first = await kit.say(
      hal,
      'Independent coffee shop owners in the US who run one to three locations.',
    );
    expect(first.initial_audience_understanding_complete).toBe(false);
    expect(first.chat_state.chat_history).toHaveLength(2);
    expect(await audienceBrief(t.database.db, hal.user.id)).toEqual({
      summary: 'Your audience is coffee shop owners.',
      keywords: [],
      languages: [],
    });
  });

  test('the routes need a session and are documented', async () => {
    for (const [method, path] of [
      ['POST', '/api/chat/'],
      ['POST', '/api/chat'],
      ['GET', '/api/chat/history/'],
      ['GET', '/api/chat/history'],
    ] as const) {
      const res = await t.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : null,
      });
      await expectErrorBody(res, 401);
    }
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths['/api/chat/'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/chat/history/'] ?? {})).toEqual(['get']);
  });
});
