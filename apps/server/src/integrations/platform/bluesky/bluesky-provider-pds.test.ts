import { describe, expect, test } from 'vitest';
import { startPdsRecorder } from '#test/fakes/bluesky/pds-recorder';
import { startBlueskyFake } from '#test/fakes/bluesky/server';
import { openedForEach } from '#test/harness';
import { createLogger } from '../../../lib/logger';
import { BlueskySignInError } from './bluesky-errors';
import { createBlueskyProvider } from './bluesky-provider';

/**
 * An account hosted on its own PDS, not at the configured service: its handle leads there
 * (resolveHandle at the service, its DID document at the PLC directory), it signs in there, and
 * its stored session is resumed there. `service` plays the configured service (and the PLC
 * directory); `own` the account's PDS at https://pds.example.org, reached through the pinned path.
 */
const CAROL = {
  handle: 'carol.example.org',
  password: 'carol-account',
  appPasswords: ['caro-lown-pdsa-pass'],
  displayName: 'Carol',
};
const PDS = 'https://pds.example.org';
const PUBLIC_V4 = '93.184.215.14';

const service = openedForEach(() => startBlueskyFake());
const own = openedForEach(() => startBlueskyFake({ accounts: [CAROL], did: 'did:web:pds.example.org' }));
const recorder = openedForEach(() => startPdsRecorder());

/** What reached the account's PDS, by URL; answered by `own` as if it were there. */
function providerReaching(target: () => string) {
  const sent: string[] = [];
  const provider = createBlueskyProvider({
    serviceUrl: service.url,
    plcUrl: service.url,
    logger: createLogger('silent'),
    sleep: async () => undefined,
    pdsNetwork: {
      resolve: async () => [{ address: PUBLIC_V4, family: 4 }],
      send: async (request) => {
        sent.push(request.url);
        const url = new URL(request.url);
        return fetch(`${target()}${url.pathname}${url.search}`, {
          method: request.method,
          headers: request.headers,
          body: request.body ? await request.arrayBuffer() : undefined,
        });
      },
    },
  });
  return { provider, sent };
}

const carolDid = () => own.state.accounts[0]!.did;

describe('an account on its own PDS', () => {
  test('signs in there, found from its handle, and its calls go there afterwards', async () => {
    own.namePds(PDS);
    service.hostElsewhere(CAROL.handle, carolDid(), PDS);
    const { provider, sent } = providerReaching(() => own.url);
    const { credentials, profile } = await provider.signIn({
      identifier: `@${CAROL.handle}`,
      password: CAROL.appPasswords[0]!,
    });
    expect(credentials).toMatchObject({ userId: carolDid(), username: CAROL.handle });
    expect(profile).toMatchObject({ username: CAROL.handle, name: 'Carol' });
    // The service did not know the account: it resolved the handle and served the DID document.
    expect(service.calls).toEqual([
      'com.atproto.server.createSession',
      'com.atproto.identity.resolveHandle',
      'com.atproto.repo.describeRepo',
      `plc:${carolDid()}`,
    ]);
    expect(own.calls).toEqual(['com.atproto.server.createSession', 'app.bsky.actor.getProfile']);
    expect(sent[0]).toBe(`${PDS}/xrpc/com.atproto.server.createSession`);

    // A later call resumes the stored session at that PDS, never at the service.
    own.addPost(CAROL.handle, { text: 'self-hosting notes' });
    const posts = await provider.searchKeyword(credentials, 'self-hosting');
    expect(posts.map((p) => p.text)).toEqual(['self-hosting notes']);
    expect(sent.at(-1)).toMatch(new RegExp(`^${PDS}/xrpc/app\\.bsky\\.feed\\.searchPosts\\?`));
    // The service was only asked its own DID, to tell that the session is not its own.
    expect(service.calls.slice(4)).toEqual(['com.atproto.server.describeServer']);
  });

  test('a DID document naming a PDS on this machine: refused, and nothing is sent there', async () => {
    service.hostElsewhere(CAROL.handle, carolDid(), recorder.url);
    const { provider, sent } = providerReaching(() => own.url);
    const err = await provider
      .signIn({ identifier: CAROL.handle, password: CAROL.appPasswords[0]! })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BlueskySignInError);
    expect((err as BlueskySignInError).reason).toBe('pds_not_allowed');
    expect(recorder.received).toEqual([]);
    expect(sent).toEqual([]);
  });

  test('a DID document that does not name the handle back: the sign-in is refused as typed', async () => {
    // The handle resolves to Carol's DID, but the document names another handle (the first one).
    service.hostElsewhere('someone-else.example.org', carolDid(), PDS);
    service.hostElsewhere(CAROL.handle, carolDid(), PDS);
    const { provider, sent } = providerReaching(() => own.url);
    const err = await provider
      .signIn({ identifier: CAROL.handle, password: CAROL.appPasswords[0]! })
      .catch((e: unknown) => e);
    expect((err as BlueskySignInError).reason).toBe('wrong_password');
    expect(sent).toEqual([]);
  });

  test('a service reached at another address than the name it gives itself: resumed there all the same', async () => {
    // As with a proxy in front of a PDS, or a PDS on a private address: its tokens name its DID.
    const named = await startBlueskyFake({ accounts: [CAROL], did: 'did:web:pds.internal.example' });
    try {
      const { sent } = providerReaching(() => own.url);
      const provider = createBlueskyProvider({
        serviceUrl: named.url,
        logger: createLogger('silent'),
        sleep: async () => undefined,
        pdsNetwork: { send: async () => Promise.reject(new Error('nothing goes elsewhere')) },
      });
      const { credentials } = await provider.signIn({
        identifier: CAROL.handle,
        password: CAROL.appPasswords[0]!,
      });
      named.addPost(CAROL.handle, { text: 'behind a proxy' });
      await provider.searchKeyword(credentials, 'proxy');
      await provider.searchKeyword(credentials, 'proxy');
      // Its DID was asked once, and every call stayed at the configured address.
      expect(named.calls.filter((c) => c === 'com.atproto.server.describeServer')).toHaveLength(1);
      expect(named.calls.filter((c) => c === 'app.bsky.feed.searchPosts')).toHaveLength(2);
      expect(sent).toEqual([]);
    } finally {
      await named.close();
    }
  });

  test('a wrong password for an account the service holds: refused as typed, no directory asked', async () => {
    const { provider, sent } = providerReaching(() => own.url);
    const me = service.state.accounts[0]!;
    const err = await provider
      .signIn({ identifier: me.handle, password: 'not-the-app-password' })
      .catch((e: unknown) => e);
    expect((err as BlueskySignInError).reason).toBe('wrong_password');
    expect(service.calls).toEqual([
      'com.atproto.server.createSession',
      'com.atproto.identity.resolveHandle',
      'com.atproto.repo.describeRepo',
    ]);
    expect(sent).toEqual([]);
  });

  test('an account the service holds signs in there, as before, with nothing resolved', async () => {
    const { provider, sent } = providerReaching(() => own.url);
    const me = service.state.accounts[0]!;
    await provider.signIn({ identifier: me.handle, password: me.appPasswords[0]! });
    expect(service.calls).toEqual(['com.atproto.server.createSession', 'app.bsky.actor.getProfile']);
    expect(sent).toEqual([]);
  });
});
