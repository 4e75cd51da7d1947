// What P7's users have before their inbox is read, written as P3 seeds its rows: for each user, K
// posts by network accounts that ask the user's identity something (so the sandbox lets the API
// answer them, as X does) and an approved reply to each, due now, which the publishing job sends;
// then, once the clock moved on, a few posts that mention the identity. The answered posts are 4
// days old, so a first read (the last 3 days) leaves them out: the user answered them already.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TOriginalMessage } from '@gatling/shared/api/replies';
import type { TDb } from '../../apps/server/src/db/client';
import { replies } from '../../apps/server/src/db/schema/replies';
import { sandboxAccounts, sandboxPosts } from '../../apps/server/src/db/schema/sandbox';
import { writtenPostId } from '../../apps/server/src/stand-ins/sandbox/ids';

export type TP7User = { userId: string; identity: { id: string; username: string } };

type TAuthor = { id: string; username: string; name: string };

/**
 * Questions to the identity and the user's answers, sharing their subject's words: a reply that fits
 * its post is answered more often (stand-ins/sandbox/engagement.ts), as on X.
 */
const EXCHANGES: { ask: (at: string) => string; reply: string }[] = [
  {
    ask: (at) => `${at} how are you handling churn after the free trial ends? Ours doubled this quarter.`,
    reply:
      'Churn after the trial was our onboarding, not pricing: users who never reached the first report left.',
  },
  {
    ask: (at) => `${at} did raising pricing on the annual plan hurt signups for you?`,
    reply:
      'Raising annual pricing barely moved signups for us, but the monthly plan needed a clearer pricing page.',
  },
  {
    ask: (at) => `${at} which onboarding email actually gets opened? Ours get ignored.`,
    reply: 'The onboarding email that gets opened is the one sent right after signup, with one task in it.',
  },
  {
    ask: (at) => `${at} is a landing page with a demo video worth it for a devtool?`,
    reply: 'A demo video on a devtool landing page helped us, short and showing the terminal, no voiceover.',
  },
  {
    ask: (at) => `${at} how do you price usage for an LLM feature without scaring customers?`,
    reply:
      'We price the LLM feature per workspace with a usage ceiling, so customers never see surprise bills.',
  },
  {
    ask: (at) => `${at} what broke first when your design system grew past two teams?`,
    reply: 'Our design system broke on naming first: two teams, two names for the same button variant.',
  },
  {
    ask: (at) => `${at} open source core plus paid cloud: did it cannibalise revenue?`,
    reply:
      'Open source core never cannibalised cloud revenue for us: the paid customers wanted hosting, not code.',
  },
  {
    ask: (at) => `${at} how did you get the first hundred customers for the product?`,
    reply:
      'The first hundred customers came from answering questions in communities, one conversation at a time.',
  },
  {
    ask: (at) => `${at} do you track MRR weekly or monthly? Weekly feels noisy.`,
    reply:
      'We track MRR weekly but only act on the monthly trend; weekly numbers are noisy with annual renewals.',
  },
  {
    ask: (at) => `${at} Stripe billing or a billing platform on top of it for a small SaaS?`,
    reply: 'Plain Stripe billing was enough for our small SaaS until we needed usage metering per seat.',
  },
];

/** Mentions the simulated people write about the identity (not questions to it). */
const MENTIONS = [
  (at: string) => `Great thread on onboarding from ${at} this week, worth reading if you run a trial.`,
  (at: string) => `Asked ${at} about pricing pages and got the most useful answer of the month.`,
  (at: string) => `If you are fighting churn, follow ${at}: practical notes, no fluff.`,
  (at: string) => `${at} and I disagree on annual plans, but their numbers are honest.`,
  (at: string) => `Shipping our new landing page today, thanks ${at} for the early feedback.`,
  (at: string) => `Anyone else reading ${at} on design systems? The naming part is spot on.`,
];

/** Generated English accounts nobody signed in as: the people who ask, mention and answer. */
export async function networkAuthors(db: TDb, count: number): Promise<TAuthor[]> {
  const authors = await db
    .select({ id: sandboxAccounts.id, username: sandboxAccounts.username, name: sandboxAccounts.name })
    .from(sandboxAccounts)
    .where(
      and(isNotNull(sandboxAccounts.seq), isNull(sandboxAccounts.claimedAt), eq(sandboxAccounts.lang, 'en')),
    )
    .orderBy(asc(sandboxAccounts.seq))
    .limit(count);
  if (authors.length < count)
    throw new Error(`the sandbox network has ${authors.length} accounts, not ${count}`);
  return authors;
}

const snapshot = (id: string, text: string, at: Date, author: TAuthor): TOriginalMessage => ({
  id,
  text,
  created_at: at.toISOString(),
  reactions: { likes: 40, replies: 0, retweets: 0, views: 1500 },
  author: { username: author.username, name: author.name, avatar_url: null },
  media: null,
  tweet_type: 'SINGLE',
  original_tweet: null,
  url: `https://x.com/${author.username}/status/${id}`,
});

const DAY_MS = 24 * 60 * 60_000;

/**
 * `each` posts to each user's identity (4 days before `now`, each by another account) and an
 * approved API reply to every one, scheduled a minute before `now`; answers how many replies.
 */
export async function seedAnsweredQuestions(
  db: TDb,
  users: TP7User[],
  each: number,
  authors: TAuthor[],
  now: Date,
): Promise<number> {
  const posts: (typeof sandboxPosts.$inferInsert)[] = [];
  const rows: (typeof replies.$inferInsert)[] = [];
  let n = 0;
  for (const [u, user] of users.entries()) {
    for (let k = 0; k < each; k += 1) {
      n += 1;
      const author = authors[(u + k) % authors.length]!;
      const exchange = EXCHANGES[k % EXCHANGES.length]!;
      const at = new Date(now.getTime() - 4 * DAY_MS - n * 1000);
      const id = writtenPostId(at.getTime(), n);
      const text = exchange.ask(`@${user.identity.username}`);
      posts.push({
        id,
        authorId: author.id,
        text,
        createdAt: at,
        lang: 'en',
        tweetType: 'SINGLE',
        conversationId: id,
        baseLikes: 40,
        baseViews: 1500,
      });
      rows.push({
        userId: user.userId,
        platform: 'twitter',
        postId: id,
        post: snapshot(id, text, at, author),
        postAuthorId: author.id,
        sourceKind: 'keyword',
        sourceValue: 'bench',
        score: 80,
        reason: 'P7 bench',
        suggestedResponse: exchange.reply,
        originalDraft: exchange.reply,
        finalText: exchange.reply,
        status: 'scheduled',
        delivery: 'api',
        reviewedAt: new Date(now.getTime() - 120_000),
        scheduledAt: new Date(now.getTime() - 60_000),
      });
    }
  }
  if (posts.length > 0) await db.insert(sandboxPosts).values(posts);
  if (rows.length > 0) await db.insert(replies).values(rows);
  return rows.length;
}

/** `each` posts mentioning each user's identity within the hour before `now`; answers how many. */
export async function seedMentions(
  db: TDb,
  users: TP7User[],
  each: number,
  authors: TAuthor[],
  now: Date,
): Promise<number> {
  const posts: (typeof sandboxPosts.$inferInsert)[] = [];
  let n = 0;
  for (const [u, user] of users.entries()) {
    for (let k = 0; k < each; k += 1) {
      n += 1;
      // Others than those who asked: someone new in the user's inbox.
      const author = authors[authors.length - 1 - ((u + k) % Math.floor(authors.length / 2))]!;
      const at = new Date(now.getTime() - 50 * 60_000 + n * 1000);
      const id = writtenPostId(at.getTime(), n);
      posts.push({
        id,
        authorId: author.id,
        text: MENTIONS[k % MENTIONS.length]!(`@${user.identity.username}`),
        createdAt: at,
        lang: 'en',
        tweetType: 'SINGLE',
        conversationId: id,
        baseLikes: 12,
        baseViews: 600,
      });
    }
  }
  if (posts.length > 0) await db.insert(sandboxPosts).values(posts);
  return posts.length;
}
