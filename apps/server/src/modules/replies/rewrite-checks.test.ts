import { describe, expect, test } from 'vitest';
import type { TRewriteInput } from '../../drafting/types';
import { POST, VOICE } from '#test/kits/drafting';
import { introducedProblems, refusalMessage, rewriteCheckInput } from './rewrite-checks';

const REPLY = 'the form above the fold got us 40% more signups';
const rewrite = (text: string, post: TRewriteInput['post'] = POST): TRewriteInput => ({
  text,
  edit_type: 'persuasive',
  voice: VOICE,
  post,
});
const noRecent = { own: [], instance: [] };

describe('a rewrite answers for what it changed', () => {
  test("the reply's own figures and links are given material, a new one is not", () => {
    const checks = rewriteCheckInput(rewrite(REPLY), noRecent, [REPLY]);
    expect(
      introducedProblems(REPLY, 'honestly, the form above the fold got us 40% more signups', checks),
    ).toEqual([]);
    expect(
      introducedProblems(REPLY, 'the form above the fold got us 40% more signups and 250 trials', checks),
    ).toEqual([expect.stringContaining('"250"')]);
  });

  test("an opening the reply already had is not the edit's doing; one it brings in is", () => {
    const recent = {
      own: [
        'fair point on pricing, nobody reads it',
        'Fair point on hiring. Trial weeks win.',
        'fair point on docs',
      ],
      instance: [],
    };
    const before = 'Fair point on Postgres hosting, a small box is plenty';
    const checks = rewriteCheckInput(rewrite(before), recent, [before]);
    expect(
      introducedProblems(before, 'Fair point, a small box is plenty for Postgres hosting', checks),
    ).toEqual([]);
    const plain = 'a small box is plenty for Postgres hosting';
    expect(
      introducedProblems(plain, 'Fair point on Postgres hosting: a small box is plenty', {
        ...checks,
        thread: [{ author_username: '', text: plain }],
      }),
    ).toEqual([expect.stringContaining('("fair point on")')]);
  });

  test("the reply's own texts are not recent drafts it could repeat", () => {
    const checks = rewriteCheckInput(rewrite(REPLY), { own: [REPLY, 'other draft'], instance: [REPLY] }, [
      REPLY,
    ]);
    expect(checks.recent_drafts).toEqual(['other draft']);
    expect(checks.instance_drafts).toEqual([]);
  });
});

describe('why an edit was refused, as the user reads it', () => {
  const invented = 'put it above the fold, it got us 40% more signups. Template at launchpage.io/tally';

  test('invented details are named by kind, against the reply and the post', () => {
    const checks = rewriteCheckInput(rewrite('put it above the fold'), noRecent, []);
    const problems = introducedProblems('put it above the fold', invented, checks);
    expect(refusalMessage(problems, invented, checks)).toBe(
      'The model added a figure and a link that are not in your reply or the post, so the edit was not applied.',
    );
    const one = 'put it above the fold, it got us 40% more signups';
    expect(refusalMessage(introducedProblems('put it above the fold', one, checks), one, checks)).toBe(
      'The model added a figure that is not in your reply or the post, so the edit was not applied.',
    );
  });

  test('a text without a post (the preview) is "your text"; several problems make one sentence', () => {
    const checks = rewriteCheckInput(rewrite('put it above the fold', null), noRecent, []);
    const text = `At the end of the day, ${invented}`;
    expect(refusalMessage(introducedProblems('put it above the fold', text, checks), text, checks)).toBe(
      'The model used stock phrases ("at the end of the day") and added a figure and a link that are not in your text, so the edit was not applied.',
    );
  });
});
