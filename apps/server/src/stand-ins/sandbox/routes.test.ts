import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { sandboxAccounts } from '../../db/schema/sandbox';
import { platformOauthRequests } from '../../db/schema/connections';
import { BadInputError } from '../../integrations/platform/errors';
import type { TCredentials } from '../../integrations/platform/types';
import {
  CALLBACK_URL,
  insertTestAccount,
  insertTestPost,
  openSandbox,
  sandboxSessionCookie,
  type TSandboxFixture,
} from '#test/kits/sandbox';

let s: TSandboxFixture;

beforeAll(async () => {
  s = await openSandbox();
});
afterAll(() => s.close());

const get = (path: string) => s.web.request(path);
const post = (path: string, fields: Record<string, string>) =>
  s.web.request(path, { method: 'POST', body: new URLSearchParams(fields) });
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** A connection started by a product user, as the product records it before the authorize page. */
async function startAs(userId: string) {
  const start = await s.provider.startConnect(CALLBACK_URL);
  await s.db.insert(platformOauthRequests).values({
    requestToken: start.requestToken,
    userId,
    platform: 'twitter',
    requestSecretSealed: 'sealed',
  });
  return start;
}

describe('authorize page', () => {
  test('an unknown request token is a 404 page', async () => {
    const res = await get('/sandbox/authorize?oauth_token=nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This authorization request is unknown');
  });

  test('shows a labelled consent screen with suggested identities and no scripts', async () => {
    const start = await s.provider.startConnect(CALLBACK_URL);
    const res = await get(pathOf(start.authorizationUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Sandbox network — simulated X');
    expect(html).toContain('Authorize app');
    expect(html).toContain('Cancel');
    expect(html).toContain('Create identity and authorize app');
    expect(html.match(/name="identity" value="/g)).toHaveLength(4);
    expect(html).not.toMatch(/<script/i);
  });

  test('Cancel goes back with denied=<token>; the request is spent', async () => {
    const start = await s.provider.startConnect(CALLBACK_URL);
    const res = await post('/sandbox/authorize', { oauth_token: start.requestToken, action: 'cancel' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${CALLBACK_URL}?denied=${start.requestToken}`);
    expect((await get(pathOf(start.authorizationUrl))).status).toBe(409);
    await expect(
      s.provider.finishConnect({
        requestToken: start.requestToken,
        requestSecret: start.requestSecret,
        verifier: 'x',
      }),
    ).rejects.toThrow(BadInputError);
  });

  test('authorizing a suggested identity redirects with a verifier that finishConnect accepts', async () => {
    const start = await s.provider.startConnect(CALLBACK_URL);
    const html = await (await get(pathOf(start.authorizationUrl))).text();
    const identity = /name="identity" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const res = await post('/sandbox/authorize', {
      oauth_token: start.requestToken,
      action: 'authorize',
      identity,
    });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK_URL);
    expect(back.searchParams.get('oauth_token')).toBe(start.requestToken);
    const { credentials, profile } = await s.provider.finishConnect({
      requestToken: start.requestToken,
      requestSecret: start.requestSecret,
      verifier: back.searchParams.get('oauth_verifier') ?? '',
    });
    expect(credentials.username).toBe(identity);
    expect(profile.username).toBe(identity);
    // The picked identity now has history to learn from.
    expect(await s.provider.getUserPosts(credentials, credentials.userId, { max: 20 })).not.toHaveLength(0);
  });

  test.each([
    [{ username: 'bad name!', name: 'Bad' }, 422, 'letters, digits and underscores'],
    [{ username: 'a_sixteen_chars_', name: 'Long' }, 422, '1 to 15 characters'],
    [{ username: '', name: 'Empty' }, 422, '1 to 15 characters'],
    [{ username: 'okname', name: '' }, 422, 'display name'],
  ])('an invalid new identity %j re-renders the page with %i', async (fields, status, message) => {
    const start = await s.provider.startConnect(CALLBACK_URL);
    const res = await post('/sandbox/authorize', {
      oauth_token: start.requestToken,
      action: 'create',
      ...fields,
    });
    expect(res.status).toBe(status);
    const html = await res.text();
    expect(html).toContain(message);
    expect(html).toContain('Authorize app');
  });

  test('a taken username (any case) is a 409, and what was typed comes back escaped', async () => {
    const start = await s.provider.startConnect(CALLBACK_URL);
    const html = await (await get(pathOf(start.authorizationUrl))).text();
    const taken = (/name="identity" value="([^"]+)"/.exec(html)?.[1] ?? '').toUpperCase();
    const res = await post('/sandbox/authorize', {
      oauth_token: start.requestToken,
      action: 'create',
      username: taken,
      name: '<script>alert(1)</script>',
    });
    expect(res.status).toBe(409);
    const page = await res.text();
    expect(page).toContain('is taken');
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).not.toContain('<script>');
  });

  test('an identity claimed by one product user cannot be picked by another', async () => {
    await s.db.insert(users).values([
      { id: 'user-a', name: 'A', email: 'a@example.com' },
      { id: 'user-b', name: 'B', email: 'b@example.com' },
    ]);
    const a = await startAs('user-a');
    const created = await post('/sandbox/authorize', {
      oauth_token: a.requestToken,
      action: 'create',
      username: 'owned_by_a',
      name: 'A',
    });
    expect(created.status).toBe(302);
    const b = await startAs('user-b');
    const pageForB = await (await get(pathOf(b.authorizationUrl))).text();
    expect(pageForB).not.toContain('owned_by_a');
    const res = await post('/sandbox/authorize', {
      oauth_token: b.requestToken,
      action: 'authorize',
      identity: 'owned_by_a',
    });
    expect(res.status).toBe(403);
    const again = await startAs('user-a');
    expect(await (await get(pathOf(again.authorizationUrl))).text()).toContain('owned_by_a');
  });

  test('two users racing for one unclaimed identity: exactly one gets it', async () => {
    await s.db.insert(users).values([
      { id: 'racer-1', name: 'R1', email: 'r1@example.com' },
      { id: 'racer-2', name: 'R2', email: 'r2@example.com' },
    ]);
    const [r1, r2] = await Promise.all([startAs('racer-1'), startAs('racer-2')]);
    const page = await (await get(pathOf(r1.authorizationUrl))).text();
    const target = [...page.matchAll(/name="identity" value="([^"]+)"/g)].map((m) => m[1]!).at(-1)!;
    const answers = await Promise.all(
      [r1, r2].map((r) =>
        post('/sandbox/authorize', { oauth_token: r.requestToken, action: 'authorize', identity: target }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([302, 403]);
    const [row] = await s.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.username, target));
    expect(['racer-1', 'racer-2']).toContain(row?.ownerUserId);
  });
});

describe('intent and post pages', () => {
  let me: TCredentials;
  let parent: string;
  let signedIn: Record<string, string>;
  beforeAll(async () => {
    me = await s.connect({ create: { username: 'intent_user', name: 'Intent <User>' } });
    signedIn = { cookie: sandboxSessionCookie(me.userId) };
    const stranger = await insertTestAccount(s.db, 'loud_stranger');
    parent = await insertTestPost(s.db, {
      authorId: stranger,
      text: 'Hot take: <b>bold</b> & brave',
      minutesAgo: 10,
    });
  });
  const intent = (fields: Record<string, string>, headers: Record<string, string> = signedIn) =>
    s.web.request('/sandbox/intent', { method: 'POST', body: new URLSearchParams(fields), headers });
  const myReplies = async () => (await s.provider.getUserPosts(me, me.userId, { max: 20 })).length;

  test('approving the authorize page signs the browser in to the network as that identity', async () => {
    const start = await s.provider.startConnect(CALLBACK_URL);
    const res = await post('/sandbox/authorize', {
      oauth_token: start.requestToken,
      action: 'create',
      username: 'cookie_user',
      name: 'Cookie User',
    });
    expect(res.status).toBe(302);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sandbox_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/sandbox/);
    // The app's callback finishes the connection, as after any authorize.
    const back = new URL(res.headers.get('location') ?? '');
    await s.provider.finishConnect({
      requestToken: start.requestToken,
      requestSecret: start.requestSecret,
      verifier: back.searchParams.get('oauth_verifier') ?? '',
    });
    const page = await s.web.request(pathOf(s.provider.intentUrl(parent, 'hi')), {
      headers: { cookie: cookie!.split(';')[0]! },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('(@cookie_user)');
  });

  test('GET shows the post, the prefilled reply and who posts it, escaped, with a Post button', async () => {
    const res = await s.web.request(pathOf(s.provider.intentUrl(parent, 'Me too <3 & more')), {
      headers: signedIn,
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Hot take: &#60;b&#62;bold&#60;/b&#62; &#38; brave');
    expect(html).toContain('Me too &#60;3 &#38; more</textarea>');
    expect(html).toContain('Posting as <b>Intent &#60;User&#62;</b> (@intent_user)');
    expect(html).toContain('>Post</button>');
    expect(html).not.toMatch(/<script/i);
  });

  test('not signed in, the page says so and posting is refused: nobody posts as an identity they are not', async () => {
    const page = await get(pathOf(s.provider.intentUrl(parent, 'Hi')));
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('You are not signed in to the sandbox network');
    const before = await myReplies();
    // Naming the identity in the form, as the page once allowed, is not enough.
    const anonymous = await intent({ in_reply_to: parent, text: 'Not me', username: 'intent_user' }, {});
    expect(anonymous.status).toBe(403);
    const forged = await intent(
      { in_reply_to: parent, text: 'Not me' },
      { cookie: `sandbox_session=${me.userId}.${Date.now()}.forged` },
    );
    expect(forged.status).toBe(403);
    const crossSite = await intent(
      { in_reply_to: parent, text: 'Not me' },
      { ...signedIn, origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await myReplies()).toBe(before);
  });

  test('POST publishes the reply as the signed-in identity and shows it in the thread', async () => {
    const res = await intent({
      in_reply_to: parent,
      text: 'Posted from the intent page',
      username: 'someone',
    });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^http:\/\/localhost:3000\/sandbox\/intent_user\/status\/\d{19}$/);
    const replyPage = await (await get(pathOf(location))).text();
    expect(replyPage).toContain('Posted from the intent page');
    expect(replyPage).toContain('Replying to');
    const parentPage = await (await get(`/sandbox/loud_stranger/status/${parent}`)).text();
    expect(parentPage).toContain('Posted from the intent page');
    expect(parentPage).toContain('1 reply<');
    const mine = await s.provider.getUserPosts(me, me.userId, { max: 5 });
    expect(mine[0]).toMatchObject({ text: 'Posted from the intent page', in_reply_to_id: parent });
  });

  test('POST problems re-render the page with a 4xx', async () => {
    const dup = await intent({ in_reply_to: parent, text: 'Posted from the intent page' });
    expect(dup.status).toBe(422);
    expect(await dup.text()).toContain('duplicate');
    const long = await intent({ in_reply_to: parent, text: 'y'.repeat(281) });
    expect(long.status).toBe(422);
    const missing = await intent({ in_reply_to: '123', text: 'Hi' });
    expect(missing.status).toBe(404);
    expect((await get('/sandbox/intent?in_reply_to=abc')).status).toBe(404);
    expect((await get('/sandbox/someone/status/123')).status).toBe(404);
  });
});
