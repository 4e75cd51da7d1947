import { describe, expect, test } from 'vitest';
import { ReconnectNeededError } from '../errors';
import { FAKE_X } from '#test/fakes/x/data';
import { xProviderKit } from '#test/kits/x-provider';

const CALLBACK = 'http://localhost:3000/api/connections/twitter/callback';
const { users } = FAKE_X;
const { fake, provider, makeProvider, requestsTo, expectNoSecretsLogged } = xProviderKit();

describe('connecting (OAuth 1.0a three-legged, through the real client)', () => {
  test('request token → authorize page → verifier → access token and profile', async () => {
    expect(provider.kind).toBe('live');
    expect(provider.id).toBe('twitter');
    const start = await provider.startConnect(CALLBACK);
    expect(start.authorizationUrl).toBe(
      `${fake.url}/oauth/authorize?oauth_token=${encodeURIComponent(start.requestToken)}`,
    );
    expect(start.requestSecret).toBe(fake.state.requestTokens.get(start.requestToken)?.secret);
    const [tokenRequest] = requestsTo('POST /oauth/request_token');
    expect(new URLSearchParams(tokenRequest?.body).get('oauth_callback')).toBe(CALLBACK);

    // The browser's visit: X redirects back to the callback with the verifier.
    const visit = await fetch(start.authorizationUrl, { redirect: 'manual' });
    expect(visit.status).toBe(302);
    const back = new URL(visit.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('oauth_token')).toBe(start.requestToken);
    const verifier = back.searchParams.get('oauth_verifier') ?? '';

    const { credentials, profile } = await provider.finishConnect({
      requestToken: start.requestToken,
      requestSecret: start.requestSecret,
      verifier,
    });
    expect(credentials).toMatchObject({ userId: users.me.id, username: 'gatling_me' });
    expect(fake.state.accessTokens.get(credentials.accessToken)).toEqual({
      secret: credentials.accessSecret,
      userId: users.me.id,
    });
    expect(profile).toEqual({
      id: users.me.id,
      username: 'gatling_me',
      name: 'Gatling Me',
      avatar_url: users.me.profile_image_url,
      followers: 1520,
      following: 180,
      description: 'Replies worth reading.',
    });
    // Every signed call passed the fake's signature check.
    expect(fake.state.requests.filter((r) => r.refusal)).toEqual([]);

    // The request token is spent: the same verifier cannot be exchanged twice.
    await expect(
      provider.finishConnect({
        requestToken: start.requestToken,
        requestSecret: start.requestSecret,
        verifier,
      }),
    ).rejects.toBeInstanceOf(ReconnectNeededError);
    expectNoSecretsLogged(credentials);
  });

  test('when X is down right after the token exchange, the access is kept with the login’s identity', async () => {
    const start = await provider.startConnect(CALLBACK);
    const visit = await fetch(start.authorizationUrl, { redirect: 'manual' });
    const verifier = new URL(visit.headers.get('location') ?? '').searchParams.get('oauth_verifier') ?? '';
    fake.failNext('GET /2/users/me', 'unavailable', { times: Infinity });
    const { credentials, profile } = await provider.finishConnect({ ...start, verifier });
    expect(credentials).toMatchObject({ userId: users.me.id, username: 'gatling_me' });
    expect(fake.state.accessTokens.has(credentials.accessToken)).toBe(true);
    expect(profile).toEqual({
      id: users.me.id,
      username: 'gatling_me',
      name: 'gatling_me',
      avatar_url: null,
      followers: null,
      following: null,
      description: null,
    });
  });

  test('a wrong verifier is refused', async () => {
    const start = await provider.startConnect(CALLBACK);
    await fetch(start.authorizationUrl, { redirect: 'manual' });
    const attempt = provider.finishConnect({ ...start, verifier: 'not-the-verifier' });
    await expect(attempt).rejects.toBeInstanceOf(ReconnectNeededError);
    await expect(attempt).rejects.toThrow(/Invalid oauth_verifier/);
  });

  test('an app secret X does not know is refused at the request-token step', async () => {
    const wrongKeys = makeProvider({ appSecret: 'not-the-secret' });
    await expect(wrongKeys.startConnect(CALLBACK)).rejects.toBeInstanceOf(ReconnectNeededError);
    expect(requestsTo('POST /oauth/request_token')[0]?.refusal).toEqual({
      code: 32,
      message: 'Could not authenticate you.',
    });
  });
});
