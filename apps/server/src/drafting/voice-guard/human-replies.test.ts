import { describe, expect, test } from 'vitest';
import { HUMAN_REPLIES } from '#test/corpora/human-replies';
import { describeSentBack, sentBackReplies } from '#test/corpora/judge-human-replies';

/** At most this share of ordinary replies may be sent back as if a model had written them. */
const SENT_BACK_MAX = 0.05;

// bench/guard-corpus.ts prints the replies sent back and why.
describe('the guard and people', () => {
  test("ordinary human replies, read as one user's recent replies, are rarely sent back", () => {
    expect(HUMAN_REPLIES.length).toBeGreaterThanOrEqual(150);
    const back = sentBackReplies();
    expect(back.length / HUMAN_REPLIES.length, describeSentBack(back)).toBeLessThanOrEqual(SENT_BACK_MAX);
  });

  test('the same replies written by other accounts on the server send none back for that', () => {
    const back = sentBackReplies(true).filter((r) =>
      r.problems.some((p) => p.includes("another account's reply")),
    );
    expect(back.map((r) => r.reply)).toEqual([]);
  });
});
