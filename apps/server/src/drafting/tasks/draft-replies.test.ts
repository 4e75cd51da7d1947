import { describe, expect, test } from 'vitest';
import { buildDraftPrompt, draftReplyTask } from './draft-reply';
import {
  buildDraftBatchPrompt,
  completeEntries,
  DRAFT_BATCH_MAX,
  draftBatchOutputTokens,
  draftRepliesTask,
} from './draft-replies';
import { DRAFT_BATCH, DRAFT_INPUT, POST, QUOTE_POST } from '#test/kits/drafting';

describe('draft-replies prompt', () => {
  const { system, prompt } = buildDraftBatchPrompt(DRAFT_BATCH);

  test("carries the single draft's voice once, and each post with its id, thread and rule", () => {
    expect(system).toBe(buildDraftPrompt(DRAFT_INPUT).system);
    // Each post is named by its id in the batch; the platform's id is the app's alone.
    expect(prompt).toMatch(/^### Post p1\n[^#]*\btext: "Which Postgres/m);
    expect(prompt).toContain('### Post p2\n');
    for (const id of [POST.id, QUOTE_POST.id]) expect(prompt).not.toContain(id);
    expect(prompt).toContain(JSON.stringify(POST.text));
    expect(prompt).toContain(JSON.stringify(QUOTE_POST.original!.text));
    expect(prompt).toContain('"asking the same, neon or supabase?"');
    // Every rule is in the system part once; a post names the rule it matched.
    expect(system.split('Posts about hiring')).toHaveLength(2);
    expect(prompt).not.toContain('Posts about hiring');
    expect(prompt.split('It matched their rule')).toHaveLength(2);
    expect(system.split('Pgbox: managed Postgres')).toHaveLength(2);
    expect(prompt).not.toContain('Pgbox');
    expect(prompt).toContain('do not reuse an opening');
  });
});

describe('draft-replies answers', () => {
  const finish = (drafts: { id: string; text: string | null; skip_reason?: string | null }[]) =>
    draftRepliesTask.postProcess!({ drafts: drafts.map((d) => ({ skip_reason: null, ...d })) }, DRAFT_BATCH)
      .drafts;

  test('one per post in the order given: left out, invented and null answers become skips', () => {
    expect(
      finish([
        { id: 'invented', text: 'not a post of the batch' },
        { id: 'p2', text: null, skip_reason: 'Nothing to add to a one-liner.' },
      ]),
    ).toEqual([
      { id: POST.id, text: null, skip_reason: 'The model gave no reply for this post.' },
      { id: QUOTE_POST.id, text: null, skip_reason: 'Nothing to add to a one-liner.' },
    ]);
  });

  test("each reply goes through the single draft's voice guard; a refusal is a skip", () => {
    const [guarded, refused] = finish([
      { id: 'p1', text: '@dana_dev Great question! honestly neon is fine — #postgres' },
      { id: 'p2', text: "I'm sorry, but I can't help with that request." },
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
});

describe('the answer of a batch: its room and what a cut-off one still gives', () => {
  test("the output cap follows the batch: a half or a single post is not given a full batch's room", () => {
    const cap = (posts: number) =>
      draftRepliesTask.outputTokens!({
        ...DRAFT_BATCH,
        items: Array.from({ length: posts }, () => DRAFT_BATCH.items[0]!),
      });
    expect(cap(1)).toBe(draftBatchOutputTokens(1));
    expect(cap(1)).toBeLessThan(cap(3));
    expect(cap(3)).toBeLessThan(cap(5));
    // Each post gets at least a single draft's room, and the full batch is the task's maximum.
    expect(cap(1)).toBeGreaterThanOrEqual(300);
    expect(cap(DRAFT_BATCH_MAX)).toBe(draftRepliesTask.maxOutputTokens);
    expect(cap(2) - cap(1)).toBe(cap(5) - cap(4));
  });

  test('an answer cut off keeps the entries complete before the cut', () => {
    const entry = (id: string, text: string) => JSON.stringify({ id, text, skip_reason: null });
    const cut = `\`\`\`json\n{"drafts": [${entry('p1', 'first {braces} inside')}, ${entry('p2', 'second')}, {"id": "p3", "text": "thi`;
    expect(completeEntries(cut)).toEqual({
      drafts: [
        { id: 'p1', text: 'first {braces} inside', skip_reason: null },
        { id: 'p2', text: 'second', skip_reason: null },
      ],
    });
    // A reasoning model's <think> block ahead of the JSON, braces and all, is not the answer.
    expect(completeEntries(`<think>Use {"tone": "dry"} for p1.</think>\n${cut}`)?.drafts).toHaveLength(2);
    // Cut inside the first entry, or no JSON at all: nothing to keep.
    expect(completeEntries('{"drafts": [{"id": "p1", "text": "a reply tha')).toBeUndefined();
    expect(completeEntries('Sure, here are the replies')).toBeUndefined();
    // A task's salvage is this reader.
    expect(draftRepliesTask.salvage).toBe(completeEntries);
  });
});
