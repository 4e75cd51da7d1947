import { describe, expect, test } from 'vitest';
import { ZPendingRepliesAnswer } from '@gatling/shared/api/replies';
import type { TSession } from '@gatling/shared/api/session';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { answer } from '#test/kits/llm';
import { bearer, openedForAll, useTestApp } from '#test/harness';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';

// The instance drafts offline; one user chooses her own model (a local fake: loopback allowed).
const fake = openedForAll(() => startFakeOpenAi());
const t = useTestApp(() => ({ LLM_ALLOW_LOOPBACK: 'true', LLM_MAX_RETRIES: '0' }));
const kit = monitoringKit(t);

const pending = async (s: TSession) => {
  const res = await t.request('/api/interactions/pending', { headers: bearer(s) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZPendingRepliesAnswer.strict().parse(await res.json()).interactions;
};

async function userFinding(label: string) {
  const { session } = await kit.connectedUser(label);
  const word = uniqueWord();
  await kit.addKeyword(session, word);
  const author = await kit.account(`${label}${word}`.slice(0, 15));
  const id = await kit.post({ authorId: author, text: `has anyone tried ${word} for onboarding emails?` });
  return { session, id };
}

describe('which writer made a draft, per user', () => {
  test("a user's own model is named on her drafts; her neighbour on the defaults gets demo drafts", async () => {
    const ada = await userFinding('ada');
    const put = await t.request('/api/settings/model', {
      method: 'PUT',
      headers: { ...bearer(ada.session), 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'openai-compatible', model: 'qwen2.5:7b', base_url: fake.baseUrl }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    fake.reply(
      answer(
        JSON.stringify({
          results: [{ id: ada.id, qualified: true, score: 80, reason: 'Asks.', matched_rule: null }],
        }),
      ),
      answer(
        JSON.stringify({ drafts: [{ id: ada.id, text: 'We tried it for a month.', skip_reason: null }] }),
      ),
    );
    expect(await kit.monitor(ada.session)).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    expect((await kit.repliesOf(ada.session))[0]?.draftedBy).toBe('openai-compatible:qwen2.5:7b');
    expect((await pending(ada.session)).map((c) => c.drafted_by)).toEqual([
      { kind: 'model', label: 'qwen2.5:7b' },
    ]);

    const ben = await userFinding('ben');
    expect(await kit.monitor(ben.session)).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    expect((await pending(ben.session)).map((c) => c.drafted_by)).toEqual([{ kind: 'demo', label: null }]);
  });
});
