import { describe, expect, test } from 'vitest';
import type { TDraftInput, TReplyExample } from '../types';
import { draftProblems } from './draft-checks';
import { sharedOpening } from './shared-opening';
import { DRAFT_INPUT } from '#test/kits/drafting';

/** A run's earlier drafts, each on its own subject, all opening the same way. */
const FAIR_POINTS = [
  'fair point on the pricing page, most people never scroll that far',
  'Fair point on onboarding. The first week decides it.',
  'fair point on cold email, reply rates fell off a cliff for us too',
  'Fair point on hiring, a trial week tells you more than five interviews',
];

const sent = (...replies: string[]): TReplyExample[] =>
  replies.map((reply) => ({ post: { author_username: 'someone', text: 'a post' }, reply, draft: null }));

const input = (recent: string[], replies: TReplyExample[] = []): TDraftInput => ({
  ...DRAFT_INPUT,
  voice: { ...DRAFT_INPUT.voice, replies },
  recent_drafts: recent,
});

describe('one opening shared by many drafts of a run', () => {
  test('a draft opening like two or more recent drafts is sent back, saying which opening', () => {
    const draft = 'Fair point on Postgres hosting: a $5 box is plenty for a side project.';
    const problems = draftProblems(draft, input(FAIR_POINTS));
    expect(problems).toContain(
      'It opens the way several recent replies do ("fair point on"): start another way, with what this post says.',
    );
  });

  test('two words are enough when the third differs ("fair point, but" after "fair point on")', () => {
    expect(sharedOpening('Fair point, but neon sleeps when idle.', FAIR_POINTS, [])).toBe('fair point');
  });

  test('the batch counts too: one recent draft and one sibling earlier in the batch', () => {
    const draft = 'Fair point on Postgres hosting, neon is fine for this.';
    expect(draftProblems(draft, input(FAIR_POINTS.slice(0, 1)))).toEqual([]);
    expect(draftProblems(draft, input(FAIR_POINTS.slice(0, 1)), FAIR_POINTS.slice(1, 2))).toEqual([
      expect.stringContaining('("fair point on")'),
    ]);
  });

  test('one earlier draft opening the same way is not a template', () => {
    expect(sharedOpening('Fair point on hosting, neon is fine.', FAIR_POINTS.slice(0, 1), [])).toBeNull();
  });

  test('plain sentence starters are how people talk, however often they come back', () => {
    const recent = ['I think the docs could be shorter', 'i think the pricing is fine', 'I think the same'];
    expect(sharedOpening('I think the free tier covers it', recent, [])).toBeNull();
    expect(
      sharedOpening('This is the part nobody warns you about', ['this is it', 'This is fine.'], []),
    ).toBeNull();
  });

  test('an opening the user habitually starts their own sent replies with is theirs: never punished', () => {
    const draft = 'Fair point on Postgres hosting: a $5 box is plenty for a side project.';
    const habit = sent(
      'fair point, though we never hit that limit',
      'Fair point. I would still ship it.',
      'congrats on the launch',
      'we moved off it last year',
      'neon has been fine for us',
      'same, the docs are the problem',
      'ha, been there',
      'that pricing page is wild',
      'ship it and see',
      'nobody reads the changelog',
    );
    expect(draftProblems(draft, input(FAIR_POINTS, habit))).toEqual([]);
    // With few replies, one that opens so already makes it theirs.
    expect(sharedOpening(draft, FAIR_POINTS, ['fair point, mostly', 'we use neon', 'lol same'])).toBeNull();
    // Once among many is not a habit.
    const once = [...habit.slice(1), ...sent('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j')].map(
      (r) => r.reply,
    );
    expect(sharedOpening(draft, FAIR_POINTS, once)).toBe('fair point on');
  });
});
