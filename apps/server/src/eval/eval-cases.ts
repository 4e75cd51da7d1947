import { computeStyleFeatures } from '../modules/style/style-features';
import { generateAccounts, PERSONA_COUNT, type TGenAccount } from '../stand-ins/sandbox/generate-accounts';
import { generatePosts, type TGenPost } from '../stand-ins/sandbox/generate';
import { TOPICS } from '../stand-ins/sandbox/vocab/topics';
import type { TDraftInput, TRuleBrief } from '../drafting/types';
import { readPost } from '../drafting/offline/reply/read-post';
import { hashString } from '../drafting/offline/text';

/**
 * What the draft evaluation drafts: sandbox personas (their generated posts are the voice) replying
 * to posts other sandbox accounts wrote on a topic they share. A pure function of the seed.
 */
export type TEvalPersona = {
  username: string;
  /** Half of their posts: the voice the drafter is given. */
  voicePosts: string[];
  /** The other half, never shown to the drafter: what drafts are compared with. */
  heldOutPosts: string[];
};
export type TEvalCase = { input: Omit<TDraftInput, 'voice'>; rule: TRuleBrief | null };

/** The network's clock for the evaluation: fixed, so the same seed always yields the same cases. */
const END_MS = Date.UTC(2026, 4, 4, 10);
const WEEK_MS = 7 * 24 * 3_600_000;
const MIN_OWN_POSTS = 10;
const LEADING_MENTIONS = /^(?:\s*@\w{1,15}\b)+\s*/u;

/**
 * Semantic responses of the rules the evaluation attaches: {thing} is what the post is about (its
 * key phrase with its article, as a rule that matched it would name it), {bare} the same without
 * the article, {tool} a tool of the shared topic. A rule is one a user would have written for such
 * a post: "how long it took" only where the post tells of something done, "we switched to" only
 * where the post names a tool of the same kind, and a recommended tool one the persona writes about.
 */
const RULES = {
  use: 'Ask what they use for {thing}.',
  recommend: 'Recommend {tool} for {thing}.',
  notes: 'Point them to our notes on {bare} at example.com/{slug}.',
  took: 'Thank them and ask how long {thing} took.',
  switched: 'Mention that we switched to {tool} last year.',
} as const;

function ruleFor(seed: string, topicKey: string, post: TGenPost, ownPosts: string[]): TRuleBrief {
  const topic = TOPICS[topicKey];
  const plain = (values: string[] | undefined) => (values ?? []).filter((v) => !v.includes('{'));
  const things = plain(topic?.slots.thing);
  const tools = plain(topic?.slots.tool);
  const h = hashString(`${seed}:rule:${post.id}`);
  const reading = readPost(post.text);
  // As a person writes it: "ask how long the landing page took", with its article.
  const thing = (reading.shown[0] ?? things[h % Math.max(1, things.length)] ?? topicKey).replace(
    /^(?:your|my|our) /iu,
    'their ',
  );
  const bare = thing.replace(/^(?:the|a|an|your|their|our) /iu, '');
  // A tool the post names is no recommendation ("Recommend Tally for Tally").
  const named = tools.filter((t) =>
    mentionsAny(`${post.text} ${thing}`, [t.replace(/^(?:the|a|an) /iu, '')]),
  );
  const others = tools.filter((t) => !named.includes(t));
  const used = others.filter((t) =>
    ownPosts.some((p) => mentionsAny(p, [t.replace(/^(?:the|a|an) /iu, '')])),
  );
  const pool = used.length > 0 ? used : others.length > 0 ? others : tools;
  const tool = pool[(h >>> 8) % Math.max(1, pool.length)] ?? topicKey;
  const fitting: (keyof typeof RULES)[] = [
    'use',
    'recommend',
    'notes',
    ...(reading.action ? (['took'] as const) : []),
    ...(named.length > 0 ? (['switched'] as const) : []),
  ];
  const semantic = RULES[fitting[(h >>> 16) % fitting.length] ?? 'use']
    .replace(/\{thing\}/gu, thing)
    .replace('{tool}', tool)
    .replace('{bare}', bare)
    .replace('{slug}', bare.toLowerCase().replace(/[^a-z0-9]+/gu, '-'));
  return { trigger_prompt: `Posts about ${topicKey}`, semantic_response: semantic };
}

const ownText = (p: TGenPost) => p.text.replace(LEADING_MENTIONS, '').trim();

/**
 * What monitoring would search for on a persona's behalf: the names of things and tools of its
 * topics, and their hashtags, that the persona's own posts use, as the keywords a user's audience
 * agent draws from what they write (all of its topics' names when its posts use fewer than three).
 * Only posts containing one are answered, as in the product, where the review stack holds posts
 * found by the user's keywords, not whatever an acquaintance wrote about anything.
 */
export function monitoredKeywords(topics: string[], ownPosts: string[]): string[] {
  const named = topics.flatMap((key) => {
    const topic = TOPICS[key];
    if (!topic) return [];
    const names = [...(topic.slots.thing ?? []), ...(topic.slots.tool ?? [])]
      .filter((v) => !v.includes('{'))
      .map((v) => v.replace(/^(?:the|a|an|my|our) /iu, ''));
    return [...names, ...topic.hashtags.map((h) => h.slice(1))];
  });
  const vocabulary = [...new Set(named.map((w) => w.toLowerCase()))];
  const used = vocabulary.filter((k) => ownPosts.some((t) => mentionsAny(t, [k])));
  return used.length >= 3 ? used : vocabulary;
}

/** Whether a text contains one of the keywords as whole words, case and punctuation aside. */
export function mentionsAny(text: string, keywords: string[]): boolean {
  const t = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return keywords.some((k) => t.includes(` ${k.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `));
}

export function buildEvalCases(options: { seed: string; personas: number; posts: number }) {
  const accounts = generateAccounts(options.seed);
  const { posts } = generatePosts({
    seed: options.seed,
    accounts,
    originMs: END_MS - WEEK_MS,
    fromMs: END_MS - WEEK_MS - 1,
    toMs: END_MS,
    known: new Map(),
    claimedAt: new Map(),
    summonable: [],
  });
  const byAuthor = new Map<string, TGenPost[]>();
  for (const p of posts) byAuthor.set(p.authorId, [...(byAuthor.get(p.authorId) ?? []), p]);
  const own = (a: TGenAccount) =>
    (byAuthor.get(a.id) ?? []).filter((p) => p.tweetType !== 'RETWEET').reverse();
  // The designated personas first, then other English accounts with enough history.
  const personas = accounts
    .filter((a, i) => a.lang === 'en' && (i < PERSONA_COUNT || own(a).length >= MIN_OWN_POSTS))
    .slice(0, options.personas);

  return personas.map((account) => {
    const texts = own(account).map(ownText).filter(Boolean);
    const persona: TEvalPersona = {
      username: account.username,
      voicePosts: texts.filter((_, i) => i % 2 === 0),
      heldOutPosts: texts.filter((_, i) => i % 2 === 1),
    };
    const authors = new Map(accounts.map((a) => [a.id, a]));
    const keywords = monitoredKeywords(account.topics, persona.voicePosts);
    const answerable = posts
      .filter((p) => {
        const author = authors.get(p.authorId);
        return (
          author &&
          author.id !== account.id &&
          author.lang === 'en' &&
          p.tweetType === 'SINGLE' &&
          !p.inReplyToPostId &&
          author.topics.some((t) => account.topics.includes(t)) &&
          mentionsAny(p.text, keywords)
        );
      })
      .sort(
        (a, b) =>
          hashString(`${options.seed}:${account.id}:${a.id}`) -
          hashString(`${options.seed}:${account.id}:${b.id}`),
      )
      .slice(0, options.posts);
    const cases: TEvalCase[] = answerable.map((p, i) => {
      const author = authors.get(p.authorId)!;
      // The shared topic the post is about: a rowing machine is no tool for a landing page.
      const common = author.topics.filter((t) => account.topics.includes(t));
      const shared =
        common.find((t) => mentionsAny(p.text, monitoredKeywords([t], []))) ??
        common[0] ??
        account.topics[0] ??
        'saas';
      const rule = i % 2 === 1 ? ruleFor(options.seed, shared, p, persona.voicePosts) : null;
      return {
        rule,
        input: {
          post: {
            id: p.id,
            text: p.text,
            author: { username: author.username, name: author.name },
            tweet_type: 'SINGLE',
            original: null,
          },
          thread: [],
          rules: rule ? [rule] : [],
          matched_rule: rule,
          business: null,
          username: account.username,
        },
      };
    });
    return { persona, features: computeStyleFeatures(persona.voicePosts), cases };
  });
}
