import { describe, expect, test } from 'vitest';
import { contentWords } from '../../drafting/voice-evidence';
import { readPost, type TAnsweredPost } from './compose-reply';
import { generatePosts } from './generate';
import { generateAccounts } from './generate-accounts';
import { identityHistory, PARENT_SAMPLE, type TAnswerable } from './identity-history';
import type { TAccountRow } from './post-view';
import { hash32, pickSome, rngFor } from './prng';
import { HOUR_MS } from './schedule';
import { generateWritingHabits } from './writing-habits';
import { TOPIC_KEYS } from './vocab/topics';

/**
 * A new identity's reply history is what the style analysis keeps as its post → reply examples:
 * each reply has to answer the post it hangs under.
 */

const SEED = 'identity-history-test';
const NOW = Date.UTC(2025, 2, 12, 15);

/** A new identity as the authorize page creates one: its voice and two topics from its username. */
function newIdentity(username: string, topics?: string[]): TAccountRow {
  const rng = rngFor(SEED, 'identity', username.toLowerCase());
  const voice = generateWritingHabits(rng, 'en');
  return {
    id: `identity-${username}`,
    seq: null,
    username,
    name: username,
    bio: '',
    avatarUrl: null,
    followers: 200,
    following: 150,
    lang: 'en',
    topics: topics ?? pickSome(rng, TOPIC_KEYS, 2),
    voice,
    postsPerDay: 0,
    createdAt: new Date(NOW - 1000 * 86_400_000),
    ownerUserId: null,
    claimedAt: new Date(NOW),
    accessToken: null,
    accessSecret: null,
  };
}

/** A week of the generated network, as a new network starts with. */
function networkWeek() {
  const accounts = generateAccounts(SEED);
  const origin = Math.floor((NOW - 7 * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS;
  const { posts } = generatePosts({
    seed: SEED,
    accounts,
    originMs: origin,
    fromMs: origin - 1,
    toMs: NOW,
    known: new Map(),
    claimedAt: new Map(),
    summonable: [],
  });
  return { accounts, posts };
}

/** What answerablePosts reads from the database: standalone English posts by topic peers, sampled. */
function answerableFor(identity: TAccountRow, network: ReturnType<typeof networkWeek>): TAnswerable[] {
  const authors = new Map(network.accounts.map((a) => [a.id, a]));
  const key = identity.username.toLowerCase();
  return network.posts
    .flatMap((p) => {
      const author = authors.get(p.authorId);
      const eligible =
        author &&
        p.lang === 'en' &&
        p.tweetType === 'SINGLE' &&
        p.inReplyToPostId === null &&
        p.createdAt.getTime() < NOW - 10 * 60_000 &&
        author.topics.some((t) => identity.topics.includes(t));
      if (!eligible) return [];
      return [
        {
          id: p.id,
          text: p.text,
          createdAt: p.createdAt,
          conversationId: p.conversationId,
          authorUsername: author.username,
          authorTopics: author.topics,
          order: hash32(`${key}${p.id}`),
        },
      ];
    })
    .sort((a, b) => a.order - b.order)
    .slice(0, PARENT_SAMPLE)
    .map(({ order: _order, ...parent }) => parent);
}

/** The replies of a history, each with the network post it answers. */
function replyPairs(identity: TAccountRow, parents: TAnswerable[]) {
  const byId = new Map(parents.map((p) => [p.id, p]));
  return identityHistory(SEED, identity, NOW, parents).flatMap((reply) => {
    const parent = reply.inReplyToPostId ? byId.get(reply.inReplyToPostId) : undefined;
    return parent ? [{ parent, reply: reply.text }] : [];
  });
}

/**
 * A reply answers its post when it picks up something the post said (a shared content word: the
 * tool, the piece of work, the figure), or when the post does something a reply can answer
 * without naming it: asks, asks for the reader's own, gives a figure, or reports news, a result,
 * trouble, a launch, a tip or an opinion ("Congrats, that is a big one.").
 */
function answers(parent: TAnsweredPost, reply: string, writerTopics: string[]): boolean {
  const said = new Set(contentWords(parent.text));
  if (contentWords(reply).some((w) => said.has(w))) return true;
  const reading = readPost(parent, writerTopics);
  return reading.question || reading.asksMine !== null || reading.pct !== null || reading.mood !== null;
}

describe("a new identity's replies", () => {
  test('each answers the post it replies to, and a new identity still gets enough of them', () => {
    const network = networkWeek();
    const unanswered: string[] = [];
    for (let i = 0; i < 40; i++) {
      const identity = newIdentity(`newcomer_${i}`);
      const pairs = replyPairs(identity, answerableFor(identity, network));
      // The style analysis wants at least 10 examples from a new identity.
      expect(pairs.length, identity.topics.join(',')).toBeGreaterThanOrEqual(10);
      for (const { parent, reply } of pairs) {
        if (!answers(parent, reply, identity.topics)) unanswered.push(`${parent.text} → ${reply}`);
      }
    }
    expect(unanswered).toEqual([]);
  });

  test('a post the identity has nothing to say to is passed over, not answered with a stock line', () => {
    const identity = newIdentity('crypto_dana', ['crypto', 'design']);
    const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR_MS);
    // The author shares crypto with the identity, but the post is about their run.
    const run: TAnswerable = {
      id: '1000',
      text: 'Ran 5 km before sunrise. The city is so quiet at that hour.',
      createdAt: at(30),
      conversationId: '1000',
      authorUsername: 'runs_with_sam',
      authorTopics: ['fitness', 'crypto'],
    };
    // One it can answer, in the same window: the history is not simply empty.
    const exploit: TAnswerable = {
      id: '1001',
      text: 'Another bridge exploit, another $9k gone. Audit your contracts.',
      createdAt: at(20),
      conversationId: '1001',
      authorUsername: 'chain_ana',
      authorTopics: ['crypto'],
    };
    const answered = replyPairs(identity, [run, exploit]).map((p) => p.parent.id);
    expect(answered).toEqual([exploit.id]);
  });
});
