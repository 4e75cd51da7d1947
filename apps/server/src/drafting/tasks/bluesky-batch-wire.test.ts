import { describe, expect, test } from 'vitest';
import { BLUESKY_MAX_GRAPHEMES, graphemeLength } from '@gatling/shared/api/platforms';
import type { TPostBrief, TQualifyInput } from '../types';
import { draftGuarded } from './draft-guarded';
import type { TDraftBatchInput } from './draft-replies';
import { qualifyPostsTask } from './qualify-posts';
import { lastUserMessage, PROVIDER_KINDS, providerFixture, useTestDatabase } from '#test/kits/llm';
import { draftsPerShownId, verdictsPerShownId } from '#test/kits/shown-ids';
import { REAL_BATCH } from '#test/kits/draft-batch';

/**
 * Bluesky posts through each provider's wire fake, with a model that answers under the ids the
 * prompt shows it. A Bluesky post's id is an at:// URI far longer than a model copies reliably:
 * the prompt names each post by a short id of the batch, and the answer comes back to the URIs.
 */
const testDatabase = useTestDatabase();

const blueskyPost = (handle: string, rkey: string, text: string): TPostBrief => ({
  id: `at://did:plc:${handle}4x7kqz2mvb3nw5rt6ye/app.bsky.feed.post/${rkey}`,
  text,
  author: { username: `${handle}.bsky.social`, name: handle },
  tweet_type: 'SINGLE',
  original: null,
  lang: 'en',
});

const POSTS = [
  blueskyPost('alice', '3lbqa2xk7sc2a', 'Which invoicing tool do you use for freelance work?'),
  blueskyPost('bob', '3lbqa2xk7sc2b', 'Spreadsheets or a proper accounting app for a two person studio?'),
  blueskyPost('carol', '3lbqa2xk7sc2c', 'How do you chase late payments without sounding rude?'),
];

/** What the model answers to each post, by the post's text: a different reply for each. */
const REPLIES: Record<string, string> = {
  [POSTS[0]!.text]: 'we send ours from the bank app, nothing fancy',
  [POSTS[1]!.text]: 'a spreadsheet held up until our accountant begged us to stop',
  [POSTS[2]!.text]: 'a friendly reminder the day after it is due works for us',
};

const BATCH: TDraftBatchInput = {
  ...REAL_BATCH,
  items: POSTS.map((post) => ({ post, thread: [], matched_rule: null })),
  recent_drafts: [],
  username: 'me.bsky.social',
  platform: { id: 'bluesky', length: { max: BLUESKY_MAX_GRAPHEMES, measure: graphemeLength } },
};

describe.each(PROVIDER_KINDS)('Bluesky posts through the %s provider', (kind) => {
  const user = `bluesky-ids-${kind}`;
  const { fake, service } = providerFixture(kind, testDatabase, user);

  test('every post gets its own draft, though the model never sees an at:// id', async () => {
    fake.reply(draftsPerShownId((post) => REPLIES[post.text] ?? null));
    const before = fake.requests.length;
    const { output, retried } = await draftGuarded(service(), BATCH, { userId: user });

    expect(output.drafts).toEqual(
      POSTS.map((post) => ({ id: post.id, text: REPLIES[post.text], skip_reason: null })),
    );
    expect(retried).toBe(0);
    expect(fake.requests).toHaveLength(before + 1);
    const sent = lastUserMessage(fake.requests[before]!.body);
    expect(sent).not.toContain('at://');
    expect(sent).toMatch(/^### Post p1$/m);
  });

  test('a reply sent back is answered under its id in the retry, and lands on its post', async () => {
    const repeated = REPLIES[POSTS[1]!.text]!;
    const fresh = 'we kept the spreadsheet and hired a bookkeeper instead';
    fake.reply(
      draftsPerShownId((post) => REPLIES[post.text] ?? null),
      // The retry shows only the post sent back, as p1 of its own batch.
      draftsPerShownId((post) => (post.text === POSTS[1]!.text ? fresh : 'not asked')),
    );
    const before = fake.requests.length;
    const { output, retried } = await draftGuarded(
      service(),
      { ...BATCH, recent_drafts: [repeated] },
      { userId: user },
    );

    expect(retried).toBe(1);
    expect(output.drafts.map((d) => d.text)).toEqual([
      REPLIES[POSTS[0]!.text],
      fresh,
      REPLIES[POSTS[2]!.text],
    ]);
    const retry = lastUserMessage(fake.requests[before + 1]!.body);
    expect(retry).toMatch(/^### Post p1$/m);
    expect(retry).not.toMatch(/^### Post p2$/m);
  });

  test('every post gets its own verdict', async () => {
    const input: TQualifyInput = {
      posts: POSTS,
      rules: [],
      audience_summary: 'Freelancers who invoice clients.',
      keywords: ['invoicing'],
    };
    // The model qualifies only the posts that ask about tools.
    fake.reply(
      verdictsPerShownId((post) =>
        /tool|app/.test(post.text)
          ? { qualified: true, score: 80, reason: 'Asks which tool to use.' }
          : { qualified: false, score: 30, reason: 'About manners, not tools.' },
      ),
    );
    const before = fake.requests.length;
    const out = await service().run(qualifyPostsTask, input, { userId: user });

    expect(out.results.map((r) => [r.id, r.qualified, r.score])).toEqual([
      [POSTS[0]!.id, true, 80],
      [POSTS[1]!.id, true, 80],
      [POSTS[2]!.id, false, 30],
    ]);
    expect(lastUserMessage(fake.requests[before]!.body)).not.toContain('at://');
  });
});
