import { beforeEach, describe, expect, test } from 'vitest';
import type { TInterviewInput, TInterviewOutput } from '../../drafting/types';
import { llmError } from '../../integrations/llm/errors';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { audienceBrief } from './audience-brief';
import { audienceKit } from '#test/kits/audience';
import { scriptedLanguageService } from '#test/kits/scripted-language-service';
import { CHAT_DETAIL } from './send-chat-message';

/** The chat route's own logic, with a model answering through a scripted language service. */
const llm = scriptedLanguageService();
const t = useTestApp({}, { llm: () => llm.service });
const kit = audienceKit(t);
beforeEach(() => llm.reset());

/** The model answers these outputs, one per turn, and records what it was asked. */
function modelSays(...outputs: Partial<TInterviewOutput>[]): TInterviewInput[] {
  const inputs: TInterviewInput[] = [];
  llm.answer<TInterviewInput>('audience-interview', (input) => {
    inputs.push(input);
    const next = outputs[inputs.length - 1] ?? {};
    return {
      message: 'Tell me more.',
      information_clarity: 0,
      search_queries: [],
      audience_summary: '',
      ...next,
    };
  });
  return inputs;
}

describe('the chat route with a model', () => {
  test('clarity never goes down, whatever the model says; the model sees the stored conversation', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    const inputs = modelSays(
      { information_clarity: 40, message: 'Who exactly?' },
      { information_clarity: 15 },
      { information_clarity: 52.6 },
    );
    const clarity = [];
    for (const text of ['Founders', 'Actually, designers', 'Designers at agencies']) {
      clarity.push((await kit.say(ada, text)).chat_state.information_clarity);
    }
    expect(clarity).toEqual([40, 40, 53]);
    expect(inputs.map((i) => i.information_clarity)).toEqual([0, 40, 40]);
    expect(inputs[1]).toEqual({
      chat_history: [
        { role: 'user', content: 'Founders' },
        { role: 'assistant', content: 'Who exactly?' },
      ],
      user_input: 'Actually, designers',
      information_clarity: 40,
      search_queries: [],
    });
    expect(llm.calls.every((c) => c.userId === ada.user.id)).toBe(true);
    expect(await kit.status(ada)).toEqual({ active_keywords: [], inactive_keywords: [] });
  });

  test("at the threshold the model's queries become the keywords (cleaned: trimmed, no duplicates)", async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    modelSays({
      information_clarity: 60,
      search_queries: [
        ' ("cold email" OR outbound) founder -is:retweet ',
        '"cold email"',
        '"Cold Email"',
        'x'.repeat(121),
      ],
      audience_summary: 'Founders of seed-stage B2B startups who do their own outbound.',
    });
    const reply = await kit.say(ben, 'Founders doing outbound');
    expect(reply.initial_audience_understanding_complete).toBe(true);
    expect(reply.chat_state.twitter_queries.search_queries).toEqual([
      '("cold email" OR outbound) founder -is:retweet',
      '"cold email"',
    ]);
    expect(await kit.status(ben)).toEqual({
      active_keywords: ['("cold email" OR outbound) founder -is:retweet', '"cold email"'],
      inactive_keywords: [],
    });
    expect(await audienceBrief(t.database.db, ben.user.id)).toEqual({
      summary: 'Founders of seed-stage B2B startups who do their own outbound.',
      keywords: ['("cold email" OR outbound) founder -is:retweet', '"cold email"'],
      languages: [],
    });
    await expectErrorBody(await kit.chat(ben, { user_input: 'more' }), 409);
    expect(llm.calls).toHaveLength(1);
  });

  test('complete without queries from the model: the user’s own words make them', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    modelSays({ information_clarity: 20 }, { information_clarity: 75 });
    await kit.say(cy, 'Indie game developers who ship on Steam');
    const reply = await kit.say(
      cy,
      'They complain about "wishlist numbers" and "steam next fest" visibility',
    );
    expect(reply.initial_audience_understanding_complete).toBe(true);
    const queries = reply.chat_state.twitter_queries.search_queries;
    expect(queries.slice(0, 2)).toEqual(['"wishlist numbers" -is:retweet', '"steam next fest" -is:retweet']);
    expect(queries).toContain('"indie game developers" -is:retweet');
    expect((await kit.status(cy)).active_keywords).toEqual(queries);
  });

  test('the audience summary is the newest one the model gave', async () => {
    const dee = await t.signUpAndConfirm(uniqueEmail('dee'));
    modelSays(
      { information_clarity: 10, audience_summary: 'Nurses.' },
      { information_clarity: 30, audience_summary: '  ' },
    );
    expect(await audienceBrief(t.database.db, dee.user.id)).toEqual({
      summary: '',
      keywords: [],
      languages: [],
    });
    await kit.say(dee, 'Nurses');
    await kit.say(dee, 'ICU nurses in the UK');
    expect((await audienceBrief(t.database.db, dee.user.id)).summary).toBe('Nurses.');
  });

  test('a failing model → its error, and nothing is stored', async () => {
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    llm.answer('audience-interview', () => {
      throw llmError('unavailable', 'audience-interview');
    });
    const res = await kit.chat(eve, { user_input: 'Founders', chat_state: null });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      code: 'UNAVAILABLE',
      detail: expect.stringMatching(/reported an error while answering/),
    });
    expect(await kit.turnRows(eve)).toEqual([]);
  });

  test('a turn answered meanwhile in another window → 409, the conversation is not forked', async () => {
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
    let nested = false;
    llm.answer<TInterviewInput>('audience-interview', async (input) => {
      if (!nested) {
        nested = true;
        // The other window's message lands while this one waits for the model.
        const other = await t.post('/api/chat/', { user_input: 'from the other window' }, bearer(fay));
        expect(other.status).toBe(200);
      }
      return {
        message: `re: ${input.user_input}`,
        information_clarity: 10,
        search_queries: [],
        audience_summary: '',
      };
    });
    const body = await expectErrorBody(await kit.chat(fay, { user_input: 'from this window' }), 409);
    expect(body.detail).toBe(CHAT_DETAIL.moved);
    const history = await kit.history(fay);
    expect(history.map((h) => h.instruction)).toEqual(['from the other window']);
  });
});
