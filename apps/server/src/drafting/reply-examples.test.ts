import { describe, expect, it } from 'vitest';
import { closestExamples } from './reply-examples';
import type { TPostBrief, TReplyExample } from './types';

const example = (author: string, post: string, reply: string): TReplyExample => ({
  post: { author_username: author, text: post },
  reply,
  draft: null,
});

/** Newest first, as the style brief gives them. */
const layoff = example(
  'dana_ops',
  'Got laid off this morning after six years. Still processing it, but grateful for the team.',
  'sorry dana. six years is a long run, your team was lucky to have you. dms open if you want intros',
);
const postgres = example(
  'mk_builds',
  'Where are people hosting Postgres these days? RDS bill is getting silly for a side project',
  'moved ours to neon last spring, branching alone was worth it. supabase is fine too if you want auth bundled',
);
const pricing = example(
  'saas_sam',
  'Raised our pricing from $29 to $49 and churn did not move at all. Should have done it a year ago',
  'same story here. nobody churns over $20 when the tool saves them an hour a week',
);
const pool = [layoff, postgres, pricing];

const post = (text: string, extra: Partial<TPostBrief> = {}): TPostBrief => ({
  id: '1',
  text,
  author: { username: 'someone', name: 'Someone' },
  tweet_type: 'SINGLE',
  original: null,
  ...extra,
});

describe('closestExamples', () => {
  it('puts the reply to the closest answered post first', () => {
    const database = post('Choosing a managed database host for our Postgres app, what do you all use?');
    expect(closestExamples(pool, database, 3)[0]).toBe(postgres);

    const laidOff = post('Our whole team was laid off today. Not sure what comes next.');
    expect(closestExamples(pool, laidOff, 3)[0]).toBe(layoff);

    const prices = post('Thinking about raising prices on our SaaS. How did churn change when you did?');
    expect(closestExamples(pool, prices, 3)[0]).toBe(pricing);
  });

  it('reads what the post quotes or answers as part of it', () => {
    const reply = post('this, so much this', {
      parent: {
        text: 'Hosting Postgres yourself is a trap for small teams',
        author: { username: 'a', name: 'A' },
      },
    });
    expect(closestExamples(pool, reply, 1)).toEqual([postgres]);
    const quote = post('hard agree', {
      tweet_type: 'QUOTE',
      original: {
        text: 'Most SaaS founders set their pricing too low',
        author: { username: 'b', name: 'B' },
      },
    });
    expect(closestExamples(pool, quote, 1)).toEqual([pricing]);
  });

  it('finds words in another form (databases, hosted)', () => {
    const forms = post('Which databases have you hosted on Neon?');
    expect(closestExamples(pool, forms, 1)).toEqual([postgres]);
  });

  it('offers nothing below the relevance floor: no padding with the newest replies', () => {
    const unrelated = post('Sunset over the harbour tonight was unreal');
    expect(closestExamples(pool, unrelated, 2)).toEqual([]);
    const german = post('Guter Thread! Danke fürs Teilen');
    expect(closestExamples(pool, german, 3)).toEqual([]);
    const database = post('Postgres on RDS or Neon?');
    expect(closestExamples(pool, database, 2)).toEqual([postgres]);
    expect(closestExamples(pool, database, 10)).toHaveLength(1);
    expect(closestExamples([], database, 3)).toEqual([]);
    expect(closestExamples(pool, database, 0)).toEqual([]);
  });

  it('does not count an everyday word or a count as a shared topic', () => {
    const billing = example(
      'felix',
      'Moved our billing from Chargebee to Stripe this quarter. The migration ate three weekends.',
      'three weekends sounds about right. did you keep the old invoice numbers on stripe?',
    );
    const deadlift = post('Added the deadlift three times a week. Resting heart rate down 2 beats.');
    expect(closestExamples([billing], deadlift, 3)).toEqual([]);
    expect(closestExamples([billing], post('Anyone moved off Chargebee?'), 3)).toEqual([billing]);
  });

  it('answers the same for the same pool asked again (one index per pool)', () => {
    const database = post('Postgres hosting recommendations?');
    const first = closestExamples(pool, database, 3);
    expect(closestExamples(pool, database, 3)).toEqual(first);
    const other = [pricing, postgres];
    expect(closestExamples(other, post('pricing and churn'), 1)).toEqual([pricing]);
  });
});
