import { beforeEach, expect } from 'vitest';
import { createLogger } from '../../src/lib/logger';
import type { TCredentials } from '../../src/integrations/platform/types';
import { createXProvider } from '../../src/integrations/platform/x/x-provider';
import { FAKE_X } from '../fakes/x/data';
import { startFakeXServer } from '../fakes/x/server';
import { openedForEach } from '../harness';

/**
 * The live X provider, through the official client, against a fresh fake X for each test: the
 * waits it asked for between tries (none is waited) and the lines it logged, both per test.
 */
export function xProviderKit() {
  const fake = openedForEach(() => startFakeXServer());
  const sleeps: number[] = [];
  const logLines: string[] = [];
  beforeEach(() => {
    sleeps.length = 0;
    logLines.length = 0;
  });

  const makeProvider = (
    overrides: { appSecret?: string; baseUrl?: string; unrestrictedReplies?: boolean } = {},
  ) =>
    createXProvider({
      appKey: FAKE_X.consumer.key,
      appSecret: overrides.appSecret ?? FAKE_X.consumer.secret,
      unrestrictedReplies: overrides.unrestrictedReplies ?? false,
      baseUrl: overrides.baseUrl ?? fake.url,
      logger: createLogger('debug', { write: (line: string) => logLines.push(line) }),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
  const provider = openedForEach(
    async () => makeProvider(),
    () => undefined,
  );

  const requestsTo = (route: string) => fake.state.requests.filter((r) => r.route === route);

  /** Logs must never carry a credential. */
  const expectNoSecretsLogged = (...credentials: TCredentials[]) => {
    const text = logLines.join('\n');
    for (const c of credentials) {
      expect(text).not.toContain(c.accessToken);
      expect(text).not.toContain(c.accessSecret);
    }
  };

  /** Credentials of the fake's own account (@gatling_me), issued afresh before each test. */
  const myCredentials = () =>
    openedForEach(
      async () => fake.issueCredentials(FAKE_X.users.me.id),
      () => undefined,
    );

  return { fake, provider, sleeps, logLines, makeProvider, requestsTo, expectNoSecretsLogged, myCredentials };
}
