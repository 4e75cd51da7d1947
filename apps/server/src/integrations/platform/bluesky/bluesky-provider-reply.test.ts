import { describe, expect, test } from 'vitest';
import { ALICE, BOB, blueskyProviderKit } from '#test/fakes/bluesky/provider-kit';
import { BadInputError, PlatformDownError } from '../errors';
import { replyRecordKey } from './record-key';

const { fake, provider, signedIn, paramsOf } = blueskyProviderKit();
const KEY = '5d0c7a52-3b1e-4f7e-9d55-0c1e2f3a4b5c';

function putRecordBodies() {
  return fake.received
    .filter((r) => r.nsid === 'com.atproto.repo.putRecord')
    .map((r) => r.body as Record<string, unknown>);
}

describe('replying exactly once', () => {
  test('the reply is a post whose key comes from the reply id, written only if absent', async () => {
    const me = await signedIn();
    const target = fake.addPost(ALICE.handle, { text: 'Anyone shipping on weekends?' });
    const posted = await provider.postReply(me, {
      inReplyToId: target.uri,
      text: 'Every Saturday morning.',
      key: KEY,
    });

    const rkey = replyRecordKey(KEY);
    expect(posted.id).toBe(`at://${me.userId}/app.bsky.feed.post/${rkey}`);
    // By the DID, not the handle: a handle can change, and the link in Sent must keep working.
    expect(posted.url).toBe(`https://bsky.app/profile/${me.userId}/post/${rkey}`);
    const [body] = putRecordBodies();
    expect(body).toMatchObject({ repo: me.userId, collection: 'app.bsky.feed.post', rkey, swapRecord: null });
    expect(body!.record).toMatchObject({
      $type: 'app.bsky.feed.post',
      text: 'Every Saturday morning.',
      reply: { root: target, parent: target },
    });
    expect(fake.records().filter((r) => r.reply?.parent === target.uri)).toEqual([
      { uri: posted.id, text: 'Every Saturday morning.', reply: { root: target.uri, parent: target.uri } },
    ]);
  });

  test('the same key twice: one post, and the second answer names it', async () => {
    const me = await signedIn();
    const target = fake.addPost(ALICE.handle, { text: 'What is your stack?' });
    const input = { inReplyToId: target.uri, text: 'Postgres and boring code.', key: KEY };
    const first = await provider.postReply(me, input);
    const second = await provider.postReply(me, input);
    expect(second).toEqual(first);
    expect(fake.records().filter((r) => r.reply?.parent === target.uri)).toHaveLength(1);
    expect(fake.calls).toContain('com.atproto.repo.getRecord');
    await expect(
      provider.findOwnReplies(me, [
        { key: KEY, targetIds: [target.uri], text: input.text },
        { key: 'never-posted', targetIds: [target.uri], text: input.text },
      ]),
    ).resolves.toEqual([first, null]);
  });

  test('findOwnReplies is null when the key never posted', async () => {
    const me = await signedIn();
    await expect(
      provider.findOwnReplies(me, [{ key: 'never-posted', targetIds: [], text: 'x' }]),
    ).resolves.toEqual([null]);
  });

  test('a reply deep in a thread keeps the thread root', async () => {
    const me = await signedIn();
    const root = fake.addPost(ALICE.handle, { text: 'Root post' });
    const middle = fake.addPost(BOB.handle, { text: 'Middle', replyTo: root.uri });
    await provider.postReply(me, { inReplyToId: middle.uri, text: 'Agreed', key: KEY });
    expect(putRecordBodies()[0]!.record).toMatchObject({ reply: { root, parent: middle } });
  });

  test('a server error on the write is not retried: its outcome is unknown', async () => {
    const me = await signedIn();
    const target = fake.addPost(ALICE.handle, { text: 'Ping' });
    fake.failNext('com.atproto.repo.putRecord', 502);
    await expect(
      provider.postReply(me, { inReplyToId: target.uri, text: 'Pong', key: KEY }),
    ).rejects.toBeInstanceOf(PlatformDownError);
    expect(putRecordBodies()).toHaveLength(1);
  });

  test('a post that is gone is bad input, and nothing is written', async () => {
    const me = await signedIn();
    const gone = `at://${me.userId}/app.bsky.feed.post/3kzzzzzzzzz22`;
    await expect(provider.postReply(me, { inReplyToId: gone, text: 'Hi', key: KEY })).rejects.toBeInstanceOf(
      BadInputError,
    );
    expect(putRecordBodies()).toHaveLength(0);
  });

  test('300 graphemes post; 301 are refused before any call', async () => {
    const me = await signedIn();
    const target = fake.addPost(ALICE.handle, { text: 'Long answers welcome' });
    const family = '👨‍👩‍👧';
    await expect(
      provider.postReply(me, { inReplyToId: target.uri, text: '🙂'.repeat(300), key: KEY }),
    ).resolves.toMatchObject({ id: expect.any(String) });
    const before = fake.calls.length;
    const err = await provider
      .postReply(me, { inReplyToId: target.uri, text: 'a'.repeat(301), key: 'other' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadInputError);
    expect((err as Error).message).toMatch(/301 characters.*300/);
    expect(fake.calls.length).toBe(before);
    expect(provider.replyLength.max).toBe(300);
    expect(provider.replyLength.measure(family)).toBe(1);
    // 200 family emoji are 200 graphemes but 3600 bytes: over Bluesky's byte limit.
    await expect(
      provider.postReply(me, { inReplyToId: target.uri, text: family.repeat(200), key: 'third' }),
    ).rejects.toThrow(/3000-byte/);
    expect(fake.calls.length).toBe(before);
  });

  test('a mention and a link become facets; an unknown handle stays text', async () => {
    const me = await signedIn();
    const target = fake.addPost(ALICE.handle, { text: 'Recommend a tool?' });
    const text = `Ask @${BOB.handle} or @nobody.example.com, see https://example.com/guide`;
    await provider.postReply(me, { inReplyToId: target.uri, text, key: KEY });
    const facets = (putRecordBodies()[0]!.record as { facets: unknown[] }).facets;
    const bob = fake.state.accounts[2]!.did;
    const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
    expect(facets).toHaveLength(2);
    expect(facets).toMatchObject([
      {
        index: { byteStart: bytes('Ask '), byteEnd: bytes(`Ask @${BOB.handle}`) },
        features: [{ $type: 'app.bsky.richtext.facet#mention', did: bob }],
      },
      {
        index: { byteStart: text.indexOf('https'), byteEnd: text.length },
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: 'https://example.com/guide' }],
      },
    ]);
    expect(
      paramsOf('com.atproto.identity.resolveHandle')
        .map((p) => p.handle)
        .sort(),
    ).toEqual([BOB.handle, 'nobody.example.com']);
  });

  test('deletePost removes the record', async () => {
    const me = await signedIn();
    const target = fake.addPost(ALICE.handle, { text: 'Delete me later' });
    const posted = await provider.postReply(me, { inReplyToId: target.uri, text: 'Oops', key: KEY });
    await provider.deletePost(me, posted.id);
    expect(fake.records().map((r) => r.uri)).not.toContain(posted.id);
    await expect(provider.findOwnReplies(me, [{ key: KEY, targetIds: [], text: '' }])).resolves.toEqual([
      null,
    ]);
    await expect(provider.deletePost(me, target.uri)).rejects.toBeInstanceOf(BadInputError);
  });

  test('replies go through the API anywhere; the intent is the compose page', () => {
    expect(provider.intentUrl('at://x', 'Hi & bye')).toBe(
      'https://bsky.app/intent/compose?text=Hi%20%26%20bye',
    );
  });
});
