import { beforeEach, describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import type { TDraftBatchInput } from '../../drafting/tasks/draft-replies';
import type { TQualifyInput } from '../../drafting/types';
import { startBlueskyFake } from '#test/fakes/bluesky/server';
import { bearer, openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { scriptedLanguageService } from '#test/kits/scripted-language-service';
import { SET_ASIDE_REASON } from './set-aside';

/**
 * What a Bluesky user expects of the posts a run picks: no draft where the thread's gate leaves them
 * out or the post is labelled adult content (both listed with the run, saying why), a reply that
 * matches a keyword drafted with the thread above it, and keywords searched in any language.
 */
const ME = {
  handle: 'threads-me.bsky.social',
  password: 'threads-account',
  appPasswords: ['thre-adsm-eapp-pass'],
};
const ALICE = {
  handle: 'alice.bsky.social',
  password: 'alice-account',
  appPasswords: ['alic-eapp-pass-word'],
};
const BOB = { handle: 'bob.bsky.social', password: 'bob-account', appPasswords: ['bobb-apps-pass-word'] };

const fake = openedForAll(() => startBlueskyFake({ accounts: [ME, ALICE, BOB] }));
const llm = scriptedLanguageService();
const t = useTestApp(() => ({ BLUESKY_SERVICE_URL: fake.url }), { llm: () => llm.service });
const kit = monitoringKit(t);

beforeEach(() => {
  llm.reset();
  llm.answer('analyze-style', () => ({ style_prompt: 'Short and plain.' }));
  llm.answer('qualify-posts', (input: TQualifyInput) => ({
    results: input.posts.map((p) => ({
      id: p.id,
      qualified: true,
      score: 80,
      reason: 'On topic.',
      matched_rule: null,
    })),
  }));
  llm.answer('draft-replies', (input: TDraftBatchInput) => ({
    drafts: input.items.map((item) => ({
      id: item.post.id,
      text: 'We went through the same.',
      skip_reason: null,
    })),
  }));
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function blueskyUser(label: string): Promise<{ session: TSession; word: string }> {
  const session = await t.signUpAndConfirm(uniqueEmail(label));
  const res = await t.post(
    '/api/auth/bluesky',
    { identifier: ME.handle, app_password: ME.appPasswords[0] },
    bearer(session),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const word = uniqueWord();
  await kit.addKeyword(session, word);
  return { session, word };
}

describe('posts no draft is for', () => {
  test('a thread closed to the user and adult content are listed with the run, and never drafted', async () => {
    const { session, word } = await blueskyUser('gates');
    const closed = fake.addPost(ALICE.handle, {
      text: `${word}: only my mutuals please`,
      createdAt: minutesAgo(6),
    });
    fake.gate(closed.uri, ['following']);
    const open = fake.addPost(BOB.handle, { text: `${word} for a small team?`, createdAt: minutesAgo(5) });
    fake.gate(open.uri, ['mention']);
    const openToMe = fake.addPost(ALICE.handle, {
      text: `${word} question for`,
      mentions: [ME.handle],
      createdAt: minutesAgo(4),
    });
    fake.gate(openToMe.uri, ['mention']);
    const adult = fake.addPost(BOB.handle, {
      text: `${word} photo set`,
      labels: ['porn'],
      createdAt: minutesAgo(3),
    });
    const flagged = fake.addPost(ALICE.handle, { text: `${word} crash footage`, createdAt: minutesAgo(2) });
    fake.label(flagged.uri, 'graphic-media');

    const status = await kit.monitor(session);
    expect(status).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    const drafted = (await kit.repliesOf(session)).map((r) => r.postId);
    expect(drafted).toEqual([openToMe.uri]);
    expect(status.skipped.map((s) => [s.post_id, s.reason]).sort()).toEqual(
      [
        [closed.uri, SET_ASIDE_REASON.gated],
        [open.uri, SET_ASIDE_REASON.gated],
        [adult.uri, SET_ASIDE_REASON.adult(['porn'])],
        [flagged.uri, SET_ASIDE_REASON.adult(['graphic-media'])],
      ].sort(),
    );
    // Set aside before the model: it never read them.
    const asked = llm.calls
      .filter((c) => c.task === 'qualify-posts')
      .flatMap((c) => (c.input as TQualifyInput).posts);
    expect(asked.map((p) => p.text)).toEqual([`${word} question for @${ME.handle}`]);
  });

  test('with adult content opted in (Settings › Content), a labelled post is drafted, its labels on the card', async () => {
    const { session, word } = await blueskyUser('adult-opt-in');
    const res = await t.request('/api/settings/content', {
      method: 'PUT',
      headers: { ...bearer(session), 'content-type': 'application/json' },
      body: JSON.stringify({ show_adult_content: true }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const adult = fake.addPost(BOB.handle, {
      text: `${word} photo set`,
      labels: ['porn'],
      createdAt: minutesAgo(3),
    });
    const closed = fake.addPost(ALICE.handle, { text: `${word}: mutuals only`, createdAt: minutesAgo(2) });
    fake.gate(closed.uri, ['following']);

    const status = await kit.monitor(session);
    expect(status).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    // The gate still holds: only the adult label is opted in to.
    expect(status.skipped.map((s) => [s.post_id, s.reason])).toEqual([[closed.uri, SET_ASIDE_REASON.gated]]);
    const [row, ...others] = await kit.repliesOf(session);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ postId: adult.uri, post: { labels: ['porn'] } });
  });

  test('a label that is not adult content is shown on the card, and the post is drafted', async () => {
    const { session, word } = await blueskyUser('labels');
    const post = fake.addPost(ALICE.handle, {
      text: `${word} hot take`,
      labels: ['spoiler'],
      createdAt: minutesAgo(2),
    });
    expect(await kit.monitor(session)).toMatchObject({ status: 'COMPLETED', drafts_created: 1, skipped: [] });
    const [row] = await kit.repliesOf(session);
    expect(row).toMatchObject({ postId: post.uri, post: { labels: ['spoiler'] } });
  });
});

describe('a later post of a thread', () => {
  test('is drafted with the thread above it: the card keeps the parent and the first post', async () => {
    const { session, word } = await blueskyUser('thread');
    const root = fake.addPost(ALICE.handle, {
      text: 'What are you all using for invoices?',
      createdAt: minutesAgo(9),
    });
    const parent = fake.addPost(BOB.handle, {
      text: 'Spreadsheets, sadly.',
      createdAt: minutesAgo(8),
      replyTo: root.uri,
    });
    const reply = fake.addPost(ALICE.handle, {
      text: `Has anyone tried ${word} for that?`,
      createdAt: minutesAgo(7),
      replyTo: parent.uri,
    });

    expect(await kit.monitor(session)).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    const [row] = await kit.repliesOf(session);
    expect(row?.postId).toBe(reply.uri);
    expect(row?.post).toMatchObject({
      replied_to: { id: parent.uri, text: 'Spreadsheets, sadly.', author: { username: BOB.handle } },
      thread_root: {
        id: root.uri,
        text: 'What are you all using for invoices?',
        author: { username: ALICE.handle },
      },
    });
    const input = llm.calls.find((c) => c.task === 'draft-replies')?.input as TDraftBatchInput;
    expect(input.items[0]).toMatchObject({
      post: { parent: { text: 'Spreadsheets, sadly.' } },
      thread: [{ author_username: ALICE.handle, text: 'What are you all using for invoices?' }],
    });
  });
});

describe('keywords in any language', () => {
  test('words added by hand find posts in any language: no language is forced on the search', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('langs'));
    const res = await t.post(
      '/api/auth/bluesky',
      { identifier: ME.handle, app_password: ME.appPasswords[0] },
      bearer(session),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const word = uniqueWord();
    const added = await t.post('/api/keyword/add', { words: `facturation ${word}` }, bearer(session));
    expect(added.status, await added.clone().text()).toBe(200);
    const french = fake.addPost(ALICE.handle, {
      text: `Quel outil de facturation ${word} utilisez-vous ?`,
      langs: ['fr'],
      createdAt: minutesAgo(2),
    });

    expect(await kit.monitor(session)).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    expect((await kit.repliesOf(session)).map((r) => r.postId)).toEqual([french.uri]);
    const searches = fake.received.filter(
      (r) => r.nsid === 'app.bsky.feed.searchPosts' && r.params.q === `"facturation ${word}"`,
    );
    expect(searches).toHaveLength(1);
    expect(searches[0]?.params).not.toHaveProperty('lang');
  });

  test('a keyword that names a language searches in it (lang:fr becomes the lang parameter)', async () => {
    const { session } = await blueskyUser('langfr');
    const word = uniqueWord();
    await kit.addKeyword(session, `${word} -is:retweet lang:fr`);
    fake.addPost(BOB.handle, { text: `${word} in English`, langs: ['en'], createdAt: minutesAgo(3) });
    const french = fake.addPost(ALICE.handle, {
      text: `${word} en français`,
      langs: ['fr'],
      createdAt: minutesAgo(2),
    });
    expect(await kit.monitor(session)).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    expect((await kit.repliesOf(session)).map((r) => r.postId)).toEqual([french.uri]);
    expect(
      fake.received.filter((r) => r.nsid === 'app.bsky.feed.searchPosts' && r.params.q === word),
    ).toEqual([expect.objectContaining({ params: expect.objectContaining({ lang: 'fr' }) })]);
  });
});
