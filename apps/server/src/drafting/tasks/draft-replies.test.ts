import { describe, expect, test } from 'vitest';
import { isDeclined } from '../../integrations/llm/errors';
import { buildDraftPrompt, draftReplyTask } from './draft-reply';
import { buildDraftBatchPrompt, draftRepliesTask, type TDraftBatchInput } from './draft-replies';
import { DRAFT_INPUT, POST, QUOTE_POST } from '#test/kits/drafting';

const BATCH: TDraftBatchInput = {
  voice: DRAFT_INPUT.voice,
  rules: DRAFT_INPUT.rules,
  business: DRAFT_INPUT.business,
  username: DRAFT_INPUT.username,
  items: [
    { post: POST, thread: DRAFT_INPUT.thread, matched_rule: DRAFT_INPUT.matched_rule },
    { post: QUOTE_POST, thread: [], matched_rule: null },
  ],
};

describe('draft-replies prompt', () => {
  const { system, prompt } = buildDraftBatchPrompt(BATCH);

  test("carries the single draft's voice once, and each post with its id, thread and rule", () => {
    expect(system).toBe(buildDraftPrompt(DRAFT_INPUT).system);
    expect(prompt).toContain(`id ${POST.id}`);
    expect(prompt).toContain(`id ${QUOTE_POST.id}`);
    expect(prompt).toContain(POST.text);
    expect(prompt).toContain(QUOTE_POST.original!.text);
    expect(prompt).toContain('asking the same, neon or supabase?');
    expect(prompt).toContain('Mention Pgbox plainly after answering.');
    // The rule matched by a post is with that post; the others are listed once, for all.
    expect(prompt.split('Posts about hiring')).toHaveLength(2);
    expect(prompt.split('Pgbox: managed Postgres')).toHaveLength(2);
    expect(prompt).toContain('do not reuse an opening');
  });
});

describe('draft-replies answers', () => {
  const finish = (drafts: { id: string; text: string | null; skip_reason?: string | null }[]) =>
    draftRepliesTask.postProcess!({ drafts: drafts.map((d) => ({ skip_reason: null, ...d })) }, BATCH).drafts;

  test('one per post in the order given: left out, invented and null answers become skips', () => {
    expect(
      finish([
        { id: 'invented', text: 'not a post of the batch' },
        { id: QUOTE_POST.id, text: null, skip_reason: 'Nothing to add to a one-liner.' },
      ]),
    ).toEqual([
      { id: POST.id, text: null, skip_reason: 'The model gave no reply for this post.' },
      { id: QUOTE_POST.id, text: null, skip_reason: 'Nothing to add to a one-liner.' },
    ]);
  });

  test("each reply goes through the single draft's voice guard; a refusal is a skip", () => {
    const [guarded, refused] = finish([
      { id: POST.id, text: '@dana_dev Great question! honestly neon is fine — #postgres' },
      { id: QUOTE_POST.id, text: "I'm sorry, but I can't help with that request." },
    ]);
    expect(guarded).toEqual({
      id: POST.id,
      text: draftReplyTask.postProcess!(
        { text: '@dana_dev Great question! honestly neon is fine — #postgres' },
        DRAFT_INPUT,
      ).text,
      skip_reason: null,
    });
    expect(guarded?.text).not.toMatch(/great question|@dana_dev|—|#postgres/i);
    expect(refused).toMatchObject({ id: QUOTE_POST.id, text: null });
    expect(refused?.skip_reason).toBeTruthy();
  });

  test('offline, each post gets what a single offline draft would give it', () => {
    const batch = draftRepliesTask.postProcess!(draftRepliesTask.offline(BATCH), BATCH).drafts;
    const single = (input: typeof DRAFT_INPUT) => {
      try {
        return draftReplyTask.postProcess!(draftReplyTask.offline(input), input).text;
      } catch (err) {
        if (isDeclined(err)) return null;
        throw err;
      }
    };
    expect(batch.map((d) => d.text)).toEqual([
      single(DRAFT_INPUT),
      single({ ...DRAFT_INPUT, post: QUOTE_POST, thread: [], matched_rule: null }),
    ]);
    expect(batch.every((d) => d.text === null || d.text.length > 0)).toBe(true);
  });
});
