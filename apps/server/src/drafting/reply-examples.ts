import MiniSearch from 'minisearch';
import { COMMON_ENGLISH } from '../lib/text/common-english';
import { stopWordsAnd } from '../lib/text/stop-words';
import type { TPostBrief, TReplyExample } from './types';

/**
 * Words every post uses: they would make a layoff post and a database question look alike. BM25
 * weighs them down over a large pool, but a user's pool is often a handful of replies.
 */
const FUNCTION_WORDS = stopWordsAnd('http https www co');
const LINKS = /https?:\/\/\S+/giu;

/** Lower case, without function words; a term of one letter says nothing about the topic. */
function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 || FUNCTION_WORDS.has(lower) ? null : lower;
}

type TDoc = { id: number; post: string; reply: string };

/**
 * The answered post is what a new post is compared with; the reply itself often names the topic
 * too ("we moved to Neon"), so it counts, less.
 */
const BOOST = { post: 1, reply: 0.35 };

/**
 * One batch asks for several posts against the same pool: the index is built once per pool (the
 * brief's array, which nothing changes after it is read).
 */
const indexes = new WeakMap<TReplyExample[], MiniSearch<TDoc>>();

function indexOf(pool: TReplyExample[]): MiniSearch<TDoc> {
  const known = indexes.get(pool);
  if (known) return known;
  const index = new MiniSearch<TDoc>({ fields: ['post', 'reply'], processTerm });
  index.addAll(
    pool.map((example, id) => ({
      id,
      post: example.post.text.replace(LINKS, ' '),
      reply: example.reply.replace(LINKS, ' '),
    })),
  );
  indexes.set(pool, index);
  return index;
}

/** What the user would have read before answering: the post, and what it quotes or answers. */
function queryOf(post: TPostBrief): string {
  return [post.text, post.original?.text, post.parent?.text]
    .filter((t): t is string => !!t)
    .join('\n')
    .replace(LINKS, ' ');
}

/**
 * The user's replies to posts like `post`, best first, at most `k`: what the model is shown as "how
 * they answered posts like this one". Only replies that clear the relevance floor: the post they
 * answered, or their reply, shares a word of substance with this one: not a function word or a
 * reaction (never indexed), nor an everyday word or a count ("week", "three", "today"), which
 * would put a deadlift post beside a billing migration. A reply on another
 * topic is no example of answering this post; the stable examples of the system prompt already
 * show their voice, so a post nothing is close to gets none here rather than the newest replies.
 * Equal scores keep the pool's order (newest first).
 */
export function closestExamples(pool: TReplyExample[], post: TPostBrief, k: number): TReplyExample[] {
  if (k <= 0 || pool.length === 0) return [];
  const hits = indexOf(pool).search(queryOf(post), {
    boost: BOOST,
    // Modest: "databases" finds "database" and "host" finds "hosting", short words stay exact.
    fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
    prefix: (term) => term.length >= 4,
  });
  return hits
    .filter((hit) => hit.queryTerms.some(telling))
    .map((hit) => ({ id: hit.id as number, score: hit.score }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, k)
    .map((hit) => pool[hit.id])
    .filter((e): e is TReplyExample => e !== undefined);
}

/** Counts: every post has some, and sharing one says nothing of the topic. */
const COUNTS = new Set(
  'zero one two three four five six seven eight nine ten eleven twelve twenty hundred thousand million first second third'.split(
    ' ',
  ),
);

/** A word that can tell what a post is about: not everyday English, not a count or a figure. */
const telling = (term: string) => !COMMON_ENGLISH.has(term) && !COUNTS.has(term) && !/^\d/u.test(term);
