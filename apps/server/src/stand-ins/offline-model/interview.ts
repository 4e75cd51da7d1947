import { keywordInWords } from '@gatling/shared/keywords';
import { LIMITS } from '@gatling/shared/spec';
import type { TInterviewInput, TInterviewOutput } from '../../drafting/types';
import {
  clarityOf,
  tokenize,
  understand,
  type TArea,
  type TUnderstanding,
} from '../../drafting/audience-keywords/interview-areas';
import {
  audienceQueries,
  candidatesOf,
  pickKeywords,
  type TCandidate,
} from '../../drafting/audience-keywords/interview-keywords';

const QUESTION: Record<TArea, string> = {
  who: 'Who exactly are they? Tell me their roles or job titles, the size of company they work at, and their industry.',
  pains:
    'What are they struggling with or trying to achieve? The more concrete the problem, the better I can spot them.',
  words:
    'Which words and phrases do they use when they post about this, and where do they talk about it online (X, Reddit, Slack groups, LinkedIn)?',
};

const FOLLOW_UP: Record<TArea, string> = {
  who: 'I need something more specific to find the right people. Who exactly are they: their job titles, the size of their companies, and the industry they work in?',
  pains:
    'Could you be more specific? Name one concrete problem they complain about, or a goal they are working towards right now.',
  words:
    'Let’s get concrete: which exact words or phrases would they type in a post about this? Put them in quotes if you like, and tell me where they hang out online.',
};

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** Heads of noun phrases that name people or organisations: who an audience can be. */
const PEOPLE =
  /(?:ers?|ors?|ists?|ians?|eurs?|ees)$|^(?:founders?|ceos?|ctos?|cmos?|vps?|heads?|devs|startups?|compan(?:y|ies)|teams?|brands?|agenc(?:y|ies)|business(?:es)?|firms?|shops?|studios?|stores?|restaurants?|cafes?|bakeries|schools?|parents?|moms?|dads?|students?|coaches|smbs?|enterprises?|solopreneurs?|hackers?|people|folks|teens?|kids|families|couples|clinics?|practices|nonprofits?|organi[sz]ations?|labs?|indies)$/u;

/** What the user offers ("I am building a developer tool", "we sell sourdough classes"): not who the audience is. */
const FIRST_PERSON = /\b(?:i|we|i'm|we're|my|our)\b/iu;
const OFFERING =
  /\b(?:build(?:ing)?|built|sell(?:ing)?|sold|run(?:ning)?|make|making|made|offer(?:ing)?|teach(?:ing)?|launch(?:ed|ing)?|creat(?:e|ed|ing)|develop(?:ed|ing)?|own|have|host(?:ing)?)\s+(?!(?:for|to|that|which|who|and|at|in|with|on)\b)([^\s.,;:!?]+(?:\s+(?!(?:for|to|that|which|who|and|at|in|with|on)\b)[^\s.,;:!?]+)*)/giu;

function offeredWords(answers: string[]): Set<string> {
  const offered = new Set<string>();
  for (const sentence of answers.flatMap((text) => text.split(/[.;:!?\n]+/u))) {
    if (!FIRST_PERSON.test(sentence)) continue;
    for (const match of sentence.matchAll(OFFERING))
      for (const t of tokenize(match[1] ?? '')) offered.add(t.word);
  }
  return offered;
}

/**
 * How the user wrote a word with capitals inside it ("APIs", "SaaS", "B2B"), for a summary in their
 * words; other words stay lower case, as the keywords are. A singular keeps its plural's case.
 */
function spelling(answers: string[]): (word: string) => string {
  const seen = new Map<string, string>();
  for (const text of answers)
    for (const match of text.match(/[\p{L}\p{N}][\p{L}\p{N}'’+-]*/gu) ?? []) {
      // A word closing a quotation ('MRR') keeps its spelling without the quote mark.
      const raw = match.replace(/['’]+$/u, '');
      if (/^.+\p{Lu}/u.test(raw) && !seen.has(raw.toLowerCase())) seen.set(raw.toLowerCase(), raw);
    }
  return (word) => {
    const own = seen.get(word);
    if (own) return own;
    const plural = seen.get(`${word}s`);
    return plural ? plural.replace(/s$/u, '') : word;
  };
}

/**
 * Who the audience is, what they care about and what they talk about, in sentences made of noun
 * phrases (noun-phrases.ts), so no verb phrase is spliced into a list ("Your audience is platform
 * engineers and early-stage startups. They care about API maintenance and API docs, and talk
 * about API versioning."). Only phrases naming people or organisations say who they are; what the
 * user offers is left out of it.
 */
function summarize(u: TUnderstanding): string {
  const texts = u.answers.map((a) => a.text);
  const offered = offeredWords(texts);
  const spell = spelling(texts);
  const shown = (c: TCandidate) => c.text.split(' ').map(spell).join(' ');
  const isOffer = (c: TCandidate) => c.text.split(' ').every((w) => offered.has(w));
  const used: string[] = [];
  // What they care about may be single words ("pricing", "churn"), which alone make poor keywords.
  const about = (area: TArea, max: number, fillTo = 1) => {
    const picked = pickKeywords(u.answers, { area, max, fillTo, exclude: used }).filter((c) => !isOffer(c));
    used.push(...picked.map((c) => c.key));
    return picked;
  };
  const whoAll = about('who', 6);
  const who = whoAll.filter((c) => PEOPLE.test(c.text.split(' ').at(-1) ?? '')).slice(0, 3);
  const cares = [...about('pains', 3, 3), ...whoAll.filter((c) => !who.includes(c))].slice(0, 3);
  const topics = about('words', 3);
  const people = who.length > 0 ? list(who.map(shown)) : 'the people you described';
  const they = [
    ...(cares.length > 0 ? [`care about ${list(cares.map(shown))}`] : []),
    ...(topics.length > 0 ? [`talk about ${list(topics.map(shown))}`] : []),
  ];
  return `Your audience is ${people}.${they.length > 0 ? ` They ${they.join(', and ')}.` : ''}`;
}

/**
 * A turn after the audience was defined (refining it from Target Audience): says which keywords
 * the new answer adds, by their words, or that the ones there already cover it.
 */
function refineTurn(
  input: TInterviewInput,
  found: { queries: string[]; summary: string; clarity: number },
): TInterviewOutput {
  const fresh = found.queries.filter((q) => !input.search_queries.includes(q));
  const words = fresh.map((q) => `“${keywordInWords(q).words}”`);
  const added =
    fresh.length === 0
      ? 'Your keywords already cover that; you can add or edit one by hand in the list.'
      : `That adds ${fresh.length === 1 ? 'a keyword' : `${fresh.length} keywords`}: ${list(words)}. Switch off any you do not want.`;
  return {
    message: `Noted. ${found.summary} ${added}`,
    information_clarity: found.clarity,
    search_queries: found.queries,
    audience_summary: found.summary,
  };
}

/**
 * The deterministic audience interviewer used when no model is configured. It replays the user's
 * answers (see `understand`): asks in turn who the audience is, what they struggle with or want,
 * and which words they use and where; asks for specifics after a vague answer; and once all three
 * are covered (clarity 60 or more) turns the answers into X recent-search queries.
 */
export function offlineInterviewTurn(input: TInterviewInput): TInterviewOutput {
  const answers = [
    ...input.chat_history.filter((m) => m.role === 'user').map((m) => m.content),
    input.user_input,
  ];
  const u = understand(answers);
  const clarity = Math.max(input.information_clarity, clarityOf(u));
  const latest = u.answers.at(-1);

  if (u.next === null) {
    const queries = audienceQueries(u.answers);
    const summary = summarize(u);
    if (input.information_clarity >= LIMITS.audienceUnderstandingThreshold)
      return refineTurn(input, { queries, summary, clarity });
    return {
      message: `Thanks, I have a clear picture of your audience now. ${summary} I turned what you told me into ${queries.length} monitoring keywords; switch off any you do not want.`,
      information_clarity: clarity,
      search_queries: queries,
      audience_summary: summary,
    };
  }

  const summary = u.covered.size > 0 ? summarize(u) : '';
  if (!latest || latest.vague) {
    return {
      message: FOLLOW_UP[u.next],
      information_clarity: clarity,
      search_queries: [],
      audience_summary: summary,
    };
  }
  const heard = candidatesOf({ text: latest.text, areas: [] })
    .filter((c) => c.kind !== 'word')
    .slice(0, 3)
    .map((c) => c.text);
  const ack = heard.length > 0 ? `Got it: ${list(heard)}.` : 'Got it.';
  return {
    message: `${ack} ${QUESTION[u.next]}`,
    information_clarity: clarity,
    search_queries: [],
    audience_summary: summary,
  };
}
