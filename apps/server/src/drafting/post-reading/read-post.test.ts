import { describe, expect, test } from 'vitest';
import { cleanPost } from './clean-post';
import type { TPostKind } from './post-kind';
import { readPost } from './read-post';

describe('cleanPost: the post without what its author puts on every post', () => {
  test('lead-ins, sign-offs, hashtags, emoji, via/cc and shorthand go; an opinion marker is kept apart', () => {
    expect(
      cleanPost('Hot take: shipping weekly beats shipping perfectly. Anyway... 🚀 #buildinpublic'),
    ).toEqual({
      sentences: ['shipping weekly beats shipping perfectly.'],
      marker: 'opinion',
    });
    expect(
      cleanPost('ngl if u can, switch to community solar w/ friends (via @oliviaships). Back to work.'),
    ).toEqual({
      sentences: ['if you can, switch to community solar with friends.'],
      marker: null,
    });
    expect(cleanPost('Reminder that nobody reads the onboarding emails. Thoughts?').marker).toBe('reminder');
    // A sign-off alone is still the post.
    expect(cleanPost('Back to work.').sentences).toEqual(['Back to work.']);
  });
});

describe('readPost', () => {
  test('what kind of post it is, so the reply takes the fitting stance', () => {
    const cases: Array<[string, TPostKind]> = [
      ['How are you handling the free tier these days?', 'question'],
      ['Why does every SaaS hide the cancel button behind five screens?', 'complaint'],
      ['Just hit $1k MRR! It took 11 months. Grateful for every one of you.', 'win'],
      ['Our open-source scheduler hit version 1.0 today. Thank you to all 140 contributors.', 'launch'],
      ['Shipped offline mode for the mobile app this morning.', 'launch'],
      ['Just hit first affiliate sale! It took 6 months.', 'win'],
      ['CAC payback is up 8% this month. The only real change was in-app checklists.', 'result'],
      ['Raised prices 17% last quarter. Lost 4 customers, gained $2k in MRR.', 'result'],
      ['Our biggest customer churned this morning. Forty percent of revenue, gone.', 'bad-news'],
      ['We had to lay off a third of the team today.', 'bad-news'],
      ['Spent 7 hours debugging the test suite. It was a timezone.', 'struggle'],
      ['I launched the waitlist 22 days ago. 1,200 visitors, 4 signups, 0 sales.', 'struggle'],
      ['Three weeks waiting on support for a billing error. Still no human reply.', 'complaint'],
      ['Love it when the deploy fails at 5pm on a Friday. Best feeling.', 'sarcasm'],
      ['So glad the new policy requires three approvals to order a keyboard.', 'sarcasm'],
      ['Wrote a regex to fix a problem. Now I have a regex problem.', 'joke'],
      ['Hot take: sleep is the cheapest performance enhancer', 'opinion'],
      ['A cheap trick for data cleaning: ask the model for JSON, validate it, retry once', 'advice'],
      ['Month 4 recap: first refund, a lot of bugs and one very nice email from a customer.', 'statement'],
      ['working on a chrome extension before my day job. coffee number 2.', 'statement'],
    ];
    for (const [post, kind] of cases) expect([post, readPost(post).kind]).toEqual([post, kind]);
  });

  test('topics are whole noun phrases, named as a reply to the author would name them', () => {
    expect(
      readPost('Shipping a new version of usage-based pricing today. 8,500 customers asked for it.')
        .topics[0],
    ).toBe('usage-based pricing');
    expect(readPost('Our CI pipeline broke on a Tuesday and the fix was one character.').shown[0]).toBe(
      'your CI pipeline',
    );
    expect(readPost('Stop rewriting a Notion template. Go talk to users.').shown[0]).toBe(
      'the Notion template',
    );
    expect(readPost('Documentation is a product. Treat it like one.').topics[0]).toBe('documentation');
    // Words that name nothing ("the hardest part", "coffee number") and emphasis in capitals are no topic.
    const topics = readPost(
      'working on rooftop solar software. the hardest part is the data. coffee number 2.',
    ).topics;
    expect(topics).toContain('rooftop solar software');
    expect(topics.join(' ')).not.toMatch(/hardest|number/u);
    expect(readPost('Skipped the gym for 7 weeks and FELT it.').topics).toEqual(['gym']);
  });

  test('the particulars a specific reply takes up', () => {
    expect(
      readPost('Redesigned the icon set this week. Removed 6 fields, completion rate up 27%.').figure,
    ).toEqual({
      value: '27%',
      measure: 'completion rate',
      direction: 'up',
    });
    expect(readPost('Revenue update: $800 this month, up 39%.').figure).toMatchObject({
      measure: 'revenue',
      direction: 'up',
    });
    expect(readPost('Rebuilt my side project in a weekend with Tally.').action).toBe(
      'rebuilding your side project',
    );
    expect(readPost('Our app got removed from the App Store overnight with no explanation.').event).toBe(
      'your app getting removed from the App Store overnight',
    );
    expect(readPost('My cofounder is leaving the company. We could not agree.').event).toBe(
      'your cofounder leaving the company',
    );
    expect(readPost('We had to lay off a third of the team today.').event).toBe(
      'having to lay off a third of the team',
    );
    expect(
      readPost('Question for anyone selling to SMBs: how are you handling the free tier these days?').asked,
    ).toBe('the free tier');
    expect(
      readPost('Three things that moved activation: a shorter trial, a cancellation survey and a setup call.')
        .items,
    ).toEqual(['shorter trial', 'cancellation survey', 'setup call']);
    const opinion = readPost('Hot take: nobody cares about your tech stack.');
    expect(opinion.opinion).toBe('nobody cares about your tech stack');
    expect(opinion.stance).toBe('against');
    expect(readPost('My biggest weakness as a solo founder is distribution. What is yours?').asksReader).toBe(
      true,
    );
  });

  test('what the user writes about that the post touches', () => {
    const own = [
      'we moved onboarding emails behind a trial',
      'nobody reads the onboarding emails after day 3',
    ];
    expect(readPost('Onboarding flows ask for too much too early.', own).mine).toBe('onboarding emails');
    expect(readPost('Ran 6 km before sunrise.', own).mine).toBeNull();
  });
});

describe('readPost: phrases a reply can say whole', () => {
  test('a deed stops before its figure; the figure is said whole', () => {
    const r = readPost(
      'Got the type definitions down from 9 minutes to under a minute by switching to Rust.',
    );
    expect(r.topics[0]).toBe('type definitions');
    expect(r.action).toBe('getting the type definitions down');
    expect(r.figure?.value).toBe('9 minutes to under a minute');
    expect(readPost('Got our API docs down from 40 minutes to under a minute.').shown[0]).toBe(
      'your API docs',
    );
  });

  test('what a figure measures, without the verb after it; no event made of a noun', () => {
    expect(
      readPost('Spent Thursday reading Bitcoin on-chain data. 21% of volume is bots.').figure?.measure,
    ).toBe('volume');
    expect(readPost('Another L2s exploit, another $9k gone. Audit your contracts.').event).toBeNull();
  });

  test('a report of what the author did is no opinion to agree with', () => {
    const r = readPost('Tried Gemini vs DSPy on support triage. The cheaper one won. Benchmarks are nice.');
    expect(r.opinion).toBeNull();
    expect(readPost('Hot take: bear markets are for building.').opinion).toBe(
      'bear markets are for building',
    );
  });

  test('a project killed for a lesson is a view, not a launch: the lesson is what a reply takes up', () => {
    const r = readPost(
      'Killed my side project today. Lesson learned: shipping weekly beats shipping perfectly',
    );
    expect(r.kind).toBe('opinion');
    expect(r.opinion).toBe('shipping weekly beats shipping perfectly');
    // An instruction is no claim to agree with: "Agree that charge from day one" is not English.
    expect(readPost('Killed my side project today. Lesson learned: charge from day one.').opinion).toBeNull();
  });
});

describe('readPost: what a post is about, not what it signs off with', () => {
  test('a first refund is no milestone to celebrate, and the next goal is not the subject', () => {
    const r = readPost(
      'Just hit first refund! It took 3 months. Grateful for every one of you. Next goal: 1,000 newsletter subscribers!',
    );
    expect(r.kind).toBe('bad-news');
    expect(r.topics).not.toContain('newsletter subscribers');
  });

  test('"no PR over 400 lines" is a rule, not a personal record; "the user" is no subject', () => {
    expect(
      readPost('Code review rule we adopted: no PR over 400 lines. The build got so much calmer.').kind,
    ).toBe('advice');
    expect(readPost('Hit a 5k PR this morning. 4 months of boring consistency.').kind).toBe('win');
    expect(
      readPost('Design crit tip: ask what the user is trying to do before you talk about contrast.')
        .topics[0],
    ).not.toBe('user');
  });

  test('"hit" is what the scheduler did, not part of its name', () => {
    expect(readPost('Our open-source scheduler hit version 1.0 today.').topics[0]).toBe(
      'open-source scheduler',
    );
  });

  test('a count after a verb is no phrase: "Lost 2 customers" is about customers', () => {
    const r = readPost('Raised prices 35% last quarter. Lost 2 customers, gained $2k in MRR.');
    expect(r.topics).not.toContain('lost 2 customers');
    expect(r.topics).toContain('customers');
  });

  test('a win is about the milestone it reached, named as a congratulation names it', () => {
    const r = readPost('Just hit $1k MRR! It took 11 months.');
    expect(r.kind).toBe('win');
    expect(r.shown[0]).toBe('$1k MRR');
    expect(r.event).toBe('hitting $1k MRR');
    expect(readPost('Just hit first affiliate sale! It took 6 months.').event).toBe(
      'hitting your first affiliate sale',
    );
    expect(readPost('Hit a 5k PR this morning.').event).toBe('hitting a 5k PR');
  });

  test('a deed is told without how long ago it was', () => {
    expect(readPost('I launched the landing page 15 days ago. 400 visitors, 0 sales.').action).toBe(
      'launching the landing page',
    );
  });

  test('the point is in the first sentence; a closing aside does not make the topic', () => {
    const r = readPost(
      'If you cannot explain what you sell in one sentence, no amount of paid ads will fix it. We will keep testing next month!',
    );
    expect(r.topics[0]).toBe('paid ads');
    // After a relative "that", a past form is the verb: the list is about MRR, not "moved MRR".
    const list = readPost('Three things that moved MRR for us: a shorter trial, a setup call and a survey.');
    expect(list.topics.join(' ')).not.toMatch(/moved/u);
  });

  test('a plural after the sentence’s verb is its object, not a verb', () => {
    expect(readPost('Nobody reads the onboarding emails after the second one.').topics[0]).toBe(
      'onboarding emails',
    );
    // Before any verb, it is still the verb: "the build fails at 5pm".
    expect(readPost('Our deploy fails at 5pm every Friday.').topics).not.toContain('deploy fails');
  });

  test('words compromise reads as verbs where they name: "for contract review", "your support answers"', () => {
    expect(readPost('Running GPT-4o locally for contract review.').topics).toContain('contract review');
    expect(
      readPost('Growth idea that worked for us: turn your best support answers into the referral program.')
        .shown,
    ).toContain('the support answers');
    // "to" before a verb is its infinitive: "how to ship features" is about features.
    expect(readPost('How to ship features faster?').topics).not.toContain('ship features');
  });

  test('a heading before a colon names a thing; "Quick one:" is a lead-in, not a subject', () => {
    expect(
      readPost('Our meeting notes pipeline: DSPy for extraction, evals for grounding, a human for the rest.')
        .shown[0],
    ).toBe('your meeting notes pipeline');
    const r = readPost('Quick one: Spent the morning on calls with churned customers.');
    expect(r.topics.join(' ')).not.toMatch(/spent/iu);
    expect(r.event).toBe('spending the morning on calls with churned customers');
  });

  test('a return after a break is a comeback, about what they are back at', () => {
    const gym = readPost('Skipped the gym for 11 weeks and felt it. Back at it today.');
    expect(gym.kind).toBe('comeback');
    expect(gym.shown[0]).toBe('the gym');
    expect(gym.action).toBe('skipping the gym for 11 weeks');
    // "Back on track" is about no track; "back in the gym" is about the gym, before the legs.
    expect(readPost('Three months without running. Back on track this week.').topics).not.toContain('track');
    expect(readPost('Back in the gym after six weeks off. Legs are not happy.').shown[0]).toBe('the gym');
    // What follows the return is a sign-off, not what the post is about.
    const signedOff = readPost(
      'Skipped the gym for 10 weeks and felt it. Back at it today. Your future self will thank you!',
    );
    expect(signedOff.topics.join(' ')).not.toMatch(/future self/u);
    // Felt without coming back, it is still a struggle.
    expect(readPost('Our CI pipeline broke again and I felt it.').kind).toBe('struggle');
  });

  test('one word before a colon that the rest calls "it" is what the post is about', () => {
    expect(readPost('Zorbtkakq260: it depends mostly on who maintains it day to day.').shown).toEqual([
      'Zorbtkakq260',
    ]);
    expect(readPost('Figma: it finally has variables.').topics).toContain('figma');
    // A pronoun or a verb before the colon is no thing: "Me: it's fine", "Edit: it was the cache".
    expect(readPost('Me: it’s fine honestly.').topics).toEqual([]);
    expect(readPost('Edit: it was the cache.').topics).not.toContain('edit');
    // Without "it" after the colon, a lone word is left as the label it may be.
    expect(readPost('Zorbtkakq260: depends on who maintains the setup.').topics).not.toContain(
      'zorbtkakq260',
    );
  });

  test('"the boring answer to X is Y" is a view of Y, and Y is what it is about', () => {
    const r = readPost('The boring answer to most MRR problems is a better empty state!');
    expect(r.kind).toBe('opinion');
    expect(r.topics[0]).toBe('better empty state');
    expect(r.stance).toBe('for');
    expect(r.claimTopic).toBe('the better empty state');
  });

  test('"i review" is a verb, and a kind of problem is a topic', () => {
    const r = readPost('Most ui problems i review are consistency problems in disguise.');
    expect(r.topics.slice(0, 2)).toEqual(['ui problems', 'consistency problems']);
    expect(r.topics).not.toContain('review');
  });

  test('what a colon reveals is the subject: "The most underrated indie tool: Tally."', () => {
    const r = readPost('The most underrated indie tool: Tally. Setup took 2 minutes.');
    expect(r.topics[0]).toBe('Tally');
    expect(r.shown[0]).toBe('Tally');
  });
});
