import { describe, expect, test } from 'vitest';
import { ALICE, blueskyProviderKit, ME } from '#test/fakes/bluesky/provider-kit';
import { startBlueskyFake } from '#test/fakes/bluesky/server';
import { PlatformDownError, ReconnectNeededError } from '../errors';
import { BlueskySignInError } from './bluesky-errors';

const { fake, provider, makeProvider, persisted, signedIn, expectNoSecretsLogged, logLines } =
  blueskyProviderKit();

describe('signing in', () => {
  test('an app password connects: the session tokens, the DID and the profile', async () => {
    const { credentials, profile } = await provider.signIn({
      identifier: `@${ME.handle.toUpperCase()}`,
      password: ME.appPasswords[0]!,
    });
    const did = fake.state.accounts[0]!.did;
    expect(credentials).toMatchObject({ userId: did, username: ME.handle });
    expect(credentials.accessToken.split('.')).toHaveLength(3);
    expect(credentials.accessSecret).not.toBe(credentials.accessToken);
    expect(profile).toEqual({
      id: did,
      username: ME.handle,
      name: 'Gatling Me',
      avatar_url: expect.stringContaining(did),
      followers: 120,
      following: 10,
      description: 'Building in public.',
    });
    expect(fake.calls).toEqual(['com.atproto.server.createSession', 'app.bsky.actor.getProfile']);
    expect(provider.serviceUrl).toBe(fake.url);
  });

  test('the e-mail works as the identifier', async () => {
    const { credentials } = await provider.signIn({ identifier: ME.email!, password: ME.appPasswords[0]! });
    expect(credentials.username).toBe(ME.handle);
  });

  test('a wrong password is BlueskySignInError wrong_password, with a sentence saying what to do', async () => {
    const err = await provider
      .signIn({ identifier: ME.handle, password: 'nope-nope-nope-nope' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BlueskySignInError);
    expect((err as BlueskySignInError).reason).toBe('wrong_password');
    expect((err as Error).message).toMatch(/app password/);
  });

  test('the account password is refused and its session ended at once', async () => {
    const err = await provider
      .signIn({ identifier: ME.handle, password: ME.password })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BlueskySignInError);
    expect((err as BlueskySignInError).reason).toBe('account_password');
    expect(fake.calls).toEqual(['com.atproto.server.createSession', 'com.atproto.server.deleteSession']);
    expect(fake.liveSessions(ME.handle)).toBe(0);
    expectNoSecretsLogged(ME.password);
  });

  test('suspended and deactivated accounts are refused, saying so', async () => {
    const custom = await startBlueskyFake({
      accounts: [
        { handle: 'gone.example.com', password: 'p', appPasswords: ['app1'], status: 'takendown' },
        { handle: 'asleep.example.com', password: 'p', appPasswords: ['app2'], status: 'deactivated' },
      ],
    });
    try {
      const other = makeProvider({ serviceUrl: custom.url });
      const reason = (identifier: string, password: string) =>
        other.signIn({ identifier, password }).catch((e: unknown) => (e as BlueskySignInError).reason);
      await expect(reason('gone.example.com', 'app1')).resolves.toBe('takendown');
      await expect(reason('asleep.example.com', 'app2')).resolves.toBe('deactivated');
      expect(custom.liveSessions('asleep.example.com')).toBe(0);
    } finally {
      await custom.close();
    }
  });

  test('a service that does not answer is PlatformDownError after the retries', async () => {
    const down = makeProvider({ serviceUrl: 'http://127.0.0.1:9' });
    const err = await down
      .signIn({ identifier: ME.handle, password: ME.appPasswords[0]! })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlatformDownError);
    expectNoSecretsLogged(ME.appPasswords[0]!);
  });

  test('nothing secret is logged on a failure', async () => {
    const me = await signedIn();
    fake.failNext('app.bsky.actor.getProfile', 500, 5);
    await expect(provider.getProfile(me)).rejects.toBeInstanceOf(PlatformDownError);
    expect(logLines.join('\n')).toMatch(/getProfile/);
    expectNoSecretsLogged(me.accessToken, me.accessSecret, ME.appPasswords[0]!);
  });
});

describe('sessions', () => {
  test('an expired access token is refreshed once, and the new tokens are stored', async () => {
    const me = await signedIn();
    fake.expireAccessTokens();
    const profile = await provider.getProfile(me);
    expect(profile.username).toBe(ME.handle);
    expect(persisted).toHaveLength(1);
    expect(persisted[0]!.accessToken).not.toBe(me.accessToken);
    expect(persisted[0]!.accessSecret).not.toBe(me.accessSecret);
    expect(fake.calls.filter((c) => c === 'com.atproto.server.refreshSession')).toHaveLength(1);

    // The next call starts from the stored tokens.
    fake.expireAccessTokens();
    const next = { ...me, ...persisted[0]! };
    await expect(provider.getProfile(next)).resolves.toMatchObject({ username: ME.handle });
    expect(logLines.join('\n')).toMatch(/session refreshed/);
    expectNoSecretsLogged(me.accessToken, me.accessSecret, next.accessToken, next.accessSecret);
  });

  test('tokens that cannot be stored are logged (without them), and the call still answers', async () => {
    const me = await signedIn();
    fake.expireAccessTokens();
    const failing = {
      ...me,
      persist: async () => {
        throw new Error('database is read-only');
      },
    };
    await expect(provider.getProfile(failing)).resolves.toMatchObject({ username: ME.handle });
    expect(logLines.join('\n')).toMatch(/could not be stored.*|database is read-only/);
    expectNoSecretsLogged(me.accessToken, me.accessSecret);
  });

  test('a refresh that fails for a passing reason is retried, not a reconnect', async () => {
    const me = await signedIn();
    fake.expireAccessTokens();
    fake.failNext('com.atproto.server.refreshSession', 503);
    await expect(provider.getProfile(me)).resolves.toMatchObject({ username: ME.handle });
    expect(fake.calls.filter((c) => c === 'com.atproto.server.refreshSession')).toHaveLength(2);
    expect(persisted).toHaveLength(1);
  });

  test('a revoked session is ReconnectNeededError, and nothing is stored', async () => {
    const me = await signedIn();
    fake.revoke(ME.handle);
    await expect(provider.getProfile(me)).rejects.toBeInstanceOf(ReconnectNeededError);
    expect(persisted).toHaveLength(0);
  });

  test('two calls refreshing the same stored session at once both succeed', async () => {
    const me = await signedIn();
    fake.expireAccessTokens();
    const [a, b] = await Promise.all([provider.getProfile(me), provider.getProfile(me)]);
    expect([a.username, b.username]).toEqual([ME.handle, ME.handle]);
    expect(persisted).toHaveLength(2);
  });

  test('the account of another user is read with its own session', async () => {
    const alice = await signedIn(ALICE);
    await expect(provider.getProfile(alice)).resolves.toMatchObject({
      username: ALICE.handle,
      name: 'Alice',
    });
  });
});
