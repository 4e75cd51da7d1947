import { describe, expect, test } from 'vitest';
import type { TDraftInput, TStyleBrief } from '../types';
import { buildAgentSystemPrompt } from '../tasks/agent-chat';
import { draftSystemPrompt } from '../tasks/draft-prompt';
import { draftProblems } from './draft-checks';
import { ownHabits } from './own-habits';
import { applyVoiceGuard } from './voice-guard';
import { AGENT_CONTEXT, DRAFT_INPUT, FEATURES, VOICE } from '#test/kits/drafting';

const sent = (reply: string): TStyleBrief['replies'][number] => ({
  post: { author_username: 'dana_dev', text: 'small PRs or big PRs?' },
  reply,
  draft: null,
});

/** Agrees out loud, with "!" in nine posts of ten, and emoji. */
const WARM: TStyleBrief = {
  style_prompt: 'Warm and quick. Agrees out loud, then adds one thing.',
  features: {
    ...FEATURES,
    punctuation: { ...FEATURES.punctuation, exclamation: 0.9 },
    emoji: { posts_with_emoji: 0.5, top: ['🙌', '🎉'] },
  },
  examples: [],
  own_posts: [
    "Couldn't agree more! Small teams ship faster 🙌",
    'Strong agree. Most roadmaps are wishlists!',
    "Couldn't agree more, docs nobody reads are not docs!",
    'Launched the new pricing page today! 🎉',
    'Strong agree! Pair on the hard bugs, solo on the boring ones',
    'Friday deploys are fine when rollbacks are boring!',
    'Coffee, then code review, then more coffee ☕',
    'Big thanks to everyone who tried the beta!',
    'Hot take: the changelog is a marketing page!',
    'Finally fixed the flaky test! It was the clock 🙃',
  ],
  // The spellings a draft would use appear only in what they sent: the same habits.
  replies: [
    sent('Could not agree more! Onboarding is the product'),
    sent('Strongly agree, small PRs get read!'),
  ],
};

/** Never agrees out loud, never "!", no emoji. */
const DRY: TStyleBrief = {
  ...VOICE,
  replies: [sent('small ones. nobody reviews 900 lines'), sent('depends on the team, honestly')],
};

const system = (voice: TStyleBrief) =>
  draftSystemPrompt({ voice, username: 'someone', rules: [], business: null });
/** The "## Never" section of a prompt. */
const never = (prompt: string) =>
  prompt.slice(prompt.indexOf('## Never')).split('\n\n')[0]!.split('\n## ')[0]!;
const openingRule = (prompt: string) =>
  never(prompt)
    .split('\n')
    .find((l) => l.startsWith('- Opening with praise'))!;
/** The openers the rule names as forbidden: its parentheses. */
const bannedOpeners = (prompt: string) => /\(([^)]*)\)/u.exec(openingRule(prompt))![1]!;

const input = (voice: TStyleBrief): TDraftInput => ({ ...DRAFT_INPUT, voice });
const DRAFT = 'Could not agree more! Small PRs get reviewed, big ones get skimmed.';

describe('what the user habitually writes', () => {
  test('one habit whatever the case, apostrophe or contraction; replies count', () => {
    const habits = ownHabits(WARM);
    expect(habits.phrases).toEqual([
      { key: 'could not agree more', written: "Couldn't agree more", opener: true },
      { key: 'strongly agree', written: 'Strong agree', opener: true },
    ]);
    expect(habits).toMatchObject({ exclamation: true, emoji: true, emDash: false, hashtags: false });
    expect(ownHabits(DRY)).toEqual({
      exclamation: false,
      emoji: false,
      emDash: false,
      hashtags: false,
      phrases: [],
    });
  });

  test('habitually: in two texts, or in one of few (5% or more); an opener only where it opens', () => {
    const plain = Array.from({ length: 29 }, (_, i) => `post number ${i} about pricing.`);
    const phrases = (own_posts: string[], replies: string[] = []) =>
      ownHabits({ own_posts, features: null, replies: replies.map(sent) }).phrases.map((p) => p.key);
    expect(phrases([...plain, 'Spot on. Pricing is a feature.'])).toEqual([]);
    expect(phrases([...plain, 'Spot on. Pricing is a feature.'], ['spot on, ship it'])).toEqual(['spot on']);
    expect(phrases(['Spot on. Pricing is a feature.', 'ship it'])).toEqual(['spot on']);
    expect(phrases(['I absolutely hate Mondays', 'we absolutely shipped it'])).toEqual([]);
    expect(phrases(['@dana Absolutely. Ship it', 'ok. absolutely, yes'])).toEqual(['absolutely']);
    const marks = (own_posts: string[]) => ownHabits({ own_posts, features: null }).exclamation;
    expect(marks([...plain, 'wow!'])).toBe(false);
    expect(marks([...plain, 'wow!', 'yes!'])).toBe(true);
  });
});

describe('two personas of opposite habits', () => {
  test('the drafting prompt forbids only the openers and marks that are not theirs', () => {
    const warm = system(WARM);
    expect(bannedOpeners(warm)).toBe(
      '"Great question", "Love this", "So true", "Absolutely", "Spot on", "This!"',
    );
    expect(openingRule(warm)).toContain(
      '; they do write "Couldn\'t agree more" and "Strong agree" themselves: fine when it is how they would open.',
    );
    expect(never(warm)).not.toContain('- Exclamation marks.');
    expect(never(warm)).not.toContain('- Emoji.');
    expect(never(warm)).toContain('- Hashtags.');

    const dry = system(DRY);
    expect(bannedOpeners(dry)).toBe(
      '"Great question", "Love this", "So true", "Absolutely", "Couldn\'t agree more", "Strongly agree", "Spot on", "This!"',
    );
    expect(openingRule(dry)).not.toContain('they do write');
    expect(never(dry)).toContain('- Exclamation marks.');
    expect(never(dry)).toContain('- Emoji.');
  });

  test('the guard accepts their own opener and sends it back for someone who never writes it', () => {
    expect(draftProblems(DRAFT, input(WARM))).toEqual([]);
    expect(draftProblems('Strongly agree! Small PRs get reviewed.', input(WARM))).toEqual([]);
    expect(draftProblems(DRAFT, input(DRY))).toEqual([
      'It uses stock phrases ("could not agree more"): write as they would.',
    ]);
    // Stock phrases they do not write are still caught, for them too.
    expect(draftProblems('Great question! Small PRs get reviewed.', input(WARM))).toEqual([
      'It uses stock phrases ("great question"): write as they would.',
    ]);
  });

  test('the voice guard keeps their opener in the text, and strips it for the other', () => {
    const warm = { ownPosts: WARM.own_posts, habits: ownHabits(WARM) };
    expect(applyVoiceGuard(DRAFT, warm)).toEqual({ text: DRAFT, changes: [] });
    // Their posts alone say it too: "Couldn't agree more" twice is the habit "Could not agree more".
    expect(applyVoiceGuard(DRAFT, { ownPosts: WARM.own_posts })).toEqual({ text: DRAFT, changes: [] });
    expect(applyVoiceGuard(DRAFT, { ownPosts: DRY.own_posts, habits: ownHabits(DRY) })).toEqual({
      text: 'Small PRs get reviewed, big ones get skimmed.',
      changes: ['removed "could not agree more"'],
    });
  });

  test("the agent chat's rules follow each one's habits", () => {
    const warm = buildAgentSystemPrompt({ ...AGENT_CONTEXT, habits: ownHabits(WARM) });
    expect(never(warm)).not.toContain('- Exclamation marks.');
    expect(never(warm)).not.toContain('- Emoji.');
    expect(bannedOpeners(warm)).not.toContain('agree');
    expect(warm).toContain(
      'Writing habits (from their posts and the replies they sent): they use exclamation marks, emoji; never em dashes, hashtags. Stock phrases they do write themselves: "Couldn\'t agree more", "Strong agree".',
    );

    const dry = buildAgentSystemPrompt({ ...AGENT_CONTEXT, habits: ownHabits(DRY) });
    expect(never(dry)).toContain('- Exclamation marks.');
    expect(never(dry)).toContain('- Emoji.');
    expect(bannedOpeners(dry)).toContain('"Couldn\'t agree more", "Strongly agree"');
    expect(dry).toContain(
      'Writing habits (from their posts and the replies they sent): never exclamation marks, em dashes, emoji, hashtags.',
    );
  });
});
