import { describe, expect, test } from 'vitest';
import { fillTemplate } from './compose';
import {
  authorReplyText,
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

describe('authorReplyText', () => {
  const said = (replyText: string, replyId: string) =>
    authorReplyText({ seed: 's', replyId, replyText, replyAuthor: 'sandy', lang: 'en' });

  test('a question is answered, congratulations thanked', () => {
    const answers = Array.from({ length: 30 }, (_, i) =>
      said('@bob How long before onboarding paid off?', `q${i}`),
    );
    expect(answers.every((t) => !t.includes('?') || /question|Honestly\?/.test(t))).toBe(true);
    expect(
      answers.some((t) =>
        /Good question|Honestly|Short answer|figuring|held|surprisingly|On onboarding/.test(t),
      ),
    ).toBe(true);
    const thanks = Array.from({ length: 20 }, (_, i) => said('@bob Congrats, huge launch!', `c${i}`));
    expect(thanks.every((t) => /^@sandy (Thank|Appreciate|Thanks)/.test(t))).toBe(true);
  });

  test('deterministic, addressed to the reply’s author, in the author’s language', () => {
    const input = {
      seed: 's',
      replyId: '77',
      replyText: 'Pricing pages convert',
      replyAuthor: 'sandy',
      lang: 'en',
    };
    const text = authorReplyText(input);
    expect(text).toBe(authorReplyText(input));
    expect(text).toMatch(/^@sandy \S/);
    const texts = new Set(
      Array.from({ length: 40 }, (_, i) => authorReplyText({ ...input, replyId: String(i) })),
    );
    expect(texts.size).toBeGreaterThan(5);
    expect([...texts].some((t) => /pricing|pages|convert/.test(t))).toBe(true);
    expect(authorReplyText({ ...input, lang: 'de' })).toMatch(/^@sandy (Danke|Genau|Freut|Wie|Was)/);
  });

  test('a first reply is always answered with a next turn (a detail or a question)', () => {
    const first = (replyText: string, replyId: string) =>
      authorReplyText({ seed: 's', replyId, replyText, replyAuthor: 'sandy', lang: 'en', first: true });
    const texts = [
      ...Array.from({ length: 15 }, (_, i) => first('Well done on shipping onboarding!', `f${i}`)),
      ...Array.from({ length: 15 }, (_, i) => first('How long before onboarding paid off?', `g${i}`)),
      ...Array.from({ length: 15 }, (_, i) => first('Pricing pages convert', `h${i}`)),
    ];
    const invites = /hardest part|think about most|took longer|Took me ages|what got you into/;
    expect(texts.every((t) => t.startsWith('@sandy ') && invites.test(t))).toBe(true);
    expect(texts.every((t) => !t.includes('{w}'))).toBe(true);
    // Without it, congratulations are only thanked.
    expect(invites.test(said('Well done on shipping onboarding!', 'f1'))).toBe(false);
  });

  test('the word an answer takes up is the one the reply shares with the post', () => {
    const texts = Array.from({ length: 12 }, (_, i) =>
      authorReplyText({
        seed: 's',
        replyId: `w${i}`,
        replyText: 'Nice one on pushing onboarding out. How will you tell whether it landed?',
        replyAuthor: 'sandy',
        lang: 'en',
        first: true,
        postText: 'shipping a new version of onboarding today',
      }),
    );
    expect(texts.every((t) => /onboarding/.test(t))).toBe(true);
    expect(texts.some((t) => /pushing|landed/.test(t))).toBe(false);
  });

  test('a span of time is never what an answer takes up; the thing both name is', () => {
    const texts = Array.from({ length: 12 }, (_, i) =>
      authorReplyText({
        seed: 's',
        replyId: `g${i}`,
        replyText:
          'Ugh, skipping the gym for 11 weeks sounds painful. Anything you changed so the gym won’t bite again?',
        replyAuthor: 'sandy',
        lang: 'en',
        first: true,
        postText: 'skipped the gym for 11 weeks and felt it. back at it today 🥗',
      }),
    );
    expect(texts.every((t) => /\bthe gym\b/.test(t))).toBe(true);
    expect(texts.some((t) => /weeks|today/.test(t))).toBe(false);
  });

  /** The first answers to `replyText` under `postText`, over `n` replies. */
  const firstAnswers = (postText: string, replyText: string, n = 16) =>
    Array.from({ length: n }, (_, i) =>
      authorReplyText({
        seed: 's',
        replyId: `p${i}`,
        replyText,
        replyAuthor: 'sandy',
        lang: 'en',
        first: true,
        postText,
      }),
    );

  test('what an answer takes up is a noun phrase the post names and the reply names again, never a word torn from it', () => {
    const empty = firstAnswers(
      'Hot take: an empty STATE is a sales pitch!',
      'The empty state gets too little credit here.',
    );
    expect(empty.every((t) => t.includes('the empty state'))).toBe(true);
    const climate = firstAnswers(
      'Reminder: climate tech needs boring infrastructure.',
      'Climate tech is given too little credit here. Easier to agree with than to act on.',
    );
    expect(climate.every((t) => t.includes('climate tech'))).toBe(true);
    // Not the verb before it ("Honestly building took longer…"), nor half of it ("get eval right").
    const evals = firstAnswers(
      'quick one: spent thursday building an eval set for contract review. 600 examples. painful',
      'Ugh, spending thursday building an eval set for contract review sounds like a long day.',
    );
    expect(evals.every((t) => /\bthe eval set\b/.test(t))).toBe(true);
    // A gerund after a preposition names an activity.
    expect(
      firstAnswers(
        'shipping a new version of onboarding today',
        'How will you tell whether onboarding landed?',
      ).every((t) => t.includes('onboarding')),
    ).toBe(true);
  });

  test('a plural is said with "are": "support tickets are still the part I think about most"', () => {
    const texts = firstAnswers(
      'Hot take: your customers already WROTE your best copy in support tickets. lol',
      'Agree on support tickets, mostly.',
      40,
    );
    const most = texts.filter((t) => t.includes('think about most'));
    expect(most.length).toBeGreaterThan(0);
    expect(most.every((t) => t.includes('support tickets are still'))).toBe(true);
  });

  test('when the reply names nothing of the post, the answer names nothing either', () => {
    const texts = firstAnswers(
      'Hot take: an empty STATE is a sales pitch!',
      'Couldn’t agree more, honestly.',
    );
    expect(texts.every((t) => t === '@sandy What would you do differently next time?')).toBe(true);
  });

  test('a first reply with no word to take up is still asked back', () => {
    const texts = Array.from({ length: 12 }, (_, i) =>
      authorReplyText({
        seed: 's',
        replyId: `n${i}`,
        replyText: 'Yes! 🙌',
        replyAuthor: 'sandy',
        lang: 'en',
        first: true,
      }),
    );
    expect(texts.every((t) => t === '@sandy What would you do differently next time?')).toBe(true);
  });
});
