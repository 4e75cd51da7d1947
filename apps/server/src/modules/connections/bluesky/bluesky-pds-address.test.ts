import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { platformConnections } from '../../../db/schema/connections';
import { startBlueskyFake } from '#test/fakes/bluesky/server';
import { closedPort, startPdsRecorder } from '#test/fakes/bluesky/pds-recorder';
import { bearer, openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { readFailureDetails } from '../../monitoring/monitor-details';
import { BLUESKY_SIGN_IN_DETAIL } from './bluesky-texts';
import { openCredentials } from '../connection-credentials';

/**
 * The PDS an account's DID document names (anyone controls their own) is followed only at a public
 * https address, or when it is BLUESKY_SERVICE_URL itself: connecting is refused otherwise, with one
 * answer whatever listens there, and the worker's calls after a refresh fail without reaching it.
 */
const ME = {
  handle: 'pds-me.bsky.social',
  password: 'pds-account-password',
  appPasswords: ['pdsm-eapp-pass-word'],
  displayName: 'Pds Me',
};
const APP_PASSWORD = ME.appPasswords[0]!;

const fake = openedForAll(() => startBlueskyFake({ accounts: [ME] }));
const recorder = openedForAll(() => startPdsRecorder());
const t = useTestApp(() => ({ BLUESKY_SERVICE_URL: fake.url }));
const kit = monitoringKit(t);

const connect = (session: TSession) =>
  t.post('/api/auth/bluesky', { identifier: ME.handle, app_password: APP_PASSWORD }, bearer(session));

const rowsOf = (session: TSession) =>
  t.database.db
    .select()
    .from(platformConnections)
    .where(and(eq(platformConnections.userId, session.user.id), eq(platformConnections.platform, 'bluesky')));

/** The status, detail and code of a connect answer (its request id differs each time). */
const answerOf = async (res: Response) => {
  const { detail, code } = (await res.json()) as { detail: string; code: string };
  return { status: res.status, detail, code };
};

describe('connecting an account whose DID document names another PDS', () => {
  test('on this machine: one 400 whether a server listens there or not; nothing sent there, nothing stored', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    const targets = [
      recorder.url,
      `http://127.0.0.1:${await closedPort()}`,
      `https://127.0.0.1:${await closedPort()}`,
      `https://localhost:${await closedPort()}`,
      `http://[::1]:${await closedPort()}`,
    ];
    const answers = [];
    for (const pds of targets) {
      fake.namePds(pds);
      answers.push(await answerOf(await connect(ada)));
    }
    fake.namePds(null);

    expect(answers[0]).toEqual({
      status: 400,
      detail: BLUESKY_SIGN_IN_DETAIL.pds_not_allowed,
      code: 'BAD_REQUEST',
    });
    // Open or closed, http or https, by name or by number: the same answer, so it tells nothing.
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(recorder.received).toEqual([]);
    expect(await rowsOf(ada)).toEqual([]);
    // Each refused sign-in's session was ended at the service.
    expect(fake.liveSessions(ME.handle)).toBe(0);
  });

  test('the configured service itself (loopback here): connects as before', async () => {
    const bea = await t.signUpAndConfirm(uniqueEmail('bea'));
    const recorded = recorder.received.length;
    const profileReads = fake.calls.filter((c) => c === 'app.bsky.actor.getProfile').length;
    fake.namePds(fake.url);
    try {
      const res = await connect(bea);
      expect(res.status, await res.clone().text()).toBe(200);
    } finally {
      fake.namePds(null);
    }
    const [row] = await rowsOf(bea);
    expect(row).toMatchObject({ username: ME.handle, displayName: ME.displayName, status: 'connected' });
    // The profile was read at the PDS the DID document named: the service itself.
    expect(fake.calls.filter((c) => c === 'app.bsky.actor.getProfile')).toHaveLength(profileReads + 1);
    expect(recorder.received).toHaveLength(recorded);
  });
});

describe("the worker's calls after a refresh", () => {
  test('a refresh naming a PDS on this machine fails the read; nothing is sent there; the tokens are kept', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    expect((await connect(cy)).status).toBe(200);
    const word = uniqueWord();
    await kit.addKeyword(cy, word);
    const [before] = await rowsOf(cy);

    // The account moves its DID document to a PDS on the server's own loopback; its access token
    // expires, so the run's search refreshes the session, and the refresh names that PDS.
    fake.namePds(recorder.url);
    fake.expireAccessTokens();
    try {
      const status = await kit.monitor(cy);
      expect(status).toMatchObject({
        status: 'FAILED',
        error_message: readFailureDetails({ kind: 'keyword', value: word, platform: 'bluesky' }).unexpected,
      });
    } finally {
      fake.namePds(null);
    }
    expect(recorder.received).toEqual([]);
    const [after] = await rowsOf(cy);
    // A platform failure of this connection, not a revoked one: it stays connected, with the
    // refreshed tokens (the old refresh token is spent).
    expect(after?.status).toBe('connected');
    const tokens = openCredentials(t.services.cipher, after!);
    expect(tokens.accessSecret).not.toBe(openCredentials(t.services.cipher, before!).accessSecret);
  });
});
