import { describe, expect, test } from 'vitest';
import { keywordInWords } from '@gatling/shared/keywords';
import { audienceInterviewTask } from '../../drafting/tasks/audience-interview';
import type { TInterviewOutput } from '../../drafting/types';
import type { TStreamMessage } from '../../integrations/llm/types';
import { offlineInterviewTurn } from './interview';

/** Plays a conversation through the offline interviewer the way the chat route does. */
function converse(answers: string[]): TInterviewOutput[] {
  const history: TStreamMessage[] = [];
  let clarity = 0;
  let queries: string[] = [];
  return answers.map((user_input) => {
    const out = audienceInterviewTask.schema.parse(
      offlineInterviewTurn({
        chat_history: [...history],
        user_input,
        information_clarity: clarity,
        search_queries: queries,
      }),
    );
    history.push({ role: 'user', content: user_input }, { role: 'assistant', content: out.message });
    clarity = out.information_clarity;
    queries = out.search_queries;
    return out;
  });
}

/**
 * Realistic answers, and the verbs in them (as written): a keyword or a summary's list item made of
 * one ("maintain apis", "dealing with bake") is a verb phrase spliced where a noun belongs.
 */
const PERSONAS = [
  {
    name: 'a developer tool for platform engineers',
    answers: [
      'I am building a developer tool for platform engineers at early-stage startups who maintain APIs.',
      'They spend too much time keeping API docs in sync and breaking changes slip into production.',
      'They talk about API versioning, OpenAPI specs and breaking changes on X and in the Platform Engineering Slack.',
    ],
    verbs: ['building', 'maintain', 'spend', 'keeping', 'slip', 'talk'],
    people: ['platform engineers', 'early-stage startups'],
    offered: ['developer tool'],
    keywords: ['api maintenance', 'api docs', 'breaking changes', 'platform engineers', 'api versioning'],
  },
  {
    name: 'a baker selling sourdough classes',
    answers: [
      'I run a small bakery and sell sourdough baking classes to home bakers who want to bake better bread.',
      'They struggle to get an open crumb and their starters keep dying; they want to bake bread their family loves.',
      'They post photos of their loaves on Instagram and say things like "sourdough starter", "crumb shot" and #sourdough.',
    ],
    verbs: ['run', 'sell', 'want', 'bake', 'struggle', 'get', 'dying', 'loves', 'post', 'say'],
    people: ['home bakers'],
    offered: ['sourdough baking classes', 'bakery'],
    keywords: ['bread baking', 'open crumb', 'home bakers', 'sourdough starter', 'crumb shot', '#sourdough'],
  },
  {
    name: 'a freelance designer',
    answers: [
      'Founders of small SaaS companies who need a designer to redesign their landing page.',
      'Their landing pages do not convert and they cannot afford an agency.',
      'They ask for feedback on landing pages on X and Indie Hackers, and talk about conversion rate and hero sections.',
    ],
    verbs: ['need', 'convert', 'afford', 'ask', 'talk'],
    people: ['SaaS companies'],
    offered: [],
    keywords: [
      'landing page redesign',
      'landing pages',
      'conversion rate',
      'saas companies',
      'hero sections',
    ],
  },
  {
    name: 'a coffee roaster',
    answers: [
      'Independent coffee shop owners in the US who run one to three locations.',
      'Rising bean prices and staff turnover are killing their margins, and they want more regulars.',
      'They post about latte art, espresso machines and wholesale roasters on Instagram and X.',
    ],
    verbs: ['run', 'killing', 'want', 'post'],
    people: ['coffee shop owners'],
    offered: [],
    keywords: [
      'coffee shop owners',
      'rising bean prices',
      'staff turnover',
      'latte art',
      'espresso machines',
    ],
  },
];

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}#-]+/u)
    .filter(Boolean);

/** The list items of a summary: what follows "Your audience is", "care about" and "talk about". */
function listItems(summary: string): string[] {
  return [...summary.matchAll(/(?:Your audience is|care about|talk about) ([^.]+?)(?=, and talk about|\.)/gu)]
    .flatMap((m) => (m[1] ?? '').split(/, | and /u))
    .map((item) => item.trim());
}

describe.each(PERSONAS)('the offline interview of $name', (persona) => {
  const turns = converse(persona.answers);
  const last = turns.at(-1)!;
  const keywords = last.search_queries.map((q) => keywordInWords(q).words);

  test('completes with keywords that are noun phrases: no verb of the answers in any of them', () => {
    expect(last.information_clarity).toBeGreaterThanOrEqual(60);
    for (const keyword of keywords)
      for (const verb of persona.verbs) expect(wordsOf(keyword), keyword).not.toContain(verb);
    for (const wanted of persona.keywords) expect(keywords, keywords.join(' | ')).toContain(wanted);
  });

  test('every summary is sentences of noun phrases: no list item holds a verb of the answers', () => {
    for (const { audience_summary: summary } of turns.filter((t) => t.audience_summary)) {
      expect(summary).toMatch(/^Your audience is [^.]+\.( They (care|talk) about [^.]+\.)?$/u);
      const items = listItems(summary);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items)
        for (const verb of persona.verbs) expect(wordsOf(item), summary).not.toContain(verb);
    }
  });

  test('the audience is the people named, not what the user offers', () => {
    const who = /^Your audience is ([^.]+)\./u.exec(last.audience_summary)?.[1] ?? '';
    for (const person of persona.people) expect(who).toContain(person);
    for (const offer of persona.offered) expect(last.audience_summary.toLowerCase()).not.toContain(offer);
  });

  test('what the interviewer says it heard is noun phrases too', () => {
    for (const turn of turns.slice(0, -1)) {
      const heard = /^Got it: ([^.]+)\./u.exec(turn.message)?.[1] ?? '';
      for (const verb of persona.verbs) expect(wordsOf(heard), turn.message).not.toContain(verb);
    }
  });
});

describe("a summary names what a pain is about, in the user's spelling", () => {
  test('"first paying customers" is "paying customers", never a bare "paying"; a quoted MRR stays MRR', () => {
    const turns = converse([
      'Founders of early-stage B2B SaaS startups, usually solo or with a team under ten people, selling software to small businesses.',
      'They struggle to find their first paying customers, to set their pricing, and to keep churn down after launch.',
      "They post about 'cold outreach', 'MRR', 'product-market fit' and 'indie hacking' on X and in the r/SaaS subreddit.",
    ]);
    const summary = turns.at(-1)!.audience_summary;
    expect(summary).toContain('paying customers');
    expect(summary).not.toMatch(/\bpaying(?! customers)/u);
    expect(summary).toMatch(/care about [^.]*pricing[^.]*churn/u);
    expect(summary).toContain('MRR');
  });
});
