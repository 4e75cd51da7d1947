import { beforeEach, expect } from 'vitest';
import { createLogger } from '../../../src/lib/logger';
import { createBlueskyProvider } from '../../../src/integrations/platform/bluesky/bluesky-provider';
import type { TCredentials } from '../../../src/integrations/platform/types';
import { openedForEach } from '../../harness';
import { FAKE_BLUESKY_ACCOUNTS, startBlueskyFake } from './server';

export const ME = FAKE_BLUESKY_ACCOUNTS[0]!;
export const ALICE = FAKE_BLUESKY_ACCOUNTS[1]!;
export const BOB = FAKE_BLUESKY_ACCOUNTS[2]!;

/**
 * The Bluesky provider, through @atproto/api, against a fresh fake for each test: the waits it
 * asked for (none is waited), the lines it logged, and the tokens it was asked to store.
 */
export function blueskyProviderKit() {
  const fake = openedForEach(() => startBlueskyFake());
  const sleeps: number[] = [];
  const logLines: string[] = [];
  const persisted: { accessToken: string; accessSecret: string }[] = [];
  beforeEach(() => {
    sleeps.length = 0;
    logLines.length = 0;
    persisted.length = 0;
  });

  const makeProvider = (overrides: { serviceUrl?: string; fetch?: typeof fetch } = {}) =>
    createBlueskyProvider({
      serviceUrl: overrides.serviceUrl ?? fake.url,
      fetch: overrides.fetch,
      logger: createLogger('debug', { write: (line: string) => logLines.push(line) }),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
  const provider = openedForEach(
    async () => makeProvider(),
    () => undefined,
  );

  /** The user's account, signed in with its app password; refreshed tokens are recorded. */
  const signedIn = async (account = ME): Promise<TCredentials> => {
    const { credentials } = await provider.signIn({
      identifier: account.handle,
      password: account.appPasswords[0]!,
    });
    return {
      ...credentials,
      persist: async (tokens) => {
        persisted.push(tokens);
      },
    };
  };

  const expectNoSecretsLogged = (...secrets: string[]) => {
    const text = logLines.join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
  };

  /** The query parameters of each call to `nsid`. */
  const paramsOf = (nsid: string) => fake.received.filter((r) => r.nsid === nsid).map((r) => r.params);

  return {
    fake,
    provider,
    sleeps,
    logLines,
    persisted,
    makeProvider,
    signedIn,
    expectNoSecretsLogged,
    paramsOf,
  };
}
