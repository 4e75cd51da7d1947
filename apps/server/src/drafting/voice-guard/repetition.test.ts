import { describe, expect, test } from 'vitest';
import type { TDraftInput } from '../types';
import { draftProblems } from './draft-checks';
import { copiedFromOthers, repeatedWording } from './repetition';
import { commonRank, isRare } from './word-rarity';

describe('repetition judged by how rare the shared words are', () => {
  test('the frequency list ranks spoken English: "you" first, jargon and names past it', () => {
    expect(commonRank('you')).toBe(1);
    expect(commonRank('The')).toBeLessThan(10);
    expect(isRare('problem')).toBe(false);
    expect(isRare('lol')).toBe(false);
    expect(isRare('#')).toBe(false);
    expect(isRare('retention')).toBe(true);
    expect(isRare('kubernetes')).toBe(true);
  });

  test.each([
    ['I think the pricing is fine', 'i think the docs could be shorter'],
    ['had the same problem last year', 'We had the same problem with our cron jobs'],
    ['Thanks for sharing this, bookmarked', 'thanks for sharing this!! saving it'],
    ['same here, we never solved it', 'Same here, we gave up in the end'],
    ["I'm so sorry for your loss", "i am so sorry. that's awful"],
    ['huge. the first one is the hardest', 'Congrats, the first one is the hardest one to open'],
  ])('how people talk is never a repeat: "%s" after "%s"', (draft, earlier) => {
    expect(repeatedWording(draft, [earlier], 'some post')).toEqual([]);
  });

  test('a run carrying rare words is, and so is a rare opening', () => {
    expect(
      repeatedWording(
        'Honestly the real unlock is distribution here',
        ['The real unlock is distribution, not features.'],
        'post',
      ),
    ).toEqual(['real unlock is distribution']);
    const earlier = ['Underrated playbook. This is how we ran our first launch'];
    expect(repeatedWording('Underrated playbook, this one is going in my notes', earlier, 'post')).toEqual([
      'underrated playbook this',
    ]);
    // The same three words to open with, but common ones: how people start a sentence.
    expect(repeatedWording('I think this is right', ['I think this will pass'], 'post')).toEqual([]);
  });

  test("the post's own words are its subject, not a frame", () => {
    const post = 'Moving our Kubernetes cluster to Postgres-backed queues, thoughts?';
    expect(
      repeatedWording(
        'we did the kubernetes cluster thing too',
        ['the kubernetes cluster was the easy bit'],
        post,
      ),
    ).toEqual([]);
    expect(
      repeatedWording(
        'the kubernetes cluster thing again',
        ['the kubernetes cluster was the easy bit'],
        'other',
      ),
    ).toEqual(['the kubernetes cluster']);
  });

  test('a longer run needs fewer rare words: seven words with one read as a template', () => {
    const earlier = ['Curious how the rollout plays out for the team.'];
    expect(repeatedWording('Curious how the rollout plays out for pricing.', earlier, 'post')).toEqual([
      'curious how the rollout plays out for',
    ]);
    expect(repeatedWording('Curious how the rollout went', earlier, 'post')).toEqual([]);
  });

  test('eight words in a row repeat whatever they are', () => {
    const earlier = 'i think it is one of those things you learn the hard way';
    expect(
      repeatedWording('honestly it is one of those things you learn the hard way', [earlier], 'post'),
    ).toContain('it is one of those things you learn');
  });
});

describe("other accounts' replies", () => {
  const theirs = ['Retention beats acquisition, always. Fix onboarding before you buy ads.'];

  test('share rare phrases and openings freely', () => {
    expect(copiedFromOthers('Retention beats acquisition for us too', theirs, 'post')).toBeNull();
  });

  test('but not eight words in a row, whatever the case and punctuation', () => {
    expect(
      copiedFromOthers(
        'honestly: retention beats acquisition ALWAYS, fix onboarding before you buy',
        theirs,
        'post',
      ),
    ).toBe('retention beats acquisition always fix onboarding before you');
    // Unless the post says them: quoting the post answers it.
    expect(
      copiedFromOthers(
        'retention beats acquisition always fix onboarding before you buy, really?',
        theirs,
        'Retention beats acquisition always fix onboarding before you buy ads. Discuss.',
      ),
    ).toBeNull();
  });

  test("the guard sends a draft back for them only then, and never for wording the user's own drafts would", () => {
    const input = (instance: string[]): TDraftInput => ({
      post: {
        id: 'p',
        text: 'Should we buy ads yet?',
        author: { username: 'a', name: 'A' },
        tweet_type: 'SINGLE',
        original: null,
      },
      thread: [],
      voice: { style_prompt: '', features: null, examples: [], own_posts: [], replies: [] },
      rules: [],
      matched_rule: null,
      business: null,
      username: 'me',
      recent_drafts: [],
      instance_drafts: instance,
    });
    expect(draftProblems('Retention beats acquisition, fix onboarding first', input(theirs))).toEqual([]);
    expect(
      draftProblems('Retention beats acquisition, always. Fix onboarding before you buy ads.', input(theirs)),
    ).toEqual([
      expect.stringMatching(/^It matches another account's reply word for word \("retention beats/u),
    ]);
  });
});
