import { beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import type { TAnalyzeStyleInput } from '../../drafting/types';
import { platformConnections } from '../../db/schema/connections';
import { startBlueskyFake } from '#test/fakes/bluesky/server';
import { bearer, expectErrorBody, openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { connectionsKit, newHandle, sandboxBrowser } from '#test/kits/connections';
import { scriptedLanguageService } from '#test/kits/scripted-language-service';
import { styleKit } from '#test/kits/style';
import { ANALYZE_DETAIL } from './analyze-profile';
import { READ_FAILURE_DETAILS } from './read-failure';

/** The style analysis for a user whose only connected account is on Bluesky (the wire fake). */
const ME = {
  handle: 'style-me.bsky.social',
  password: 'style-account-password',
  appPasswords: ['styl-emea-ppps-swrd'],
  displayName: 'Style Me',
};
const OTHER = {
  handle: 'style-other.bsky.social',
  password: 'other-account',
  appPasswords: ['othe-rapp-pass-word'],
};
const POSTS = [
  'Shipping beats polishing. Every single time.',
  'Tiny teams, short loops, honest changelogs.',
  'Nobody reads the roadmap. They read the release notes.',
];

const fake = openedForAll(async () => {
  const started = await startBlueskyFake({ accounts: [ME, OTHER] });
  const parent = started.addPost(OTHER.handle, { text: 'What is the one habit that made your team faster?' });
  for (const text of POSTS) started.addPost(ME.handle, { text });
  started.addPost(ME.handle, {
    text: `@${OTHER.handle} Writing the changelog before the code.`,
    replyTo: parent.uri,
  });
  return started;
});
const llm = scriptedLanguageService();
const t = useTestApp(() => ({ BLUESKY_SERVICE_URL: fake.url }), { llm: () => llm.service });
const kit = styleKit(t);
const browser = sandboxBrowser(t, connectionsKit(t));
beforeEach(() => {
  llm.reset();
  llm.answer('analyze-style', () => ({ style_prompt: 'Short, plain, upbeat.' }));
});

async function withBluesky(label: string): Promise<TSession> {
  const session = await t.signUpAndConfirm(uniqueEmail(label));
  const res = await t.post(
    '/api/auth/bluesky',
    { identifier: ME.handle, app_password: ME.appPasswords[0] },
    bearer(session),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return session;
}

describe('the speaking style learned from Bluesky posts', () => {
  test('with no X account, the Bluesky posts are read and analysed', async () => {
    const ada = await withBluesky('ada');
    const answer = await kit.expectAnalyzed(await kit.analyze(ada));
    expect(answer).toMatchObject({ style_prompt: 'Short, plain, upbeat.', source: 'analyzed' });
    expect(answer.meta.tweets_analyzed).toBe(POSTS.length + 1);

    const input = llm.calls[0]?.input as TAnalyzeStyleInput;
    expect(input.username).toBe(ME.handle);
    for (const text of POSTS) expect(input.posts).toContain(text);
    // The reply's leading @handle (a domain name on Bluesky) is not part of the voice.
    expect(input.posts).toContain('Writing the changelog before the code.');
    const row = await kit.styleRow(ada);
    expect(row?.sampleReplies).toEqual([
      {
        post: { author_username: OTHER.handle, text: 'What is the one habit that made your team faster?' },
        reply: 'Writing the changelog before the code.',
      },
    ]);
  });

  test('with both accounts, X comes first', async () => {
    const ben = await withBluesky('ben');
    const username = newHandle();
    await browser.connect(ben, { username, name: 'Ben Sandbox' });
    await kit.expectAnalyzed(await kit.analyze(ben));
    expect(llm.calls).toHaveLength(1);
    expect((llm.calls[0]?.input as TAnalyzeStyleInput).username).toBe(username);
  });

  test('a revoked Bluesky session → 409 in Bluesky’s words, and the connection needs reconnecting', async () => {
    const cy = await withBluesky('cy');
    fake.revoke(ME.handle);
    const body = await expectErrorBody(await kit.analyze(cy), 409);
    expect(body.detail).toBe(READ_FAILURE_DETAILS.bluesky.reconnect);
    expect(body.detail).toBe(
      'Your Bluesky connection has expired. Please connect your Bluesky account again.',
    );
    const [row] = await t.database.db
      .select()
      .from(platformConnections)
      .where(and(eq(platformConnections.userId, cy.user.id), eq(platformConnections.platform, 'bluesky')));
    expect(row?.status).toBe('reconnect_needed');
    // Asked again, the stored state says so without calling Bluesky.
    expect((await expectErrorBody(await kit.analyze(cy), 409)).detail).toBe(ANALYZE_DETAIL.reconnectBluesky);
  });

  test('Bluesky limiting reads → 429 in Bluesky’s words', async () => {
    const dee = await withBluesky('dee');
    fake.rateLimitNext('app.bsky.feed.getAuthorFeed', 90);
    const res = await kit.analyze(dee);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(30);
    expect((await expectErrorBody(res, 429)).detail).toBe(READ_FAILURE_DETAILS.bluesky.rateLimited);
  });

  test('with neither account → 409 naming both', async () => {
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    const body = await expectErrorBody(await kit.analyze(eve), 409);
    expect(body.detail).toBe(
      'Connect your X or Bluesky account first: your speaking style is learned from your posts.',
    );
  });
});
