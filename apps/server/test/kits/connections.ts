import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ZTwitterCallbackAnswer,
  ZTwitterProfileAnswer,
  ZTwitterRequestTokenAnswer,
  type TTwitterProfile,
} from '@gatling/shared/api/connections';
import type { TSession } from '@gatling/shared/api/session';
import { platformConnections, platformOauthRequests } from '../../src/db/schema/connections';
import { bearer, type TTestApp } from '../harness';

/** Test helpers for the /api/auth/twitter routes, through app.request on the real database. */
export function connectionsKit(t: TTestApp) {
  const get = (path: string, session: TSession) =>
    t.request(`/api/auth/twitter${path}`, { headers: bearer(session) });

  const requestToken = async (session: TSession) => {
    const res = await get('/request_token', session);
    expect(res.status, await res.clone().text()).toBe(200);
    const url = new URL(ZTwitterRequestTokenAnswer.strict().parse(await res.json()).authorization_url);
    return { url, token: url.searchParams.get('oauth_token') ?? '' };
  };

  const callback = (session: TSession, params: Record<string, string>) =>
    get(`/callback?${new URLSearchParams(params).toString()}`, session);

  const expectConnected = async (res: Response): Promise<TTwitterProfile> => {
    expect(res.status, await res.clone().text()).toBe(200);
    return ZTwitterCallbackAnswer.strict().parse(await res.json()).profile;
  };

  const profile = async (session: TSession): Promise<TTwitterProfile | null> => {
    const res = await get('/profile', session);
    if (res.status === 204) {
      expect(await res.text()).toBe('');
      return null;
    }
    expect(res.status, await res.clone().text()).toBe(200);
    return ZTwitterProfileAnswer.strict().parse(await res.json()).data;
  };

  /** The user's connection rows: one at most, however often they connect. */
  const connectionRows = (session: TSession) =>
    t.database.db.select().from(platformConnections).where(eq(platformConnections.userId, session.user.id));
  const connectionOf = async (session: TSession) => (await connectionRows(session))[0];

  const requestRow = async (token: string) =>
    (
      await t.database.db
        .select()
        .from(platformOauthRequests)
        .where(eq(platformOauthRequests.requestToken, token))
    )[0];

  /** Makes the stored profile old enough to be refreshed from the platform on the next read. */
  const ageConnection = async (session: TSession, minutes = 60) => {
    await t.database.db
      .update(platformConnections)
      .set({ updatedAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(platformConnections.userId, session.user.id));
  };

  return {
    get,
    requestToken,
    callback,
    expectConnected,
    profile,
    connectionRows,
    connectionOf,
    requestRow,
    ageConnection,
  };
}

/** The platform's redirect back to the product: its callback URL with the parameters it added. */
export function expectCallbackRedirect(res: Response, publicUrl: string): URL {
  expect([302, 303], `status ${res.status}`).toContain(res.status);
  const back = new URL(res.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(`${publicUrl}/auth/twitter/callback`);
  return back;
}

export const paramsOf = (url: URL) => Object.fromEntries(url.searchParams.entries());

let handles = 0;
/** A sandbox username no other test uses (1 to 15 letters, digits, underscores). */
export const newHandle = () => `id${Date.now().toString(36).slice(-6)}${(handles += 1)}`;

type TChoice = { create?: { username: string; name: string }; pick?: true };

/** The browser's part of a sandbox connection, through the app's own /sandbox pages. */
export function sandboxBrowser(t: TTestApp, kit: ReturnType<typeof connectionsKit>) {
  /** On the authorize page: create an identity (default) or pick the first one offered. */
  const authorize = async (url: URL, choice: TChoice = {}) => {
    const page = await t.request(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Authorize');
    const form = new URLSearchParams({ oauth_token: url.searchParams.get('oauth_token') ?? '' });
    if (choice.pick) {
      form.set('action', 'authorize');
      form.set('identity', /name="identity" value="([^"]+)"/.exec(html)?.[1] ?? '');
    } else {
      const create = choice.create ?? { username: newHandle(), name: 'Sandbox Tester' };
      form.set('action', 'create');
      form.set('username', create.username);
      form.set('name', create.name);
    }
    return expectCallbackRedirect(
      await t.request('/sandbox/authorize', { method: 'POST', body: form }),
      t.config.publicUrl,
    );
  };

  /** request_token → authorize page → redirect back: the parameters the callback screen reads. */
  const authorizeFor = async (session: TSession, choice?: TChoice) => {
    const { url, token } = await kit.requestToken(session);
    return { token, params: paramsOf(await authorize(url, choice)) };
  };

  const connect = async (session: TSession, create = { username: newHandle(), name: 'Sandbox Tester' }) => {
    const { params } = await authorizeFor(session, { create });
    return kit.expectConnected(await kit.callback(session, params));
  };

  return { authorize, authorizeFor, connect };
}
