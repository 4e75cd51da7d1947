import { describe, expect, test } from 'vitest';
import { BadInputError, PlatformDownError, RateLimitedError, ReconnectNeededError } from '../errors';
import { FAKE_X } from '#test/fakes/x/data';
import { startFakeXServer } from '#test/fakes/x/server';
import { xProviderKit } from '#test/kits/x-provider';

const { users, tweets } = FAKE_X;
const { fake, provider, sleeps, logLines, makeProvider, requestsTo, expectNoSecretsLogged, myCredentials } =
  xProviderKit();

describe('failures', () => {
  const me = myCredentials();

  test('429 is RateLimitedError with the reset time from x-rate-limit-reset, without retrying', async () => {
    const resetAt = Math.floor(Date.now() / 1000) + 600;
    fake.failNext('GET /2/users/:id/tweets', 'rate-limited', { resetAt });
    const err = await provider.getUserPosts(me, users.alice.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).resetAt.getTime()).toBe(resetAt * 1000);
    expect(requestsTo('GET /2/users/:id/tweets')).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expectNoSecretsLogged(me);
  });

  test('a revoked token is ReconnectNeededError (401 from the signature check)', async () => {
    fake.revoke(me.accessToken);
    await expect(provider.getProfile(me)).rejects.toBeInstanceOf(ReconnectNeededError);
    expect(requestsTo('GET /2/users/me')[0]).toMatchObject({ status: 401, refusal: { code: 89 } });
    const logged = logLines.map((l) => JSON.parse(l) as { errorType?: string; msg: string });
    expect(logged).toContainEqual(expect.objectContaining({ errorType: 'ReconnectNeededError' }));
    expect(logged.some((l) => /unexpected/.test(l.msg))).toBe(false);
    expectNoSecretsLogged(me);
  });

  test('a scripted 401, and a 403 naming an invalid token, are ReconnectNeededError', async () => {
    fake.failNext('GET /2/users/by', 'token-revoked');
    await expect(provider.getUsersByUsernames(me, ['alice_dev'])).rejects.toBeInstanceOf(
      ReconnectNeededError,
    );
    fake.failNext('GET /2/users/me', {
      status: 403,
      body: { errors: [{ code: 89, message: 'Invalid or expired token.' }] },
    });
    await expect(provider.getProfile(me)).rejects.toBeInstanceOf(ReconnectNeededError);
  });

  test('a 400 is BadInputError with X’s detail', async () => {
    await expect(provider.searchRecent(me, '   ')).rejects.toThrow(BadInputError);
    await expect(provider.searchRecent(me, '   ')).rejects.toThrow(/query/);
  });

  test('a 503 once is retried and the call succeeds, each try freshly signed', async () => {
    fake.failNext('GET /2/tweets/search/recent', 'unavailable');
    const posts = await provider.searchRecent(me, '@gatling_me');
    expect(posts).toHaveLength(1);
    const calls = requestsTo('GET /2/tweets/search/recent');
    expect(calls.map((c) => c.status)).toEqual([503, 200]);
    expect(calls.every((c) => c.refusal === undefined)).toBe(true);
    expect(sleeps).toHaveLength(1);
  });

  test('503 every time is PlatformDownError after a bounded number of tries', async () => {
    fake.failNext('GET /2/users/me', 'unavailable', { times: Infinity });
    await expect(provider.getProfile(me)).rejects.toBeInstanceOf(PlatformDownError);
    expect(requestsTo('GET /2/users/me')).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect(Math.max(...sleeps)).toBeLessThanOrEqual(3_000);
  });

  test('a reply is never sent twice: a 503 on posting is PlatformDownError at once', async () => {
    fake.failNext('POST /2/tweets', 'unavailable', { times: Infinity });
    await expect(
      provider.postReply(me, { inReplyToId: tweets.carolMention, text: 'once only', key: 'reply-1' }),
    ).rejects.toBeInstanceOf(PlatformDownError);
    expect(requestsTo('POST /2/tweets')).toHaveLength(1);
  });

  test('an unreachable X is PlatformDownError', async () => {
    const closed = await startFakeXServer();
    await closed.close();
    const unreachable = makeProvider({ baseUrl: closed.url });
    await expect(unreachable.getProfile(me)).rejects.toBeInstanceOf(PlatformDownError);
    expect(sleeps).toHaveLength(2);
  });
});
