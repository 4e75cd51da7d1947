import { describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { audienceBrief } from './audience-brief';
import { audienceKit, SAAS_INTERVIEW } from '#test/kits/audience';

/** GET /api/keyword/status and POST /api/keyword/toggle, on keywords the offline interview made. */
const t = useTestApp();
const kit = audienceKit(t);

async function interviewed(label: string): Promise<{ session: TSession; keywords: string[] }> {
  const session = await t.signUpAndConfirm(uniqueEmail(label));
  let keywords: string[] = [];
  for (const answer of SAAS_INTERVIEW)
    keywords = (await kit.say(session, answer)).chat_state.twitter_queries.search_queries;
  expect(keywords.length).toBeGreaterThanOrEqual(5);
  return { session, keywords };
}

describe('monitoring keywords', () => {
  test('switching off and on again; the answer is the new status, order kept', async () => {
    const { session, keywords } = await interviewed('ada');
    const [k0, k1, k2] = keywords as [string, string, string];
    const off = await kit.toggle(session, [
      { keyword: k0, active: false },
      { keyword: k2, active: false },
    ]);
    expect(off.status, await off.clone().text()).toBe(200);
    const expected = {
      active_keywords: keywords.filter((k) => k !== k0 && k !== k2),
      inactive_keywords: [k0, k2],
    };
    expect(await off.json()).toEqual(expected);
    expect(await kit.status(session)).toEqual(expected);
    expect((await audienceBrief(t.database.db, session.user.id)).keywords).toEqual(expected.active_keywords);

    const on = await kit.toggle(session, [
      { keyword: k0, active: true },
      { keyword: k1, active: true },
    ]);
    expect(await on.json()).toEqual({
      active_keywords: keywords.filter((k) => k !== k2),
      inactive_keywords: [k2],
    });
  });

  test('a keyword that is not one of the user’s → 404 naming it, and nothing changes', async () => {
    const { session, keywords } = await interviewed('ben');
    const before = await kit.keywordRows(session);
    const res = await kit.toggle(session, [
      { keyword: keywords[0], active: false },
      { keyword: '"free crypto" lang:en', active: false },
    ]);
    const body = await expectErrorBody(res, 404);
    expect(body).toMatchObject({
      code: 'NOT_FOUND',
      detail: '""free crypto" lang:en" is not one of your keywords',
    });
    expect(await kit.keywordRows(session)).toEqual(before);

    const several = await expectErrorBody(
      await kit.toggle(
        session,
        ['a', 'b', 'c', 'd'].map((keyword) => ({ keyword, active: true })),
      ),
      404,
    );
    expect(several.detail).toBe('"a", "b", "c" and 1 more are not among your keywords');
  });

  test('another user’s keywords cannot be seen or switched', async () => {
    const { session: cy, keywords } = await interviewed('cy');
    const dee = await t.signUpAndConfirm(uniqueEmail('dee'));
    expect(await kit.status(dee)).toEqual({ active_keywords: [], inactive_keywords: [] });
    const body = await expectErrorBody(await kit.toggle(dee, [{ keyword: keywords[0], active: false }]), 404);
    expect(body.detail).toContain(keywords[0]);
    expect((await kit.status(cy)).active_keywords).toEqual(keywords);
  });

  test.each<[string, unknown]>([
    ['an empty list', []],
    ['an empty keyword', [{ keyword: '  ', active: true }]],
    ['no active flag', [{ keyword: 'x' }]],
    ['a string active flag', [{ keyword: 'x', active: 'yes' }]],
    ['not a list', 'x'],
  ])('malformed input (%s) → 422, nothing changes', async (_label, keywords) => {
    const { session } = await interviewed('eve');
    const before = await kit.keywordRows(session);
    expect((await expectErrorBody(await kit.toggle(session, keywords), 422)).code).toBe('VALIDATION_FAILED');
    expect(await kit.keywordRows(session)).toEqual(before);
  });

  test('the routes need a session and are documented', async () => {
    await expectErrorBody(await t.request('/api/keyword/status'), 401);
    await expectErrorBody(await t.post('/api/keyword/toggle', { keywords: [] }), 401);
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths['/api/keyword/status'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/keyword/toggle'] ?? {})).toEqual(['post']);
  });
});
