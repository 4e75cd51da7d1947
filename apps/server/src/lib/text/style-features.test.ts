import { describe, expect, test } from 'vitest';
import { ZStyleFeatures } from '@gatling/shared/api/style';
import { computeStyleFeatures, ownText } from './style-features';

const POSTS = [
  '🚀 Shipped the new onboarding flow today. Feels good.',
  'why is every SaaS landing page the same?? 🚀🚀 https://example.com/x',
  '@bob @carol honestly shipping beats planning... every time 😅',
  'SHIP IT — no more waiting on shipping! #buildinpublic',
];

describe('computeStyleFeatures', () => {
  test('measures length, words, casing, punctuation, emoji, hashtags, links and vocabulary', () => {
    const features = computeStyleFeatures(POSTS);
    expect(ZStyleFeatures.strict().parse(features)).toEqual(features);
    expect(features).toEqual({
      samples: 4,
      // Own text: links and a reply's leading @mentions do not count: 52, 44, 48, 53 characters.
      length: { mean: 49.3, median: 50, p10: 44, p90: 53 },
      words_per_post: 7.3,
      casing: { lowercase_start: 0.5, all_lowercase: 0.25, shouting_words: 0.069 },
      punctuation: {
        question: 0.25,
        exclamation: 0.25,
        ellipsis: 0.25,
        em_dash: 0.25,
        ends_with_period: 0.25,
      },
      emoji: { posts_with_emoji: 0.75, top: ['🚀', '😅'] },
      hashtags: { posts_with_hashtag: 0.25 },
      links: { posts_with_link: 0.25 },
      vocabulary: { type_token_ratio: 0.897, signature_words: ['shipping'], avg_word_length: 4.83 },
    });
  });

  test('weights count a text several times in every per-post measure', () => {
    const features = computeStyleFeatures(['Hello world.', 'hey there'], [2, 1]);
    expect(features.samples).toBe(2);
    expect(features.length).toEqual({ mean: 11, median: 12, p10: 9, p90: 12 });
    expect(features.punctuation.ends_with_period).toBe(0.667);
    expect(features.casing).toEqual({ lowercase_start: 0.333, all_lowercase: 0.333, shouting_words: 0 });
    expect(features.words_per_post).toBe(2);
    // Distinct words over distinct words written: repeating a text does not lower the ratio.
    expect(features.vocabulary.type_token_ratio).toBe(1);
  });

  test('signature words: repeated across posts, not everyday English, most used first', () => {
    const features = computeStyleFeatures([
      'Bootstrapped founders ship. Bootstrapped means profitable.',
      'bootstrapped again, profitable again',
      'profitable is a feature; people think so too',
      'people think a lot',
    ]);
    expect(features.vocabulary.signature_words).toEqual(['bootstrapped', 'profitable']);
  });

  test('the top emoji are the most used, ties in order of first use, five at most', () => {
    const features = computeStyleFeatures(['🔥🔥 ok 👍', '😂 🙌 🎉 ✨ 👍', '👍🏽 thumbs', '🇫🇷 flag']);
    expect(features.emoji.top).toEqual(['🔥', '👍', '😂', '🙌', '🎉']);
    expect(features.emoji.posts_with_emoji).toBe(1);
  });

  test('nothing to measure → zeros; a bare link still counts as a post with a link', () => {
    const empty = computeStyleFeatures([]);
    expect(empty.samples).toBe(0);
    expect(empty.length).toEqual({ mean: 0, median: 0, p10: 0, p90: 0 });
    expect(empty.vocabulary).toEqual({ type_token_ratio: 0, signature_words: [], avg_word_length: 0 });
    const links = computeStyleFeatures(['   ', 'https://example.com/a']);
    expect(links.samples).toBe(1);
    expect(links.links.posts_with_link).toBe(1);
    expect(links.words_per_post).toBe(0);
  });

  test('ownText drops links and the leading mentions of a reply, not mentions inside a sentence', () => {
    expect(ownText('@a @b_c  thanks @dan for this https://t.co/xyz')).toBe('thanks @dan for this');
  });
});
