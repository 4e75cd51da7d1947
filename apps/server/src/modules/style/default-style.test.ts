import { describe, expect, test } from 'vitest';
import { draftSystemPrompt } from '../../drafting/tasks/draft-prompt';
import { DEFAULT_STYLE_PROMPT } from './default-style';
import { FEATURES } from '#test/kits/drafting';

describe('the default style', () => {
  test('says nothing the measured features decide, so it never contradicts them', () => {
    for (const measured of [
      /emoji/i,
      /exclamation/i,
      /hashtag/i,
      /character/i,
      /sentence/i,
      /question/i,
      /case/i,
    ])
      expect(DEFAULT_STYLE_PROMPT).not.toMatch(measured);
  });

  test('beside the features of a user with no emoji and no exclamation marks, the prompt allows neither', () => {
    const system = draftSystemPrompt({
      username: 'newcomer',
      voice: {
        style_prompt: DEFAULT_STYLE_PROMPT,
        features: FEATURES,
        examples: [],
        own_posts: [],
        replies: [],
      },
      rules: [],
      business: null,
    });
    expect(system).toContain(DEFAULT_STYLE_PROMPT);
    expect(system).toContain('Emoji: never.');
    expect(system).toContain('Exclamation marks: they almost never use them. Use none.');
    // Every line that speaks of emoji or exclamation marks forbids them.
    const about = system.split('\n').filter((l) => /emoji|exclamation/i.test(l));
    for (const line of about) expect(line).toMatch(/never|none|^- (Emoji|Exclamation marks)\.$|counts 2/i);
    expect(system).not.toMatch(/at most one emoji|one exclamation mark|under 200 characters/i);
  });
});
