import { describe, expect, test } from 'vitest';
import { ZPendingRepliesAnswer } from '@gatling/shared/api/replies';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, useTestApp } from '#test/harness';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { reviewKit } from '#test/kits/review';

// The defaults: no LLM_PROVIDER, so the built-in demo writer drafts.
const t = useTestApp();
const monitoring = monitoringKit(t);
const review = reviewKit(t);

const pending = async (s: TSession) => {
  const res = await t.request('/api/interactions/pending', { headers: bearer(s) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZPendingRepliesAnswer.strict().parse(await res.json()).interactions;
};

describe('which writer made each pending draft', () => {
  test('on the defaults, a run records the demo writer and the card is told it is a demo draft', async () => {
    const { session } = await monitoring.connectedUser('demo');
    const word = uniqueWord();
    await monitoring.addKeyword(session, word);
    const author = await monitoring.account(`demo${word}`.slice(0, 15));
    await monitoring.post({ authorId: author, text: `has anyone tried ${word} for onboarding emails?` });

    expect(await monitoring.monitor(session)).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    const [row] = await monitoring.repliesOf(session);
    expect(row?.draftedBy).toBe('offline');
    const [card] = await pending(session);
    expect(card?.drafted_by).toEqual({ kind: 'demo', label: null });
  });

  test("a model's draft names the model; a draft older than the record says unknown", async () => {
    const ada = await review.newUser('drafted');
    await review.draftFor(ada, {
      draftedBy: 'openai-compatible:llama3.1:8b',
      createdAt: new Date(Date.now() - 2000),
    });
    await review.draftFor(ada, {
      draftedBy: 'anthropic:claude-sonnet-4-5',
      createdAt: new Date(Date.now() - 1000),
    });
    await review.draftFor(ada, { draftedBy: null });
    expect((await pending(ada)).map((c) => c.drafted_by)).toEqual([
      { kind: 'model', label: 'llama3.1:8b' },
      { kind: 'model', label: 'claude-sonnet-4-5' },
      { kind: 'unknown', label: null },
    ]);
  });
});
