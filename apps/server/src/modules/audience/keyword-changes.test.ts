import { describe, expect, test } from 'vitest';
import { KEYWORDS_MAX } from '@gatling/shared/api/audience';
import type { TSession } from '@gatling/shared/api/session';
import { monitorKeywords } from '../../db/schema/audience';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { audienceKit } from '#test/kits/audience';
import { audienceBrief } from './audience-brief';

/** POST /api/keyword/add, /update and /remove: keywords changed by hand, in words. */
const t = useTestApp();
const kit = audienceKit(t);

/** A user with two keywords as the interview stores them: one on, one off and in Spanish only. */
async function withKeywords(label: string): Promise<TSession> {
  const session = await t.signUpAndConfirm(uniqueEmail(label));
  const at = Date.now();
  await t.database.db.insert(monitorKeywords).values([
    { userId: session.user.id, keyword: '"cold email" -is:retweet', createdAt: new Date(at) },
    { userId: session.user.id, keyword: 'churn lang:es', active: false, createdAt: new Date(at + 1) },
  ]);
  return session;
}

describe('POST /api/keyword/add', () => {
  test('words become an active keyword stored as monitoring searches; the answer is the new status', async () => {
    const ada = await withKeywords('ada');
    const added = await kit.changed(await kit.change(ada, 'add', { words: '  pricing  ' }));
    expect(added).toEqual({
      keyword: 'pricing -is:retweet',
      status: {
        active_keywords: ['"cold email" -is:retweet', 'pricing -is:retweet'],
        inactive_keywords: ['churn lang:es'],
      },
    });
    // A phrase is searched as a phrase; quotes typed are not syntax.
    const phrase = await kit.changed(await kit.change(ada, 'add', { words: '"pricing   page"' }));
    expect(phrase.keyword).toBe('"pricing page" -is:retweet');
    expect(await kit.status(ada)).toEqual(phrase.status);
    // Monitoring and drafting see it at once.
    expect((await audienceBrief(t.database.db, ada.user.id)).keywords).toContain('pricing -is:retweet');
  });

  test('the same words in any case → 409 in words; the same words in another language are another keyword', async () => {
    const ben = await withKeywords('ben');
    const before = await kit.keywordRows(ben);
    for (const words of ['Cold Email', 'COLD   email', '"cold email"']) {
      const body = await expectErrorBody(await kit.change(ben, 'add', { words }), 409);
      expect(body).toMatchObject({
        code: 'CONFLICT',
        detail: '“cold email” is already one of your keywords',
      });
    }
    expect(await kit.keywordRows(ben)).toEqual(before);
    // "churn" is kept in Spanish; "churn" in any language is new.
    expect((await kit.changed(await kit.change(ben, 'add', { words: 'churn' }))).keyword).toBe(
      'churn -is:retweet',
    );
  });

  test.each<[string, number, unknown, string]>([
    ['empty', 422, { words: '   ' }, 'words: Type a keyword'],
    ['only quotes', 422, { words: '""' }, 'words: Type a keyword'],
    ['too long', 422, { words: 'x'.repeat(81) }, 'words: A keyword has at most 80 characters'],
    ['not text', 422, { words: 42 }, 'words: Invalid input: expected string, received number'],
    ['missing', 422, {}, 'words: Invalid input: expected string, received undefined'],
    ['a NUL', 400, { words: 'pri\u0000cing' }, 'words contains a NUL character, which text cannot hold'],
    ['an unknown field', 400, { words: 'pricing', active: false }, 'Unknown field: active'],
  ])('bad input (%s) → %i with a detail; nothing stored', async (_label, status, body, detail) => {
    const cy = await withKeywords('cy');
    const before = await kit.keywordRows(cy);
    expect((await expectErrorBody(await kit.change(cy, 'add', body), status)).detail).toBe(detail);
    expect(await kit.keywordRows(cy)).toEqual(before);
  });

  test(`a full list (${KEYWORDS_MAX}) → 409`, async () => {
    const di = await t.signUpAndConfirm(uniqueEmail('di'));
    await t.database.db
      .insert(monitorKeywords)
      .values(Array.from({ length: KEYWORDS_MAX }, (_, i) => ({ userId: di.user.id, keyword: `word${i}` })));
    const body = await expectErrorBody(await kit.change(di, 'add', { words: 'pricing' }), 409);
    expect(body.detail).toMatch(/^You already have 100 keywords/);
    expect(await kit.keywordRows(di)).toHaveLength(KEYWORDS_MAX);
  });
});

describe('POST /api/keyword/update', () => {
  test('new words; on or off, place and language stay', async () => {
    const ed = await withKeywords('ed');
    const renamed = await kit.changed(
      await kit.change(ed, 'update', { keyword: 'churn lang:es', words: 'churn rate' }),
    );
    expect(renamed).toEqual({
      keyword: '"churn rate" lang:es',
      status: {
        active_keywords: ['"cold email" -is:retweet'],
        inactive_keywords: ['"churn rate" lang:es'],
      },
    });
    // Named by its words, as the chat does.
    const byWords = await kit.changed(
      await kit.change(ed, 'update', { keyword: 'COLD EMAIL', words: 'cold outreach' }),
    );
    expect(byWords.status.active_keywords).toEqual(['"cold outreach" -is:retweet']);
    // The same words again change nothing.
    const same = await kit.changed(
      await kit.change(ed, 'update', { keyword: '"churn rate" lang:es', words: 'churn rate' }),
    );
    expect(same.status).toEqual(byWords.status);
  });

  test('onto another keyword’s words → 409; empty words → 422; nothing changes', async () => {
    const fay = await withKeywords('fay');
    await kit.changed(await kit.change(fay, 'add', { words: 'pricing' }));
    const before = await kit.keywordRows(fay);
    const clash = await expectErrorBody(
      await kit.change(fay, 'update', { keyword: '"cold email" -is:retweet', words: 'PRICING' }),
      409,
    );
    expect(clash.detail).toBe('“pricing” is already one of your keywords');
    const empty = await expectErrorBody(
      await kit.change(fay, 'update', { keyword: '"cold email" -is:retweet', words: ' ' }),
      422,
    );
    expect(empty.detail).toBe('words: Type a keyword');
    await expectErrorBody(await kit.change(fay, 'update', { keyword: '', words: 'x' }), 422);
    await expectErrorBody(await kit.change(fay, 'update', { keyword: 'pricing', words: 'x', extra: 1 }), 400);
    expect(await kit.keywordRows(fay)).toEqual(before);
  });
});

describe('POST /api/keyword/remove', () => {
  test('by the stored query or by its words, any case', async () => {
    const gus = await withKeywords('gus');
    const one = await kit.changed(await kit.change(gus, 'remove', { keyword: 'churn lang:es' }));
    expect(one).toEqual({
      keyword: 'churn lang:es',
      status: { active_keywords: ['"cold email" -is:retweet'], inactive_keywords: [] },
    });
    const two = await kit.changed(await kit.change(gus, 'remove', { keyword: 'Cold Email' }));
    expect(two.keyword).toBe('"cold email" -is:retweet');
    expect(await kit.keywordRows(gus)).toEqual([]);
    const gone = await expectErrorBody(await kit.change(gus, 'remove', { keyword: 'cold email' }), 404);
    expect(gone.detail).toBe('“cold email” is not one of your keywords');
  });

  test('another user’s keyword → 404 in words, and theirs stays', async () => {
    const hal = await withKeywords('hal');
    const ida = await t.signUpAndConfirm(uniqueEmail('ida'));
    const theirs = await kit.keywordRows(hal);
    const body = await expectErrorBody(
      await kit.change(ida, 'remove', { keyword: '"cold email" -is:retweet' }),
      404,
    );
    expect(body).toMatchObject({ code: 'NOT_FOUND', detail: '“cold email” is not one of your keywords' });
    await expectErrorBody(
      await kit.change(ida, 'update', { keyword: '"cold email" -is:retweet', words: 'mine now' }),
      404,
    );
    expect(await kit.keywordRows(hal)).toEqual(theirs);
  });

  test.each<[string, number, unknown]>([
    ['empty', 422, { keyword: '  ' }],
    ['a NUL', 400, { keyword: 'churn\u0000' }],
    ['an unknown field', 400, { keyword: 'churn lang:es', words: 'x' }],
  ])('bad input (%s) → %i; nothing removed', async (_label, status, body) => {
    const jo = await withKeywords('jo');
    const before = await kit.keywordRows(jo);
    expect((await expectErrorBody(await kit.change(jo, 'remove', body), status)).detail).toBeTruthy();
    expect(await kit.keywordRows(jo)).toEqual(before);
  });
});

test('the routes need a session and are documented', async () => {
  for (const verb of ['add', 'update', 'remove'] as const) {
    await expectErrorBody(await t.post(`/api/keyword/${verb}`, { words: 'x', keyword: 'x' }), 401);
    await expectErrorBody(
      await t.post(`/api/keyword/${verb}`, { words: 'x', keyword: 'x' }, bearer('not-a-token')),
      401,
    );
  }
  const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
  for (const verb of ['add', 'update', 'remove'])
    expect(Object.keys(doc.paths[`/api/keyword/${verb}`] ?? {})).toEqual(['post']);
});
