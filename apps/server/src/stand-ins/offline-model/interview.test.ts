import { describe, expect, test } from 'vitest';
import { LIMITS } from '@gatling/shared/spec';
import { parseSearchQuery } from '../sandbox/search-query';
import { audienceInterviewTask } from '../../drafting/tasks/audience-interview';
import type { TInterviewOutput } from '../../drafting/types';
import type { TStreamMessage } from '../../integrations/llm/types';
import { offlineInterviewTurn } from './interview';
import { clarityOf, isVague, understand } from '../../drafting/audience-keywords/interview-areas';
import { pickKeywords, QUERIES_MAX, QUERIES_MIN } from '../../drafting/audience-keywords/interview-keywords';

const THRESHOLD = LIMITS.audienceUnderstandingThreshold;

/** Plays a conversation through the offline interviewer the way the chat route does. */
function converse(answers: string[]): TInterviewOutput[] {
  const history: TStreamMessage[] = [];
  let clarity = 0;
  let queries: string[] = [];
  const outputs: TInterviewOutput[] = [];
  for (const user_input of answers) {
    const input = {
      chat_history: [...history],
      user_input,
      information_clarity: clarity,
      search_queries: queries,
    };
    const out = audienceInterviewTask.schema.parse(offlineInterviewTurn(input));
    outputs.push(out);
    history.push({ role: 'user', content: user_input }, { role: 'assistant', content: out.message });
    clarity = out.information_clarity;
    queries = out.search_queries;
  }
  return outputs;
}

/** The X searches the interviewer makes of its terms: original posts, in any language. */
const searches = (...terms: string[]) => terms.map((term) => `${term} -is:retweet`);

const SAAS = [
  'We sell to B2B SaaS founders and heads of growth at seed to Series A startups, usually 5-50 employees.',
  'They struggle to get replies from cold outreach and waste hours on manual prospecting; they want a predictable sales pipeline.',
  'They say things like "cold email", "reply rates" and "outbound is dead", mostly on X and in founder Slack groups. #buildinpublic',
];

describe('offline audience interviewer', () => {
  test('asks who, then pains, then words and places; completes after three substantive answers', () => {
    const [first, second, third] = converse(SAAS);
    expect(first?.message).toMatch(/^Got it: b2b saas founders\. What are they struggling with/);
    expect(first?.information_clarity).toBe(35);
    expect(first?.search_queries).toEqual([]);
    expect(second?.message).toMatch(
      /^Got it: cold outreach, manual prospecting and predictable sales pipeline\. Which words/,
    );
    expect(second?.information_clarity).toBe(55);
    expect(third?.information_clarity).toBeGreaterThanOrEqual(THRESHOLD);
    expect(third?.search_queries).toEqual(
      searches(
        '"cold email"',
        '"reply rates"',
        '"outbound is dead"',
        '#buildinpublic',
        '"cold outreach"',
        '"manual prospecting"',
        '"predictable sales pipeline"',
        '"b2b saas founders"',
      ),
    );
    expect(third?.audience_summary).toBe(
      'Your audience is B2B SaaS founders. They care about cold outreach, manual prospecting and predictable sales pipeline, and talk about cold email, reply rates and outbound is dead.',
    );
    expect(third?.message).toContain('I turned what you told me into 8 monitoring keywords');
  });

  test('the same conversation gives the same answers (deterministic)', () => {
    expect(converse(SAAS)).toEqual(converse(SAAS));
  });

  test('vague answers do not raise clarity and get a follow-up asking for specifics', () => {
    const outputs = converse(['idk', 'everyone really', 'Anyone who codes, not sure']);
    for (const out of outputs) {
      expect(out.information_clarity).toBe(0);
      expect(out.message).toMatch(/more specific/);
      expect(out.search_queries).toEqual([]);
    }
    const [, vagueAgain] = converse([SAAS[0] ?? '', 'whatever, anything']);
    expect(vagueAgain?.information_clarity).toBe(35);
    expect(vagueAgain?.message).toMatch(/^Could you be more specific\? Name one concrete problem/);
  });

  test('clarity never decreases, even when the caller already had a higher one', () => {
    const out = offlineInterviewTurn({
      chat_history: [],
      user_input: 'idk',
      information_clarity: 42,
      search_queries: [],
    });
    expect(out.information_clarity).toBe(42);
  });

  test('one rich answer that covers all three areas is enough', () => {
    const [out] = converse([
      'Marketing managers at mid-sized ecommerce brands who are drowning in ad spend and want better ROAS; they talk about Shopify apps, email flows and attribution on Twitter.',
    ]);
    expect(out?.information_clarity).toBeGreaterThanOrEqual(THRESHOLD);
    expect(out?.search_queries).toEqual(
      searches(
        '"shopify apps"',
        '"email flows"',
        '"ad spend"',
        '"marketing managers"',
        '"mid-sized ecommerce brands"',
      ),
    );
  });

  test('every query is valid X search syntax, with one positive term, 5 to 12 of them', () => {
    const conversations = [
      SAAS,
      [
        'Independent coffee shop owners in the US who run one to three locations.',
        'Rising bean prices and staff turnover are killing their margins, and they want more regulars.',
        'They post about latte art, espresso machines and wholesale roasters on Instagram and X.',
      ],
      [
        'Backend engineers at fintech companies with 200+ employees',
        'Flaky integration tests, slow CI pipelines, on-call fatigue',
        'kubernetes, "merge queue", "test flakiness", terraform, observability; Hacker News and the CNCF Slack',
      ],
    ];
    for (const answers of conversations) {
      const last = converse(answers).at(-1);
      expect(last?.information_clarity).toBeGreaterThanOrEqual(THRESHOLD);
      const queries = last?.search_queries ?? [];
      expect(queries.length).toBeGreaterThanOrEqual(QUERIES_MIN);
      expect(queries.length).toBeLessThanOrEqual(QUERIES_MAX);
      for (const query of queries) {
        expect(() => parseSearchQuery(query), query).not.toThrow();
        expect(query).toMatch(/ -is:retweet$/);
      }
    }
  });
});

describe('keywords and understanding', () => {
  test('quoted phrases are kept as said, multi-word phrases come before single words, stopwords out', () => {
    const answers = [
      {
        text: 'They use words like “churn rate”, "net revenue retention" and simply MRR, arr and growth.',
        areas: ['words' as const],
      },
    ];
    const texts = pickKeywords(answers).map((c) => c.text);
    expect(texts.slice(0, 2)).toEqual(['churn rate', 'net revenue retention']);
    expect(texts).toContain('mrr');
    for (const stop of ['they', 'use', 'words', 'like', 'and', 'simply']) expect(texts).not.toContain(stop);
  });

  test('a single word already inside a chosen phrase adds nothing; places are not keywords', () => {
    const answers = [
      { text: 'cold email founders on Reddit; founders, email, reddit threads', areas: ['words' as const] },
    ];
    expect(pickKeywords(answers).map((c) => c.text)).toEqual(['cold email founders']);
  });

  test('vague means too few meaningful words, or a brush-off without specifics', () => {
    expect(isVague('idk')).toBe(true);
    expect(isVague('everyone')).toBe(true);
    expect(isVague('everyone who runs a bakery')).toBe(true);
    expect(isVague('everyone who runs a bakery or coffee shop in Berlin')).toBe(false);
    expect(isVague('DevOps engineers')).toBe(false);
  });

  test('clarity: 20 per area covered plus 2 per distinct term up to 40, below 60 until all three are covered', () => {
    expect(clarityOf(understand([]))).toBe(0);
    expect(
      clarityOf({
        covered: new Set(['who', 'pains']),
        terms: new Set(Array.from({ length: 30 }, (_, i) => `t${i}`)),
      }),
    ).toBe(55);
    expect(clarityOf({ covered: new Set(['who', 'pains', 'words']), terms: new Set(['a', 'b']) })).toBe(64);
    expect(
      clarityOf({
        covered: new Set(['who', 'pains', 'words']),
        terms: new Set(Array.from({ length: 30 }, (_, i) => `t${i}`)),
      }),
    ).toBe(100);
  });
});
