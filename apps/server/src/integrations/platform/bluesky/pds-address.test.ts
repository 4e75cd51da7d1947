import { describe, expect, test, vi } from 'vitest';
import { blueskyProviderKit, ME } from '#test/fakes/bluesky/provider-kit';
import { closedPort, startPdsRecorder } from '#test/fakes/bluesky/pds-recorder';
import { openedForEach } from '#test/harness';
import { createLogger } from '../../../lib/logger';
import { BlueskySignInError } from './bluesky-errors';
import { createBlueskyProvider } from './bluesky-provider';
import { checkPdsAddress, PdsAddressRefusedError, type TResolve } from './pds-address';
import { pdsFetch } from './pds-fetch';

const PUBLIC_V4 = '93.184.215.14';
const PUBLIC_V6 = '2606:2800:21f:cb07:6820:80da:af6b:8b2c';
const resolvesTo =
  (...addresses: string[]): TResolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const refusal = (url: string, resolve: TResolve = resolvesTo(PUBLIC_V4)) =>
  checkPdsAddress(new URL(url), resolve).then(
    () => 'allowed',
    (err: unknown) => (err instanceof PdsAddressRefusedError ? err.reason : String(err)),
  );

describe('checkPdsAddress', () => {
  test('https only, and no credentials in the address', async () => {
    expect(await refusal('http://pds.example.com')).toBe('not_https');
    expect(await refusal('ws://pds.example.com')).toBe('not_https');
    expect(await refusal('https://user:pw@pds.example.com')).toBe('credentials');
    expect(await refusal('https://pds.example.com')).toBe('allowed');
  });

  test('a name is resolved, and every address it has must be public; the first is the one pinned', async () => {
    expect(
      await checkPdsAddress(new URL('https://pds.example.com'), resolvesTo(PUBLIC_V4, '1.1.1.1')),
    ).toEqual({
      address: PUBLIC_V4,
      family: 4,
    });
    expect(await checkPdsAddress(new URL('https://pds.example.com:2583'), resolvesTo(PUBLIC_V6))).toEqual({
      address: PUBLIC_V6,
      family: 6,
    });
    for (const inward of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '::1',
      '::ffff:192.168.0.1',
      'fd00::5',
    ]) {
      expect(await refusal('https://pds.example.com', resolvesTo(inward)), inward).toBe('not_public');
    }
    // A name that also points inward is refused, whichever address would have been used.
    expect(await refusal('https://pds.example.com', resolvesTo(PUBLIC_V4, '10.0.0.1'))).toBe('not_public');
    expect(await refusal('https://pds.example.com', resolvesTo())).toBe('unresolved');
    const failing: TResolve = () => Promise.reject(new Error('ENOTFOUND'));
    expect(await refusal('https://pds.example.com', failing)).toBe('unresolved');
  });

  test('an address written as an IP is judged as it is, in any spelling the URL parser reads, without DNS', async () => {
    const resolve = vi.fn(resolvesTo(PUBLIC_V4));
    for (const raw of [
      'https://127.0.0.1:2583',
      'https://127.1',
      'https://2130706433',
      'https://0x7f000001',
      'https://0177.0.0.1',
      'https://[::1]',
      'https://[::ffff:127.0.0.1]',
      'https://[fe80::1]',
      'https://100.64.0.1',
      'https://0.0.0.0',
    ]) {
      expect(await refusal(raw, resolve), raw).toBe('not_public');
    }
    expect(await checkPdsAddress(new URL(`https://${PUBLIC_V4}`), resolve)).toEqual({
      address: PUBLIC_V4,
      family: 4,
    });
    expect(resolve).not.toHaveBeenCalled();
  });
});

describe('pdsFetch, the one way out of a Bluesky client', () => {
  const SERVICE = 'http://127.0.0.1:2583';
  const parts = (resolve: TResolve = resolvesTo(PUBLIC_V4)) => {
    const base = vi.fn(async () => new Response('{}'));
    const send = vi.fn(async () => new Response('{}'));
    const lookups = vi.fn(resolve);
    return { base, send, lookups, guard: pdsFetch(SERVICE, base, { resolve: lookups, send }) };
  };

  test('the configured service is called as it is, loopback and http included', async () => {
    const { base, send, lookups, guard } = parts();
    await guard.fetch(`${SERVICE}/xrpc/com.atproto.server.createSession`, { method: 'POST' });
    expect(base).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    expect(lookups).not.toHaveBeenCalled();
  });

  test('another origin on loopback is refused before anything is sent', async () => {
    const { base, send, guard } = parts();
    for (const url of [
      'http://127.0.0.1:2584/xrpc/x',
      'https://127.0.0.1:2583/xrpc/x',
      'http://localhost:2583/xrpc/x',
    ]) {
      await expect(guard.fetch(new Request(url)), url).rejects.toBeInstanceOf(PdsAddressRefusedError);
    }
    expect(base).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  test('an allowed PDS is reached at the checked address; checked once until a recheck', async () => {
    const { base, send, lookups, guard } = parts();
    const request = new Request('https://pds.example.com/xrpc/app.bsky.actor.getProfile', {
      headers: { authorization: 'Bearer t' },
    });
    await guard.fetch(request);
    await guard.fetch('https://pds.example.com/xrpc/app.bsky.feed.searchPosts');
    expect(base).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(2);
    const [sent, pin] = send.mock.calls[0] as unknown as [Request, unknown];
    expect(sent.url).toBe('https://pds.example.com/xrpc/app.bsky.actor.getProfile');
    expect(sent.headers.get('authorization')).toBe('Bearer t');
    expect(pin).toEqual({ address: PUBLIC_V4, family: 4 });
    expect(lookups).toHaveBeenCalledTimes(1);
    guard.recheck();
    await guard.fetch('https://pds.example.com/xrpc/app.bsky.feed.searchPosts');
    expect(lookups).toHaveBeenCalledTimes(2);
  });
});

describe('the Bluesky provider and the PDS a DID document names', () => {
  const kit = blueskyProviderKit();
  const recorder = openedForEach(() => startPdsRecorder());
  const signInError = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (err: unknown) => err,
    );

  test('sign-in: a PDS on another loopback port is refused, open or closed; nothing is sent there', async () => {
    for (const pds of [
      recorder.url,
      `http://127.0.0.1:${await closedPort()}`,
      `https://localhost:${await closedPort()}`,
    ]) {
      kit.fake.namePds(pds);
      const err = await signInError(
        kit.provider.signIn({ identifier: ME.handle, password: ME.appPasswords[0]! }),
      );
      expect(err, pds).toBeInstanceOf(BlueskySignInError);
      expect((err as BlueskySignInError).reason).toBe('pds_not_allowed');
      expect((err as BlueskySignInError).cause).toBeInstanceOf(PdsAddressRefusedError);
    }
    expect(recorder.received).toEqual([]);
    // Each session the sign-ins made was ended at the service; none is left working.
    expect(kit.fake.liveSessions(ME.handle)).toBe(0);
    expect(kit.fake.calls.filter((c) => c === 'com.atproto.server.deleteSession')).toHaveLength(3);
    expect(kit.fake.calls).not.toContain('app.bsky.actor.getProfile');
    expect(kit.sleeps).toEqual([]);
  });

  test('sign-in: a PDS that is the configured service works as before', async () => {
    kit.fake.namePds(kit.fake.url);
    const credentials = await kit.signedIn();
    expect(credentials.userId).toMatch(/^did:/);
    expect(kit.fake.calls).toContain('app.bsky.actor.getProfile');
  });

  test('a refresh naming a PDS on loopback: the call fails as refused, at once; nothing is sent there', async () => {
    const credentials = await kit.signedIn();
    kit.fake.namePds(recorder.url);
    kit.fake.expireAccessTokens();
    const before = kit.fake.calls.length;
    const err = await signInError(kit.provider.searchKeyword(credentials, 'invoices'));
    expect(err).toBeInstanceOf(PdsAddressRefusedError);
    expect(recorder.received).toEqual([]);
    // The expired call went to the service once, the refresh too, and no retry followed.
    expect(kit.fake.calls.slice(before)).toEqual([
      'app.bsky.feed.searchPosts',
      'com.atproto.server.refreshSession',
      'com.atproto.server.getSession',
    ]);
    expect(kit.sleeps).toEqual([]);
    // The rotated tokens are kept: they belong to the service, and the old ones are spent.
    expect(kit.persisted).toHaveLength(1);
  });

  test('a PDS at a public https address is followed, connected at the address that was checked', async () => {
    const sent: { url: string; authorization: string | null; pin: unknown }[] = [];
    const provider = createBlueskyProvider({
      serviceUrl: kit.fake.url,
      logger: createLogger('silent'),
      sleep: async () => undefined,
      pdsNetwork: {
        resolve: resolvesTo(PUBLIC_V4),
        // Stands in for the network: what reaches pds.example.com is answered by the fake.
        send: async (request, pin) => {
          sent.push({ url: request.url, authorization: request.headers.get('authorization'), pin });
          const url = new URL(request.url);
          return fetch(`${kit.fake.url}${url.pathname}${url.search}`, {
            method: request.method,
            headers: request.headers,
            body: request.body ? await request.arrayBuffer() : undefined,
          });
        },
      },
    });
    kit.fake.namePds('https://pds.example.com');
    const { credentials, profile } = await provider.signIn({
      identifier: ME.handle,
      password: ME.appPasswords[0]!,
    });
    expect(profile.username).toBe(ME.handle);
    expect(sent).toEqual([
      {
        url: `https://pds.example.com/xrpc/app.bsky.actor.getProfile?actor=${encodeURIComponent(credentials.userId)}`,
        authorization: `Bearer ${credentials.accessToken}`,
        pin: { address: PUBLIC_V4, family: 4 },
      },
    ]);
  });
});
