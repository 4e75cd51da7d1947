import { beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { platformOauthRequests } from '../../../db/schema/connections';
import { expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { connectionsKit, expectCallbackRedirect, paramsOf, sandboxBrowser } from '#test/kits/connections';
import { CALLBACK_DETAIL } from './finish-twitter-connect';

/** GET /api/auth/twitter/callback against the sandbox network: what it refuses, and that nothing changes then. */
const t = useTestApp();
const kit = connectionsKit(t);
const browser = sandboxBrowser(t, kit);

describe('the callback refuses what it must', () => {
  let eve: TSession;
  beforeAll(async () => {
    eve = await t.signUpAndConfirm(uniqueEmail('eve'));
  });

  test.each<Record<string, string>>([
    {},
    { oauth_token: 'x' },
    { oauth_verifier: 'y' },
    { oauth_token: ' ', oauth_verifier: 'y' },
  ])('missing parameters %j → 400 Missing OAuth parameters', async (params) => {
    const body = await expectErrorBody(await kit.callback(eve, params), 400);
    expect(body).toMatchObject({ detail: CALLBACK_DETAIL.missing, code: 'BAD_REQUEST' });
    expect(await kit.connectionOf(eve)).toBeUndefined();
  });

  test('an unknown (forged) request token → 404, nothing created', async () => {
    const body = await expectErrorBody(
      await kit.callback(eve, { oauth_token: 'forged', oauth_verifier: 'v' }),
      404,
    );
    expect(body.detail).toBe(CALLBACK_DETAIL.unknown);
    expect(await kit.connectionOf(eve)).toBeUndefined();
  });

  test('a forged verifier is refused, nothing is stored, and the request is spent (no guessing again)', async () => {
    const { params, token } = await browser.authorizeFor(eve);
    const forged = await kit.callback(eve, { ...params, oauth_verifier: 'not-the-verifier' });
    expect((await expectErrorBody(forged, 400)).detail).toMatch(/did not accept this authorization/);
    expect(await kit.connectionOf(eve)).toBeUndefined();
    expect((await kit.requestRow(token))?.usedAt).toBeInstanceOf(Date);
    expect((await expectErrorBody(await kit.callback(eve, params), 409)).detail).toBe(CALLBACK_DETAIL.used);
  });

  test('a replayed callback → 409 and the connection is left as it was', async () => {
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
    const { params } = await browser.authorizeFor(fay);
    await kit.expectConnected(await kit.callback(fay, params));
    const before = await kit.connectionOf(fay);
    const replay = await expectErrorBody(await kit.callback(fay, params), 409);
    expect(replay).toMatchObject({ detail: CALLBACK_DETAIL.used, code: 'CONFLICT' });
    expect(await kit.connectionOf(fay)).toEqual(before);
  });

  test('two racing callbacks with the same parameters connect once', async () => {
    const gus = await t.signUpAndConfirm(uniqueEmail('gus'));
    const { params } = await browser.authorizeFor(gus);
    const answers = await Promise.all([1, 2, 3].map(() => kit.callback(gus, params)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await kit.connectionRows(gus)).toHaveLength(1);
  });

  test("another user's request token reads as unknown and stays usable by its owner", async () => {
    const hal = await t.signUpAndConfirm(uniqueEmail('hal'));
    const ivy = await t.signUpAndConfirm(uniqueEmail('ivy'));
    const { params, token } = await browser.authorizeFor(hal);
    expect((await expectErrorBody(await kit.callback(ivy, params), 404)).detail).toBe(
      CALLBACK_DETAIL.unknown,
    );
    expect(await kit.connectionOf(ivy)).toBeUndefined();
    expect((await kit.requestRow(token))?.usedAt).toBeNull();
    await kit.expectConnected(await kit.callback(hal, params));
  });

  test('Cancel on the authorize page comes back as denied → 400 cancelled, and the request is spent', async () => {
    const jo = await t.signUpAndConfirm(uniqueEmail('jo'));
    const { url, token } = await kit.requestToken(jo);
    const form = new URLSearchParams({ oauth_token: token, action: 'cancel' });
    const back = expectCallbackRedirect(
      await t.request('/sandbox/authorize', { method: 'POST', body: form }),
      t.config.publicUrl,
    );
    expect(back.searchParams.get('denied')).toBe(token);
    expect(url.searchParams.get('oauth_token')).toBe(token);
    const body = await expectErrorBody(await kit.callback(jo, paramsOf(back)), 400);
    expect(body.detail).toBe(CALLBACK_DETAIL.cancelled);
    expect((await kit.requestRow(token))?.usedAt).toBeInstanceOf(Date);
    expect(await kit.connectionOf(jo)).toBeUndefined();
  });

  test('an old request token has expired', async () => {
    const kim = await t.signUpAndConfirm(uniqueEmail('kim'));
    const { params, token } = await browser.authorizeFor(kim);
    await t.database.db
      .update(platformOauthRequests)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(platformOauthRequests.requestToken, token));
    expect((await expectErrorBody(await kit.callback(kim, params), 400)).detail).toBe(
      CALLBACK_DETAIL.expired,
    );
    expect(await kit.connectionOf(kim)).toBeUndefined();
  });
});
