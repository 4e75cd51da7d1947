import {
  generateAccounts,
  PERSONA_COUNT,
  type TGenAccount,
} from '../src/stand-ins/sandbox/generate-accounts';
import { generatePosts } from '../src/stand-ins/sandbox/generate';
import type { TPostBrief, TStyleBrief } from '../src/drafting/types';

/**
 * Test material from the sandbox network: its personas write in distinct generated voices, and
 * the other accounts' posts are what they reply to. Pure: the same seed gives the same material.
 */
const END_MS = Date.UTC(2026, 4, 4, 10);
const LEADING_MENTIONS = /^(?:\s*@\w{1,15}\b)+\s*/u;

export type TTestPersona = { account: TGenAccount; voice: TStyleBrief; answerable: TPostBrief[] };

export function sandboxPersonas(seed = 'offline-tests'): TTestPersona[] {
  const accounts = generateAccounts(seed);
  const { posts } = generatePosts({
    seed,
    accounts,
    originMs: END_MS - 7 * 86_400_000,
    fromMs: END_MS - 7 * 86_400_000 - 1,
    toMs: END_MS,
    known: new Map(),
    claimedAt: new Map(),
    summonable: [],
  });
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return accounts.slice(0, PERSONA_COUNT).map((account) => {
    const own = posts
      .filter((p) => p.authorId === account.id && p.tweetType !== 'RETWEET')
      .reverse()
      .map((p) => p.text.replace(LEADING_MENTIONS, '').trim());
    const answerable = posts
      .filter((p) => {
        const author = byId.get(p.authorId);
        return (
          author &&
          author.id !== account.id &&
          author.lang === 'en' &&
          p.tweetType === 'SINGLE' &&
          !p.inReplyToPostId
        );
      })
      .filter((_, i) => i % 37 === 0)
      .slice(0, 25)
      .map((p): TPostBrief => {
        const author = byId.get(p.authorId)!;
        return {
          id: p.id,
          text: p.text,
          author: { username: author.username, name: author.name },
          tweet_type: 'SINGLE',
          original: null,
        };
      });
    return {
      account,
      voice: { style_prompt: '', features: null, examples: [], own_posts: own, replies: [] },
      answerable,
    };
  });
}

export function postBrief(text: string, id = '1'): TPostBrief {
  return { id, text, author: { username: 'author', name: 'Author' }, tweet_type: 'SINGLE', original: null };
}

export function voiceOf(ownPosts: string[], examples: TStyleBrief['examples'] = []): TStyleBrief {
  return { style_prompt: '', features: null, examples, own_posts: ownPosts, replies: [] };
}
