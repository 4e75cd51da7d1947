import { describe, expect, test } from 'vitest';
import { ALICE, BOB, blueskyProviderKit, ME } from '#test/fakes/bluesky/provider-kit';

const { fake, provider, signedIn, paramsOf } = blueskyProviderKit();
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();

describe('a reply that matches a keyword', () => {
  test('comes with the post it answers and the thread’s first post, read in one more call', async () => {
    const me = await signedIn();
    const root = fake.addPost(ALICE.handle, { text: 'How do you all do backups?', createdAt: at(1) });
    const middle = fake.addPost(BOB.handle, {
      text: 'restic to a bucket',
      createdAt: at(2),
      replyTo: root.uri,
    });
    const reply = fake.addPost(ALICE.handle, {
      text: 'restic is great but how do you test restores?',
      createdAt: at(3),
      replyTo: middle.uri,
    });
    const first = fake.addPost(BOB.handle, { text: 'restic or borg?', createdAt: at(4), replyTo: root.uri });

    const posts = await provider.searchKeyword(me, 'restic');
    expect(posts.map((p) => p.id)).toEqual([first.uri, reply.uri, middle.uri]);
    expect(posts[1]).toMatchObject({
      in_reply_to_id: middle.uri,
      conversation_id: root.uri,
      replied_to: { id: middle.uri, text: 'restic to a bucket', author: { username: BOB.handle } },
      thread_root: { id: root.uri, text: 'How do you all do backups?', author: { username: ALICE.handle } },
    });
    // A reply to the first post: its parent is the root, shown once.
    expect(posts[0]).toMatchObject({ replied_to: { id: root.uri } });
    expect(posts[0]).not.toHaveProperty('thread_root');
    expect(paramsOf('app.bsky.feed.getPosts')).toHaveLength(1);
  });

  test('a keyword saying -is:reply keeps to posts that start a thread', async () => {
    const me = await signedIn();
    const root = fake.addPost(ALICE.handle, { text: 'standup notes', createdAt: at(1) });
    fake.addPost(BOB.handle, { text: 'standup notes too', createdAt: at(2), replyTo: root.uri });
    const posts = await provider.searchKeyword(me, 'standup -is:reply');
    expect(posts.map((p) => p.id)).toEqual([root.uri]);
    expect(fake.calls).not.toContain('app.bsky.feed.getPosts');
  });

  test('when Bluesky limits reading the thread, the replies are left out, the rest kept', async () => {
    const me = await signedIn();
    const root = fake.addPost(ALICE.handle, { text: 'migration day', createdAt: at(1) });
    fake.addPost(BOB.handle, { text: 'migration went fine?', createdAt: at(2), replyTo: root.uri });
    fake.rateLimitNext('app.bsky.feed.getPosts', 60);
    const posts = await provider.searchKeyword(me, 'migration');
    expect(posts.map((p) => p.id)).toEqual([root.uri]);
  });
});

describe('labels', () => {
  test("the author's own and moderation services' labels, each once; one taken back is not", async () => {
    const me = await signedIn();
    const post = fake.addPost(ALICE.handle, { text: 'art study', labels: ['nudity'], createdAt: at(1) });
    fake.label(post.uri, 'nudity');
    fake.label(post.uri, 'graphic-media');
    fake.label(post.uri, 'porn');
    fake.label(post.uri, 'porn', true);
    const plain = fake.addPost(BOB.handle, { text: 'art supplies', createdAt: at(2) });
    const posts = await provider.searchKeyword(me, 'art');
    expect(posts.find((p) => p.id === post.uri)?.labels).toEqual(['nudity', 'graphic-media']);
    expect(posts.find((p) => p.id === plain.uri)).not.toHaveProperty('labels');
  });
});

describe('a thread gate', () => {
  const gatedSearch = async (setUp: (root: { uri: string }) => void) => {
    const me = await signedIn();
    const root = fake.addPost(ALICE.handle, { text: `gate test ${Math.random()}`, createdAt: at(1) });
    setUp(root);
    const [post] = await provider.searchKeyword(me, 'gate test');
    return post;
  };

  test('nobody, or people the author follows: the account is left out (reply_allowed false)', async () => {
    expect(await gatedSearch((root) => fake.gate(root.uri, []))).toMatchObject({ reply_allowed: false });
  });

  test('a gate whose rule lets the account in, or no gate at all: nothing said', async () => {
    const followed = await gatedSearch((root) => {
      fake.gate(root.uri, ['following']);
      fake.follow(ALICE.handle, ME.handle);
    });
    expect(followed).not.toHaveProperty('reply_allowed');
    expect(await gatedSearch(() => undefined)).not.toHaveProperty('reply_allowed');
  });

  test('when the AppView does not say, the root’s gate is read: rules, follows, mentions, lists', async () => {
    fake.state.saysReplyDisabled = false;
    const me = await signedIn();
    const cases: [string, (uri: string) => void, boolean][] = [
      ['nobody', (uri) => fake.gate(uri, []), false],
      ['everybody', (uri) => fake.gate(uri), true],
      ['followers, not one', (uri) => fake.gate(uri, ['follower']), false],
      [
        'list only (membership unseen)',
        (uri) => fake.gate(uri, [{ list: 'at://x/app.bsky.graph.list/1' }]),
        false,
      ],
    ];
    for (const [label, gate, allowed] of cases) {
      const root = fake.addPost(ALICE.handle, { text: `case ${label}`, createdAt: at(1) });
      gate(root.uri);
      const [post] = await provider.searchKeyword(me, `"case ${label}"`);
      expect(post?.reply_allowed, label).toBe(allowed ? undefined : false);
    }
    const mentioned = fake.addPost(ALICE.handle, {
      text: 'mention case',
      mentions: [ME.handle],
      createdAt: at(2),
    });
    fake.gate(mentioned.uri, ['mention']);
    fake.follow(ME.handle, ALICE.handle);
    const follower = fake.addPost(ALICE.handle, { text: 'follower case', createdAt: at(3) });
    fake.gate(follower.uri, ['follower']);
    const posts = await provider.searchKeyword(me, 'case');
    expect(posts.find((p) => p.id === mentioned.uri)).not.toHaveProperty('reply_allowed');
    expect(posts.find((p) => p.id === follower.uri)).not.toHaveProperty('reply_allowed');
  });

  test("a reply in a gated thread: the root's gate closes it too", async () => {
    const me = await signedIn();
    fake.state.saysReplyDisabled = false;
    const root = fake.addPost(ALICE.handle, { text: 'closed thread', createdAt: at(1) });
    fake.gate(root.uri, []);
    fake.addPost(BOB.handle, { text: 'a reply about sourdough', createdAt: at(2), replyTo: root.uri });
    const [reply] = await provider.searchKeyword(me, 'sourdough');
    expect(reply).toMatchObject({ replied_to: { id: root.uri }, reply_allowed: false });
  });
});
