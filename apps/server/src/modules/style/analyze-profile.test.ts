import { beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TAnalyzeStyleInput } from '../../drafting/types';
import type { TSession } from '@gatling/shared/api/session';
import { sandboxPosts } from '../../db/schema/sandbox';
import {
  PlatformDownError,
  RateLimitedError,
  ReconnectNeededError,
} from '../../integrations/platform/errors';
import { revokeSandboxAccess } from '../../stand-ins/sandbox/access';
import { createTestApp, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { scriptedLanguageService } from '#test/kits/scripted-language-service';
import { connectionsKit, newHandle, sandboxBrowser } from '#test/kits/connections';
import { ANALYZE_DETAIL } from './analyze-profile';
import { DEFAULT_STYLE_PROMPT } from './default-style';
import { READ_FAILURE_DETAIL } from './read-failure';
import { computeStyleFeatures } from '../../lib/text/style-features';
import { failingPlatforms, styleKit } from '#test/kits/style';

/** GET /api/build_user_profile/twitter/analyze on the sandbox network, with a scripted model. */
const llm = scriptedLanguageService();
const platforms = failingPlatforms();
const DESCRIBED = 'You write short, dry sentences and never use emoji.';

const t = useTestApp({}, { llm: () => llm.service, platforms: platforms.build });
const kit = styleKit(t);
const connections = connectionsKit(t);
const browser = sandboxBrowser(t, connections);
beforeEach(() => {
  llm.reset();
  llm.answer('analyze-style', () => ({ style_prompt: `  ${DESCRIBED}  ` }));
  platforms.failure.next = null;
});

async function connectedUser(label: string): Promise<TSession> {
  const session = await t.signUpAndConfirm(uniqueEmail(label));
  await browser.connect(session, { username: newHandle(), name: `${label} Sandbox` });
  return session;
}

describe('analyzing the connected account', () => {
  test('reads the own posts, measures them, stores prompt, features and samples', async () => {
    const ada = await connectedUser('ada');
    const answer = await kit.expectAnalyzed(await kit.analyze(ada));
    expect(answer.meta.tweets_analyzed).toBeGreaterThan(0);
    expect(answer).toMatchObject({ style_prompt: DESCRIBED, source: 'analyzed' });

    const row = await kit.styleRow(ada);
    expect(row).toMatchObject({
      stylePrompt: DESCRIBED,
      source: 'analyzed',
      postsAnalyzed: answer.meta.tweets_analyzed,
    });
    expect(row?.samplePosts).toHaveLength(answer.meta.tweets_analyzed);
    expect(row?.analyzedAt).toBeInstanceOf(Date);
    // The features are those of the stored samples: nothing else was measured.
    expect(row?.features).toEqual(computeStyleFeatures(row?.samplePosts ?? []));
    expect(answer.features).toEqual(row?.features);
    expect(row?.features?.samples).toBe(answer.meta.tweets_analyzed);

    // The model saw the same posts and features, for this user.
    expect(llm.calls).toHaveLength(1);
    const call = llm.calls[0];
    const input = call?.input as TAnalyzeStyleInput;
    expect(call?.userId).toBe(ada.user.id);
    expect(input.posts).toEqual(row?.samplePosts);
    expect(input.features).toEqual(row?.features);
    expect(input.username).toBe((await connections.connectionOf(ada))?.username);

    // The sandbox identity's own history, newest first, is what was read.
    const external = (await connections.connectionOf(ada))?.externalUserId ?? '';
    const own = await t.database.db.select().from(sandboxPosts).where(eq(sandboxPosts.authorId, external));
    expect(answer.meta.tweets_analyzed).toBe(own.length);
    const newest = [...own].sort((a, b) => (a.id < b.id ? 1 : -1))[0];
    // A reply's sample leaves out the @username it starts with.
    expect(row?.samplePosts[0]).toBe(newest?.text.replace(/^(?:\s*@\w{1,15}\b)+\s*/u, '').trim());

    expect(await kit.getStyle(ada)).toMatchObject({
      style_prompt: DESCRIBED,
      source: 'analyzed',
      features: row?.features,
    });
  });

  test('an account with no posts gets the default style, and the model is not asked', async () => {
    const ben = await connectedUser('ben');
    const external = (await connections.connectionOf(ben))?.externalUserId ?? '';
    await t.database.db.delete(sandboxPosts).where(eq(sandboxPosts.authorId, external));
    const answer = await kit.expectAnalyzed(await kit.analyze(ben));
    expect(answer).toEqual({
      meta: { tweets_analyzed: 0 },
      style_prompt: DEFAULT_STYLE_PROMPT,
      source: 'default',
      features: null,
    });
    expect(llm.calls).toHaveLength(0);
    expect(await kit.styleRow(ben)).toMatchObject({ source: 'default', postsAnalyzed: 0, samplePosts: [] });
    expect((await kit.getStyle(ben)).style_prompt).toBe(DEFAULT_STYLE_PROMPT);
  });

  test('a style the user typed is never replaced: features and samples are refreshed, source says user', async () => {
    const cy = await connectedUser('cy');
    expect((await kit.saveStyle(cy, { style_prompt: 'Mine, in my words.' })).status).toBe(200);
    const answer = await kit.expectAnalyzed(await kit.analyze(cy));
    expect(answer).toMatchObject({ style_prompt: 'Mine, in my words.', source: 'user' });
    expect(answer.meta.tweets_analyzed).toBeGreaterThan(0);
    expect(llm.calls).toHaveLength(0);
    const row = await kit.styleRow(cy);
    expect(row).toMatchObject({ stylePrompt: 'Mine, in my words.', source: 'user' });
    expect(row?.samplePosts.length).toBe(answer.meta.tweets_analyzed);
    expect(row?.features?.samples).toBe(answer.meta.tweets_analyzed);
  });

  test('analyzing again replaces an analyzed style with the new description', async () => {
    const dee = await connectedUser('dee');
    await kit.expectAnalyzed(await kit.analyze(dee));
    llm.answer('analyze-style', () => ({ style_prompt: 'You write in long, careful paragraphs.' }));
    const again = await kit.expectAnalyzed(await kit.analyze(dee));
    expect(again).toMatchObject({
      style_prompt: 'You write in long, careful paragraphs.',
      source: 'analyzed',
    });
  });

  test('no connected account → 409 with a readable detail, nothing stored', async () => {
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    const body = await expectErrorBody(await kit.analyze(eve), 409);
    expect(body).toEqual({
      detail: ANALYZE_DETAIL.notConnected,
      code: 'CONFLICT',
      request_id: expect.any(String),
    });
    expect(await kit.styleRow(eve)).toBeUndefined();
    expect(llm.calls).toHaveLength(0);
  });

  test('a revoked access is marked reconnect_needed and answered 409; analyzing then says connect again', async () => {
    const fay = await connectedUser('fay');
    const external = (await connections.connectionOf(fay))?.externalUserId ?? '';
    expect(await revokeSandboxAccess(t.database.db, external)).toBe(true);
    expect((await expectErrorBody(await kit.analyze(fay), 409)).detail).toBe(READ_FAILURE_DETAIL.reconnect);
    expect((await connections.connectionOf(fay))?.status).toBe('reconnect_needed');
    expect((await expectErrorBody(await kit.analyze(fay), 409)).detail).toBe(ANALYZE_DETAIL.reconnect);
    expect(await kit.styleRow(fay)).toBeUndefined();
  });

  test('platform failures: rate limit → 429 with Retry-After, down → 503, revoked → 409; nothing stored', async () => {
    const gus = await connectedUser('gus');
    platforms.failure.next = new RateLimitedError('Too Many Requests', new Date(Date.now() + 120_000));
    const limited = await kit.analyze(gus);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect((await expectErrorBody(limited, 429)).detail).toBe(READ_FAILURE_DETAIL.rateLimited);
    expect(retryAfter).toBeGreaterThanOrEqual(119);
    expect(retryAfter).toBeLessThanOrEqual(120);

    platforms.failure.next = new PlatformDownError('503 from upstream');
    const down = await kit.analyze(gus);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ detail: READ_FAILURE_DETAIL.down, code: 'UNAVAILABLE' });

    platforms.failure.next = new ReconnectNeededError('Unauthorized');
    expect((await expectErrorBody(await kit.analyze(gus), 409)).detail).toBe(READ_FAILURE_DETAIL.reconnect);
    expect((await connections.connectionOf(gus))?.status).toBe('reconnect_needed');
    expect(await kit.styleRow(gus)).toBeUndefined();
    expect(llm.calls).toHaveLength(0);
  });

  test("one user's analysis never touches another's style", async () => {
    const hal = await connectedUser('hal');
    const ivy = await t.signUpAndConfirm(uniqueEmail('ivy'));
    await kit.saveStyle(ivy, { style_prompt: 'Ivy writes like this.' });
    await kit.expectAnalyzed(await kit.analyze(hal));
    expect(await kit.getStyle(ivy)).toMatchObject({
      style_prompt: 'Ivy writes like this.',
      source: 'user',
      features: null,
    });
  });

  test('the route needs a session and is documented', async () => {
    await expectErrorBody(await t.request('/api/build_user_profile/twitter/analyze'), 401);
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths['/api/build_user_profile/twitter/analyze'] ?? {})).toEqual(['get']);
  });
});

describe('with no model configured (the offline service)', () => {
  test('a sandbox account is analyzed end to end', async () => {
    const offline = await createTestApp({}, { shareDatabaseOf: t });
    const jo = await offline.signUpAndConfirm(uniqueEmail('jo'));
    await sandboxBrowser(offline, connectionsKit(offline)).connect(jo);
    const answer = await styleKit(offline).expectAnalyzed(await styleKit(offline).analyze(jo));
    expect(answer.meta.tweets_analyzed).toBeGreaterThan(0);
    expect(answer.source).toBe('analyzed');
    expect(answer.style_prompt.length).toBeGreaterThan(20);
    expect(answer.features?.samples).toBe(answer.meta.tweets_analyzed);
  });
});
