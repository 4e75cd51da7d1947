import { describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { audienceKit, SAAS_INTERVIEW } from '#test/kits/audience';
import { CHAT_DETAIL } from './send-chat-message';

/** POST /api/chat/refine: the audience conversation continued after onboarding (offline interviewer). */
const t = useTestApp();
const kit = audienceKit(t);

async function defined(label: string): Promise<{ session: TSession; keywords: string[] }> {
  const session = await t.signUpAndConfirm(uniqueEmail(label));
  for (const answer of SAAS_INTERVIEW) await kit.say(session, answer);
  const { active_keywords: keywords } = await kit.status(session);
  expect(keywords.length).toBeGreaterThanOrEqual(5);
  return { session, keywords };
}

const MORE = 'They also complain about "pricing pages" and "annual plans".';

describe('refining the audience after onboarding', () => {
  test('onboarding’s interview stays closed; refining continues the same conversation and adds keywords', async () => {
    const { session: ada, keywords } = await defined('ada');
    await expectErrorBody(await kit.chat(ada, { user_input: MORE, chat_state: null }), 409);

    const before = await kit.history(ada);
    const reply = await kit.say(ada, MORE, '/api/chat/refine');
    expect(reply.initial_audience_understanding_complete).toBe(true);
    expect(reply.chat_state.information_clarity).toBeGreaterThanOrEqual(before.at(-1)!.information_clarity);
    // Said in words: which keywords it added, never as search syntax.
    expect(reply.message).toMatch(/^Noted\. .*That adds 2 keywords: “pricing pages” and “annual plans”\./);
    expect(reply.message).not.toMatch(/-is:|lang:/);

    const history = await kit.history(ada);
    expect(history.map((h) => h.instruction)).toEqual([...SAAS_INTERVIEW, MORE]);
    expect(history.at(-1)?.chat_state.chat_history.slice(0, -2)).toEqual(
      before.at(-1)?.chat_state.chat_history,
    );

    const status = await kit.status(ada);
    expect(status.active_keywords).toEqual([
      ...keywords,
      '"pricing pages" -is:retweet',
      '"annual plans" -is:retweet',
    ]);
    // Still closed for onboarding's route, still open for refining.
    await expectErrorBody(await kit.chat(ada, { user_input: 'more', chat_state: null }, '/api/chat'), 409);
    const again = await kit.say(ada, 'Nothing new really.', '/api/chat/refine');
    expect(again.message).toMatch(/Your keywords already cover that/);
    expect(await kit.status(ada)).toEqual(status);
  });

  test('a keyword removed or switched off by hand is never put back by refining', async () => {
    const { session: ben, keywords } = await defined('ben');
    const [removed, paused] = keywords as [string, string];
    await kit.changed(await kit.change(ben, 'remove', { keyword: removed }));
    expect((await kit.toggle(ben, [{ keyword: paused, active: false }])).status).toBe(200);
    await kit.say(ben, MORE, '/api/chat/refine');
    const status = await kit.status(ben);
    expect([...status.active_keywords, ...status.inactive_keywords]).not.toContain(removed);
    expect(status.inactive_keywords).toEqual([paused]);
    expect(status.active_keywords).toContain('"pricing pages" -is:retweet');
  });

  test('before the audience is defined, refining is the interview itself', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    const first = await kit.say(cy, SAAS_INTERVIEW[0], '/api/chat/refine');
    expect(first.initial_audience_understanding_complete).toBe(false);
    expect(await kit.status(cy)).toEqual({ active_keywords: [], inactive_keywords: [] });
    await kit.say(cy, SAAS_INTERVIEW[1], '/api/chat/refine');
    const third = await kit.say(cy, SAAS_INTERVIEW[2], '/api/chat/refine');
    expect(third.initial_audience_understanding_complete).toBe(true);
    expect((await kit.status(cy)).active_keywords).toEqual(third.chat_state.twitter_queries.search_queries);
  });

  test('bad input → 4xx with a detail, and nothing stored', async () => {
    const { session: di } = await defined('di');
    const turns = await kit.turnRows(di);
    const empty = await expectErrorBody(await kit.chat(di, { user_input: '  ' }, '/api/chat/refine'), 422);
    expect(empty.detail).toBe('user_input: Type a message first');
    await expectErrorBody(await kit.chat(di, { user_input: 'x'.repeat(2001) }, '/api/chat/refine'), 422);
    const extra = await expectErrorBody(
      await kit.chat(di, { user_input: 'more', refine: true }, '/api/chat/refine'),
      400,
    );
    expect(extra.detail).toBe('Unknown field: refine');
    await expectErrorBody(await kit.chat(di, { user_input: 'a\u0000b' }, '/api/chat/refine'), 400);
    expect(await kit.turnRows(di)).toEqual(turns);
  });

  test('needs a session; documented', async () => {
    await expectErrorBody(await t.post('/api/chat/refine', { user_input: 'x' }), 401);
    await expectErrorBody(await t.post('/api/chat/refine', { user_input: 'x' }, bearer('nope')), 401);
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths['/api/chat/refine'] ?? {})).toEqual(['post']);
    expect(CHAT_DETAIL.complete).toMatch(/^The audience definition is complete/);
  });
});
