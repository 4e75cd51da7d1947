import { describe, expect, test } from 'vitest';
import { createOfflineService } from './offline-service';
import { draftReplyTask } from '../../drafting/tasks/draft-reply';
import type { TBusinessBrief, TDraftInput, TRuleBrief } from '../../drafting/types';
import { weightedLength } from '../../drafting/voice-guard/length';
import { findEmoji } from '../../lib/text/emoji';
import { applyVoiceGuard } from '../../drafting/voice-guard/voice-guard';
import { copiesOwnPosts } from '../../eval/quality-metrics';
import { offlineDraftReply } from './draft-reply';
import { offlineAnswer } from './offline-answers';
import { isDeclined } from '../../integrations/llm/errors';
import { postBrief, sandboxPersonas, voiceOf } from '#test/personas';

const personas = sandboxPersonas();

const SHOUTOUT = 'Huge shoutout to José Martínez for fixing our checkout bug in one afternoon.';

function input(post: string, ownPosts: string[], extra: Partial<TDraftInput> = {}): TDraftInput {
  return {
    post: postBrief(post),
    thread: [],
    voice: voiceOf(ownPosts),
    rules: [],
    matched_rule: null,
    business: null,
    username: 'me',
    ...extra,
  };
}

const PLAIN = [
  'We moved onboarding behind a trial. Activation went up.',
  'Talk to churned customers. They tell you everything.',
  "Annual plans fix cash flow, not retention. That's the whole point.",
  'Shipped the new pricing page today. Took longer than planned.',
];
const LOWER = [
  'shipped the new pricing page today',
  'talk to churned customers. they tell u everything',
  'annual plans fix cash flow, not retention',
  'most churn is decided in the first two weeks',
  'u do not need a bigger roadmap, u need fewer features',
];

describe('offlineDraftReply', () => {
  test('same input, same draft; another post, another draft', () => {
    const a = input('Raised prices 8% last quarter. Lost 8 customers, gained $3.4k in MRR.', PLAIN);
    expect(offlineDraftReply(a)).toEqual(offlineDraftReply(structuredClone(a)));
    const b = input('Our CI pipeline broke on a Tuesday and the fix was one character.', PLAIN);
    expect(offlineDraftReply(b).text).not.toBe(offlineDraftReply(a).text);
  });

  test('engages with what the post says: its key phrase or its figure', () => {
    const cases: Array<[string, RegExp]> = [
      ['Raised prices 8% last quarter. Lost 8 customers, gained $3.4k in MRR.', /8%|MRR|prices/iu],
      ['Shipping a new version of SSO today. 6 months of work.', /SSO/u],
      [
        'Hot take: usage-based pricing is overrated for early-stage teams.',
        /usage-based pricing|early-stage teams/iu,
      ],
      ['Our CI pipeline broke on a Tuesday and the fix was one character.', /CI pipeline|character|fix/iu],
      ['What is your stack for the admin dashboard right now?', /admin dashboard|stack|setup|tried/iu],
    ];
    for (const [post, mentions] of cases)
      expect(offlineDraftReply(input(post, PLAIN)).text).toMatch(mentions);
  });

  test('declines every post not in English with that one reason, by its tag or by its words', () => {
    const NOT_ENGLISH = 'The post is not in English, and drafting without a model writes English only.';
    const posts: Array<[string, string]> = [
      ['Kleiner Erfolg am Donnerstag: checkout läuft stabil!', 'de'],
      ['este mes crecimos un 16%. la clave fue settings page.', 'es'],
      ['Nuestro onboarding ahora tiene un checklist. Activation up 9%.', 'es'],
      ['Enfin, notre onboarding est en prod. Feedback welcome!', 'fr'],
      ['Nosso MRR cresceu 20% esse mês, churn caiu bastante.', 'pt'],
      ['¿Qué tal te funciona el nuevo pricing?', 'es'],
    ];
    const declined = (post: TDraftInput['post']) => {
      try {
        offlineDraftReply(input(post.text, PLAIN, { post }));
      } catch (err) {
        return isDeclined(err) ? err.message : String(err);
      }
      return null;
    };
    for (const [text, lang] of posts) {
      expect(declined(postBrief(text)), text).toBe(NOT_ENGLISH);
      expect(declined({ ...postBrief(text), lang }), text).toBe(NOT_ENGLISH);
      // A tag that names no language ("und": undetermined) leaves it to the words.
      expect(declined({ ...postBrief(text), lang: 'und' }), text).toBe(NOT_ENGLISH);
    }
    // The platform's tag decides where it names a language, even where the words alone would not.
    expect(declined({ ...postBrief('Checkout runs stable since Thursday, 16% faster.'), lang: 'de' })).toBe(
      NOT_ENGLISH,
    );
    // In a batch too, where monitoring hands the tag on with each post.
    const batch = offlineAnswer('draft-replies', {
      ...input('', PLAIN),
      items: [
        {
          post: { ...postBrief('Checkout läuft stabil seit Donnerstag.', 'de1'), lang: 'de' },
          thread: [],
          matched_rule: null,
        },
        { post: { ...postBrief(SHOUTOUT, 'en1'), lang: 'en' }, thread: [], matched_rule: null },
      ],
    }) as { drafts: { id: string; text: string | null; skip_reason: string | null }[] };
    expect(batch.drafts.map((d) => [d.id, d.skip_reason])).toEqual([
      ['de1', NOT_ENGLISH],
      ['en1', null],
    ]);
  });

  test('drafts an English post that names a person, a place or a word from another language', () => {
    for (const post of [
      SHOUTOUT,
      'Moved our whole support team from Los Angeles to São Paulo and response times dropped 30%.',
      'Our café pricing experiment ended: the cheaper plan lost money, the premium one paid for itself.',
      'Released the CLI under the MIT license today, huge thanks to Zoë for the docs.',
    ]) {
      expect(offlineDraftReply(input(post, PLAIN)).text.length, post).toBeGreaterThan(0);
      expect(
        offlineDraftReply(input(post, PLAIN, { post: { ...postBrief(post), lang: 'en' } })).text.length,
      ).toBeGreaterThan(0);
    }
  });

  test('answers what a retweet carries; declines a post in another language, with the reason', () => {
    const retweet = input('RT @maya: our churn doubled', PLAIN, {
      post: {
        ...postBrief('RT @maya: our churn doubled'),
        tweet_type: 'RETWEET',
        original: {
          text: 'Our SSO migration broke on Friday and took the weekend.',
          author: { username: 'maya', name: 'Maya' },
        },
      },
    });
    expect(offlineDraftReply(retweet).text).toMatch(/SSO migration|rough|fixed/u);
    const spanish = input('Hoy por fin lanzamos el free tier. Llevábamos 4 semanas con esto.', PLAIN);
    expect(() => offlineDraftReply(spanish)).toThrow(
      expect.objectContaining({ kind: 'refused', message: expect.stringMatching(/not in English/u) }),
    );
    // Terse English is still English.
    expect(
      offlineDraftReply(input('Raised prices 8%. Lost 8 customers, gained $3.4k MRR.', PLAIN)).text,
    ).toMatch(/8%|MRR|prices/iu);
  });

  test("writes in the user's measured habits: lower case, no final full stop, their casual spellings", () => {
    const draft = offlineDraftReply(
      input('What is your approach to the pricing page these days? Do you test it?', LOWER),
    ).text;
    expect(draft).toBe(draft.toLowerCase());
    expect(draft).not.toMatch(/\.$/u);
    const drafts = [
      'Shipping a new version of SSO today.',
      'Unpopular opinion: free tiers hurt B2B products.',
    ].map((p) => offlineDraftReply(input(p, LOWER)).text);
    expect(drafts.join(' ')).not.toMatch(/\byou\b/u);
  });

  test('no emoji for someone who never uses one; theirs, at their rate, for someone who does', () => {
    const posts = personas
      .flatMap((p) => p.answerable)
      .slice(0, 40)
      .map((p) => p.text);
    const plain = posts.map((p) => offlineDraftReply(input(p, PLAIN)).text);
    expect(plain.flatMap(findEmoji)).toEqual([]);
    const emojiPosts = PLAIN.map((p) => `${p} 🚀`);
    const withEmoji = posts.map((p) => offlineDraftReply(input(p, emojiPosts)).text);
    const used = withEmoji.flatMap(findEmoji);
    expect(used.length).toBeGreaterThan(posts.length / 2);
    expect(new Set(used)).toEqual(new Set(['🚀']));
  });

  test("never passes off the user's own sentences as a reply: no claim about them it cannot ground", () => {
    const own = [
      ...PLAIN,
      'We tried a cancellation survey and most churn reasons were about onboarding emails.',
    ];
    const draft = offlineDraftReply(
      input('Nobody reads onboarding emails after the second one. Cut yours to two.', own),
    ).text;
    expect(copiesOwnPosts(draft, own)).toBe(false);
    expect(draft).not.toMatch(/\b(?:we tried|my experience|on my end|from my side)\b/iu);
  });

  test('a post saying what the user once said gets a reply that does not repeat their words', () => {
    const own = [
      ...PLAIN,
      'Agree that annual plans fix cash flow, not retention.',
      'Got onboarding down from 2,000 lines to under a minute by switching to SQLite.',
    ];
    const posts = [
      'Unpopular opinion: annual plans fix cash flow, not retention...',
      'Hot take: annual plans fix cash flow, not retention.',
      'Got onboarding down from 2,000 lines to under a minute by switching to SQLite.',
    ];
    let drafted = 0;
    for (const [i, post] of posts.entries()) {
      for (const id of ['1', '2', '3', '4', '5', '6']) {
        try {
          const draft = offlineDraftReply(
            input(post, own, { post: { ...postBrief(post), id: `${i}${id}` } }),
          ).text;
          drafted += 1;
          expect(copiesOwnPosts(draft, own)).toBe(false);
        } catch (err) {
          if (!isDeclined(err)) throw err;
        }
      }
    }
    expect(drafted).toBeGreaterThan(posts.length * 3);
  });

  test('bad news gets sympathy, never congratulations, even when it mentions a launch', () => {
    for (const post of [
      'The launch flopped. Three signups in a week after months of building.',
      'We had to lay off a third of the team today. Hardest day of my career.',
    ]) {
      expect(offlineDraftReply(input(post, PLAIN)).text).not.toMatch(/congrat|nice work|great/iu);
      // Not even the user's habitual emoji.
      expect(
        findEmoji(
          offlineDraftReply(
            input(
              post,
              PLAIN.map((p) => `${p} 🎉`),
            ),
          ).text,
        ),
      ).toEqual([]);
    }
  });

  test('a figure going the wrong way is never praised; one going down on a cost may be', () => {
    for (const [i, post] of [
      'Climate tech funding is down 35%, but deployment of green hydrogen is up.',
      'Revenue down 18% this quarter after the pricing change.',
      'Signups fell 40% in March. Still figuring out why.',
      'Lost 10 customers this month, 4% of revenue.',
      // A cost going up is the wrong way too.
      'We moved onboarding behind a 14-day trial and CAC payback went up 12%. Did not expect that.',
      'Churn is up 20% since the pricing change.',
    ].entries()) {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const text = offlineDraftReply({ ...input(post, PLAIN), username: `u${seed}${i}` }).text;
        expect(text, post).not.toMatch(
          /\b(?:nice|good|great|solid|strong|congrats|leverage|return|progress|paying off|keeps? (?:heading|going|climbing))\b/iu,
        );
      }
    }
  });

  test('a label opener ("hot take:") introduces only a take of the reply\'s own, never agreement, thanks or a question', () => {
    const labelled = PLAIN.map((p, i) => `${['Hot take:', 'Real talk:'][i % 2]} ${p}`);
    const posts = [
      'Unpopular opinion: annual plans fix cash flow, not retention.',
      'Reminder: evals matter more than the model you pick.',
      'Hot take: bear markets are for building.',
      'Question for PMs: how are you handling the admin dashboard these days?',
      'If your onboarding flow needs a tooltip, it probably needs a redesign.',
      'The newsletter is not dead. Bad landing page is dead.',
      'Design reminder: users do not read, they scan.',
      'Three things that moved MRR for us: a shorter trial, in-app checklists and a setup call.',
    ];
    let labels = 0;
    for (const [i, post] of posts.entries()) {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        let text: string;
        try {
          text = offlineDraftReply({ ...input(post, labelled), username: `l${seed}${i}` }).text;
        } catch (err) {
          if (isDeclined(err)) continue;
          throw err;
        }
        const label = /^(?:hot take|real talk):\s*(.*)$/iu.exec(text);
        if (!label) continue;
        labels += 1;
        expect(label[1], text).not.toMatch(
          /^(?:agree|mostly agree|largely agree|hard to|tough to|little to|with you|thanks|thank|glad|good|nice|useful|handy|interesting|fair|appreciate|grateful)\b|^[^.!]*\?/iu,
        );
      }
    }
    // The habit still shows where it fits.
    expect(labels).toBeGreaterThan(0);
  });

  test('a list of what worked is answered about its items, not the measure they moved', () => {
    const post =
      'Three things that moved MRR for us: a setup call for every new account, in-app checklists and a shorter trial.';
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const text = offlineDraftReply({ ...input(post, PLAIN), username: `list${seed}` }).text;
      expect(text, text).toMatch(/setup call|in-app checklists|shorter trial/iu);
      expect(text, text).not.toMatch(/\bMRR (?:advice|tip|bit|part)\b|\bsetup call for every\b/iu);
    }
  });

  test('a project killed for a lesson: sad to see it go, and the lesson taken up in the author’s words', () => {
    const post = 'Killed my side project today. Lesson learned: charge from day one.';
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const text = offlineDraftReply({ ...input(post, PLAIN), username: `lesson${seed}` }).text;
      expect(text, text).toMatch(/charge from day one/iu);
      expect(text, text).not.toMatch(/\b(?:congrat|well done|strong (?:point|call)|fair point)/iu);
    }
  });

  test('a quote is answered as its author meant it: the comment, or what it points at, never their launch', () => {
    const launch = 'Shipping our new usage-based pricing today. 9 months of work.';
    const quote = (comment: string, username: string) =>
      offlineDraftReply({
        ...input(comment, PLAIN),
        post: {
          ...postBrief(comment),
          tweet_type: 'QUOTE',
          original: { text: launch, author: { username: 'maker', name: 'Maker' } },
        },
        username,
      }).text;
    for (const seed of ['a', 'b', 'c', 'd']) {
      const about = quote('The part about MRR is the real lesson here.', `quote${seed}`);
      expect(about, about).toMatch(/MRR/u);
      const pointer = quote('We learned this the expensive way.', `pointer${seed}`);
      expect(pointer, pointer).toMatch(/usage-based pricing/iu);
      for (const text of [about, pointer]) {
        expect(text, text).not.toMatch(
          /congrat|well done|nice one|shipped|is no small thing|your usage-based/iu,
        );
      }
    }
  });

  test('a comeback is welcomed back and asked about, never pitied as a struggle', () => {
    const post = 'skipped the gym for 11 weeks and felt it. back at it today 💪';
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const text = offlineDraftReply({ ...input(post, PLAIN), username: `back${seed}` }).text;
      expect(text, text).toMatch(/the gym/iu);
      expect(text, text).not.toMatch(/\b(?:oof|ugh|painful|draining|long day|been there|fixed)\b/iu);
    }
  });

  test('a quote of a reply this writer drafted ("Tool: it depends…") is answered about the tool', () => {
    const mine = 'Zorbtkakq260: it depends mostly on who maintains it day to day, not on the feature list.';
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = offlineDraftReply({
        ...input('this is the advice I needed', PLAIN),
        post: {
          ...postBrief('this is the advice I needed'),
          tweet_type: 'QUOTE',
          original: { text: mine, author: { username: 'me', name: 'Me' }, theirs: true },
        },
        username: `tool${seed}`,
      }).text;
      expect(text, text).toMatch(/zorbtkakq260/iu);
    }
  });

  test('an answer to the user naming nothing itself is answered about what the conversation is about', () => {
    const root = 'Shipping our new usage-based pricing today. 9 months of work.';
    const mine = 'Nine months on usage-based pricing is a lot. How did you pick the unit?';
    const answer = '@me Thanks! Honestly that took longer than anything else this year.';
    const turn = (parent: TDraftInput['post']['parent'], thread: TDraftInput['thread'], username: string) =>
      offlineDraftReply({
        ...input(answer, PLAIN),
        post: { ...postBrief(answer), parent },
        thread,
        username,
      }).text;
    const theirs = { text: mine, author: { username: 'me', name: 'Me' }, theirs: true };
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = turn(theirs, [{ author_username: 'maker', text: root }], `turn${seed}`);
      expect(text, text).toMatch(/usage-based pricing/iu);
      // Their launch was congratulated (or not) in the first reply: it is not news to take up again.
      expect(text, text).not.toMatch(/congrat|well done|nice one|shipped|your usage-based/iu);
      // The user's reply alone says what it was about.
      expect(turn(theirs, [], `alone${seed}`)).toMatch(/usage-based pricing/iu);
    }
    // Someone else's conversation, or a post of no conversation: nothing to take up.
    const declined = (run: () => string) => {
      try {
        run();
        return false;
      } catch (err) {
        return isDeclined(err);
      }
    };
    expect(
      declined(() => turn({ ...theirs, theirs: false }, [{ author_username: 'maker', text: root }], 'x')),
    ).toBe(true);
    expect(declined(() => turn(null, [], 'y'))).toBe(true);
    // A conversation about a loss is the user's to continue.
    const loss = { ...theirs, text: 'So sorry to hear your dad passed away. Thinking of you.' };
    expect(declined(() => turn(loss, [], 'z'))).toBe(true);
  });

  test('a recap is answered about one of its lines, not with a question about its measure', () => {
    const post = 'Month 12 recap: $1k MRR, a lot of bugs and one very nice email from a customer.';
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const text = offlineDraftReply({ ...input(post, PLAIN), username: `recap${seed}` }).text;
      expect(text, text).toMatch(/one very nice email/iu);
      expect(text, text).not.toMatch(/\?|\blot of bugs\b/u);
    }
  });

  test('a plain statement gets the question it leaves open, not a compliment that fits any post', () => {
    for (const [i, post] of [
      'Migrating our API docs to Neovim. Day 3.',
      'Our e-bike paid for itself in 8 years.',
      'Everyone asking about on-chain data. Nobody asking about security.',
    ].entries()) {
      const text = offlineDraftReply({ ...input(post, PLAIN), username: `q${i}` }).text;
      expect(text, post).toMatch(/\?$/u);
      expect(text, post).not.toMatch(/\b(?:glad|good to see|deserves|hoping)\b/iu);
    }
  });

  test("a figure is said once: 'raising prices 51%' is the lever of '51%'", () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const text = offlineDraftReply({
        ...input('Raised prices 51% last quarter. Lost 3 customers, gained $1.2k in MRR.', PLAIN),
        username: `lever${seed}`,
      }).text;
      expect(text.match(/51%/gu)?.length ?? 0, text).toBeLessThanOrEqual(1);
    }
  });

  test("follows the matched rule's semantic response", () => {
    const rule: TRuleBrief = {
      trigger_prompt: 'Founders asking about pricing pages',
      semantic_response:
        'Ask what they use for A/B tests and point them to our teardown at example.com/pricing-teardown.',
    };
    const draft = offlineDraftReply(
      input('What is your approach to the pricing page these days?', PLAIN, {
        rules: [rule],
        matched_rule: rule,
      }),
    ).text;
    expect(draft).toContain('example.com/pricing-teardown');
    // Asked in the draft's own words, about the rule's subject.
    expect(draft).toMatch(/A\/B tests[^.]*\?|(?:use|run) for A\/B tests/u);
  });

  test('keeps to what a rule forbids and the length it sets', () => {
    const rule: TRuleBrief = {
      trigger_prompt: 'Launch posts',
      semantic_response: "Congratulate them on the launch. Don't ask questions. Keep it under 60 characters.",
    };
    for (const post of ['Shipping a new version of SSO today.', 'We launched the free tier this morning.']) {
      const draft = offlineDraftReply(input(post, PLAIN, { matched_rule: rule })).text;
      expect(draft).toMatch(/^Congrats on the launch/u);
      expect(draft).not.toContain('?');
      expect(weightedLength(draft)).toBeLessThanOrEqual(60);
    }
  });

  test('names the business only when the post is about its problem', () => {
    const business: TBusinessBrief = {
      one_line_summary: 'Retainly sends onboarding emails that cut churn for SaaS teams.',
      one_paragraph_summary: 'Retainly watches activation and sends onboarding emails when a trial stalls.',
      calendar_link: 'https://cal.com/retainly',
      business_email: 'hi@retainly.dev',
      competitors: [
        {
          competitor_name: 'Intercom',
          counter_positioning: 'we cost a tenth and set up in a day',
          competitor_cons: '',
        },
      ],
    };
    const about = offlineDraftReply(
      input('Our trial churn is brutal. Onboarding emails get ignored.', PLAIN, { business }),
    ).text;
    expect(about).toContain('Retainly sends onboarding emails');
    const rival = offlineDraftReply(
      input('Thinking of moving our support chat to Intercom. Thoughts?', PLAIN, { business }),
    ).text;
    expect(rival).toContain('Compared with Intercom: we cost a tenth and set up in a day.');
    const off = offlineDraftReply(
      input('Ran 10 km before sunrise. The city is so quiet at that hour.', PLAIN, { business }),
    ).text;
    expect(off).not.toMatch(/Retainly|Intercom/u);
  });

  test('sandbox personas: postable, honest drafts that pass the voice guard unchanged; few declined', () => {
    let count = 0;
    let declined = 0;
    for (const persona of personas) {
      for (const post of persona.answerable) {
        let draft: string;
        try {
          draft = offlineDraftReply({
            ...input(post.text, []),
            post,
            voice: persona.voice,
            username: persona.account.username,
          }).text;
        } catch (err) {
          // A decline is a skip with its reason, never a crash.
          expect(isDeclined(err)).toBe(true);
          declined += 1;
          continue;
        }
        count += 1;
        expect(draft.trim().length).toBeGreaterThan(0);
        expect(weightedLength(draft)).toBeLessThanOrEqual(280);
        expect(draft).not.toMatch(/\{|\}|undefined|null|lorem|ipsum|as an ai|language model/iu);
        expect(applyVoiceGuard(draft, { ownPosts: persona.voice.own_posts })).toEqual({
          text: draft,
          changes: [],
        });
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(declined / (count + declined)).toBeLessThan(0.1);
  });

  test('through the offline language service, the draft task answers the same draft', async () => {
    const service = createOfflineService();
    const persona = personas[0]!;
    const post = persona.answerable[0]!;
    const draftInput = { ...input(post.text, []), post, voice: persona.voice };
    const answer = await service.run(draftReplyTask, draftInput, { userId: null });
    expect(answer.text).toBe(offlineDraftReply(draftInput).text);
  });
});
