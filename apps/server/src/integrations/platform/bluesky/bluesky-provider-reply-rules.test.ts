import { isValidTid } from '@atproto/syntax';
import { describe, expect, test } from 'vitest';
import { ALICE, BOB, blueskyProviderKit, ME } from '#test/fakes/bluesky/provider-kit';
import { BadInputError } from '../errors';
import { ReplyGatedError } from './bluesky-errors';
import { legacyReplyRecordKey, recordKeyOf } from './record-key';

const { fake, provider, signedIn } = blueskyProviderKit();
const KEY = '9a1f7c3e-2b4d-4e6f-8a0b-1c2d3e4f5a6b';
const APPROVED = '2026-03-14T09:26:53.589Z';

const S32 = '234567abcdefghijklmnopqrstuvwxyz';
/** The time (ms) a TID record key says. */
const tidTime = (key: string) =>
  Number([...key.slice(0, 11)].reduce((n, c) => n * 32n + BigInt(S32.indexOf(c)), 0n) / 1000n);

const written = () =>
  fake.received
    .filter((r) => r.nsid === 'com.atproto.repo.putRecord')
    .map((r) => (r.body as { record: Record<string, unknown> }).record);

describe('a thread whose gate leaves the account out', () => {
  test('is refused before anything is written, saying why', async () => {
    const me = await signedIn();
    const closed = fake.addPost(ALICE.handle, { text: 'Only people I follow, please' });
    fake.gate(closed.uri, ['following']);
    const err = await provider
      .postReply(me, { inReplyToId: closed.uri, text: 'Hello!', key: KEY })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReplyGatedError);
    expect(err).toBeInstanceOf(BadInputError);
    expect((err as Error).message).toMatch(/lets only some accounts reply.*not posted/);
    expect(written()).toEqual([]);

    // Once the author follows the account, the same reply goes out.
    fake.follow(ALICE.handle, ME.handle);
    await expect(
      provider.postReply(me, { inReplyToId: closed.uri, text: 'Hello!', key: KEY }),
    ).resolves.toMatchObject({ id: expect.stringContaining(me.userId) });
  });

  test('deep in a thread, the root decides: read from the root when the AppView does not say', async () => {
    const me = await signedIn();
    fake.state.saysReplyDisabled = false;
    const root = fake.addPost(ALICE.handle, { text: 'Nobody replies here' });
    fake.gate(root.uri, []);
    const middle = fake.addPost(ALICE.handle, { text: 'Still me', replyTo: root.uri });
    await expect(
      provider.postReply(me, { inReplyToId: middle.uri, text: 'But I would like to', key: KEY }),
    ).rejects.toBeInstanceOf(ReplyGatedError);
    expect(fake.calls.filter((c) => c === 'app.bsky.feed.getPosts')).toHaveLength(2);
    expect(written()).toEqual([]);
  });

  test('a reply an earlier attempt posted before the gate came is that attempt: never refused', async () => {
    const me = await signedIn();
    const target = fake.addPost(ALICE.handle, { text: 'Open for now' });
    const input = { inReplyToId: target.uri, text: 'Quick one', key: KEY, keyTime: APPROVED };
    const first = await provider.postReply(me, input);
    fake.gate(target.uri, []);
    await expect(provider.postReply(me, input)).resolves.toEqual(first);
  });
});

describe('the language of a reply', () => {
  test('is the language it is written in, not the post it answers', async () => {
    const me = await signedIn();
    const german = fake.addPost(BOB.handle, { text: 'Wer nutzt hier Postgres?', langs: ['de'] });
    await provider.postReply(me, {
      inReplyToId: german.uri,
      text: 'Nous aussi, depuis trois ans et sans regret.',
      key: KEY,
    });
    await provider.postReply(me, {
      inReplyToId: german.uri,
      text: 'We do, and it has been boring in the best way.',
      key: 'second-reply',
    });
    expect(written().map((r) => r.langs)).toEqual([['fr'], ['en']]);
  });

  test("a reply too short to tell takes the post's language; with neither, none is claimed", async () => {
    const me = await signedIn();
    const spanish = fake.addPost(BOB.handle, { text: '¿Alguien usa Hetzner?', langs: ['es'] });
    await provider.postReply(me, { inReplyToId: spanish.uri, text: 'Hetzner 👍', key: KEY });
    const bare = fake.addPost(BOB.handle, { text: 'Hetzner?' });
    await provider.postReply(me, { inReplyToId: bare.uri, text: '👍', key: 'other' });
    expect(written().map((r) => r.langs)).toEqual([['es'], undefined]);
  });
});

describe('the record key of a reply', () => {
  test('reads as the time the reply was approved, and is the same on every attempt', async () => {
    const me = await signedIn();
    const target = fake.addPost(ALICE.handle, { text: 'What do you deploy with?' });
    const input = { inReplyToId: target.uri, text: 'Plain systemd units.', key: KEY, keyTime: APPROVED };
    const posted = await provider.postReply(me, input);
    const rkey = recordKeyOf(posted.id) ?? '';
    expect(isValidTid(rkey)).toBe(true);
    const at = tidTime(rkey);
    expect(at).toBeGreaterThanOrEqual(Date.parse(APPROVED));
    expect(at).toBeLessThanOrEqual(Date.parse(APPROVED) + 1);

    // A second attempt (the first one's answer lost) writes nothing new and names the same post.
    await expect(provider.postReply(me, input)).resolves.toEqual(posted);
    expect(fake.records().filter((r) => r.reply?.parent === target.uri)).toHaveLength(1);
    await expect(
      provider.findOwnReplies(me, [{ key: KEY, keyTime: APPROVED, targetIds: [target.uri], text: '' }]),
    ).resolves.toEqual([posted]);
  });

  test('replies approved in the same millisecond get keys of their own, in the order of time', async () => {
    const me = await signedIn();
    const target = fake.addPost(ALICE.handle, { text: 'Busy thread' });
    const ids = [];
    for (const key of ['a-1', 'a-2', 'a-3']) {
      ids.push(
        (await provider.postReply(me, { inReplyToId: target.uri, text: key, key, keyTime: APPROVED })).id,
      );
    }
    expect(new Set(ids).size).toBe(3);
    const later = await provider.postReply(me, {
      inReplyToId: target.uri,
      text: 'later',
      key: 'a-0',
      keyTime: '2026-03-14T09:26:54.000Z',
    });
    const keys = ids.map((id) => recordKeyOf(id) ?? '');
    for (const key of keys) expect(key < (recordKeyOf(later.id) ?? '')).toBe(true);
  });

  test('a reply posted before keys carried the time is still found, so it is never posted twice', async () => {
    const me = await signedIn();
    const target = fake.addPost(ALICE.handle, { text: 'Old thread' });
    // An attempt made before the change wrote the reply at the key of then.
    const legacy = await provider.postReply(me, { inReplyToId: target.uri, text: 'Done', key: KEY });
    expect(recordKeyOf(legacy.id)).toBe(legacyReplyRecordKey(KEY));
    await expect(
      provider.findOwnReplies(me, [{ key: KEY, keyTime: APPROVED, targetIds: [target.uri], text: 'Done' }]),
    ).resolves.toEqual([legacy]);
  });
});
