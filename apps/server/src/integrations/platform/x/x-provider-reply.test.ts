import { describe, expect, test } from 'vitest';
import { BadInputError, ReplyNotAllowedError } from '../errors';
import { FAKE_X } from '#test/fakes/x/data';
import { xProviderKit } from '#test/kits/x-provider';

const { users, tweets } = FAKE_X;
const { fake, provider, requestsTo, myCredentials } = xProviderKit();

describe('replying', () => {
  const me = myCredentials();

  test('postReply posts {text, reply} and deletePost removes it', async () => {
    const text = 'Happy to help — what are you replying to most?';
    const posted = await provider.postReply(me, { inReplyToId: tweets.carolMention, text, key: 'reply-1' });
    expect(posted.url).toBe(`https://x.com/gatling_me/status/${posted.id}`);
    const [request] = requestsTo('POST /2/tweets');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      text,
      reply: { in_reply_to_tweet_id: tweets.carolMention },
    });
    expect(fake.state.tweets.find((t) => t.id === posted.id)).toMatchObject({
      author_id: users.me.id,
      in_reply_to_user_id: users.carol.id,
      referenced_tweets: [{ type: 'replied_to', id: tweets.carolMention }],
    });

    await provider.deletePost(me, posted.id);
    expect(requestsTo('DELETE /2/tweets/:id')[0]?.path).toBe(`/2/tweets/${posted.id}`);
    expect(fake.state.tweets.find((t) => t.id === posted.id)).toBeUndefined();
  });

  test('a reply where the author did not summon the account is ReplyNotAllowedError, sent once', async () => {
    const err = await provider
      .postReply(me, { inReplyToId: tweets.carolPlain, text: 'Nice streak!', key: 'reply-1' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReplyNotAllowedError);
    expect((err as Error).message).toMatch(/not been mentioned/);
    expect(requestsTo('POST /2/tweets')).toHaveLength(1);
  });

  test('a quote of the account’s post summons it: the reply goes through', async () => {
    await expect(
      provider.postReply(me, { inReplyToId: tweets.aliceQuote, text: 'Thanks!', key: 'reply-1' }),
    ).resolves.toMatchObject({
      url: expect.stringContaining('https://x.com/gatling_me/status/'),
    });
  });

  test('duplicate content is bad input', async () => {
    const input = { inReplyToId: tweets.carolMention, text: 'Same words twice', key: 'reply-1' };
    await provider.postReply(me, input);
    await expect(provider.postReply(me, input)).rejects.toBeInstanceOf(BadInputError);
  });

  /** One query's answer of findOwnReplies. */
  const findOne = async (query: { targetIds: string[]; text: string; key: string }) =>
    (await provider.findOwnReplies(me, [query]))[0];

  test('findOwnReplies reads the own posts since the oldest target and picks the reply carrying the text', async () => {
    const none = await findOne({
      targetIds: [tweets.carolMention],
      text: 'Not yet',
      key: 'r1',
    });
    expect(none).toBeNull();
    const [read] = requestsTo('GET /2/users/:id/tweets');
    expect(read?.path).toBe(`/2/users/${users.me.id}/tweets`);
    expect(read?.query).toMatchObject({ since_id: tweets.carolMention, max_results: '100' });

    const first = await provider.postReply(me, {
      inReplyToId: tweets.carolMention,
      text: 'First go at it',
      key: 'r1',
    });
    const second = await provider.postReply(me, {
      inReplyToId: tweets.aliceQuote,
      text: 'The  words   we want',
      key: 'r2',
    });
    const targetIds = [tweets.carolMention, tweets.aliceQuote];
    // The one carrying the text (spacing and case aside), whichever target it answers.
    expect(await findOne({ targetIds, text: 'the words we WANT', key: 'r2' })).toMatchObject({
      id: second.id,
      url: second.url,
    });
    // Otherwise any of the account's replies there counts: the oldest.
    expect(await findOne({ targetIds, text: 'Other words', key: 'r3' })).toMatchObject({
      id: first.id,
    });
    expect(await findOne({ targetIds: [tweets.carolPlain], text: 'First go at it', key: 'r4' })).toBeNull();
    // Several queries cost one read, since the oldest of all their targets.
    const before = requestsTo('GET /2/users/:id/tweets').length;
    const both = await provider.findOwnReplies(me, [
      { targetIds: [tweets.aliceQuote], text: 'the words we want', key: 'r5' },
      { targetIds: [tweets.carolMention], text: 'First go at it', key: 'r6' },
    ]);
    expect(both.map((found) => found?.id)).toEqual([second.id, first.id]);
    const reads = requestsTo('GET /2/users/:id/tweets').slice(before);
    expect(reads).toHaveLength(1);
    expect(reads[0]?.query).toMatchObject({
      since_id: [tweets.aliceQuote, tweets.carolMention].reduce((a, b) => (BigInt(a) < BigInt(b) ? a : b)),
    });
  });

  test('a scripted 403 reply-not-allowed is ReplyNotAllowedError', async () => {
    fake.failNext('POST /2/tweets', 'reply-not-allowed');
    await expect(
      provider.postReply(me, { inReplyToId: tweets.carolMention, text: 'hello', key: 'reply-1' }),
    ).rejects.toBeInstanceOf(ReplyNotAllowedError);
  });
});
