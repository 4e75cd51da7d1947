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
    const posted = await provider.postReply(me, { inReplyToId: tweets.carolMention, text });
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
      .postReply(me, { inReplyToId: tweets.carolPlain, text: 'Nice streak!' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReplyNotAllowedError);
    expect((err as Error).message).toMatch(/not been mentioned/);
    expect(requestsTo('POST /2/tweets')).toHaveLength(1);
  });

  test('a quote of the account’s post summons it: the reply goes through', async () => {
    await expect(
      provider.postReply(me, { inReplyToId: tweets.aliceQuote, text: 'Thanks!' }),
    ).resolves.toMatchObject({
      url: expect.stringContaining('https://x.com/gatling_me/status/'),
    });
  });

  test('duplicate content is bad input', async () => {
    const input = { inReplyToId: tweets.carolMention, text: 'Same words twice' };
    await provider.postReply(me, input);
    await expect(provider.postReply(me, input)).rejects.toBeInstanceOf(BadInputError);
  });

  test('a scripted 403 reply-not-allowed is ReplyNotAllowedError', async () => {
    fake.failNext('POST /2/tweets', 'reply-not-allowed');
    await expect(
      provider.postReply(me, { inReplyToId: tweets.carolMention, text: 'hello' }),
    ).rejects.toBeInstanceOf(ReplyNotAllowedError);
  });
});
