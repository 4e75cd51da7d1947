import { describe, expect, test } from 'vitest';
import { LlmError, type TLlmErrorKind } from '../../integrations/llm/errors';
import type { LanguageService, TTask } from '../../integrations/llm/types';
import { DRAFT_BATCH } from '#test/kits/drafting';
import { draftBatchResilient } from './draft-batch-resilient';
import { SKIP_REASON } from './draft-failures';
import type { TDraftBatchInput } from './draft-replies';

type TStep = { drafts: [string, string][] } | LlmError;

/** A model answering from a script (an answer or a failure per call), keeping each call's post count. */
function scripted(steps: TStep[]) {
  const calls: number[] = [];
  const llm: LanguageService = {
    kind: 'openai-compatible',
    model: 'scripted',
    async run<TInput, TOutput>(_task: TTask<TInput, TOutput>, input: TInput): Promise<TOutput> {
      calls.push((input as TDraftBatchInput).items.length);
      const step = steps.shift();
      if (!step) throw new Error('nothing scripted');
      if (step instanceof LlmError) throw step;
      return {
        drafts: step.drafts.map(([id, text]) => ({ id, text, skip_reason: null })),
      } as TOutput;
    },
    // eslint-disable-next-line require-yield
    async *streamChat() {
      throw new Error('not used');
    },
  };
  return { llm, calls };
}

const fail = (kind: TLlmErrorKind, status?: number) => new LlmError(kind, `failed: ${kind}`, { status });
const ctx = { userId: null };

describe('drafting a batch through what a model does wrong', () => {
  test.each([
    ['misconfigured (key or model refused)', fail('misconfigured', 401)],
    ['quota', fail('quota', 402)],
    ['rejected request', fail('rejected', 400)],
    ['a server that cannot be reached (no status)', fail('unavailable')],
  ])('%s ends the run: thrown, after one call', async (_, err) => {
    const { llm, calls } = scripted([err]);
    await expect(draftBatchResilient({ llm }, DRAFT_BATCH, ctx)).rejects.toBe(err);
    expect(calls).toEqual([2]);
  });

  test.each([
    ['a 5xx', fail('unavailable', 503), SKIP_REASON.failed(503)],
    ['no answer in time', fail('timeout'), SKIP_REASON.down],
    ['a 429', fail('rate_limited', 429), SKIP_REASON.busy],
  ])('%s after the retries costs the batch its posts, and says it was an outage', async (_, err, reason) => {
    const { llm, calls } = scripted([err]);
    const out = await draftBatchResilient({ llm }, DRAFT_BATCH, ctx);
    expect(out.outage).toBe(true);
    expect(out.drafts.map((d) => [d.text, d.skip_reason, d.failure])).toEqual([
      [null, reason, 'transient'],
      [null, reason, 'transient'],
    ]);
    expect(calls).toEqual([2]);
  });

  test('a re-ask that fails keeps the first answer and is no outage', async () => {
    const { llm, calls } = scripted([
      { drafts: [['p1', 'neon, the free tier is plenty']] },
      fail('unavailable', 502),
    ]);
    const out = await draftBatchResilient({ llm }, DRAFT_BATCH, ctx);
    expect(out.outage).toBe(false);
    expect(out.drafts.map((d) => d.failure)).toEqual([null, 'transient']);
    expect(out.drafts[0]!.text).toContain('neon');
    expect(out.drafts[1]!.skip_reason).toBe(SKIP_REASON.failed(502));
    expect(calls).toEqual([2, 1]);
  });
});
