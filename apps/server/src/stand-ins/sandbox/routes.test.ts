import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/auth';
import { platformOauthRequests } from '../../db/schema/connections';
import { BadInputError } from '../../integrations/platform/errors';
import type { TCredentials } from '../../integrations/platform/types';
import {
  CALLBACK_URL,
  insertTestAccount,
  insertTestPost,
  openSandbox,
  type TSandboxFixture,
} from '#test/kits/sandbox';

let s: TSandboxFixture;

beforeAll(async () => {
  s = await openSandbox();
}, 120_000);
afterAll(() => s.close());

const get = (path: string) => s.web.request(path);
const post = (path: string, fields: Record<string, string>) =>
  s.web.request(path, { method: 'POST', body: new URLSearchParams(fields) });
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

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
    const startAs = async (userId: string) => {
      const start = await s.provider.startConnect(CALLBACK_URL);
      await s.db.insert(platformOauthRequests).values({
        requestToken: start.requestToken,
        userId,
        platform: 'twitter',
        requestSecretSealed: 'sealed',
      });
      return start;
    };
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
});

describe('intent and post pages', () => {
  let me: TCredentials;
  let parent: string;
  beforeAll(async () => {
    me = await s.connect({ create: { username: 'intent_user', name: 'Intent <User>' } });
    const stranger = await insertTestAccount(s.db, 'loud_stranger');
    parent = await insertTestPost(s.db, {
      authorId: stranger,
      text: 'Hot take: <b>bold</b> & brave',
      minutesAgo: 10,
    });
  });

  test('GET shows the post and the prefilled reply, escaped, with a Post button', async () => {
    const res = await get(pathOf(s.provider.intentUrl(parent, 'Me too <3 & more')));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Hot take: &#60;b&#62;bold&#60;/b&#62; &#38; brave');
    expect(html).toContain('Me too &#60;3 &#38; more</textarea>');
    expect(html).toContain('Intent &#60;User&#62; (@intent_user)');
    expect(html).toContain('>Post</button>');
    expect(html).not.toMatch(/<script/i);
  });

  test('POST publishes the reply as the chosen identity and shows it in the thread', async () => {
    const res = await post('/sandbox/intent', {
      in_reply_to: parent,
      text: 'Posted from the intent page',
      username: 'INTENT_USER',
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
    const dup = await post('/sandbox/intent', {
      in_reply_to: parent,
      text: 'Posted from the intent page',
      username: 'intent_user',
    });
    expect(dup.status).toBe(422);
    expect(await dup.text()).toContain('duplicate');
    const nobody = await post('/sandbox/intent', {
      in_reply_to: parent,
      text: 'Hi',
      username: 'not_connected_x',
    });
    expect(nobody.status).toBe(422);
    const long = await post('/sandbox/intent', {
      in_reply_to: parent,
      text: 'y'.repeat(281),
      username: 'intent_user',
    });
    expect(long.status).toBe(422);
    const missing = await post('/sandbox/intent', {
      in_reply_to: '123',
      text: 'Hi',
      username: 'intent_user',
    });
    expect(missing.status).toBe(404);
    expect((await get('/sandbox/intent?in_reply_to=abc')).status).toBe(404);
    expect((await get('/sandbox/someone/status/123')).status).toBe(404);
  });
});
