import { cleanPost } from './clean-post';
import { readFigure, type TFigure } from './figure';
import { samePhrase } from './phrases';
import {
  ANSWER,
  BACK_IDIOM,
  COMEBACK,
  isRealQuestion,
  kindOf,
  LESSON,
  RECAP,
  type TPostKind,
} from './post-kind';
import { tagTerms } from './terms';
import { askedAbout, ownStemsOf, rankTopics, relatedOwnPhrase, topicPhrases } from './topics';
import { notAView, quotable, readClaim, restated, stanceOf, type TClaim } from './views';
import { launchDay, milestoneOf, readAction, readEvent } from './what-happened';

/**
 * What a post says, read without a model: what kind of post it is (the stance a reply takes
 * follows from it), what it is about (clean noun phrases, best first), and the particulars a
 * specific reply can take up: a figure and what it measures, what the author did, what they ask,
 * what they claim, the items of a list. Each is null or empty when the post does not have it.
 * Each part is read in a file of its own: post-kind.ts, topics.ts, figure.ts, what-happened.ts
 * (the deed and the event), views.ts (the claim, the opinion, the lesson); this file puts them
 * together.
 */
export type TReading = {
  kind: TPostKind;
  sentences: string[];
  topics: string[];
  /** The topics as a reply names them ("your side project", "the free tier"), in the same order. */
  shown: string[];
  figure: TFigure | null;
  /** What the author did, as "-ing" words: "rewriting one headline on the landing page". */
  action: string | null;
  /**
   * What happened, as a phrase a reply can be about: "your biggest customer churning", "the deploy
   * failing at 5pm on a Friday", "having to lay off a third of the team". Null when the post's first
   * statement has no plain subject and verb.
   */
  event: string | null;
  /** The thing a question asks about. */
  asked: string | null;
  /** An opinion's subject and what it says of it: "shipping weekly" / "beats shipping perfectly". */
  claim: TClaim | null;
  items: string[];
  /** A word of feeling the author used about it ("painful", "wild", "calm"), for an echo. */
  feeling: string | null;
  /** Whether an opinion speaks for its subject or against it (null for other kinds). */
  stance: 'for' | 'against' | null;
  /** The opinion's subject as a reply names it. */
  claimTopic: string | null;
  /** The opinion itself as a reply restates it: "nobody cares about your tech stack" (null when long). */
  opinion: string | null;
  /**
   * Something the replying user writes about in their own posts that this post touches (they share
   * a word): "usage-based pricing" under a post on pricing pages. Null when nothing relates.
   */
  mine: string | null;
  /** The post asks the reader about themselves ("What is yours?"), which needs the reader's own facts. */
  asksReader: boolean;
  /** The lesson it draws, short enough to quote back: "charge from day one" (null when none or long). */
  lesson: string | null;
  /** Whether the author ended what the post is about ("Killed my side project today"). */
  ended: boolean;
  /** A recap of a stretch ("Month 12 recap: $1k MRR, a lot of bugs and one very nice email"). */
  recap: boolean;
};

/** "a shorter trial, a cancellation survey and showing the price" → the items. */
function readItems(sentences: string[]): string[] {
  for (const s of sentences) {
    const colon = s.indexOf(':');
    if (colon < 0) continue;
    const list = s
      .slice(colon + 1)
      .replace(/[.!?…]+$/u, '')
      .split(/\s*,\s*(?:and |then )?|\s+(?:and|then)\s+/iu)
      .map((x) => x.trim().replace(/^(?:a|an|the|our|my)\s+(?!lot of\b)/iu, ''))
      .filter((x) => x.length > 1 && x.split(/\s+/u).length <= 8);
    if (list.length >= 2) return list;
  }
  return [];
}

const FEELINGS =
  /\b(painful|wild|calm|exhausting|brutal|humbling|scary|surprising|wholesome|grateful|tired|proud|happy|quiet|boring|ugly|messy)\b/iu;

export function readPost(text: string, ownPosts: string[] = []): TReading {
  const { sentences, marker } = cleanPost(text);
  const all = sentences.join(' ');
  const tagged = sentences.map(tagTerms);
  const ownStems = ownStemsOf(ownPosts);
  const kind = kindOf(all, sentences, marker, text.trim().split(/(?<=[.!?])\s/u)[0]);
  const questionAt = sentences.findIndex(isRealQuestion);
  // A comeback is about the break and the return: what follows them is the author's sign-off ("Your
  // future self will thank you!"), and "back at it" or "back on track" names nothing.
  const backAt = sentences.findIndex((x) => COMEBACK.test(x));
  const topicTerms =
    kind === 'comeback'
      ? sentences.slice(0, backAt + 1).map((x) => tagTerms(x.replace(BACK_IDIOM, ' ').trim()))
      : tagged;
  const topics = rankTopics(topicPhrases(topicTerms), ownStems);
  const asked = questionAt >= 0 ? askedAbout(tagged[questionAt]!, ownStems) : null;
  const feeling = FEELINGS.exec(all)?.[1]?.toLowerCase() ?? null;
  // An opinion's sentence: the lesson a post draws, else its first sentence.
  const lessonAt = sentences.findIndex((x) => LESSON.test(x));
  const lesson = lessonAt >= 0 ? (LESSON.exec(sentences[lessonAt]!)?.[1] ?? null) : null;
  const viewText = lesson ?? sentences[0] ?? '';
  const viewTerms = lesson ? tagTerms(lesson) : (tagged[0] ?? []);
  const answer = ANSWER.exec(sentences[0] ?? '');
  const claim = answer
    ? { subject: answer[2]!.replace(/^(?:a|an|the) /iu, ''), says: `answers ${answer[1]!}` }
    : viewTerms.length > 0 && kind === 'opinion'
      ? readClaim(viewTerms)
      : null;
  // The answer is what the post is about: "a better empty state" before "MRR problems".
  if (answer) {
    const at = topics.findIndex((t) => samePhrase(t.text, claim!.subject));
    if (at > 0) topics.unshift(...topics.splice(at, 1));
  }
  const mine = relatedOwnPhrase(ownPosts, topics);
  const claimTopic = claim ? (topics.find((t) => samePhrase(t.text, claim.subject))?.shown ?? null) : null;
  // "Just hit $1k MRR!": the milestone itself is what a win is about, and what a congratulation names.
  const reached = kind === 'win' ? milestoneOf(sentences[0] ?? '') : null;
  const named = topics.map((t) => t.text);
  const shown = topics.map((t) => t.shown);
  if (reached) {
    named.unshift(reached.bare);
    shown.unshift(reached.milestone);
  }
  // "Back in the gym after six weeks off": what a comeback is back at is what it is about.
  const returnedTo = kind === 'comeback' ? /\bback (?:in|at|on|to) (the \p{L}{3,})\b/iu.exec(all)?.[1] : null;
  if (returnedTo) {
    const at = named.findIndex((t) => samePhrase(t, returnedTo));
    if (at >= 0) {
      named.splice(at, 1);
      shown.splice(at, 1);
    }
    named.unshift(returnedTo.toLowerCase());
    shown.unshift(returnedTo.toLowerCase());
  }
  // "The most underrated indie tool: Tally." names its subject after the colon.
  const revealed = /^[^:]{3,80}:\s*(\p{Lu}[\p{L}\p{N}.+-]*(?:\s\p{Lu}[\p{L}\p{N}.+-]*){0,2})[.!]?$/u.exec(
    (sentences[0] ?? '').replace(/[.!…]+$/u, ''),
  )?.[1];
  if (revealed && !named.some((t) => samePhrase(t, revealed))) {
    named.unshift(revealed);
    shown.unshift(revealed);
  }
  return {
    kind,
    sentences,
    topics: named,
    shown,
    figure: readFigure(sentences),
    action: tagged[0] ? readAction(tagged[0]) : null,
    // A question asks; it reports no event.
    event:
      tagged[0] && kind !== 'question' && !sentences[0]!.endsWith('?')
        ? (reached?.event ?? readAction(tagged[0]) ?? readEvent(tagged[0]) ?? launchDay(kind, tagged[0]))
        : null,
    asked,
    mine,
    claim,
    // "Tried Gemini vs DSPy on support triage." reports what the author did: nothing to agree with.
    opinion: kind === 'opinion' && !notAView(viewTerms) ? restated(viewText) : null,
    stance: kind === 'opinion' ? stanceOf(claim?.says ?? all) : null,
    claimTopic,
    asksReader: /\b(?:what(?:'s| is| are) yours|what about you|how about you|share yours)\b/iu.test(all),
    items: readItems(sentences),
    feeling,
    lesson: quotable(lesson),
    recap: RECAP.test(sentences[0] ?? ''),
    ended: /\b(?:killed|shut(?:ting)? down|sunset(?:ted|ting)?|shelved|abandoned|archived)\b/iu.test(
      sentences[0] ?? '',
    ),
  };
}
