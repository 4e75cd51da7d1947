import { describe, expect, test } from 'vitest';
import { fillTemplate } from './compose';
import {
  contentWords,
  FIRST_ANSWER_SECONDS,
  replyEngagement,
  replyFit,
  type TAnsweredPost,
} from './engagement';
import { pick, pickSome, rngFor } from './prng';
import { TOPIC_KEYS, TOPICS } from './vocab/topics';

const author = { id: '900', followers: 400 };
const post = (text: string, baseLikes = 50, id = '1234567890123456789'): TAnsweredPost => ({
  id,
  text,
  authorId: '100',
  baseLikes,
  baseViews: baseLikes * 40,
});

describe('fit', () => {
  test('content words: lower case, 4+ letters, no stop words, links or @names', () => {
    expect([
      ...contentWords('@Bob The Pricing page, and THIS pricing test https://x.co/abc #growth'),
    ]).toEqual(['pricing', 'page', 'test']);
  });

  test('shared content words raise the fit; popularity adds a little', () => {
    const p = post('Our pricing experiment doubled trial conversions last quarter', 0);
    expect(replyFit('Pricing experiments and trial conversions are underrated', p)).toBeCloseTo(0.75);
    expect(replyFit('Nice weather for walking the dog', p)).toBe(0);
    // One of its two content words is shared: half the overlap.
    expect(replyFit('Which pricing tier?', p)).toBeCloseTo(0.375);
    const popular = { ...p, baseLikes: 9_999 };
    expect(replyFit('Nice weather for walking the dog', popular)).toBeCloseTo(0.25);
    expect(replyFit('Pricing experiments and trial conversions are underrated', popular)).toBeCloseTo(1);
  });
});

describe('replyEngagement', () => {
  const p = post('Our pricing experiment doubled trial conversions last quarter', 120);
  const text = 'Pricing experiments beat guessing, every single time';

  test('a pure function of seed, post and text', () => {
    const first = replyEngagement({ seed: 'seed-a', post: p, text, author });
    expect(replyEngagement({ seed: 'seed-a', post: p, text, author })).toEqual(first);
    const others = ['seed-b', 'seed-c', 'seed-d', 'seed-e'].map((seed) =>
      replyEngagement({ seed, post: p, text, author }),
    );
    expect(others.every((o) => JSON.stringify(o) !== JSON.stringify(first))).toBe(true);
    expect(replyEngagement({ seed: 'seed-a', post: p, text: `${text}!`, author })).not.toEqual(first);
    expect(replyEngagement({ seed: 'seed-a', post: { ...p, id: '42' }, text, author })).not.toEqual(first);
  });

  test('figures stay plausible: few follows, delays in range, none on the identity’s own post', () => {
    for (let i = 0; i < 300; i++) {
      const e = replyEngagement({ seed: `s${i}`, post: p, text, author });
      expect(e.followGain).toBeGreaterThanOrEqual(0);
      expect(e.followGain).toBeLessThanOrEqual(25);
      expect(e.baseLikes).toBeLessThanOrEqual(e.baseViews);
      if (e.authorLikeMinutes !== null) expect(e.authorLikeMinutes).toBeGreaterThanOrEqual(10);
      if (e.authorLikeMinutes !== null) expect(e.authorLikeMinutes).toBeLessThan(300);
      if (e.authorReplyMinutes !== null) expect(e.authorReplyMinutes).toBeGreaterThanOrEqual(2);
      if (e.authorReplyMinutes !== null) expect(e.authorReplyMinutes).toBeLessThan(240);
    }
    const own = replyEngagement({ seed: 's', post: { ...p, authorId: author.id }, text, author });
    expect(own).toMatchObject({ followGain: 0, authorLikeMinutes: null, authorReplyMinutes: null });
  });

  test('over 200 posts, replies that share the post’s words do better than unrelated ones', () => {
    const totals = {
      fitting: { likes: 0, views: 0, follows: 0, authorLikes: 0, authorReplies: 0 },
      unrelated: { likes: 0, views: 0, follows: 0, authorLikes: 0, authorReplies: 0 },
    };
    for (let i = 0; i < 200; i++) {
      const rng = rngFor('fit-test', i);
      const [key, otherKey] = pickSome(rng, TOPIC_KEYS, 2);
      const topic = TOPICS[key ?? ''];
      const other = TOPICS[otherKey ?? ''];
      if (!topic || !other) throw new Error('topics');
      const parent = post(
        fillTemplate(rng, pick(rng, topic.posts), topic, 'en'),
        Math.floor(rng() * 500),
        String(1_000_000 + i),
      );
      const words = [...contentWords(parent.text)];
      const fitting = `So true about ${pickSome(rng, words, 3).join(' and ')}, we saw the same.`;
      const unrelated = fillTemplate(rng, pick(rng, other.posts), other, 'en');
      for (const [kind, reply] of [
        ['fitting', fitting],
        ['unrelated', unrelated],
      ] as const) {
        const e = replyEngagement({ seed: 'fit-seed', post: parent, text: reply, author });
        const t = totals[kind];
        t.likes += e.baseLikes;
        t.views += e.baseViews;
        t.follows += e.followGain;
        t.authorLikes += e.authorLikeMinutes === null ? 0 : 1;
        t.authorReplies += e.authorReplyMinutes === null ? 0 : 1;
      }
    }
    const { fitting, unrelated } = totals;
    expect(fitting.likes).toBeGreaterThan(2 * unrelated.likes);
    expect(fitting.views).toBeGreaterThan(1.5 * unrelated.views);
    expect(fitting.follows).toBeGreaterThan(1.5 * unrelated.follows);
    expect(fitting.authorLikes).toBeGreaterThan(unrelated.authorLikes + 30);
    expect(fitting.authorReplies).toBeGreaterThan(unrelated.authorReplies + 20);
  });
});

describe('when the author answers', () => {
  const p = post('Our pricing experiment doubled trial conversions last quarter', 120);

  test('an identity’s first reply is always answered, 2–4 minutes on, or when the server says', () => {
    for (let i = 0; i < 100; i++) {
      const text = `Unrelated words about gardening ${i}`;
      const e = replyEngagement({ seed: `f${i}`, post: p, text, author, first: true });
      const seconds = (e.authorReplyMinutes ?? -1) * 60;
      expect(seconds).toBeGreaterThanOrEqual(FIRST_ANSWER_SECONDS.min);
      expect(seconds).toBeLessThanOrEqual(FIRST_ANSWER_SECONDS.max);
      // Only the answer's time differs from a later reply's draw.
      const later = replyEngagement({ seed: `f${i}`, post: p, text, author });
      expect({ ...e, authorReplyMinutes: null }).toEqual({ ...later, authorReplyMinutes: null });
    }
    const quick = replyEngagement({
      seed: 's',
      post: p,
      text: 'x',
      author,
      first: true,
      firstAnswerSeconds: 3,
    });
    expect(quick.authorReplyMinutes).toBeCloseTo(3 / 60);
    const own = { ...p, authorId: author.id };
    expect(
      replyEngagement({ seed: 's', post: own, text: 'x', author, first: true }).authorReplyMinutes,
    ).toBeNull();
  });

  test('later answers mostly come within the first half hour, none after 4 hours', () => {
    const minutes: number[] = [];
    for (let i = 0; i < 2000 && minutes.length < 300; i++) {
      const e = replyEngagement({
        seed: `a${i}`,
        post: p,
        text: 'Pricing experiments and trial conversions',
        author,
      });
      if (e.authorReplyMinutes !== null) minutes.push(e.authorReplyMinutes);
    }
    minutes.sort((a, b) => a - b);
    expect(minutes.length).toBe(300);
    expect(minutes[150]).toBeLessThan(30);
    expect(minutes.at(-1)).toBeLessThan(240);
    expect(minutes[0]).toBeGreaterThanOrEqual(2);
  });
});
