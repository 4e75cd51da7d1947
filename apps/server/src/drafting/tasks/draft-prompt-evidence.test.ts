import { describe, expect, test } from 'vitest';
import type { TPostBrief, TReplyExample, TStyleBrief } from '../types';
import { buildDraftBatchPrompt, type TDraftBatchInput } from './draft-replies';
import { replyShape } from './reply-shape';
import { FEATURES } from '#test/kits/drafting';

/**
 * What the drafting prompt shows as the user's voice, and what it asks, read as the model reads it
 * (issue: drafts in the person's voice, round two). Lena answers in German and English; her newest
 * replies are nods, her older ones say something; an older analysis stored her replies among her
 * posts. Each block below is the part of the prompt one finding was about.
 */
const pair = (author: string, post: string, reply: string, draft: string | null = null): TReplyExample => ({
  post: { author_username: author, text: post },
  reply,
  draft,
});

const NODS = [
  pair('jonas', 'Guter Thread zu Monorepos, danke!', 'could not agree more.'),
  pair('ops_lee', 'Most outages are config changes, not code', 'Hard agree'),
  pair('mei', 'My list of 40 free design tools', 'Bookmarked.'),
];
const SAYING = [
  pair(
    'tomk',
    'is kubernetes overkill for a side project',
    'almost always. one vm and a systemd unit go a long way',
  ),
  pair(
    'ana',
    'What do you use for backups on small projects?',
    'pg_dump to a bucket, cron, done. test the restore once',
  ),
  pair(
    'raj',
    'We are hiring a backend engineer (remote, EU)',
    'good luck with it, sharing with two friends who fit',
  ),
  pair(
    'chris',
    'postgres or mysql for a new app in 2026?',
    'postgres. boring, documented, everything supports it',
  ),
];

const LENA: TStyleBrief = {
  style_prompt: 'Short and dry.',
  features: FEATURES,
  examples: [],
  // The older analysis kept her replies among her posts; her own posts carry opinions.
  own_posts: [
    SAYING[0]!.reply,
    'monorepos are fine until your CI bill arrives',
    SAYING[1]!.reply,
    'hot take: most dashboards are screenshots nobody opens',
    'three years on the same vps. still boring, still fine',
    'this is so true.',
  ],
  replies: [...NODS, ...SAYING],
};

const post = (id: string, text: string): TPostBrief => ({
  id,
  text,
  author: { username: 'someone', name: 'Someone' },
  tweet_type: 'SINGLE',
  original: null,
  lang: 'en',
});

const batch = (
  items: TDraftBatchInput['items'],
  extra: Partial<TDraftBatchInput> = {},
): TDraftBatchInput => ({
  items,
  voice: LENA,
  rules: [
    {
      trigger_prompt: 'Posts asking which stack to use',
      semantic_response: 'Ask what they run today before suggesting anything.',
    },
  ],
  business: null,
  username: 'lena',
  ...extra,
});

const SUNSET = post('1861000000000000001', 'Sunset over the harbour tonight was unreal');
const BACKUPS = post('1861000000000000002', 'How often do you actually test restoring your backups?');
const STACK = post('1861000000000000003', 'Starting a new SaaS next week. Which stack should I pick?');

/** The block of the prompt for post `n` (1-based), from its heading to the next. */
const block = (prompt: string, n: number) => prompt.split('### Post ')[n]!.split('\n\n')[0]!.trim();
/** A section of the system prompt, from its heading to the next. */
const section = (system: string, heading: string) =>
  system.slice(system.indexOf(heading)).split('\n\n## ')[0]!;

describe('evidence that matches', () => {
  test('1. "posts like this one" only above the relevance floor; nothing padded in', () => {
    const { prompt } = buildDraftBatchPrompt(
      batch([
        { post: SUNSET, thread: [], matched_rule: null },
        { post: BACKUPS, thread: [], matched_rule: null },
      ]),
    );
    expect(block(prompt, 1)).toMatchInlineSnapshot(`
      "p1
      author: "@someone" (display name "Someone")
      text: "Sunset over the harbour tonight was unreal"
      language: "en"
      Length to aim for (soft): about 50 characters; no question unless the post calls for one."
    `);
    expect(block(prompt, 2)).toMatchInlineSnapshot(`
      "p2
      author: "@someone" (display name "Someone")
      text: "How often do you actually test restoring your backups?"
      language: "en"
      How they answered posts like this one:
        - example 2 above
      Length to aim for (soft): about 50 characters; no question unless the post calls for one."
    `);
  });

  test('2. their posts are posts: a reply already shown is not shown again as a post', () => {
    const { system } = buildDraftBatchPrompt(batch([{ post: SUNSET, thread: [], matched_rule: null }]));
    expect(section(system, '## A few of their own posts')).toMatchInlineSnapshot(`
      "## A few of their own posts, newest first (match the voice; do not reuse the content)
      - "monorepos are fine until your CI bill arrives"
      - "hot take: most dashboards are screenshots nobody opens"
      - "three years on the same vps. still boring, still fine""
    `);
  });

  test('3. drafts written for them are labelled as drafts, never as their replies', () => {
    const { prompt } = buildDraftBatchPrompt(
      batch([{ post: SUNSET, thread: [], matched_rule: null }], {
        recent_drafts: ["I can't help with that request.", 'restore tests are the only backups that count'],
      }),
    );
    expect(prompt.slice(prompt.indexOf('Drafts written for them')).split('\n\n')[0]).toMatchInlineSnapshot(`
      "Drafts written for them lately, newest first (not their words: some were sent, some changed, some ignored; do not reuse an opening, a closing or a phrase of these):
      - "I can't help with that request."
      - "restore tests are the only backups that count""
    `);
    expect(prompt).not.toMatch(/their (most )?recent replies/i);
  });

  test('4. nods set neither the examples nor the length', () => {
    const { system } = buildDraftBatchPrompt(batch([{ post: SUNSET, thread: [], matched_rule: null }]));
    expect(section(system, '## How they reply')).toMatchInlineSnapshot(`
      "## How they reply: posts they answered and what they sent, newest first
      Learn from these what they pick up on, how much they say and how they say it. Never reuse their sentences.
      1. Post by "@tomk": "is kubernetes overkill for a side project"
        They replied: "almost always. one vm and a systemd unit go a long way"
      2. Post by "@ana": "What do you use for backups on small projects?"
        They replied: "pg_dump to a bucket, cron, done. test the restore once"
      3. Post by "@raj": "We are hiring a backend engineer (remote, EU)"
        They replied: "good luck with it, sharing with two friends who fit"
      4. Post by "@chris": "postgres or mysql for a new app in 2026?"
        They replied: "postgres. boring, documented, everything supports it""
    `);
    const ids = Array.from({ length: 100 }, (_, i) => `1861${String(i).padStart(15, '0')}`);
    const shortest = Math.min(...ids.map((id) => replyShape(LENA, id)!.chars));
    // The shortest reply that says something is 50 characters; "Hard agree" is 10.
    expect(shortest).toBeGreaterThanOrEqual(50);
  });
});

describe('rules that agree', () => {
  test('5. one order of precedence, said once; a rule that asks is never told "no question"', () => {
    const rule = {
      trigger_prompt: 'Posts asking which stack to use',
      semantic_response: 'Ask what they run today before suggesting anything.',
    };
    const { system, prompt } = buildDraftBatchPrompt(
      batch([{ post: STACK, thread: [], matched_rule: rule }]),
    );
    expect(section(system, '## Each reply')).toMatchInlineSnapshot(`
      "## Each reply
      - When what a reply should do is in doubt, this order decides: their rule for the post (named with the post when one matched), then what the post itself calls for, then the length and question to aim for.
      - Each post you are given comes with a length to aim for and whether a question fits, drawn from the replies they sent: soft targets, so keep near them rather than to the character. Their replies are not all one length, and yours should not be either.
      - Reply in the language of the post. When that is a language they do not write in (nothing of theirs above is in it), do not draft: skip the post and give its language as the reason."
    `);
    expect(system.split('this order decides')).toHaveLength(2);
    expect(block(prompt, 1)).toMatchInlineSnapshot(`
      "p1
      author: "@someone" (display name "Someone")
      text: "Starting a new SaaS next week. Which stack should I pick?"
      language: "en"
      It matched their rule "Posts asking which stack to use": follow that rule's response here.
      Length to aim for (soft): about 50 characters."
    `);
    expect(block(prompt, 1)).not.toMatch(/no question/);
  });
});
