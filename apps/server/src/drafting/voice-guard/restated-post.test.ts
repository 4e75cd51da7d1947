import { describe, expect, test } from 'vitest';
import type { TDraftInput } from '../types';
import { draftProblems } from './draft-checks';
import { restatedRun } from './restated-post';
import { DRAFT_INPUT, QUOTE_POST } from '#test/kits/drafting';

const POST_TEXT =
  'Redesigned our empty states this week. Removed 4 fields, and the completion rate went up 8%.';
const input: TDraftInput = { ...DRAFT_INPUT, post: { ...DRAFT_INPUT.post, text: POST_TEXT } };

describe('a draft that restates the post', () => {
  test('seven words in a row from the post (case and punctuation aside) send it back, quoting them', () => {
    const draft = 'nice. removed 4 fields and the completion rate went up, that is the whole story';
    expect(draftProblems(draft, input)).toContain(
      `It repeats the post's words: "removed 4 fields and the completion rate went up". Say something the post does not.`,
    );
  });

  test('six words in a row, or the subject in other words, are fine', () => {
    expect(restatedRun('so the completion rate went up? by how much after a month', POST_TEXT)).toBeNull();
    expect(draftProblems('fewer fields always wins on empty states, did signups move too?', input)).toEqual(
      [],
    );
  });

  test('the longest stretch copied is the one named', () => {
    expect(restatedRun('Our empty states this week, removed 4 fields too', POST_TEXT)).toBe(
      'our empty states this week removed 4 fields',
    );
  });

  test('a quoted post is part of what is answered', () => {
    const quoting: TDraftInput = { ...DRAFT_INPUT, post: QUOTE_POST };
    expect(draftProblems('they moved off Kubernetes and halved our bill, wild', quoting)).toEqual([
      expect.stringContaining('"moved off kubernetes and halved our bill"'),
    ]);
  });
});
