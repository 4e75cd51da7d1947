// Long because the cases are data as much as code: the rules, businesses and deed words the
// evaluation attaches sit beside the function that picks them, so a seed's cases read in one place.
import { BLUESKY_MAX_GRAPHEMES, graphemeLength } from '@gatling/shared/api/platforms';
import { computeStyleFeatures } from '../lib/text/style-features';
import { X_REPLY_LENGTH } from '../integrations/platform/post-length';
import { generateAccounts, PERSONA_COUNT, type TGenAccount } from '../stand-ins/sandbox/generate-accounts';
import { generatePosts, type TGenPost } from '../stand-ins/sandbox/generate';
import { rngFor } from '../stand-ins/sandbox/prng';
import { applyWritingHabits } from '../stand-ins/sandbox/writing-habits';
import { TOPICS } from '../stand-ins/sandbox/vocab/topics';
import type {
  TBusinessBrief,
  TDraftInput,
  TPickBrief,
  TReplyExample,
  TReplyPlatform,
  TRuleBrief,
} from '../drafting/types';
import { seedHash } from './reading';
import { REPLY_PAIRS } from './reply-pairs';

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
  /**
   * Replies the persona wrote to other accounts in the weeks before, newest first, each with the
   * post it answered: the pairs a user's history gives drafting as examples.
   */
  replies: TReplyExample[];
  /** What the persona promotes, for the personas that have a business. */
  business: TBusinessBrief | null;
  /** Whom the persona wants to reach: what the audience interview would have summed up. */
  audienceSummary: string;
  /** Where the persona's replies are posted: X, or Bluesky (300 graphemes) for some personas. */
  platform: TReplyPlatform;
};
/** A post to draft for, with why monitoring picked it (`input.pick`) and the user rule it matched. */
export type TEvalCase = { input: Omit<TDraftInput, 'voice'>; rule: TRuleBrief | null };

/** The network's clock for the evaluation: fixed, so the same seed always yields the same cases. */
const END_MS = Date.UTC(2026, 4, 4, 10);
const WEEK_MS = 7 * 24 * 3_600_000;
const REPLIES_KEPT = 12;
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

/** A user's rule with what it takes of a post: a later post matching its trigger gets it only if it fits. */
type TUserRule = { rule: TRuleBrief; fits: (text: string) => boolean };

const withoutArticle = (value: string) => value.replace(/^(?:the|a|an) /iu, '');

/**
 * The rule a user would have written for posts like this one: its trigger names the thing of the
 * shared topic the post names first ("Posts about landing page"), its response what they want said
 * there. Null when the post names none of the topic's things: a rule about something else would be
 * one the qualifier never matched to it.
 */
function ruleFor(seed: string, topicKey: string, post: TGenPost, ownPosts: string[]): TUserRule | null {
  const topic = TOPICS[topicKey];
  const plain = (values: string[] | undefined) => (values ?? []).filter((v) => !v.includes('{'));
  const things = plain(topic?.slots.thing);
  const tools = plain(topic?.slots.tool);
  const h = seedHash(`${seed}:rule:${post.id}`);
  // As a person writes it: "ask how long the landing page took", with its article.
  const namedThings = things
    .map((t) => ({ t, at: positionIn(post.text, t.replace(/^(?:the|a|an|my|our|your) /iu, '')) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at);
  const first = namedThings[0]?.t;
  if (!first) return null;
  const thing = first.replace(/^(?:your|my|our) /iu, 'their ');
  const bare = thing.replace(/^(?:the|a|an|your|their|our) /iu, '');
  // A tool the post names is no recommendation ("Recommend Tally for Tally").
  const namesTool = (text: string) =>
    tools.filter((t) => mentionsAny(`${text} ${thing}`, [withoutArticle(t)]));
  const named = namesTool(post.text);
  const others = tools.filter((t) => !named.includes(t));
  const used = others.filter((t) => ownPosts.some((p) => mentionsAny(p, [withoutArticle(t)])));
  const pool = used.length > 0 ? used : others.length > 0 ? others : tools;
  const tool = pool[(h >>> 8) % Math.max(1, pool.length)] ?? topicKey;
  const fitting: (keyof typeof RULES)[] = [
    'use',
    'recommend',
    'notes',
    ...(tellsOfSomethingDone(post.text) ? (['took'] as const) : []),
    ...(named.length > 0 ? (['switched'] as const) : []),
  ];
  const kind = fitting[(h >>> 16) % fitting.length] ?? 'use';
  const semantic = RULES[kind]
    .replace(/\{thing\}/gu, thing)
    .replace('{tool}', tool)
    .replace('{bare}', bare)
    .replace('{slug}', bare.toLowerCase().replace(/[^a-z0-9]+/gu, '-'));
  const toolNamed = (text: string) => mentionsAny(text, [withoutArticle(tool)]);
  // What made this response fit the post it was written for, asked of a later post.
  const fits = {
    use: () => true,
    notes: () => true,
    recommend: (text: string) => !toolNamed(text),
    took: (text: string) => tellsOfSomethingDone(text),
    switched: (text: string) => namesTool(text).length > 0 && !toolNamed(text),
  }[kind];
  return { rule: { trigger_prompt: `Posts about ${bare}`, semantic_response: semantic }, fits };
}

/**
 * The rule of the persona's a post matches, written for it when none has its trigger yet: a user
 * has one rule per trigger, so two posts about the same thing get the same response (or, where
 * that response does not fit the later post, that post gets no rule).
 */
function matchRule(
  rules: Map<string, TUserRule>,
  written: TUserRule | null,
  text: string,
): TRuleBrief | null {
  if (!written) return null;
  const existing = rules.get(written.rule.trigger_prompt);
  if (!existing) {
    rules.set(written.rule.trigger_prompt, written);
    return written.rule;
  }
  return existing.fits(text) ? existing.rule : null;
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
  return keywords.some((k) =>
    t.includes(
      ` ${k
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()} `,
    ),
  );
}

/** Where the keyword first occurs in the text as whole words (case and punctuation aside), or -1. */
function positionIn(text: string, keyword: string): number {
  const t = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return t.indexOf(
    ` ${keyword
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `,
  );
}

/** Past tenses that do not end in -ed, and -ed words that are no deed. */
const DONE_IRREGULAR =
  /\b(?:built|rebuilt|made|wrote|rewrote|spent|ran|cut|sold|put|began|took|hit|won|grew|quit|left|set up|is (?:finally )?live)\b/iu;
const NOT_DONE = new Set([
  'need',
  'needed',
  'speed',
  'seed',
  'feed',
  'indeed',
  'hundred',
  'embed',
  'interested',
  'underrated',
  'overrated',
  'based',
  'related',
  'excited',
  'tired',
  'red',
  'bed',
  'used',
]);

/**
 * Does the post tell of something its author did ("Moved onboarding behind a trial", "Spent the
 * morning on calls", "Dark mode is live")? A past tense of a verb of doing, as a reader sees it: what
 * makes "ask how long it took" a question a user would ask.
 */
export function tellsOfSomethingDone(text: string): boolean {
  if (DONE_IRREGULAR.test(text)) return true;
  return (text.toLowerCase().match(/\b[a-z]{2,}ed\b/gu) ?? []).some((w) => !NOT_DONE.has(w));
}

/**
 * What the personas with a business promote, by their first topic: the business info a user fills
 * in, for drafting to mention where a reply can. Personas of other topics have none, as most users.
 */
const BUSINESSES: Record<string, Omit<TBusinessBrief, 'competitors'> & { competitor: string }> = {
  saas: {
    one_line_summary: 'Churnkit: cancellation flows that ask why and offer a pause.',
    one_paragraph_summary:
      'Churnkit adds a cancellation flow to a SaaS billing page: it asks the customer why they leave, offers a pause or a cheaper plan, and reports the reasons weekly. Works with Stripe and Paddle.',
    calendar_link: 'https://cal.example.com/churnkit',
    business_email: 'hello@churnkit.example.com',
    competitor: 'ProfitWell Retain',
  },
  indie: {
    one_line_summary: 'Shipnote: a changelog page and email digest for small products.',
    one_paragraph_summary:
      'Shipnote turns release notes into a public changelog and a monthly email to users, so a solo maker can show what shipped without writing twice.',
    calendar_link: 'https://cal.example.com/shipnote',
    business_email: 'hi@shipnote.example.com',
    competitor: 'Headway',
  },
  devtools: {
    one_line_summary: 'Flakeless: finds flaky tests in CI and quarantines them.',
    one_paragraph_summary:
      'Flakeless reads CI runs, spots tests that fail and pass on the same commit, and quarantines them with an owner, so a red build means a real failure again.',
    calendar_link: 'https://cal.example.com/flakeless',
    business_email: 'team@flakeless.example.com',
    competitor: 'BuildPulse',
  },
  ai: {
    one_line_summary: 'Evalbox: regression tests for prompts, run on every change.',
    one_paragraph_summary:
      'Evalbox keeps a set of inputs and graded answers for each prompt and runs them on every change, so a prompt edit that breaks an old case is caught before release.',
    calendar_link: 'https://cal.example.com/evalbox',
    business_email: 'hello@evalbox.example.com',
    competitor: 'Promptfoo',
  },
  design: {
    one_line_summary: 'Handoff Studio: design specs developers can read without Figma seats.',
    one_paragraph_summary:
      'Handoff Studio publishes a design file as a spec page with measurements, tokens and assets, so developers read it without a Figma seat.',
    calendar_link: 'https://cal.example.com/handoff',
    business_email: 'hi@handoff.example.com',
    competitor: 'Zeplin',
  },
};

function businessOf(topics: string[]): TBusinessBrief | null {
  const b = BUSINESSES[topics[0] ?? ''];
  if (!b) return null;
  const { competitor, ...brief } = b;
  return {
    ...brief,
    competitors: [
      {
        competitor_name: competitor,
        counter_positioning: `Priced for small teams, set up in an afternoon; ${competitor} is built for larger ones.`,
        competitor_cons: 'Priced per seat, with a sales call before a trial.',
      },
    ],
  };
}

/**
 * Whom a persona of each topic wants to reach, as the audience interview would sum it up (one or two
 * sentences, as the app keeps it): drafting is told to write for these readers.
 */
const AUDIENCES: Record<string, string> = {
  saas: 'Founders and product people at small B2B SaaS companies working on pricing, onboarding and churn.',
  indie: 'Solo makers building in public who are trying to get their first paying customers.',
  devtools: 'Developers who care about fast builds, reliable CI and tools that stay out of the way.',
  ai: 'Engineers and founders shipping LLM features to production who worry about evals, retrieval, cost and latency.',
  marketing:
    'Marketers and founders at small companies doing content, email and outbound without a big budget.',
  design: 'Product designers and design-minded engineers who sweat design systems and UX details.',
  fitness: 'Busy professionals, founders especially, trying to train consistently around a desk job.',
  crypto:
    'Crypto users and builders who care about fees, self-custody and what people actually use on-chain.',
  climate: 'Homeowners and climate-tech people electrifying their homes: heat pumps, solar and batteries.',
};

/** The audience summary of a persona: its first two topics' readers. */
export function audienceOf(topics: string[]): string {
  return topics
    .slice(0, 2)
    .flatMap((t) => (AUDIENCES[t] ? [AUDIENCES[t]] : []))
    .join(' ');
}

/** X's reply rule and Bluesky's, as their providers give them (provider.replyLength). */
export const X_PLATFORM: TReplyPlatform = { id: 'twitter', length: X_REPLY_LENGTH };
export const BLUESKY_PLATFORM: TReplyPlatform = {
  id: 'bluesky',
  length: { max: BLUESKY_MAX_GRAPHEMES, measure: graphemeLength },
};

/** Every third persona, from the second on, replies on Bluesky; the others on X. */
const platformOf = (n: number): TReplyPlatform => (n % 3 === 1 ? BLUESKY_PLATFORM : X_PLATFORM);

/**
 * Why monitoring picked a post: found by the first of the persona's keywords it names (the case
 * was chosen for naming one), with a reason of the qualifier's kind, by what the post does.
 */
function pickOf(text: string, keywords: string[]): TPickBrief {
  const keyword = keywords.find((k) => mentionsAny(text, [k])) ?? keywords[0] ?? '';
  const does = /\?/u.test(text)
    ? 'Asks about'
    : tellsOfSomethingDone(text)
      ? 'Shares an experience with'
      : 'Gives a view on';
  return { source: 'keyword', value: keyword, reason: `${does} ${keyword}, which they post about.` };
}

/**
 * The replies the persona sent before the drafted week, newest first, each with the post it
 * answered: hand-written pairs of its topics (reply-pairs.ts) in a stable order of the seed, each
 * reply in the persona's voice (casing, punctuation, slang, emoji, as the sandbox puts a voice on
 * any text), each post by a network account of that topic.
 */
function earlierReplies(seed: string, account: TGenAccount, accounts: TGenAccount[]): TReplyExample[] {
  const pairs = account.topics.flatMap((topic) =>
    (REPLY_PAIRS[topic] ?? []).map((pair) => ({ topic, ...pair })),
  );
  const order = (post: string) => seedHash(`${seed}:${account.id}:example:${post}`);
  return pairs
    .sort((a, b) => order(a.post) - order(b.post))
    .slice(0, REPLIES_KEPT)
    .map(({ topic, post, reply }, i) => {
      const authors = accounts.filter(
        (a) => a.id !== account.id && a.lang === 'en' && a.topics.includes(topic),
      );
      const author = authors[order(post) % Math.max(1, authors.length)];
      const voiced = applyWritingHabits(
        rngFor(seed, 'eval-example', account.id, i),
        reply,
        // A reply ends where it answers: no closer ("Thoughts?"), as the sandbox's own replies.
        { ...account.voice, closerRate: 0 },
        { lang: 'en', hashtags: [], emojis: TOPICS[topic]?.emojis ?? [], standalone: false },
      );
      return {
        post: { author_username: author?.username ?? 'someone', text: post },
        reply: voiced,
        draft: null,
      };
    });
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

  return personas.map((account, n) => {
    const texts = own(account).map(ownText).filter(Boolean);
    const persona: TEvalPersona = {
      username: account.username,
      voicePosts: texts.filter((_, i) => i % 2 === 0),
      heldOutPosts: texts.filter((_, i) => i % 2 === 1),
      replies: earlierReplies(options.seed, account, accounts),
      // Every other persona has a business, as some users do and others do not.
      business: n % 2 === 0 ? businessOf(account.topics) : null,
      audienceSummary: audienceOf(account.topics),
      platform: platformOf(n),
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
          seedHash(`${options.seed}:${account.id}:${a.id}`) -
          seedHash(`${options.seed}:${account.id}:${b.id}`),
      )
      .slice(0, options.posts);
    // The persona's rules, one per trigger, as a user keeps them.
    const userRules = new Map<string, TUserRule>();
    const cases: TEvalCase[] = answerable.map((p, i) => {
      const author = authors.get(p.authorId)!;
      // The shared topic the post is about: a rowing machine is no tool for a landing page.
      const common = author.topics.filter((t) => account.topics.includes(t));
      const shared =
        common.find((t) => mentionsAny(p.text, monitoredKeywords([t], []))) ??
        common[0] ??
        account.topics[0] ??
        'saas';
      const rule =
        i % 2 === 1
          ? matchRule(userRules, ruleFor(options.seed, shared, p, persona.voicePosts), p.text)
          : null;
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
          pick: pickOf(p.text, keywords),
          audience_summary: persona.audienceSummary,
          thread: [],
          rules: rule ? [rule] : [],
          matched_rule: rule,
          business: persona.business,
          username: account.username,
          platform: persona.platform,
        },
      };
    });
    const rules = [...userRules.values()].map((r) => r.rule);
    return { persona, features: computeStyleFeatures(persona.voicePosts), cases, rules };
  });
}
