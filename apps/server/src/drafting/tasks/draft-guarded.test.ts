import { describe, expect, test } from 'vitest';
import type { LanguageService, TTask } from '../../integrations/llm/types';
import { createOfflineService } from '../../stand-ins/offline-model/offline-service';
import { draftProblems } from '../voice-guard/draft-checks';
import type { TDraftInput } from '../types';
import { SKIP_REASON } from './draft-failures';
import { draftGuarded } from './draft-guarded';
import type { TDraftBatchInput } from './draft-replies';
import { postBrief, voiceOf } from '#test/personas';

const OWN = ['Most churn is decided in the first two weeks of a trial, long before anyone cancels.'];

function batch(posts: string[], extra: Partial<TDraftBatchInput> = {}): TDraftBatchInput {
  return {
    items: posts.map((text, i) => ({
      post: { ...postBrief(text), id: `p${i}` },
      thread: [],
      matched_rule: null,
    })),
    voice: voiceOf(OWN),
    rules: [],
    business: null,
    username: 'me',
    ...extra,
  };
}

/** A model that answers from a script, one answer per call, and keeps every prompt it was sent. */
function scripted(answers: Record<string, string>[], kind: LanguageService['kind'] = 'openai') {
  const prompts: string[] = [];
  const service: LanguageService = {
    kind,
    model: 'scripted',
    async run<TInput, TOutput>(task: TTask<TInput, TOutput>, input: TInput): Promise<TOutput> {
      prompts.push(task.build(input).prompt);
      const answer = answers.shift() ?? {};
      const items = (input as TDraftBatchInput).items;
      return {
        // A post the script does not answer is left out of the answer.
        drafts: items
          .filter((i) => i.post.id in answer)
          .map((i) => ({ id: i.post.id, text: answer[i.post.id]!, skip_reason: null })),
      } as TOutput;
    },
    // eslint-disable-next-line require-yield
    async *streamChat() {
      throw new Error('not used');
    },
  };
  return { service, prompts };
}

describe('the voice guard holds model drafts to the evaluation checks', () => {
  const item = (text: string): TDraftInput => ({
    post: postBrief(text),
    thread: [],
    voice: voiceOf(OWN),
    rules: [],
    matched_rule: null,
    business: null,
    username: 'me',
    recent_drafts: ['Curious how the rollout plays out for the team.'],
  });

  test('repetition of a recent draft, copying their own post, stock phrases; nothing for a fine draft', () => {
    const input = item('We moved onboarding behind a trial and activation went up 20%.');
    expect(draftProblems('Curious how the rollout plays out for pricing.', input)[0]).toMatch(
      /reuses wording of a recent reply \("curious how the rollout plays out for"/u,
    );
    expect(
      draftProblems('Agreed, most churn is decided in the first two weeks of a trial.', input)[0],
    ).toMatch(/copies one of their own posts word for word/u);
    expect(draftProblems('Great question! At the end of the day, onboarding is key.', input)[0]).toMatch(
      /stock phrases/u,
    );
    expect(draftProblems('Did activation hold after the first month?', input)).toEqual([]);
    // A draft earlier in the same batch counts as recent.
    const later = 'Did the cohort retention numbers hold after a month?';
    expect(draftProblems(later, input)).toEqual([]);
    expect(draftProblems(later, input, ['How did the cohort retention numbers look?'])).toEqual([
      expect.stringMatching(/reuses wording/u),
    ]);
  });

  test('a failing draft is sent back once with what was wrong; a fine second answer is kept, as are fine ones', async () => {
    const { service, prompts } = scripted([
      { p0: 'Curious how the rollout plays out for the team.', p1: 'Which trial length did you test?' },
      { p0: 'Curious how the rollout plays out here too.' },
    ]);
    const input = batch(['Rolled out SSO to every customer today.', 'We moved onboarding behind a trial.'], {
      recent_drafts: ['Curious how the rollout plays out for the team.'],
    });
    const { output, first, retried } = await draftGuarded(service, input, { userId: null });
    expect(retried).toBe(1);
    expect(prompts).toHaveLength(2);
    // Only the failing post is asked again, with its earlier reply and the problem.
    expect(prompts[1]).toContain('Rolled out SSO');
    expect(prompts[1]).not.toContain('onboarding behind a trial');
    expect(prompts[1]).toMatch(/was sent back\. It reuses wording of a recent reply/u);
    expect(first).toEqual([
      'Curious how the rollout plays out for the team.',
      'Which trial length did you test?',
    ]);
    expect(output.drafts.map((d) => d.text)).toEqual([
      'Curious how the rollout plays out here too.',
      'Which trial length did you test?',
    ]);
  });

  const REUSED =
    "The model's reply reused the wording of your recent drafts, even when asked again for other words; this post was skipped.";
  const TEMPLATE = 'Annual pricing toggles shown first lifted our conversion in every test.';
  const TWO_POSTS = ['Rolled out SSO to every customer today.', 'We moved onboarding behind a trial.'];

  test('a second answer that still echoes is skipped with why, never kept; one retry at most', async () => {
    const { service, prompts } = scripted([{ p0: TEMPLATE, p1: TEMPLATE }, { p1: TEMPLATE }]);
    const { output, retried, failures } = await draftGuarded(service, batch(TWO_POSTS), { userId: null });
    // The second post echoes the first of its own batch: sent back, and it answers the same.
    expect(retried).toBe(1);
    expect(prompts).toHaveLength(2);
    expect(output.drafts).toEqual([
      { id: 'p0', text: TEMPLATE, skip_reason: null },
      { id: 'p1', text: null, skip_reason: REUSED },
    ]);
    expect(failures).toEqual([null, null]);
  });

  test('a post sent back and left out of the second answer keeps its first version only if it does not echo', async () => {
    const { service } = scripted([{ p0: TEMPLATE, p1: TEMPLATE }, {}]);
    const { output, failures } = await draftGuarded(service, batch(TWO_POSTS), { userId: null });
    expect(output.drafts[1]).toEqual({ id: 'p1', text: null, skip_reason: SKIP_REASON.leftOut });
    expect(failures).toEqual([null, 'left_out']);
  });

  test("the offline drafter's second answer stands: asking it again gives the same draft", async () => {
    const { service } = scripted([{ p0: TEMPLATE, p1: TEMPLATE }, { p1: TEMPLATE }], 'offline');
    const { output } = await draftGuarded(service, batch(TWO_POSTS), { userId: null });
    expect(output.drafts.map((d) => d.text)).toEqual([TEMPLATE, TEMPLATE]);
  });

  test('drafts that pass are one call; the prompt shows their recent replies to avoid', async () => {
    const { service, prompts } = scripted([{ p0: 'Which trial length did you test?' }]);
    const result = await draftGuarded(
      service,
      batch(['We moved onboarding behind a trial.'], { recent_drafts: ['Old reply here.'] }),
      {
        userId: null,
      },
    );
    expect(result.retried).toBe(0);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain('Drafts written for them lately, newest first (not their words');
    expect(prompts[0]).toContain('"Old reply here."');
  });

  test('a refusal among the first answers is never shown to the retry as a draft of theirs', async () => {
    const refusal = "I'm sorry, but I can't help with that request.";
    const { service, prompts } = scripted([
      // p1 repeats a recent draft: it is sent back; p0's answer is a refusal, not a reply.
      { p0: refusal, p1: 'Curious how the rollout plays out for the team.' },
      { p1: 'Which trial length did you test?' },
    ]);
    const result = await draftGuarded(
      service,
      batch(['We moved onboarding behind a trial.', 'Rolling out the new plan to the team.'], {
        recent_drafts: ['Curious how the rollout plays out for the team.'],
      }),
      { userId: null },
    );
    expect(prompts).toHaveLength(2);
    expect(prompts[1]).not.toContain(JSON.stringify(refusal));
    expect(result.output.drafts.map((d) => d.text)).toEqual([null, 'Which trial length did you test?']);
  });

  test('the offline drafter passes through the same path and avoids recent frames by itself', async () => {
    const service = createOfflineService();
    const input = batch(['Shipped offline mode for the mobile app this morning.']);
    const once = await draftGuarded(service, input, { userId: null });
    const text = once.output.drafts[0]!.text!;
    expect(text).toBeTruthy();
    const again = await draftGuarded(service, { ...input, recent_drafts: [text] }, { userId: null });
    expect(again.output.drafts[0]!.text).not.toBe(text);
    expect(
      draftProblems(again.output.drafts[0]!.text!, {
        ...input.items[0]!,
        voice: input.voice,
        recent_drafts: [text],
      }),
    ).toEqual([]);
  });
});
