import { keywordInWords } from '@gatling/shared/keywords';
import { LIMITS } from '@gatling/shared/spec';
import type { TInterviewInput, TInterviewOutput } from '../../drafting/types';
import {
  clarityOf,
  understand,
  type TArea,
  type TUnderstanding,
} from '../../drafting/audience-keywords/interview-areas';
import {
  audienceQueries,
  candidatesOf,
  pickKeywords,
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

/** One sentence: who the audience is, what they deal with, and what they talk about. */
function summarize(u: TUnderstanding): string {
  const used: string[] = [];
  const about = (area: TArea, max: number) => {
    const picked = pickKeywords(u.answers, { area, max, fillTo: 1, exclude: used });
    used.push(...picked.map((c) => c.key));
    return picked.map((c) => c.text);
  };
  const who = about('who', 3);
  const pains = about('pains', 2);
  const topics = about('words', 3);
  let sentence = `Your audience is ${list(who) || 'the people you described'}`;
  if (pains.length > 0) sentence += `, dealing with ${list(pains)}`;
  if (topics.length > 0) sentence += `, who talk about ${list(topics)}`;
  return `${sentence}.`;
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
