import { describe, expect, test } from 'vitest';
import { asc, isNotNull } from 'drizzle-orm';
import { ZCoreUserSuggestionsAnswer, type TCoreUserSuggestionsAnswer } from '@gatling/shared/api/core-users';
import type { TSession } from '@gatling/shared/api/session';
import { sandboxAccounts } from '../../db/schema/sandbox';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { connectionsKit, sandboxBrowser } from '#test/kits/connections';

/** GET /api/core-users/suggestions on the simulated network (no X keys: the default). */
const t = useTestApp();
const browser = sandboxBrowser(t, connectionsKit(t));

const ask = (session: TSession | null, query: string) =>
  t.request(`/api/core-users/suggestions${query}`, session ? { headers: bearer(session) } : {});

async function suggestions(session: TSession, q: string): Promise<TCoreUserSuggestionsAnswer> {
  const res = await ask(session, `?q=${encodeURIComponent(q)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ZCoreUserSuggestionsAnswer.strict().parse(await res.json());
}

/** The network's generated accounts, seeded by the first sandbox connection. */
async function network() {
  return t.database.db
    .select()
    .from(sandboxAccounts)
    .where(isNotNull(sandboxAccounts.seq))
    .orderBy(asc(sandboxAccounts.seq));
}

describe('account suggestions of the simulated network', () => {
  test('part of a handle or of a name, any case, a leading @ ignored: the best matches first, at most 8', async () => {
    // No X connection is needed to look: the network seeds itself on first use.
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    const first = await suggestions(ada, 'a');
    expect(first.available).toBe(true);
    expect(first.accounts).toHaveLength(8);

    const accounts = await network();
    const someone = accounts[40]!;
    const exact = await suggestions(ada, `  @${someone.username.toUpperCase()} `);
    expect(exact.accounts[0]).toEqual({
      username: someone.username,
      display_name: someone.name,
      avatar_url: someone.avatarUrl,
    });

    const part = someone.username.slice(1, 5).toLowerCase();
    const byHandle = await suggestions(ada, part);
    expect(byHandle.accounts.length).toBeGreaterThan(0);
    for (const a of byHandle.accounts)
      expect(`${a.username} ${a.display_name}`.toLowerCase()).toContain(part);

    const surname = someone.name.split(' ').at(-1)!;
    const byName = await suggestions(ada, surname.toLowerCase());
    expect(byName.accounts.map((a) => a.username)).toContain(someone.username);
    for (const a of byName.accounts)
      expect(`${a.username} ${a.display_name}`.toLowerCase()).toContain(surname.toLowerCase());

    // LIKE's wildcards are plain characters here.
    expect((await suggestions(ada, '%')).accounts).toEqual([]);
    expect((await suggestions(ada, 'zzzzqqq')).accounts).toEqual([]);
  });

  test('identities people created on the authorize page are never offered', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    const handle = `mine${Date.now().toString(36).slice(-6)}`;
    await browser.connect(ben, { username: handle, name: 'Private Person' });
    expect((await suggestions(ben, handle)).accounts).toEqual([]);
    expect((await suggestions(ben, 'Private Person')).accounts).toEqual([]);
  });

  test.each<[string, number, string, string]>([
    ['no q', 422, '', 'q: Add q: part of a username or display name'],
    ['an empty q', 422, '?q=', 'q: Type part of a username or display name'],
    ['only spaces and @', 422, '?q=%20%40%20', 'q: Type part of a username or display name'],
    ['a q too long', 422, `?q=${'a'.repeat(51)}`, 'q: Search with at most 50 characters'],
    ['a NUL', 400, '?q=al%00ice', 'The query parameter q contains a NUL character, which text cannot hold'],
    ['an unknown parameter', 400, '?q=alice&limit=50', 'Unknown query parameter: limit'],
  ])('%s → %i with a detail', async (_label, status, query, detail) => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    expect((await expectErrorBody(await ask(cy, query), status)).detail).toBe(detail);
  });

  test('signed-in users only; documented', async () => {
    await expectErrorBody(await ask(null, '?q=alice'), 401);
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths['/api/core-users/suggestions']?.get).toBeDefined();
  });
});
