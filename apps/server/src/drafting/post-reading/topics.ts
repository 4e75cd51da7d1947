import { stem } from '../text/text';
import { cleanPost } from './clean-post';
import { nounPhrases, samePhrase, type TPhrase } from './phrases';
import { tagTerms, type TTerm } from './terms';

// What the post is about, best first, and what it shares with the replying user's own posts: the
// noun phrases of its sentences, ranked.

/** Words for an audience rather than a subject: a topic only when nothing better is there. */
const WEAK = new Set(
  'customers users user clients folks founders teams people devs developers designers'.split(' '),
);

/** Topics best first: names, longer phrases, subjects and what the user writes about themselves. */
export function rankTopics(
  phrases: (TPhrase & { first?: boolean; lead?: boolean })[],
  ownStems: Set<string>,
): TPhrase[] {
  const scored = phrases.map((p, order) => {
    const words = p.text.toLowerCase().split(/\s+/u);
    const score =
      1 +
      0.5 * Math.min(p.words - 1, 2) +
      (p.name ? 0.5 : 0) +
      (p.subject ? 0.4 : 0) +
      (p.first ? 0.6 : 0) +
      // The first sentence makes the point; later ones add colour ("We will keep testing next month!").
      (p.lead ? 0.5 : 0) -
      (WEAK.has(words.at(-1) ?? '') ? 1 : 0) +
      (words.some((w) => ownStems.has(stem(w))) ? 0.4 : 0) -
      (p.words === 1 && p.text.length < 4 && !p.name ? 1 : 0) -
      order * 0.05;
    return { phrase: p, score };
  });
  scored.sort((a, b) => b.score - a.score);
  const out: TPhrase[] = [];
  for (const s of scored) {
    if (out.some((o) => samePhrase(o.text, s.phrase.text))) continue;
    out.push(s.phrase);
    if (out.length === 4) break;
  }
  return out;
}

/** A phrase of the user's own posts that shares a word with the post's topics but is not one of them. */
export function relatedOwnPhrase(ownPosts: string[], topics: TPhrase[]): string | null {
  if (ownPosts.length === 0 || topics.length === 0) return null;
  const postStems = new Set(topics.flatMap((t) => t.text.toLowerCase().split(/\s+/u)).map(stem));
  const seen = new Map<string, { phrase: string; count: number }>();
  for (const post of ownPosts.slice(0, 40)) {
    for (const sentence of cleanPost(post).sentences) {
      for (const p of nounPhrases(tagTerms(sentence))) {
        if (p.words < 2 || p.name) continue;
        const stems = p.text.toLowerCase().split(/\s+/u).map(stem);
        if (!stems.some((s) => postStems.has(s))) continue;
        if (topics.some((t) => samePhrase(t.text, p.text))) continue;
        const key = p.text.toLowerCase();
        const entry = seen.get(key) ?? { phrase: p.text.toLowerCase(), count: 0 };
        entry.count += 1;
        seen.set(key, entry);
      }
    }
  }
  const best = [...seen.values()].sort((a, b) => b.count - a.count)[0];
  return best?.phrase ?? null;
}

/** The stems of the words the replying user writes in their own posts (longer than three letters). */
export function ownStemsOf(ownPosts: string[]): Set<string> {
  return new Set(
    ownPosts
      .flatMap((p) => p.toLowerCase().split(/[^\p{L}\p{N}-]+/u))
      .filter((w) => w.length > 3)
      .map(stem),
  );
}

/** The noun phrases of the post's tagged sentences, in order: the first phrase of the first sentence is usually what the post is about. */
export function topicPhrases(tagged: TTerm[][]): (TPhrase & { first: boolean; lead: boolean })[] {
  return tagged.flatMap((terms, i) =>
    nounPhrases(terms).map((p, j) => ({ ...p, first: i === 0 && j === 0, lead: i === 0 })),
  );
}

/**
 * What a question asks about: the first subject after its question word ("…to SMBs: how are you
 * handling the free tier" asks about the free tier), else its best topic.
 */
export function askedAbout(terms: TTerm[], ownStems: Set<string>): string | null {
  const word = terms.findIndex((t) => t.question);
  const wh = Math.max(
    0,
    word >= 0 ? word : terms.findIndex((t) => /^(?:is|are|do|does|should|anyone)$/iu.test(t.text)),
  );
  const inQuestion = nounPhrases(terms);
  return (inQuestion.find((p) => p.start > wh) ?? rankTopics(inQuestion, ownStems)[0])?.shown ?? null;
}
