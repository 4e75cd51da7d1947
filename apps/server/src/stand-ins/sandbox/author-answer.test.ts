import { describe, expect, test } from 'vitest';
import { authorReplyText } from './author-answer';

describe('authorReplyText', () => {
  /** The first answers to `replyText` (under `postText`, where there is one), over `n` replies. */
  const firstAnswers = (postText: string | undefined, replyText: string, n = 16) =>
    Array.from({ length: n }, (_, i) =>
      authorReplyText({
        seed: 's',
        replyId: `p${i}`,
        replyText,
        replyAuthor: 'sandy',
        lang: 'en',
        first: true,
        ...(postText === undefined ? {} : { postText }),
      }),
    );

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
      ...Array.from({ length: 15 }, (_, i) => first('Pricing pages convert', `h${i}`)),
    ];
    const invites = /hardest part|think about most|took longer|Took me ages|what got you into/;
    expect(texts.every((t) => t.startsWith('@sandy ') && invites.test(t))).toBe(true);
    expect(texts.every((t) => !t.includes('{w}'))).toBe(true);
    // Without it, congratulations are only thanked.
    expect(invites.test(said('Well done on shipping onboarding!', 'f1'))).toBe(false);
  });

  test('a first reply that asks is answered, about what it named', () => {
    const texts = firstAnswers(
      'Skipped the gym for 6 weeks. Back at it today.',
      'Welcome back! What got you back to the gym now?',
    );
    expect(texts.every((t) => /^@sandy (Good question about the gym\.|On the gym:)/.test(t))).toBe(true);
    // Naming nothing to answer about, it still gets a next turn: a question back.
    const bare = firstAnswers(undefined, 'Why?');
    expect(bare.every((t) => t.endsWith('?') && !t.includes('{w}'))).toBe(true);
  });

  test('the word an answer takes up is the one the reply shares with the post', () => {
    const texts = firstAnswers(
      'shipping a new version of onboarding today',
      'Nice one on pushing onboarding out. How will you tell whether it landed?',
      12,
    );
    expect(texts.every((t) => /onboarding/.test(t))).toBe(true);
    expect(texts.some((t) => /pushing|landed/.test(t))).toBe(false);
  });

  test('a span of time is never what an answer takes up; the thing both name is', () => {
    const texts = firstAnswers(
      'skipped the gym for 11 weeks and felt it. back at it today 🥗',
      'Ugh, skipping the gym for 11 weeks sounds painful. Anything you changed so the gym won’t bite again?',
      12,
    );
    expect(texts.every((t) => /\bthe gym\b/.test(t))).toBe(true);
    expect(texts.some((t) => /weeks|today/.test(t))).toBe(false);
  });

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

  test('what the post names is said with "are" when plural, though a tagger reads it as one thing', () => {
    for (const about of ['Meta ads', 'DeFi yields', 'e-bikes']) {
      const most = Array.from({ length: 40 }, (_, i) =>
        authorReplyText({
          seed: 's',
          replyId: `m${i}`,
          replyText: 'Agree, mostly.',
          replyAuthor: 'sandy',
          lang: 'en',
          first: true,
          about,
        }),
      ).filter((t) => t.includes('think about most'));
      expect(most.length).toBeGreaterThan(0);
      expect(most.every((t) => t.includes(`${about} are still`))).toBe(true);
    }
  });

  test('when the reply names nothing of the post, the answer names nothing either', () => {
    const texts = firstAnswers(
      'Hot take: an empty STATE is a sales pitch!',
      'Couldn’t agree more, honestly.',
    );
    expect(texts.every((t) => t === '@sandy What would you do differently next time?')).toBe(true);
  });

  test('a first reply with no word to take up is still asked back', () => {
    const texts = firstAnswers(undefined, 'Yes! 🙌', 12);
    expect(texts.every((t) => t === '@sandy What would you do differently next time?')).toBe(true);
  });
});
