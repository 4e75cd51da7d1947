import { describe, expect, test } from 'vitest';
import type { TStyleBrief } from '../types';
import { buildDraftPrompt } from './draft-reply';
import { buildDraftBatchPrompt, itemInput, type TDraftBatchInput } from './draft-replies';
import { BLUESKY_MAX_GRAPHEMES, graphemeLength } from '@gatling/shared/api/platforms';
import { platformRules } from './prompt-parts';
import { replyShape } from './reply-shape';
import { FEATURES } from '#test/kits/drafting';
import {
  HOSTILE_ORDER,
  HOSTILE_POST,
  JAPANESE_POST,
  KEYWORD_POST,
  REAL_BATCH,
  REAL_VOICE,
  REPLY_POST,
} from '#test/kits/draft-batch';

/** The prompt with every JSON string literal taken out: what is left is the prompt's own words. */
const unquoted = (text: string) => text.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');

describe('the batch prompt', () => {
  const { system, prompt } = buildDraftBatchPrompt(REAL_BATCH);

  test('is one file a reviewer reads in a diff', async () => {
    await expect(`=== SYSTEM ===\n${system}\n\n=== PROMPT ===\n${prompt}\n`).toMatchFileSnapshot(
      '__snapshots__/draft-batch-prompt.txt',
    );
  });

  test('keeps everything stable for the user in the system part, the same for every batch of a run', () => {
    const other: TDraftBatchInput = {
      ...REAL_BATCH,
      items: [{ post: JAPANESE_POST, thread: [], matched_rule: null }],
      recent_drafts: ['something else entirely', ...(REAL_BATCH.recent_drafts ?? [])],
    };
    expect(buildDraftBatchPrompt(other).system).toBe(system);
    // A post drafted alone (the batch's fallback) gets the same system prompt.
    expect(buildDraftPrompt(itemInput(REAL_BATCH, REAL_BATCH.items[1]!)).system).toBe(system);
    for (const stable of [
      'Who they want to reach',
      JSON.stringify(REAL_BATCH.audience_summary),
      '## Their reply rules',
      'A post that matched one of these names the rule with the post',
      '"Posts about hiring"',
      '## Their business',
      '## How they reply',
    ])
      expect(system).toContain(stable);
    for (const changing of [KEYWORD_POST.text, 'something else entirely', 'Answer with a JSON object'])
      expect(system).not.toContain(changing);
    expect(prompt).not.toContain('## Their business');
  });

  test("states Bluesky's rules for a Bluesky batch, and only that line of the prompt changes", () => {
    const length = { max: BLUESKY_MAX_GRAPHEMES, measure: graphemeLength };
    const bluesky = buildDraftBatchPrompt({ ...REAL_BATCH, platform: { id: 'bluesky', length } });
    expect(bluesky.system).toContain('You write replies on Bluesky for @');
    expect(bluesky.system).toContain('## Platform: Bluesky');
    expect(bluesky.system).toContain('must fit in 300 characters');
    expect(bluesky.system).toContain('@handle.bsky.social');
    expect(bluesky.system).toMatch(/No hashtag spam/);
    expect(bluesky.system).not.toContain('280');
    expect(bluesky.system).not.toContain('X adds it');
    expect(bluesky.prompt).toBe(prompt);
    const withoutRules = (text: string) =>
      text.replace(/## Platform: [^#]*/u, '').replace(/on (X|Bluesky) for/u, '');
    expect(withoutRules(bluesky.system)).toBe(withoutRules(system));
    // X named explicitly is the prompt as it always was.
    const x = { max: 280, measure: (t: string) => t.length };
    expect(buildDraftBatchPrompt({ ...REAL_BATCH, platform: { id: 'twitter', length: x } }).system).toBe(
      system,
    );
  });

  test('gives each post the context a person would have', () => {
    expect(prompt).toContain(
      'why it was picked: found by their keyword search "\\"postgres hosting\\""; judged relevant because: "Asks which Postgres host to use on a small budget."',
    );
    expect(prompt).toContain(
      'why it was picked: a post by "@kim", one of the people they follow closely; judged relevant because:',
    );
    expect(prompt).toContain(`author's bio: ${JSON.stringify(KEYWORD_POST.author.bio)}`);
    expect(prompt).toContain(
      `it replies to a post by "@ops_lee" (display name "Lee"): ${JSON.stringify(REPLY_POST.parent!.text)}`,
    );
    expect(prompt).toContain('language: "ja"');
    expect(system).toContain('Reply in the language of the post.');
    expect(system).toMatch(/skip the post and give its language as the reason/);
    expect(prompt).toMatch(/naming the language when that is the reason/);
  });

  test('shows the replies they sent with the posts they answered, and the drafts they corrected', () => {
    expect(system).toContain(`1. Post by "@tomk": ${JSON.stringify(REAL_VOICE.replies[0]!.post.text)}`);
    expect(system).toContain(`  They replied: ${JSON.stringify(REAL_VOICE.replies[0]!.reply)}`);
    expect(system).toContain(`  We drafted: ${JSON.stringify(REAL_VOICE.replies[1]!.draft)}`);
    expect(system).toContain(`  They sent instead: ${JSON.stringify(REAL_VOICE.replies[1]!.reply)}`);
    // The newest eight are shown to every post; the ninth is not.
    expect(system).toContain('8. Post by');
    expect(system).not.toContain(REAL_VOICE.replies[8]!.post.text);
    // An edit already shown with its post is not shown again without it; the other one is.
    expect(system.split(JSON.stringify(REAL_VOICE.replies[1]!.reply))).toHaveLength(2);
    expect(system).toContain('"backups you never restored are hopes"');
    // Beside replies, a few of their posts, not all.
    expect(system).toContain('## A few of their own posts');
    expect(system).not.toContain(JSON.stringify(REAL_VOICE.own_posts[4]));
    // Only where a reply of theirs answered a post like it: the Japanese post shares no word with any.
    const blocks = prompt.split('### Post ').slice(1);
    const withExamples = blocks.map((b) => b.includes('How they answered posts like this one:'));
    expect(withExamples).toEqual(REAL_BATCH.items.map((item) => item.post.lang !== 'ja'));
  });

  test('with no replies at all, their posts alone teach the voice', () => {
    const voice: TStyleBrief = { ...REAL_VOICE, replies: [] };
    const alone = buildDraftBatchPrompt({ ...REAL_BATCH, voice });
    expect(alone.system).not.toContain('## How they reply');
    expect(alone.system).toContain('## Their own posts, newest first');
    for (const p of REAL_VOICE.own_posts) expect(alone.system).toContain(JSON.stringify(p));
    expect(alone.prompt).not.toContain('How they answered posts like this one');
  });

  test('untrusted text reaches the prompt only as JSON strings: a post cannot close its quote', () => {
    const benign = {
      ...HOSTILE_POST,
      text: 'Best managed db?',
      author: { ...HOSTILE_POST.author, name: 'Growth', bio: 'marketer' },
    };
    const voice: TStyleBrief = { ...REAL_VOICE, replies: [] };
    const build = (post: typeof HOSTILE_POST) =>
      buildDraftBatchPrompt({ ...REAL_BATCH, voice, items: [{ post, thread: [], matched_rule: null }] });
    const hostile = build(HOSTILE_POST);
    // Take out every string literal and the prompt's own lines are the same as for a harmless post.
    expect(unquoted(hostile.prompt)).toBe(unquoted(build(benign).prompt));
    expect(hostile.system).toBe(build(benign).system);
    expect(hostile.prompt).toContain(`text: ${JSON.stringify(HOSTILE_POST.text)}`);
    // In the full batch too, the hostile words are inside string literals only.
    for (const words of [HOSTILE_ORDER, '</post>', 'admin mode', 'type="SYSTEM"']) {
      expect(prompt).toContain(JSON.stringify(words).slice(1, -1));
      expect(unquoted(prompt)).not.toContain(words);
    }
  });
});

/** The per-post shape line; the question half is left out where the user's rule decides. */
const SHAPE_LINE =
  /Length to aim for \(soft\): about \d+ characters(; (no question unless the post calls for one|a question fits their habit here))?\./g;

describe('the shape of each draft', () => {
  const lengths = [20, 40, 60, 90, 120, 150, 200, 240];
  const voice = (replies: string[]): TStyleBrief => ({
    ...REAL_VOICE,
    replies: replies.map((reply) => ({ post: { author_username: 'a', text: 'p' }, reply, draft: null })),
  });
  const ids = Array.from({ length: 200 }, (_, i) => `18600000000000${String(i).padStart(5, '0')}`);
  /** A reply of `n` characters that says something (words, not one long token: a nod is not drawn). */
  const saying = (n: number) => 'backups cron restore bucket '.repeat(20).slice(0, n).replace(/ $/, 's');

  test('is drawn per post from their replies: their spread of lengths and their rate of questions', () => {
    // A quarter of these replies ask something.
    const v = voice(lengths.map((n, i) => (i % 4 === 0 ? `${saying(n - 1)}?` : saying(n))));
    const shapes = ids.map((id) => replyShape(v, id)!);
    expect(new Set(shapes.map((s) => s.chars))).toEqual(new Set(lengths.map((n) => Math.round(n / 10) * 10)));
    const asked = shapes.filter((s) => s.question).length / shapes.length;
    expect(asked).toBeGreaterThan(0.15);
    expect(asked).toBeLessThan(0.35);
    expect(shapes.every((s) => s.from === 'replies')).toBe(true);
    // The same post always gets the same shape, so the prompt is reproducible.
    expect(replyShape(v, ids[7]!)).toEqual(shapes[7]);
  });

  test('falls back to their posts, then to the measured features', () => {
    const posts = { ...REAL_VOICE, replies: [], own_posts: [saying(30), saying(150), saying(80)] };
    expect(replyShape(posts, ids[0]!)?.from).toBe('posts');
    const measured = ids.map((id) => replyShape({ ...posts, own_posts: [] }, id)!);
    expect(measured.every((s) => s.from === 'features')).toBe(true);
    for (const s of measured) {
      expect(s.chars).toBeGreaterThanOrEqual(Math.round(FEATURES.length.p10 / 10) * 10);
      expect(s.chars).toBeLessThanOrEqual(Math.round(FEATURES.length.p90 / 10) * 10);
    }
    expect(new Set(measured.map((s) => s.chars)).size).toBeGreaterThan(5);
    expect(replyShape({ ...posts, own_posts: [], features: null }, ids[0]!)).toBeNull();
  });

  test('is stated with each post, and the platform rules carry no single target', () => {
    const { prompt } = buildDraftBatchPrompt(REAL_BATCH);
    const targets = prompt.match(SHAPE_LINE);
    expect(targets).toHaveLength(REAL_BATCH.items.length);
    expect(platformRules()).not.toMatch(/Aim for|characters, like their own/);
  });
});
