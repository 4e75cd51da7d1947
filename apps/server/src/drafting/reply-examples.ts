import MiniSearch from 'minisearch';
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
 * The user's replies to posts most like `post`, best first, at most `k`: what the model is shown as
 * "how they answered something like this". Equal scores keep the pool's order (newest first), and
 * places no answered post earns go to the newest of the rest: a reply in their voice on another
 * topic still teaches the voice.
 */
export function closestExamples(pool: TReplyExample[], post: TPostBrief, k: number): TReplyExample[] {
  if (k <= 0 || pool.length === 0) return [];
  const hits = indexOf(pool).search(queryOf(post), {
    boost: BOOST,
    // Modest: "databases" finds "database" and "host" finds "hosting", short words stay exact.
    fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
    prefix: (term) => term.length >= 4,
  });
  const ranked = hits
    .map((hit) => ({ id: hit.id as number, score: hit.score }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .map((hit) => hit.id);
  const picked = new Set(ranked.slice(0, k));
  for (let id = 0; picked.size < Math.min(k, pool.length); id++) picked.add(id);
  return [...picked].map((id) => pool[id]).filter((e): e is TReplyExample => e !== undefined);
}
